import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as ageTokensRoute } from '@/app/(test)/api/e2e/app-tokens/route';
import { POST as revokeTokenRoute } from '@/app/api/account/app-tokens/[id]/revoke/route';
import { GET as listTokensRoute } from '@/app/api/account/app-tokens/route';
import { POST as decideRoute } from '@/app/api/account/authorize-app/route';
import { POST as changeOwnPasswordRoute } from '@/app/api/account/change-password/route';
import { POST as revokeInstanceRoute } from '@/app/api/account/instances/[id]/revoke/route';
import { POST as revokeLicensePcRoute } from '@/app/api/account/licenses/[id]/instances/[instanceId]/revoke/route';
import { POST as signOutOthersRoute } from '@/app/api/account/sessions/sign-out-others/route';
import { POST as activateRoute } from '@/app/api/app/activate/route';
import { GET as pollRoute } from '@/app/api/app/authorize/[id]/route';
import { POST as authorizeRoute } from '@/app/api/app/authorize/route';
import { POST as heartbeatRoute } from '@/app/api/app/heartbeat/route';
import { POST as restorePasswordRoute } from '@/app/api/auth/change-password/route';
import { hashPassword } from '@/lib/auth/password';
import { createSession, resolveSession } from '@/lib/auth/sessions';
import { issueAuthToken } from '@/lib/auth/tokens';
import { appTokens, rateLimits } from '@/lib/db/schema';
import { APP_TOKEN_IDLE_TTL_MS, type AuthorizedProgram, resolveAppToken } from '@/lib/memberships/app-tokens';
import { seedLegacyLicense } from '@/lib/memberships/license-seed';
import { watchNotOwned } from './not-owned-log';
import { callRoute } from '@/tests/support/requests';
import { makeUser, unique } from './shop-fixtures';
import { testDriver, withAppTestDatabase } from './test-db';

// Issue 17 "Program tokens": the desktop program's token expires 30 days after its last call (each call moves
// that on), goes with the PC it activated when the owner revokes that PC, goes with every session on a password
// change or restore and on signing out other devices, and can be revoked from the account page.

const testDb = withAppTestDatabase();
const db = () => testDb.db;

beforeEach(async () => {
  await db().delete(rateLimits);
});

const PASSWORD = 'correct horse battery';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A customer with a password and a signed-in session. */
async function customer(fields: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(db(), { passwordHash: await hashPassword(PASSWORD), ...fields });
  const { token } = await createSession(db(), user.id);
  return { user, session: token, cookie: `session=${token}` };
}

/** A token of the account's, through the program's whole authorisation (start, approve in the browser, poll). */
async function programToken(cookie: string, deviceName = 'Gaming PC'): Promise<string> {
  const started = (await (
    await callRoute(authorizeRoute, '/api/app/authorize', { method: 'POST', json: { device_name: deviceName, version: '6.4.0' } })
  ).json()) as {
    request_id: string;
    poll_secret: string;
  };
  const decided = await callRoute(decideRoute, '/api/account/authorize-app', {
    method: 'POST',
    cookie,
    json: { request_id: started.request_id, decision: 'approve' },
  });
  expect(decided.status).toBe(200);
  const polled = await callRoute(pollRoute, `/api/app/authorize/${started.request_id}`, {
    headers: { 'x-poll-secret': started.poll_secret },
    params: { id: started.request_id },
  });
  return ((await polled.json()) as { token: string }).token;
}

async function activate(token: string, name = 'Study PC') {
  return callRoute(activateRoute, '/api/app/activate', {
    method: 'POST',
    token,
    json: { device_id: unique('pc-').toLowerCase(), device_name: name, version: '6.4.0' },
  });
}

async function activated(token: string, name?: string): Promise<{ id: number; kind: 'subscription' | 'license' }> {
  const response = await activate(token, name);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { instance: { id: number; kind: 'subscription' | 'license' } }).instance;
}

const heartbeat = (token: string, instance: { id: number; kind: string }) =>
  callRoute(heartbeatRoute, '/api/app/heartbeat', {
    method: 'POST',
    token,
    json: { instance_id: instance.id, instance_kind: instance.kind },
  });

async function tokenRow(token: string) {
  const caller = await resolveAppToken(db(), token);
  if (!caller) throw new Error('the token does not work');
  const [row] = await db().select().from(appTokens).where(eq(appTokens.id, caller.tokenId));
  return row!;
}

async function storedExpiry(id: number): Promise<Date> {
  const [row] = await db().select({ expiresAt: appTokens.expiresAt }).from(appTokens).where(eq(appTokens.id, id));
  return row!.expiresAt;
}

async function listed(cookie: string) {
  const response = await callRoute(listTokensRoute, '/api/account/app-tokens', { cookie });
  return { status: response.status, body: (await response.json()) as { app_tokens: AuthorizedProgram[]; message?: string } };
}

const revokeToken = (cookie: string | undefined, id: number | string, origin?: string) =>
  callRoute(revokeTokenRoute, `/api/account/app-tokens/${id}/revoke`, {
    method: 'POST',
    json: {},
    cookie,
    origin,
    params: { id: String(id) },
  });

/** The program's refusal of a token: the same answer whatever is wrong with it. */
async function refusal(response: Response) {
  return { status: response.status, authenticate: response.headers.get('www-authenticate'), body: await response.json() };
}

describe(`program token expiry (${testDriver})`, () => {
  it('expires 30 days after the last call, and every call moves the expiry on', async () => {
    const { cookie } = await customer();
    const token = await programToken(cookie);
    const issued = await tokenRow(token);
    expect(APP_TOKEN_IDLE_TTL_MS).toBe(30 * DAY_MS);
    // The lookup above was a call: the token was used at once, and lapses 30 days after that.
    const firstUse = issued.lastUsedAt!;
    expect(issued.expiresAt.getTime()).toBe(firstUse.getTime() + 30 * DAY_MS);

    // Used again 29 days later: it works, and now lapses 30 days after that call.
    const later = new Date(firstUse.getTime() + 29 * DAY_MS);
    expect(await resolveAppToken(db(), token, later)).not.toBeNull();
    expect(await storedExpiry(issued.id)).toEqual(new Date(later.getTime() + 30 * DAY_MS));

    // Past its first expiry it still works, thanks to the call between; that call moves it on again.
    const pastFirstExpiry = new Date(later.getTime() + 30 * DAY_MS - 60_000);
    expect(pastFirstExpiry.getTime()).toBeGreaterThan(firstUse.getTime() + 30 * DAY_MS);
    expect(await resolveAppToken(db(), token, pastFirstExpiry)).not.toBeNull();

    // Idle for 30 days after its last call: refused, and it stays refused.
    const idleUntil = new Date(pastFirstExpiry.getTime() + 30 * DAY_MS);
    expect(await resolveAppToken(db(), token, idleUntil)).toBeNull();
    expect(await resolveAppToken(db(), token, new Date(idleUntil.getTime() + DAY_MS))).toBeNull();
  });

  it('expires 30 days after it was issued when the program never calls', async () => {
    const { user, cookie } = await customer();
    const token = await programToken(cookie);
    const [row] = await db().select().from(appTokens).where(eq(appTokens.userId, user.id));
    expect(row!.lastUsedAt).toBeNull();
    expect(row!.expiresAt.getTime()).toBe(row!.createdAt.getTime() + 30 * DAY_MS);
    expect(await resolveAppToken(db(), token, new Date(row!.expiresAt.getTime() - 1))).not.toBeNull();
    await db().update(appTokens).set({ lastUsedAt: null, expiresAt: row!.expiresAt }).where(eq(appTokens.id, row!.id));
    expect(await resolveAppToken(db(), token, row!.expiresAt)).toBeNull();
  });

  it('renews on the program calls: a heartbeat moves the expiry to 30 days from now', async () => {
    const { cookie } = await customer();
    const token = await programToken(cookie);
    const pc = await activated(token);
    const { id } = await tokenRow(token);
    // As if the last call was 20 days ago: 10 days left.
    const twentyDaysAgo = new Date(Date.now() - 20 * DAY_MS);
    await db()
      .update(appTokens)
      .set({ lastUsedAt: twentyDaysAgo, expiresAt: new Date(twentyDaysAgo.getTime() + 30 * DAY_MS) })
      .where(eq(appTokens.id, id));

    const before = Date.now();
    expect((await heartbeat(token, pc)).status).toBe(200);
    const [row] = await db().select().from(appTokens).where(eq(appTokens.id, id));
    expect(row!.lastUsedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(row!.expiresAt.getTime()).toBe(row!.lastUsedAt!.getTime() + 30 * DAY_MS);
  });

  it('refuses an expired token exactly as an unknown one, on every program call', async () => {
    const { cookie } = await customer();
    const token = await programToken(cookie);
    const pc = await activated(token);
    const { id } = await tokenRow(token);
    await db()
      .update(appTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(appTokens.id, id));

    const unknown = 'u'.repeat(43);
    expect(await refusal(await heartbeat(token, pc))).toEqual(await refusal(await heartbeat(unknown, pc)));
    const expiredActivation = await refusal(await activate(token));
    expect(expiredActivation).toEqual(await refusal(await activate(unknown)));
    expect(expiredActivation).toMatchObject({ status: 401, authenticate: 'Bearer', body: { code: 'INVALID_APP_TOKEN' } });
    // Nor does an expired token show on the account page.
    expect((await listed(cookie)).body.app_tokens).toEqual([]);
  });
});

describe(`program token revocation (${testDriver})`, () => {
  it("revoking a plan's PC on /account revokes the token that activated it, and no other", async () => {
    const { cookie } = await customer();
    const desk = await programToken(cookie, 'Desk');
    const laptop = await programToken(cookie, 'Laptop');
    // The first activation starts the trial (2 PCs).
    const deskPc = await activated(desk, 'Desk');
    const laptopPc = await activated(laptop, 'Laptop');

    const revoked = await callRoute(revokeInstanceRoute, `/api/account/instances/${deskPc.id}/revoke`, {
      method: 'POST',
      json: {},
      cookie,
      params: { id: String(deskPc.id) },
    });
    expect(revoked.status).toBe(200);
    expect((await heartbeat(desk, deskPc)).status).toBe(401);
    // It cannot take the freed place for a new PC either.
    expect((await activate(desk, 'New PC')).status).toBe(401);
    expect((await heartbeat(laptop, laptopPc)).status).toBe(200);
    expect((await listed(cookie)).body.app_tokens.map((program) => program.device)).toEqual(['Laptop']);
  });

  it("revoking a legacy licence's PC revokes the token that activated it", async () => {
    const { user, cookie } = await customer();
    const { license } = await seedLegacyLicense(db(), { userId: user.id, instancesNum: 2 });
    const token = await programToken(cookie);
    const pc = await activated(token);
    expect(pc.kind).toBe('license');
    const revoked = await callRoute(revokeLicensePcRoute, `/api/account/licenses/${license.id}/instances/${pc.id}/revoke`, {
      method: 'POST',
      json: {},
      cookie,
      params: { id: String(license.id), instanceId: String(pc.id) },
    });
    expect(revoked.status).toBe(200);
    expect((await heartbeat(token, pc)).status).toBe(401);
    expect((await activate(token)).status).toBe(401);
  });

  it("a password change revokes all the account's tokens, not another account's", async () => {
    const { cookie } = await customer();
    const tokens = [await programToken(cookie, 'Desk'), await programToken(cookie, 'Laptop')];
    const other = await customer();
    const othersToken = await programToken(other.cookie);

    const changed = await callRoute(changeOwnPasswordRoute, '/api/account/change-password', {
      method: 'POST',
      cookie,
      json: { currentPassword: PASSWORD, password: 'a brand new passphrase', cpassword: 'a brand new passphrase' },
    });
    expect(changed.status).toBe(200);
    for (const token of tokens) expect((await activate(token)).status).toBe(401);
    expect((await activate(othersToken)).status).toBe(201);
  });

  it("a password restore (which ends every session) revokes all the account's tokens", async () => {
    const { user, session, cookie } = await customer();
    const tokens = [await programToken(cookie, 'Desk'), await programToken(cookie, 'Laptop')];
    const hash = await issueAuthToken(db(), user.id, 'password-restore');

    const restored = await callRoute(restorePasswordRoute, '/api/auth/change-password', {
      method: 'POST',
      json: { id: user.id, hash, password: 'a brand new passphrase', cpassword: 'a brand new passphrase' },
    });
    expect(restored.status).toBe(200);
    expect(await resolveSession(db(), session)).toBeNull();
    for (const token of tokens) expect((await activate(token)).status).toBe(401);
  });

  it("signing out other devices revokes all the account's tokens and keeps this session", async () => {
    const { cookie } = await customer();
    const tokens = [await programToken(cookie, 'Desk'), await programToken(cookie, 'Laptop')];
    const answer = await callRoute(signOutOthersRoute, '/api/account/sessions/sign-out-others', { method: 'POST', cookie, json: {} });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ signed_out: 0, programs_revoked: 2 });
    for (const token of tokens) expect((await activate(token)).status).toBe(401);
    expect(await listed(cookie)).toEqual({ status: 200, body: { app_tokens: [] } });
  });
});

describe(`GET /api/account/app-tokens and POST /api/account/app-tokens/{id}/revoke (${testDriver})`, () => {
  it('lists the working tokens, newest first, with device, authorised, last used and expiry', async () => {
    const { cookie } = await customer();
    const desk = await programToken(cookie, 'Desk');
    await activated(desk, 'Desk');
    await programToken(cookie, 'Laptop');
    const { id: deskId, createdAt, lastUsedAt, expiresAt } = await tokenRow(desk);

    const { status, body } = await listed(cookie);
    expect(status).toBe(200);
    expect(body.app_tokens.map((program) => program.device)).toEqual(['Laptop', 'Desk']);
    expect(body.app_tokens[1]).toEqual({
      id: deskId,
      device: 'Desk',
      authorized_at: createdAt.toISOString(),
      last_used_at: lastUsedAt!.toISOString(),
      expires_at: expiresAt.toISOString(),
    });
    expect(body.app_tokens[0]!.last_used_at).toBeNull();
  });

  it("revokes one token on the account's request: it stops working at once and leaves the list; again is 404", async () => {
    const { cookie } = await customer();
    const desk = await programToken(cookie, 'Desk');
    const laptop = await programToken(cookie, 'Laptop');
    const pc = await activated(desk, 'Desk');
    const { id } = await tokenRow(desk);

    const revoked = await revokeToken(cookie, id);
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ success: true });
    expect((await heartbeat(desk, pc)).status).toBe(401);
    expect((await activate(laptop)).status).toBe(201);
    expect((await listed(cookie)).body.app_tokens.map((program) => program.device)).toEqual(['Laptop']);
    const again = await revokeToken(cookie, id);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: 'Program not found' });
  });

  it("answers 404 for another account's token (and logs it), a malformed id, in the caller's language", async () => {
    const owner = await customer();
    const token = await programToken(owner.cookie);
    const { id } = await tokenRow(token);
    const intruder = await customer();

    const logged = watchNotOwned();
    const foreign = await revokeToken(intruder.cookie, id);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ message: 'Program not found' });
    expect((await revokeToken(intruder.cookie, 'x')).status).toBe(404);
    const zh = await callRoute(revokeTokenRoute, `/api/account/app-tokens/${id}/revoke`, {
      method: 'POST',
      json: { locale: 'zh-CN' },
      cookie: intruder.cookie,
      params: { id: String(id) },
    });
    expect(await zh.json()).toEqual({ message: '未找到程序' });
    expect(logged.lines().map(({ userId, resource, id: asked, path }) => [userId, resource, asked, path])).toEqual([
      [intruder.user.id, 'appToken', String(id), `/api/account/app-tokens/${id}/revoke`],
      [intruder.user.id, 'appToken', 'x', '/api/account/app-tokens/x/revoke'],
      [intruder.user.id, 'appToken', String(id), `/api/account/app-tokens/${id}/revoke`],
    ]);
    logged.stop();
    // The owner's token was left alone, and the intruder's list does not show it.
    expect((await activate(token)).status).toBe(201);
    expect((await listed(intruder.cookie)).body.app_tokens).toEqual([]);
  });

  it('refuses a foreign Origin (403), a signed-out caller (401) and a reseller (403)', async () => {
    const { cookie } = await customer();
    const { id } = await tokenRow(await programToken(cookie));
    expect((await revokeToken(cookie, id, 'https://evil.example')).status).toBe(403);
    expect((await revokeToken(undefined, id)).status).toBe(401);
    const reseller = await customer({ isPartner: true });
    expect((await revokeToken(reseller.cookie, id)).status).toBe(403);
    expect((await listed(reseller.cookie)).status).toBe(403);
    expect((await listed(cookie)).body.app_tokens).toHaveLength(1);
  });
});

describe(`POST /api/e2e/app-tokens, the end-to-end tests' clock (${testDriver})`, () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const age = (email: string) =>
    callRoute(ageTokensRoute, '/api/e2e/app-tokens', { method: 'POST', json: { email }, outsideRequest: true });

  it('does not exist unless the end-to-end tests switch it on', async () => {
    const { user, cookie } = await customer();
    const token = await programToken(cookie);
    vi.stubEnv('E2E_TEST_ROUTES', '');
    expect((await age(user.email)).status).toBe(404);
    expect((await activate(token)).status).toBe(201);
  });

  it("with E2E_TEST_ROUTES=1 ages the account's working tokens just past their expiry, and no one else's", async () => {
    vi.stubEnv('E2E_TEST_ROUTES', '1');
    const { user, cookie } = await customer();
    const token = await programToken(cookie);
    const pc = await activated(token);
    const other = await customer();
    const othersToken = await programToken(other.cookie);

    const aged = await age(user.email.toUpperCase());
    expect(aged.status).toBe(200);
    expect(await aged.json()).toEqual({ aged: 1 });
    expect((await heartbeat(token, pc)).status).toBe(401);
    expect((await activate(othersToken)).status).toBe(201);
    expect((await age('nobody@example.com')).status).toBe(404);
  });
});
