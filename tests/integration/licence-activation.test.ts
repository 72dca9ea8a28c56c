import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantPlan } from '@/lib/commerce/grants';
import { instances, licenseInstances, licenses, memberships } from '@/lib/db/schema';
import { activateInstance, type ActivationOutcome, deactivateInstance, heartbeatInstance } from '@/lib/memberships/instances';
import { seedLegacyLicense } from '@/lib/memberships/license-seed';
import { makeUser, programCaller, programDevice, unique } from './shop-fixtures';
import { testDriver, withTestDatabase } from './test-db';

// spec 1 "Legacy licences: may coexist with a subscription": the desktop program activates PCs on an account's
// legacy licences, against the database of the run (PGlite, or PostgreSQL under npm run test:db).

const testDb = withTestDatabase();
const db = () => testDb.db;

const DAY = 24 * 60 * 60 * 1000;

const accountWithToken = () => programCaller(db());
const device = programDevice;

async function licence(userId: number, instancesNum: number, devices: string[] = []) {
  return (await seedLegacyLicense(db(), { userId, instancesNum, serialNumber: unique('RM5-'), devices })).license;
}

/** An account whose trial ran out long ago: it may not start another. */
async function trialUsed(userId: number) {
  const startsAt = new Date(Date.now() - 30 * DAY);
  await db()
    .insert(memberships)
    .values({ userId, kind: 'trial', periodMonths: 0, pcNum: 2, startsAt, expiresAt: new Date(startsAt.getTime() + 7 * DAY) });
}

async function grant(userId: number, plan: { kind: 'subscription' | 'lifetime'; periodMonths: number; pcNum: number }) {
  const outcome = await grantPlan(db(), { userId, plan, now: new Date() });
  if (outcome.kind !== 'granted') throw new Error('not granted');
  return outcome.membership;
}

function activated(outcome: ActivationOutcome) {
  if (outcome.kind !== 'activated') throw new Error(`refused: ${outcome.reason}`);
  return outcome;
}

const licencePcs = (licenseId: number) =>
  db().$count(licenseInstances, and(eq(licenseInstances.licenseId, licenseId), eq(licenseInstances.status, 'active')));
const trials = (userId: number) => db().$count(memberships, and(eq(memberships.userId, userId), eq(memberships.kind, 'trial')));

describe(`activation on a legacy licence (${testDriver})`, () => {
  it('uses the licence of an account with no plan before starting a trial; the trial comes when the licence is full', async () => {
    const caller = await accountWithToken();
    const held = await licence(caller.userId, 2, ['Old desk']);

    const first = activated(await activateInstance(db(), caller, device('Desk')));
    expect(first).toMatchObject({
      created: true,
      trialStarted: false,
      instance: { kind: 'license', device: 'Desk', status: 'active' },
      plan: { kind: 'license', licenseId: held.id, serialNumber: held.serialNumber, pcNum: 2, activePcNum: 2, expiresAt: null },
    });
    expect(await trials(caller.userId)).toBe(0);

    // Full: the account never had a trial and holds no plan, so the next PC starts it.
    const next = activated(await activateInstance(db(), caller, device('Laptop')));
    expect(next).toMatchObject({ trialStarted: true, instance: { kind: 'plan' }, plan: { kind: 'trial', pcNum: 2 } });
    expect(await licencePcs(held.id)).toBe(2);
  });

  it('is idempotent for a PC on a licence: the same instance, refreshed, even once a plan with room is bought', async () => {
    const caller = await accountWithToken();
    const held = await licence(caller.userId, 1);
    const pc = device('Old name');
    const first = activated(await activateInstance(db(), caller, pc));
    await grant(caller.userId, { kind: 'subscription', periodMonths: 12, pcNum: 5 });
    const again = activated(await activateInstance(db(), caller, { ...pc, device_name: 'New name', version: '6.5.0' }));
    expect(again).toMatchObject({
      created: false,
      instance: { kind: 'license', id: first.instance.id, device: 'New name', version: '6.5.0' },
    });
    expect(again.plan).toMatchObject({ kind: 'license', activePcNum: 1 });
    const both = await Promise.all([activateInstance(db(), caller, pc), activateInstance(db(), caller, pc)]);
    expect(both.map((outcome) => outcome.kind === 'activated' && outcome.instance.id)).toStrictEqual([
      first.instance.id,
      first.instance.id,
    ]);
    expect(await licencePcs(held.id)).toBe(1);
    expect(await db().$count(instances, eq(instances.userId, caller.userId))).toBe(0);
  });

  it('keeps a PC of the plan on the plan, and takes a licence when the plan is full', async () => {
    const caller = await accountWithToken();
    const plan = await grant(caller.userId, { kind: 'subscription', periodMonths: 12, pcNum: 1 });
    const held = await licence(caller.userId, 3);
    const onPlan = device('Desk');
    expect(activated(await activateInstance(db(), caller, onPlan)).plan).toMatchObject({ kind: 'subscription', activePcNum: 1 });
    // The same PC again stays on the plan though the licence has room.
    expect(activated(await activateInstance(db(), caller, onPlan))).toMatchObject({ created: false, instance: { kind: 'plan' } });

    const spill = activated(await activateInstance(db(), caller, device('Laptop')));
    expect(spill).toMatchObject({
      created: true,
      instance: { kind: 'license' },
      plan: { kind: 'license', licenseId: held.id, activePcNum: 1 },
    });
    expect(await db().$count(instances, and(eq(instances.membershipId, plan.id), eq(instances.status, 'active')))).toBe(1);
  });

  it('takes the oldest licence with a free place, skips a replaced one, and refuses when all are full', async () => {
    const caller = await accountWithToken();
    await trialUsed(caller.userId);
    const replaced = await licence(caller.userId, 2);
    await db().update(licenses).set({ replacedAt: new Date() }).where(eq(licenses.id, replaced.id));
    const full = await licence(caller.userId, 1, ['Old desk']);
    const roomy = await licence(caller.userId, 1);

    expect(activated(await activateInstance(db(), caller, device())).plan).toMatchObject({ kind: 'license', licenseId: roomy.id });
    // Both licences full, the trial used, no plan: 2 PCs in all are in use.
    expect(await activateInstance(db(), caller, device())).toStrictEqual({ kind: 'refused', reason: 'pcLimitReached', pcNum: 2 });
    expect(await licencePcs(replaced.id)).toBe(0);
    expect(await licencePcs(full.id)).toBe(1);
  });

  it('moves a PC of an ended plan to a licence, ending its old place', async () => {
    const caller = await accountWithToken();
    const start = new Date(Date.now() - 8 * DAY);
    const onTrial = device('Desk');
    expect(activated(await activateInstance(db(), caller, onTrial, start)).plan.kind).toBe('trial');
    const held = await licence(caller.userId, 1);
    const moved = activated(await activateInstance(db(), caller, onTrial));
    expect(moved).toMatchObject({ created: true, instance: { kind: 'license' }, plan: { licenseId: held.id } });
    expect(await db().$count(instances, and(eq(instances.userId, caller.userId), eq(instances.status, 'active')))).toBe(0);
  });

  it('holds the limit under concurrency: 20 different PCs at once against a 2-PC licence give exactly 2 licence PCs', async () => {
    const caller = await accountWithToken();
    await trialUsed(caller.userId);
    const held = await licence(caller.userId, 2);
    const started = performance.now();
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => activateInstance(db(), caller, device(`PC ${i}`))));
    const elapsed = performance.now() - started;
    expect(outcomes.filter((outcome) => outcome.kind === 'activated')).toHaveLength(2);
    expect(
      outcomes.filter((outcome) => outcome.kind === 'refused' && outcome.reason === 'pcLimitReached' && outcome.pcNum === 2),
    ).toHaveLength(18);
    expect(await licencePcs(held.id)).toBe(2);
    expect(await trials(caller.userId)).toBe(1);
    console.info(`20 concurrent licence activations on ${testDriver}: ${elapsed.toFixed(0)} ms`);
  });

  it('answers heartbeats of a licence PC and frees its place on deactivation, twice the same as once', async () => {
    const caller = await accountWithToken();
    await trialUsed(caller.userId);
    const held = await licence(caller.userId, 1);
    const pc = activated(await activateInstance(db(), caller, device()));
    const id = pc.instance.id;

    const beat = await heartbeatInstance(db(), caller, { instanceId: id, kind: 'license', version: '6.6.0' });
    expect(beat).toMatchObject({
      kind: 'ok',
      instance: { kind: 'license', id, version: '6.6.0' },
      plan: { kind: 'license', licenseId: held.id, activePcNum: 1 },
    });
    // Another account's token does not reach it.
    const stranger = await accountWithToken();
    expect(await heartbeatInstance(db(), stranger, { instanceId: id, kind: 'license' })).toStrictEqual({ kind: 'notFound' });
    expect(await deactivateInstance(db(), stranger, id, new Date(), 'license')).toStrictEqual({ kind: 'notFound' });

    expect(await deactivateInstance(db(), caller, id, new Date(), 'license')).toMatchObject({
      kind: 'ok',
      instance: { status: 'deactivated' },
    });
    expect(await deactivateInstance(db(), caller, id, new Date(), 'license')).toMatchObject({
      kind: 'ok',
      instance: { status: 'deactivated' },
    });
    expect(await heartbeatInstance(db(), caller, { instanceId: id, kind: 'license' })).toStrictEqual({ kind: 'ended' });
    expect(await licencePcs(held.id)).toBe(0);
    expect(activated(await activateInstance(db(), caller, device())).plan).toMatchObject({ kind: 'license', activePcNum: 1 });
  });

  it('is held by the database too: no slot past instances_num, no slot or device twice, no PC on another owner', async () => {
    const caller = await accountWithToken();
    const held = await licence(caller.userId, 2);
    const row = (slot: number, fields: Partial<typeof licenseInstances.$inferInsert> = {}) => ({
      licenseId: held.id,
      userId: caller.userId,
      instancesNum: 2,
      slot,
      deviceId: unique('raw-'),
      deviceName: 'Raw',
      version: '1',
      ...fields,
    });
    await db()
      .insert(licenseInstances)
      .values(row(1, { deviceId: 'same-device' }));
    await expect(
      db()
        .insert(licenseInstances)
        .values(row(2, { deviceId: 'same-device' })),
    ).rejects.toThrow();
    await db().insert(licenseInstances).values(row(2));
    await expect(db().insert(licenseInstances).values(row(3))).rejects.toThrow();
    await expect(
      db()
        .insert(licenseInstances)
        .values(row(3, { instancesNum: 3 })),
    ).rejects.toThrow();
    await expect(db().insert(licenseInstances).values(row(1))).rejects.toThrow();
    const other = await makeUser(db());
    await expect(
      db()
        .insert(licenseInstances)
        .values(row(2, { userId: other.id, status: 'revoked', endedAt: new Date() })),
    ).rejects.toThrow();
    await expect(db().update(licenses).set({ instancesNum: 1 }).where(eq(licenses.id, held.id))).rejects.toThrow();
    expect(await licencePcs(held.id)).toBe(2);
  });
});
