import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantPlan } from '@/lib/commerce/grants';
import { instances, memberships } from '@/lib/db/schema';
import { activateInstance, deactivateInstance, heartbeatInstance } from '@/lib/memberships/instances';
import { LIFETIME_1PC, programCaller, programDevice, unique } from './shop-fixtures';
import { testDriver, withTestDatabase } from './test-db';

// spec 1 (plans and their PCs, the trial), spec 3 "Instance": activations of the desktop program, against the
// database of the run (PGlite, or PostgreSQL under npm run test:db).

const testDb = withTestDatabase();
const db = () => testDb.db;

const DAY = 24 * 60 * 60 * 1000;

const accountWithToken = () => programCaller(db());
const device = programDevice;

async function grant(userId: number, plan: { kind: 'subscription' | 'lifetime'; periodMonths: number; pcNum: number }, now = new Date()) {
  const outcome = await grantPlan(db(), { userId, plan, now });
  if (outcome.kind !== 'granted') throw new Error('not granted');
  return outcome.membership;
}

const activeCount = async (userId: number) => db().$count(instances, and(eq(instances.userId, userId), eq(instances.status, 'active')));

describe(`activation (${testDriver})`, () => {
  it('starts the trial on the first activation of an account that holds nothing: 7 days, 2 PCs', async () => {
    const caller = await accountWithToken();
    const now = new Date();
    const first = await activateInstance(db(), caller, device('Desk'), now);
    expect(first).toMatchObject({
      kind: 'activated',
      created: true,
      trialStarted: true,
      plan: { kind: 'trial', pcNum: 2, activePcNum: 1 },
    });
    if (first.kind !== 'activated') return;
    expect(first.plan.expiresAt?.getTime()).toBe(now.getTime() + 7 * DAY);
    expect(first.instance).toMatchObject({ device: 'Desk', status: 'active', version: '6.4.0' });

    const second = await activateInstance(db(), caller, device('Laptop'), now);
    expect(second).toMatchObject({ kind: 'activated', created: true, trialStarted: false, plan: { activePcNum: 2 } });
    expect(await activateInstance(db(), caller, device('Third'), now)).toStrictEqual({
      kind: 'refused',
      reason: 'pcLimitReached',
      pcNum: 2,
    });
    expect(await db().$count(memberships, and(eq(memberships.userId, caller.userId), eq(memberships.kind, 'trial')))).toBe(1);
  });

  it('gives no second trial: once it ended, activation is refused until a plan is bought', async () => {
    const caller = await accountWithToken();
    const start = new Date(Date.now() - 8 * DAY);
    expect(await activateInstance(db(), caller, device(), start)).toMatchObject({ kind: 'activated', trialStarted: true });
    expect(await activateInstance(db(), caller, device())).toStrictEqual({ kind: 'refused', reason: 'noActivePlan', pcNum: 0 });
  });

  it('starts no trial for an account that holds a plan, and counts against its pc_num', async () => {
    const caller = await accountWithToken();
    await grant(caller.userId, LIFETIME_1PC);
    const outcome = await activateInstance(db(), caller, device());
    expect(outcome).toMatchObject({ kind: 'activated', trialStarted: false, plan: { kind: 'lifetime', pcNum: 1, expiresAt: null } });
    expect(await activateInstance(db(), caller, device())).toMatchObject({ kind: 'refused', reason: 'pcLimitReached', pcNum: 1 });
    expect(await db().$count(memberships, and(eq(memberships.userId, caller.userId), eq(memberships.kind, 'trial')))).toBe(0);
  });

  it('is idempotent for the same device_id: one instance, its name and version refreshed', async () => {
    const caller = await accountWithToken();
    await grant(caller.userId, { kind: 'subscription', periodMonths: 12, pcNum: 1 });
    const pc = device('Old name');
    const first = await activateInstance(db(), caller, pc);
    const again = await activateInstance(db(), caller, { ...pc, device_name: 'New name', version: '6.5.0' });
    expect(again).toMatchObject({ kind: 'activated', created: false, instance: { device: 'New name', version: '6.5.0' } });
    if (first.kind !== 'activated' || again.kind !== 'activated') return;
    expect(again.instance.id).toBe(first.instance.id);
    // The same device activating at the same moment twice is still one instance.
    const both = await Promise.all([activateInstance(db(), caller, pc), activateInstance(db(), caller, pc)]);
    expect(both.every((outcome) => outcome.kind === 'activated' && outcome.instance.id === first.instance.id)).toBe(true);
    expect(await activeCount(caller.userId)).toBe(1);
  });

  it('holds the limit under concurrency: 50 different PCs at once against a 2-PC plan give exactly 2 instances', async () => {
    const caller = await accountWithToken();
    await grant(caller.userId, { kind: 'subscription', periodMonths: 12, pcNum: 2 });
    const started = performance.now();
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => activateInstance(db(), caller, device(`PC ${i}`))));
    const elapsed = performance.now() - started;
    expect(outcomes.filter((outcome) => outcome.kind === 'activated')).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome.kind === 'refused' && outcome.reason === 'pcLimitReached')).toHaveLength(48);
    expect(await activeCount(caller.userId)).toBe(2);
    console.info(`50 concurrent activations on ${testDriver}: ${elapsed.toFixed(0)} ms`);
  });

  it('holds the limit for a new account too: 50 PCs at once start one trial and activate 2', async () => {
    const caller = await accountWithToken();
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => activateInstance(db(), caller, device(`PC ${i}`))));
    expect(outcomes.filter((outcome) => outcome.kind === 'activated')).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome.kind === 'activated' && outcome.trialStarted)).toHaveLength(1);
    expect(await db().$count(memberships, eq(memberships.userId, caller.userId))).toBe(1);
  });

  it('frees a PC on deactivation, twice the same as once', async () => {
    const caller = await accountWithToken();
    await grant(caller.userId, { kind: 'subscription', periodMonths: 3, pcNum: 1 });
    const first = await activateInstance(db(), caller, device());
    if (first.kind !== 'activated') throw new Error('not activated');
    expect(await deactivateInstance(db(), caller, first.instance.id)).toMatchObject({ kind: 'ok', instance: { status: 'deactivated' } });
    expect(await deactivateInstance(db(), caller, first.instance.id)).toMatchObject({ kind: 'ok', instance: { status: 'deactivated' } });
    expect(await activateInstance(db(), caller, device())).toMatchObject({ kind: 'activated', created: true });
    expect(await heartbeatInstance(db(), caller, { instanceId: first.instance.id })).toStrictEqual({ kind: 'ended' });
  });

  it("scopes everything to the token's account: another account's instance is not found", async () => {
    const a = await accountWithToken();
    const b = await accountWithToken();
    const mine = await activateInstance(db(), a, device());
    if (mine.kind !== 'activated') throw new Error('not activated');
    expect(await heartbeatInstance(db(), b, { instanceId: mine.instance.id })).toStrictEqual({ kind: 'notFound' });
    expect(await deactivateInstance(db(), b, mine.instance.id)).toStrictEqual({ kind: 'notFound' });
    expect(await activeCount(a.userId)).toBe(1);
  });

  it('moves the PCs of a trial to the plan bought after it, while the plan has room', async () => {
    const caller = await accountWithToken();
    const trialPcs = [await activateInstance(db(), caller, device('One')), await activateInstance(db(), caller, device('Two'))];
    const plan = await grant(caller.userId, LIFETIME_1PC);
    const [one, two] = trialPcs.map((outcome) => (outcome.kind === 'activated' ? outcome.instance.id : 0));
    expect(await heartbeatInstance(db(), caller, { instanceId: one! })).toMatchObject({
      kind: 'ok',
      plan: { kind: 'lifetime', activePcNum: 1 },
    });
    expect(await heartbeatInstance(db(), caller, { instanceId: two! })).toStrictEqual({
      kind: 'refused',
      reason: 'pcLimitReached',
      pcNum: 1,
    });
    const [moved] = await db().select().from(instances).where(eq(instances.id, one!));
    expect(moved).toMatchObject({ membershipId: plan.id, slot: 1 });
  });

  it('is held by the database too: no slot past pc_num, no slot twice, no pc_num below the PCs in use', async () => {
    const caller = await accountWithToken();
    const plan = await grant(caller.userId, { kind: 'subscription', periodMonths: 12, pcNum: 2 });
    const row = (slot: number) => ({
      userId: caller.userId,
      membershipId: plan.id,
      pcNum: 2,
      slot,
      ...{ deviceId: unique('raw-'), deviceName: 'Raw', version: '1' },
    });
    await db().insert(instances).values(row(1));
    await db().insert(instances).values(row(2));
    await expect(db().insert(instances).values(row(3))).rejects.toThrow();
    await expect(db().insert(instances).values(row(2))).rejects.toThrow();
    await expect(
      db()
        .insert(instances)
        .values({ ...row(3), pcNum: 5 }),
    ).rejects.toThrow();
    await expect(db().update(memberships).set({ pcNum: 1 }).where(eq(memberships.id, plan.id))).rejects.toThrow();
    expect(await activeCount(caller.userId)).toBe(2);
  });
});
