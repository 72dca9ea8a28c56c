import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as getRenewStatus } from '@/app/api/account/autocharge/status/route';
import { POST as postRenew } from '@/app/api/account/autocharge/renew/route';
import { POST as postSuspend } from '@/app/api/account/autocharge/suspend/route';
import { POST as postRevoke } from '@/app/api/account/instances/[id]/revoke/route';
import { POST as postLicenseRevoke } from '@/app/api/account/licenses/[id]/instances/[instanceId]/revoke/route';
import { POST as postNote } from '@/app/api/account/licenses/[id]/note/route';
import { GET as getLicenses } from '@/app/api/account/licenses/route';
import { createSession } from '@/lib/auth/sessions';
import { createOrder } from '@/lib/commerce/orders';
import { markOrderPaid } from '@/lib/commerce/payments';
import type { PlanChoice } from '@/lib/commerce/plans';
import { appTokens, instances, licenseInstances, licenses as licenseRows, memberships, rateLimits, renewals } from '@/lib/db/schema';
import type { AccountMembership } from '@/lib/memberships/account-membership';
import { activateInstance, heartbeatInstance } from '@/lib/memberships/instances';
import { seedLegacyLicense } from '@/lib/memberships/license-seed';
import { newSecret, sha256Hex } from '@/lib/memberships/secrets';
import { watchNotOwned } from './not-owned-log';
import { makeUser, unique } from './shop-fixtures';
import { callRoute, type RequestOptions } from '@/tests/support/requests';
import { testDriver, withAppTestDatabase } from './test-db';

// spec 2 /account, spec 4 (autocharge 1 active, 2 suspended, 3 finished; revoking a PC), spec 7
// GET /api/account/licenses and /api/account/autocharge/*: the route handlers against the run's database.

const testDb = withAppTestDatabase();
const db = () => testDb.db;

beforeEach(async () => {
  await db().delete(rateLimits);
});

const YEAR_2PC: PlanChoice = { kind: 'subscription', periodMonths: 12, pcNum: 2 };

async function customer(fields: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(db(), fields);
  const { token } = await createSession(db(), user.id);
  return { user, token };
}

/** A paid order of the account: by card with auto-renewal unless told otherwise. */
async function paidPlan(
  userId: number,
  plan: PlanChoice = YEAR_2PC,
  order: { paymentMethod?: string; country?: string; autoRenew?: boolean } = {},
) {
  const { paymentMethod = 'card', country = 'DE', autoRenew = plan.kind === 'subscription' } = order;
  const created = await createOrder(db(), {
    buyerUserId: userId,
    idempotencyKey: randomUUID(),
    plan,
    country,
    paymentMethod,
    provider: 'fake',
    autoRenew,
  });
  if (created.kind !== 'created') throw new Error(`order not created: ${created.kind}`);
  const paid = await markOrderPaid(db(), {
    orderId: created.order.id,
    provider: 'fake',
    amount: created.order.total,
    currency: created.order.currencyCode,
  });
  if (paid.kind !== 'paid' || paid.membershipId === null) throw new Error(`order not paid: ${paid.kind}`);
  return paid.membershipId;
}

async function activate(userId: number, name: string) {
  const [token] = await db()
    .insert(appTokens)
    .values({ userId, tokenHash: sha256Hex(newSecret()), deviceName: name })
    .returning();
  const outcome = await activateInstance(
    db(),
    { userId, tokenId: token!.id },
    { device_id: unique('dev-').toLowerCase(), device_name: name, version: '6.4.0' },
  );
  if (outcome.kind !== 'activated') throw new Error(`not activated: ${outcome.reason}`);
  return outcome.instance.id;
}

async function licenses(token?: string) {
  const response = await callRoute(getLicenses, '/api/account/licenses', { session: token });
  return { status: response.status, body: (await response.json()) as AccountMembership & { message?: string } };
}

const autocharge = (
  route: typeof postRenew,
  action: string,
  token: string | undefined,
  id: number | string,
  options: RequestOptions = {},
) =>
  callRoute(route, `/api/account/autocharge/${action}`, {
    method: 'POST',
    query: { subscription_id: String(id) },
    session: token,
    json: {},
    ...options,
  });
const suspend = (token: string | undefined, id: number | string, options?: RequestOptions) =>
  autocharge(postSuspend, 'suspend', token, id, options);
const renew = (token: string | undefined, id: number | string, options?: RequestOptions) =>
  autocharge(postRenew, 'renew', token, id, options);
const status = (token: string | undefined, id: number | string) =>
  callRoute(getRenewStatus, '/api/account/autocharge/status', { query: { subscription_id: String(id) }, session: token });
const revoke = (token: string | undefined, id: number | string, origin?: string) =>
  callRoute(postRevoke, `/api/account/instances/${id}/revoke`, {
    method: 'POST',
    json: {},
    session: token,
    origin,
    params: { id: String(id) },
  });

describe(`GET /api/account/licenses (${testDriver})`, () => {
  it('answers the paid plan with its tier, term, PCs and instances (spec 3)', async () => {
    const { user, token } = await customer();
    const membershipId = await paidPlan(user.id);
    const desk = await activate(user.id, 'Desk');
    await activate(user.id, 'Laptop');

    const { status: code, body } = await licenses(token);
    expect(code).toBe(200);
    expect(body.max_instances).toBe(10);
    expect(body.subscription).toMatchObject({
      kind: 'subscription',
      id: membershipId,
      paid: true,
      trial: false,
      lifetime: false,
      period: 12,
      pc_num: 2,
      active_pc_num: 2,
      tier: 'epic',
      autocharge_status: 1,
    });
    expect(body.subscription?.days_left).toBeGreaterThanOrEqual(365);
    expect(new Date(body.subscription!.expires_at!).getTime()).toBeGreaterThan(Date.now());
    expect(body.subscription?.instances).toEqual([
      { id: desk, device: 'Desk', date_created: expect.any(String), status: 'active', version: '6.4.0' },
      expect.objectContaining({ device: 'Laptop', status: 'active' }),
    ]);
  });

  it('answers lifetime access as lifetime, with no term and no autocharge', async () => {
    const { user, token } = await customer();
    await paidPlan(user.id, { kind: 'lifetime', periodMonths: 0, pcNum: 3 });
    const { body } = await licenses(token);
    expect(body.subscription).toMatchObject({
      lifetime: true,
      paid: true,
      period: 0,
      pc_num: 3,
      active_pc_num: 0,
      tier: 'allInLifetime',
      expires_at: null,
      days_left: null,
      autocharge_status: null,
      instances: [],
    });
  });

  it('answers the trial as an unpaid subscription with its days left, and no plan as null', async () => {
    const { user, token } = await customer();
    expect((await licenses(token)).body).toEqual({ subscription: null, licenses: [], max_instances: 10, revoke_paused_until: null });
    await activate(user.id, 'Trial PC');
    const { body } = await licenses(token);
    expect(body.subscription).toMatchObject({
      paid: false,
      trial: true,
      tier: null,
      pc_num: 2,
      active_pc_num: 1,
      days_left: 7,
      autocharge_status: null,
    });
  });

  it('is 401 signed out and 403 for a reseller (spec 6)', async () => {
    expect((await licenses()).status).toBe(401);
    const reseller = await customer({ isPartner: true });
    const refused = await licenses(reseller.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Reseller accounts manage their customers' plans from the customer list.");
  });
});

describe(`/api/account/autocharge/* (${testDriver})`, () => {
  it('cancels (1 -> 2) and resumes (2 -> 1); the subscription stays active throughout', async () => {
    const { user, token } = await customer();
    const id = await paidPlan(user.id);
    expect(await (await status(token, id)).json()).toEqual({ success: true, subscription_id: id, status: 1 });

    const cancelled = await suspend(token, id);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ success: true, subscription_id: id, status: 2 });
    // A second click changes nothing.
    expect(await (await suspend(token, id)).json()).toMatchObject({ status: 2 });
    const [row] = await db().select().from(memberships).where(eq(memberships.id, id));
    expect(row).toMatchObject({ status: 'active', autochargeStatus: 2 });
    expect((await licenses(token)).body.subscription).toMatchObject({ autocharge_status: 2, active_pc_num: 0 });

    const resumed = await renew(token, id);
    expect(await resumed.json()).toEqual({ success: true, subscription_id: id, status: 1 });
    expect(await (await renew(token, id)).json()).toMatchObject({ status: 1 });
  });

  it('arms again a renewal the job cancelled while auto-renewal was suspended', async () => {
    const { user, token } = await customer();
    const id = await paidPlan(user.id);
    const [row] = await db().select().from(memberships).where(eq(memberships.id, id));
    await suspend(token, id);
    await db().insert(renewals).values({
      membershipId: id,
      dueAt: row!.expiresAt!,
      status: 'cancelled',
      nextAttemptAt: new Date(),
      lastError: 'the subscription no longer renews',
    });
    await renew(token, id);
    const [renewal] = await db().select().from(renewals).where(eq(renewals.membershipId, id));
    expect(renewal).toMatchObject({ status: 'scheduled', lastError: null });
  });

  it("is 404 for another account's subscription, and changes nothing there", async () => {
    const owner = await customer();
    const id = await paidPlan(owner.user.id);
    const intruder = await customer();
    const logged = watchNotOwned();
    for (const response of [
      await status(intruder.token, id),
      await suspend(intruder.token, id),
      await renew(intruder.token, id),
      await suspend(intruder.token, 2_147_483_647),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Subscription not found' });
    }
    expect(logged.lines().map(({ userId, resource, id: asked, method }) => [userId, resource, asked, method])).toEqual([
      [intruder.user.id, 'subscription', id, 'GET'],
      [intruder.user.id, 'subscription', id, 'POST'],
      [intruder.user.id, 'subscription', id, 'POST'],
      [intruder.user.id, 'subscription', 2_147_483_647, 'POST'],
    ]);
    logged.stop();
    const [row] = await db().select().from(memberships).where(eq(memberships.id, id));
    expect(row?.autochargeStatus).toBe(1);
  });

  it('refuses to resume what may not auto-renew: not by card or PayPal, for China, or finished after failed payments', async () => {
    const alipay = await customer();
    const alipayId = await paidPlan(alipay.user.id, YEAR_2PC, { paymentMethod: 'alipay', autoRenew: false });
    // Never auto-renewed: nothing to suspend or resume.
    expect((await suspend(alipay.token, alipayId)).status).toBe(409);
    const refused = await renew(alipay.token, alipayId);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain('only when paid by card or PayPal');

    const china = await customer();
    const chinaId = await paidPlan(china.user.id, YEAR_2PC, { country: 'CN', autoRenew: false });
    // Even with the status forced to suspended, the order that granted it decides.
    await db().update(memberships).set({ autochargeStatus: 2 }).where(eq(memberships.id, chinaId));
    expect((await renew(china.token, chinaId)).status).toBe(409);

    const finished = await customer();
    const finishedId = await paidPlan(finished.user.id);
    await db().update(memberships).set({ autochargeStatus: 3 }).where(eq(memberships.id, finishedId));
    expect((await renew(finished.token, finishedId)).status).toBe(409);
    expect((await suspend(finished.token, finishedId)).status).toBe(409);
  });

  it("refuses lifetime access and a subscription whose term ended (409), in the caller's language", async () => {
    const { user, token } = await customer();
    const lifetimeId = await paidPlan(user.id, { kind: 'lifetime', periodMonths: 0, pcNum: 1 });
    const refused = await suspend(token, lifetimeId, { json: { locale: 'zh-CN' } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: '此订阅未生效。' });

    const ended = await customer();
    const endedId = await paidPlan(ended.user.id);
    await db()
      .update(memberships)
      .set({ startsAt: new Date(Date.now() - 400 * 86_400_000), expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberships.id, endedId));
    expect((await suspend(ended.token, endedId)).status).toBe(409);
  });

  it('checks the Origin, the session, the role and the input', async () => {
    const { user, token } = await customer();
    const id = await paidPlan(user.id);
    expect((await suspend(token, id, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await suspend(undefined, id)).status).toBe(401);
    for (const bad of ['0', '-1', 'abc', '1e3', '99999999999', '']) {
      const response = await suspend(token, bad);
      expect(response.status, bad).toBe(422);
      expect(await response.json()).toMatchObject({ errors: [{ field: 'subscription_id', code: 'invalid' }] });
    }
    expect((await suspend(token, id, { json: { status: 1 } })).status).toBe(422);
    expect((await status(token, 'x')).status).toBe(422);
    const reseller = await customer({ isPartner: true });
    expect((await suspend(reseller.token, id)).status).toBe(403);
    const [row] = await db().select().from(memberships).where(eq(memberships.id, id));
    expect(row?.autochargeStatus).toBe(1);
  });
});

describe(`the membership writes' budget (${testDriver})`, () => {
  it('answers 429 with Retry-After past 60 writes in 10 minutes per account, changing nothing', async () => {
    const { user, token } = await customer();
    const id = await paidPlan(user.id);
    for (let write = 0; write < 60; write++) expect((await (write % 2 ? renew : suspend)(token, id)).status).toBe(200);
    const refused = await suspend(token, id);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const [row] = await db().select().from(memberships).where(eq(memberships.id, id));
    expect(row?.autochargeStatus).toBe(1);
    // Another account has its own budget.
    const other = await customer();
    expect((await suspend(other.token, await paidPlan(other.user.id))).status).toBe(200);
  });
});

describe(`POST /api/account/instances/{id}/revoke (${testDriver})`, () => {
  it('removes the PC from the plan: active_pc_num drops and its place is free again', async () => {
    const { user, token } = await customer();
    await paidPlan(user.id);
    const desk = await activate(user.id, 'Desk');
    await activate(user.id, 'Laptop');

    const response = await revoke(token, desk);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, instance: { id: desk, device: 'Desk', status: 'revoked' } });
    const [row] = await db().select().from(instances).where(eq(instances.id, desk));
    expect(row?.status).toBe('revoked');
    expect(row?.endedAt).toBeInstanceOf(Date);

    const { body } = await licenses(token);
    expect(body.subscription).toMatchObject({ active_pc_num: 1, instances: [expect.objectContaining({ device: 'Laptop' })] });
    // The freed place takes a new PC.
    await activate(user.id, 'New PC');
    expect((await revoke(token, desk)).status).toBe(200);
  });

  it('pauses revoking after 5 PCs in 30 days, until the oldest of them is 30 days old (spec 4)', async () => {
    const { user, token } = await customer();
    await paidPlan(user.id, { kind: 'subscription', periodMonths: 12, pcNum: 5 });
    const pcs = [];
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) {
      const id = await activate(user.id, name);
      pcs.push(id);
      if (pcs.length <= 5) expect((await revoke(token, id)).status).toBe(200);
    }
    const paused = await revoke(token, pcs[5]!);
    expect(paused.status).toBe(409);
    const answer = (await paused.json()) as { code: string; message: string; paused_until: string };
    expect(answer.code).toBe('REVOKE_PAUSED');
    expect(answer.message).toMatch(/^Revoking PCs is paused until .+\. Contact support if you need to move a PC sooner\.$/);
    const [first] = await db().select().from(instances).where(eq(instances.id, pcs[0]!));
    expect(new Date(answer.paused_until).getTime()).toBe(first!.endedAt!.getTime() + 30 * 86_400_000);
    expect((await licenses(token)).body.revoke_paused_until).toBe(answer.paused_until);
    expect(await db().$count(instances, and(eq(instances.id, pcs[5]!), eq(instances.status, 'active')))).toBe(1);

    // Once the oldest revoke is past the window, revoking works again.
    await db()
      .update(instances)
      .set({ endedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(instances.id, pcs[0]!));
    expect((await licenses(token)).body.revoke_paused_until).toBeNull();
    expect((await revoke(token, pcs[5]!)).status).toBe(200);
  });

  it("is 404 for another account's PC or an unknown one, and 403 from a foreign page", async () => {
    const owner = await customer();
    await paidPlan(owner.user.id);
    const pc = await activate(owner.user.id, 'Desk');
    const intruder = await customer();
    const logged = watchNotOwned();
    for (const id of [pc, 2_147_483_647, 'abc', '0']) {
      const response = await revoke(intruder.token, id);
      expect(response.status, String(id)).toBe(404);
      expect(await response.json()).toEqual({ message: 'PC not found' });
    }
    expect(logged.lines()).toHaveLength(4);
    expect(logged.lines()[0]).toMatchObject({
      userId: intruder.user.id,
      resource: 'instance',
      id: String(pc),
      path: `/api/account/instances/${pc}/revoke`,
    });
    logged.stop();
    expect((await revoke(owner.token, pc, 'https://evil.example')).status).toBe(403);
    expect((await revoke(undefined, pc)).status).toBe(401);
    expect(await db().$count(instances, and(eq(instances.id, pc), eq(instances.status, 'active')))).toBe(1);
  });
});

async function legacyLicense(userId: number, devices: string[] = [], instancesNum = 3) {
  return seedLegacyLicense(db(), { userId, instancesNum, serialNumber: unique('RM5-'), devices });
}

const writeNote = (token: string | undefined, id: number | string, body: unknown, origin?: string) =>
  callRoute(postNote, `/api/account/licenses/${id}/note`, {
    method: 'POST',
    json: body,
    session: token,
    origin,
    params: { id: String(id) },
  });
const revokeLicensePc = (token: string | undefined, licenseId: number | string, instanceId: number | string) =>
  callRoute(postLicenseRevoke, `/api/account/licenses/${licenseId}/instances/${instanceId}/revoke`, {
    method: 'POST',
    json: {},
    session: token,
    params: { id: String(licenseId), instanceId: String(instanceId) },
  });

describe(`legacy licences (${testDriver})`, () => {
  it('lists them beside the subscription (spec 1), with status Active or Available and the PCs left (spec 3)', async () => {
    const { user, token } = await customer();
    await paidPlan(user.id);
    const used = await legacyLicense(user.id, ['Old desk', 'Old laptop']);
    const unused = await legacyLicense(user.id, [], 1);
    const { body } = await licenses(token);
    expect(body.subscription).toMatchObject({ pc_num: 2 });
    expect(body.licenses).toEqual([
      {
        kind: 'license',
        id: used.license.id,
        serial_number: used.license.serialNumber,
        status: 'Active',
        note: '',
        description: 'Remapper 5 licence',
        instances_num: 3,
        available_instances_num: 1,
        instances: [
          { id: used.pcs[0]!.id, device: 'Old desk', date_created: expect.any(String), status: 'active', version: '5.2.2' },
          expect.objectContaining({ device: 'Old laptop' }),
        ],
      },
      expect.objectContaining({ id: unused.license.id, status: 'Available', available_instances_num: 1, instances: [] }),
    ]);
    // Another account sees none of them.
    expect((await licenses((await customer()).token)).body.licenses).toEqual([]);
  });

  it("revoking a licence PC removes it and raises available_instances_num (spec 4); another's is 404", async () => {
    const { user, token } = await customer();
    const { license, pcs } = await legacyLicense(user.id, ['Old desk']);
    const intruder = await customer();
    const logged = watchNotOwned();
    expect((await revokeLicensePc(intruder.token, license.id, pcs[0]!.id)).status).toBe(404);
    expect(logged.lines()).toMatchObject([{ userId: intruder.user.id, resource: 'licenseInstance', id: `${license.id}/${pcs[0]!.id}` }]);
    logged.stop();
    const other = await legacyLicense(intruder.user.id, ['Theirs']);
    // A PC of another licence named under one's own licence is not found either.
    expect((await revokeLicensePc(token, license.id, other.pcs[0]!.id)).status).toBe(404);
    expect((await revokeLicensePc(token, 'x', pcs[0]!.id)).status).toBe(404);

    const response = await revokeLicensePc(token, license.id, pcs[0]!.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, instance: { id: pcs[0]!.id, status: 'revoked' } });
    const { body } = await licenses(token);
    expect(body.licenses[0]).toMatchObject({ status: 'Available', available_instances_num: 3, instances: [] });
    expect(await db().$count(licenseInstances, and(eq(licenseInstances.id, other.pcs[0]!.id), eq(licenseInstances.status, 'active')))).toBe(
      1,
    );
  });

  it("keeps the owner's note: trimmed, up to 500 characters, no control characters; another's licence is 404", async () => {
    const { user, token } = await customer();
    const { license } = await legacyLicense(user.id);
    const saved = await writeNote(token, license.id, { note: '  Office PC, bought 2019\nkeep  ' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ success: true, note: 'Office PC, bought 2019\nkeep' });
    expect((await licenses(token)).body.licenses[0]?.note).toBe('Office PC, bought 2019\nkeep');

    const tooLong = await writeNote(token, license.id, { note: 'x'.repeat(501) });
    expect(tooLong.status).toBe(422);
    expect(await tooLong.json()).toMatchObject({ errors: [{ field: 'note', code: 'tooLong', message: 'This field is too long.' }] });
    expect((await writeNote(token, license.id, { note: 'x'.repeat(500) })).status).toBe(200);
    expect((await writeNote(token, license.id, { note: 'bell\u0007' })).status).toBe(422);
    expect((await writeNote(token, license.id, { note: 42 })).status).toBe(422);
    expect((await writeNote(token, license.id, { note: 'ok', extra: true })).status).toBe(422);
    expect((await writeNote(token, license.id, { note: 'ok' }, 'https://evil.example')).status).toBe(403);

    const intruder = await customer();
    const logged = watchNotOwned();
    const refused = await writeNote(intruder.token, license.id, { note: 'mine now' });
    expect(refused.status).toBe(404);
    expect(logged.lines()).toMatchObject([{ userId: intruder.user.id, resource: 'license', id: String(license.id), method: 'POST' }]);
    logged.stop();
    expect(await refused.json()).toEqual({ message: 'Licence not found' });
    const [row] = await db().select().from(licenseRows).where(eq(licenseRows.id, license.id));
    expect(row?.note).toBe('x'.repeat(500));
  });
});

describe(`GET /api/account/licenses, the whole answer (${testDriver})`, () => {
  // Issue 16 reads the plan with its PCs and the licences with theirs in one query each: the answer stays the same
  // bytes, built here from the rows themselves.
  const pcOf = (row: { id: number; deviceName: string; createdAt: Date; status: string; version: string }) => ({
    id: row.id,
    device: row.deviceName,
    date_created: row.createdAt.toISOString(),
    status: row.status,
    version: row.version,
  });

  it('lists the plan PCs and the licence PCs in their order, and nothing of another account, byte for byte', async () => {
    const { user, token } = await customer();
    // A trial first: the purchase replaces it, and its PC moves to the plan.
    const trialPc = await activate(user.id, 'Trial PC');
    const membershipId = await paidPlan(user.id, { kind: 'subscription', periodMonths: 12, pcNum: 5 });
    const [late, early, tied, spare] = [
      await activate(user.id, 'Late'),
      await activate(user.id, 'Early'),
      await activate(user.id, 'Tied'),
      await activate(user.id, 'Spare'),
    ];
    const at = new Date(Date.now() - 60_000);
    await db()
      .update(instances)
      .set({ createdAt: new Date(at.getTime() + 2000) })
      .where(eq(instances.id, late!));
    for (const id of [early!, tied!]) await db().update(instances).set({ createdAt: at }).where(eq(instances.id, id));
    expect((await revoke(token, spare!)).status).toBe(200);

    const used = await legacyLicense(user.id, ['Old desk', 'Old laptop', 'Old spare'], 4);
    // The licence's PCs were made together; the second is dated first.
    await db().update(licenseInstances).set({ createdAt: at }).where(eq(licenseInstances.id, used.pcs[1]!.id));
    expect((await revokeLicensePc(token, used.license.id, used.pcs[2]!.id)).status).toBe(200);
    const unused = await legacyLicense(user.id, [], 1);
    const replaced = await legacyLicense(user.id, ['Replaced PC'], 2);
    await db().update(licenseRows).set({ replacedAt: new Date() }).where(eq(licenseRows.id, replaced.license.id));

    // Another account's plan and licence, with PCs of their own.
    const other = await customer();
    await paidPlan(other.user.id);
    const otherPc = await activate(other.user.id, 'Not yours');
    const otherLicense = await legacyLicense(other.user.id, ['Not yours either'], 2);

    const response = await callRoute(getLicenses, '/api/account/licenses', { session: token });
    const answered = Date.now();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const [plan] = await db().select().from(memberships).where(eq(memberships.id, membershipId));
    const planPcs = await db().select().from(instances).where(eq(instances.membershipId, membershipId));
    const byId = new Map(planPcs.map((row) => [row.id, row]));
    const licencePcs = new Map(
      (await db().select().from(licenseInstances).where(eq(licenseInstances.licenseId, used.license.id))).map((row) => [row.id, row]),
    );
    const expected = {
      subscription: {
        kind: 'subscription',
        id: membershipId,
        paid: true,
        trial: false,
        lifetime: false,
        period: 12,
        pc_num: 5,
        active_pc_num: 4,
        tier: 'mythic',
        starts_at: plan!.startsAt.toISOString(),
        expires_at: plan!.expiresAt!.toISOString(),
        days_left: Math.ceil((plan!.expiresAt!.getTime() - answered) / 86_400_000),
        autocharge_status: 1,
        // By the date created, then by id: Early and Tied share theirs; the trial's PC is the newest.
        instances: [early!, tied!, late!, trialPc].map((id) => pcOf(byId.get(id)!)),
      },
      licenses: [
        {
          kind: 'license',
          id: used.license.id,
          serial_number: used.license.serialNumber,
          status: 'Active',
          note: '',
          description: 'Remapper 5 licence',
          instances_num: 4,
          available_instances_num: 2,
          instances: [used.pcs[1]!.id, used.pcs[0]!.id].map((id) => pcOf(licencePcs.get(id)!)),
        },
        {
          kind: 'license',
          id: unused.license.id,
          serial_number: unused.license.serialNumber,
          status: 'Available',
          note: '',
          description: 'Remapper 5 licence',
          instances_num: 1,
          available_instances_num: 1,
          instances: [],
        },
      ],
      max_instances: 10,
      revoke_paused_until: null,
    };
    expect(await response.text()).toBe(JSON.stringify(expected));

    const theirs = await licenses(other.token);
    expect(theirs.body.subscription?.instances.map((pc) => pc.id)).toEqual([otherPc]);
    expect(theirs.body.licenses.map((licence) => [licence.id, licence.instances.map((pc) => pc.device)])).toEqual([
      [otherLicense.license.id, ['Not yours either']],
    ]);
  });

  it('answers a signed-out call and a reseller as before', async () => {
    const signedOut = await callRoute(getLicenses, '/api/account/licenses');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).toBe(JSON.stringify({ message: 'Please sign in to continue' }));
    const reseller = await customer({ isPartner: true });
    await legacyLicense(reseller.user.id, ['Reseller PC']);
    const refused = await callRoute(getLicenses, '/api/account/licenses', { session: reseller.token });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(
      JSON.stringify({ message: "Reseller accounts manage their customers' plans from the customer list." }),
    );
  });
});

describe(`revoking licence PCs (${testDriver})`, () => {
  it("counts towards the same pause as the plan's PCs, and obeys it (spec 4)", async () => {
    const { user, token } = await customer();
    await paidPlan(user.id, { kind: 'subscription', periodMonths: 12, pcNum: 5 });
    const planPcs = [await activate(user.id, 'A'), await activate(user.id, 'B'), await activate(user.id, 'C')];
    const { license, pcs } = await legacyLicense(user.id, ['L1', 'L2', 'L3']);
    for (const id of planPcs.slice(0, 2)) expect((await revoke(token, id)).status).toBe(200);
    for (const pc of pcs.slice(0, 2)) expect((await revokeLicensePc(token, license.id, pc.id)).status).toBe(200);
    expect((await licenses(token)).body.revoke_paused_until).toBeNull();
    // The fifth revoke, a plan's PC: four before it, two from the licence.
    expect((await revoke(token, planPcs[2]!)).status).toBe(200);

    const paused = await revokeLicensePc(token, license.id, pcs[2]!.id);
    expect(paused.status).toBe(409);
    const answer = (await paused.json()) as { code: string; message: string; paused_until: string };
    expect(answer).toMatchObject({ code: 'REVOKE_PAUSED', message: expect.stringMatching(/^Revoking PCs is paused until /) });
    expect((await licenses(token)).body.revoke_paused_until).toBe(answer.paused_until);
    expect(await db().$count(licenseInstances, and(eq(licenseInstances.id, pcs[2]!.id), eq(licenseInstances.status, 'active')))).toBe(1);
  });

  it('counts licence revokes alone too, but not the PCs a lifetime upgrade ended with their licence', async () => {
    const { user, token } = await customer();
    const replaced = await legacyLicense(user.id, ['R1', 'R2', 'R3'], 3);
    const at = new Date();
    await db().update(licenseRows).set({ replacedAt: at }).where(eq(licenseRows.id, replaced.license.id));
    // As payOrder ends them (lib/commerce/payments.ts): deactivated, not revoked by the owner.
    await db()
      .update(licenseInstances)
      .set({ status: 'deactivated', endedAt: at })
      .where(eq(licenseInstances.licenseId, replaced.license.id));
    const { license, pcs } = await legacyLicense(user.id, ['A', 'B', 'C', 'D', 'E', 'F'], 6);
    for (const pc of pcs.slice(0, 4)) expect((await revokeLicensePc(token, license.id, pc.id)).status).toBe(200);
    expect((await licenses(token)).body.revoke_paused_until).toBeNull();
    expect((await revokeLicensePc(token, license.id, pcs[4]!.id)).status).toBe(200);
    expect((await revokeLicensePc(token, license.id, pcs[5]!.id)).status).toBe(409);
  });

  it('tells the program at its next heartbeat: the revoked licence PC is not found, as a revoked plan PC is', async () => {
    const { user, token } = await customer();
    const { license } = await legacyLicense(user.id, [], 2);
    const [appToken] = await db()
      .insert(appTokens)
      .values({ userId: user.id, tokenHash: sha256Hex(newSecret()), deviceName: 'Desk' })
      .returning();
    const caller = { userId: user.id, tokenId: appToken!.id };
    const outcome = await activateInstance(db(), caller, {
      device_id: unique('dev-').toLowerCase(),
      device_name: 'Desk',
      version: '6.4.0',
    });
    if (outcome.kind !== 'activated') throw new Error('not activated');
    expect(outcome.plan).toMatchObject({ kind: 'license', licenseId: license.id });
    const listed = (await licenses(token)).body.licenses[0]!;
    expect(listed).toMatchObject({
      status: 'Active',
      available_instances_num: 1,
      instances: [expect.objectContaining({ id: outcome.instance.id, device: 'Desk', version: '6.4.0' })],
    });

    expect((await revokeLicensePc(token, license.id, outcome.instance.id)).status).toBe(200);
    expect(await heartbeatInstance(db(), caller, { instanceId: outcome.instance.id, kind: 'license' })).toStrictEqual({ kind: 'ended' });
    // Issue 17: the token that activated it went with it, so the program is refused before that (401).
    const [tokenRow] = await db().select().from(appTokens).where(eq(appTokens.id, appToken!.id));
    expect(tokenRow!.revokedAt).not.toBeNull();
  });
});
