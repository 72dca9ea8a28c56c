import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as decide } from '@/app/api/account/authorize-app/route';
import { POST as activate } from '@/app/api/app/activate/route';
import { GET as poll } from '@/app/api/app/authorize/[id]/route';
import { POST as authorize } from '@/app/api/app/authorize/route';
import { POST as deactivate } from '@/app/api/app/deactivate/route';
import { POST as heartbeat } from '@/app/api/app/heartbeat/route';
import { createSession } from '@/lib/auth/sessions';
import { appAuthorizationRequests, appTokens, rateLimits } from '@/lib/db/schema';
import { revokeAppToken } from '@/lib/memberships/app-tokens';
import { seedLegacyLicense } from '@/lib/memberships/license-seed';
import { APP_RATE_LIMITS } from '@/lib/memberships/limits';
import { makeUser, unique } from './shop-fixtures';
import { testDriver, withAppTestDatabase } from './test-db';
import { watchNotOwned } from './not-owned-log';
import { callRoute, type RequestOptions } from '@/tests/support/requests';

// spec 2 /account/authorize-app and the program's calls (/api/app/*), through their route handlers.

const testDb = withAppTestDatabase();

beforeEach(async () => {
  await testDb.db.delete(rateLimits);
});

const pollFor = (id: string, secret: string | null) =>
  callRoute(poll, `/api/app/authorize/${id}`, { headers: secret ? { 'x-poll-secret': secret } : {}, params: { id } });

interface Started {
  request_id: string;
  poll_secret: string;
  user_code: string;
  url: string;
}

async function start(locale?: 'en' | 'zh-CN'): Promise<Started> {
  const response = await callRoute(authorize, '/api/app/authorize', {
    method: 'POST',
    json: { device_name: 'Gaming PC', version: '6.4.0', ...(locale && { locale }) },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Started;
}

async function signedIn() {
  const user = await makeUser(testDb.db);
  const { token } = await createSession(testDb.db, user.id);
  return { user, cookie: `session=${token}` };
}

function answer(cookie: string, requestId: string, decision: 'approve' | 'deny') {
  return callRoute(decide, '/api/account/authorize-app', { method: 'POST', cookie, json: { request_id: requestId, decision } });
}

/** A token of a new account, through the whole flow. */
async function tokenOfNewAccount() {
  const account = await signedIn();
  const started = await start();
  expect((await answer(account.cookie, started.request_id, 'approve')).status).toBe(200);
  const body = (await (await pollFor(started.request_id, started.poll_secret)).json()) as { token: string };
  return { ...account, token: body.token };
}

const pc = () => ({ device_id: unique('pc-').toLowerCase(), device_name: 'Study PC', version: '6.4.0' });

describe(`app authorisation (${testDriver})`, () => {
  it('starts a request with a page URL, then polls pending, approved with the token once, then consumed', async () => {
    const started = await start('zh-CN');
    expect(started.request_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(started.poll_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.user_code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(new URL(started.url).pathname).toBe('/zh-CN/account/authorize-app');
    expect(new URL(started.url).searchParams.get('request')).toBe(started.request_id);
    // Only the secret's hash is kept.
    const [row] = await testDb.db.select().from(appAuthorizationRequests).where(eq(appAuthorizationRequests.requestId, started.request_id));
    expect(JSON.stringify(row)).not.toContain(started.poll_secret);

    expect(await (await pollFor(started.request_id, started.poll_secret)).json()).toMatchObject({ status: 'pending' });
    const { user, cookie } = await signedIn();
    const decided = await answer(cookie, started.request_id, 'approve');
    expect(await decided.json()).toStrictEqual({ status: 'approved' });
    expect(decided.headers.get('set-cookie')).toContain('app_authorization=;');

    const approved = (await (await pollFor(started.request_id, started.poll_secret)).json()) as { status: string; token: string };
    expect(approved).toMatchObject({ status: 'approved', token_type: 'Bearer' });
    expect(approved.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [token] = await testDb.db.select().from(appTokens).where(eq(appTokens.userId, user.id));
    expect(token).toMatchObject({ deviceName: 'Gaming PC', revokedAt: null });
    expect(token?.tokenHash).not.toBe(approved.token);
    expect(await (await pollFor(started.request_id, started.poll_secret)).json()).toStrictEqual({ status: 'consumed' });
    // A second answer changes nothing.
    expect((await answer(cookie, started.request_id, 'deny')).status).toBe(409);
  });

  it('answers denied to the poll of a denied request, with no token', async () => {
    const started = await start();
    const { cookie } = await signedIn();
    expect(await (await answer(cookie, started.request_id, 'deny')).json()).toStrictEqual({ status: 'denied' });
    expect(await (await pollFor(started.request_id, started.poll_secret)).json()).toStrictEqual({ status: 'denied' });
  });

  it('answers 404 alike for a wrong poll secret, a malformed one and an unknown id', async () => {
    const started = await start();
    const other = await start();
    expect((await pollFor(started.request_id, other.poll_secret)).status).toBe(404);
    expect((await pollFor(started.request_id, null)).status).toBe(404);
    expect((await pollFor(started.request_id, 'short')).status).toBe(404);
    expect((await pollFor('A'.repeat(22), started.poll_secret)).status).toBe(404);
    // The right secret still works afterwards.
    expect(await (await pollFor(started.request_id, started.poll_secret)).json()).toMatchObject({ status: 'pending' });
  });

  it('expires after 10 minutes: the poll says expired and an answer is refused', async () => {
    const started = await start();
    await testDb.db
      .update(appAuthorizationRequests)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000), expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(appAuthorizationRequests.requestId, started.request_id));
    const { cookie } = await signedIn();
    const late = await answer(cookie, started.request_id, 'approve');
    expect(late.status).toBe(409);
    expect(await late.json()).toStrictEqual({
      status: 'expired',
      message: 'This request has expired. Start the sign-in again from the Remapper program.',
    });
    expect(await (await pollFor(started.request_id, started.poll_secret)).json()).toStrictEqual({ status: 'expired' });
  });

  it('refuses a decision signed out (401), from another site (403), or for an unknown request (404)', async () => {
    const started = await start();
    const { cookie } = await signedIn();
    expect(
      (
        await callRoute(decide, '/api/account/authorize-app', {
          method: 'POST',
          json: { request_id: started.request_id, decision: 'approve' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await callRoute(decide, '/api/account/authorize-app', {
          method: 'POST',
          origin: 'https://evil.example',
          cookie,
          json: { request_id: started.request_id, decision: 'approve' },
        })
      ).status,
    ).toBe(403);
    const unknown = await answer(cookie, 'B'.repeat(22), 'approve');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toStrictEqual({
      status: 'not_found',
      message: 'This authorization request was not found. Start the sign-in again from the Remapper program.',
    });
    expect(
      (
        await callRoute(decide, '/api/account/authorize-app', {
          method: 'POST',
          cookie,
          json: { request_id: started.request_id, decision: 'maybe' },
        })
      ).status,
    ).toBe(422);
  });

  it('validates the start: 422 for a missing name or a bad version, 400 for a body that is not an object', async () => {
    const missing = await callRoute(authorize, '/api/app/authorize', { method: 'POST', json: { version: '6.4.0' } });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ errors: [{ field: 'device_name' }] });
    expect(
      (await callRoute(authorize, '/api/app/authorize', { method: 'POST', json: { device_name: 'PC', version: '<script>' } })).status,
    ).toBe(422);
    expect(
      (await callRoute(authorize, '/api/app/authorize', { method: 'POST', json: { device_name: 'PC\u0000', version: '1' } })).status,
    ).toBe(422);
    expect((await callRoute(authorize, '/api/app/authorize', { method: 'POST', json: [1, 2] })).status).toBe(400);
  });

  it('limits starts per address, with Retry-After', async () => {
    const ip = '203.0.113.77';
    const starts = [];
    for (let i = 0; i <= APP_RATE_LIMITS.authorizePerIp.points; i++) {
      starts.push(await callRoute(authorize, '/api/app/authorize', { method: 'POST', ip, json: { device_name: 'PC', version: '1.0' } }));
    }
    expect(starts.slice(0, -1).every((response) => response.status === 201)).toBe(true);
    const refused = starts.at(-1)!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe(`the program's calls with its token (${testDriver})`, () => {
  it('activates (201, then 200 for the same PC), heartbeats and deactivates', async () => {
    const { token } = await tokenOfNewAccount();
    const device = pc();
    const first = await callRoute(activate, '/api/app/activate', { method: 'POST', token: token, json: device });
    expect(first.status).toBe(201);
    const body = (await first.json()) as { instance: { id: number }; plan: unknown; trial_started: boolean };
    expect(body).toMatchObject({
      instance: { device: 'Study PC', device_id: device.device_id, status: 'active', version: '6.4.0' },
      plan: { kind: 'trial', pc_num: 2, active_pc_num: 1 },
      trial_started: true,
    });
    expect((await callRoute(activate, '/api/app/activate', { method: 'POST', token: token, json: device })).status).toBe(200);
    const beat = await callRoute(heartbeat, '/api/app/heartbeat', {
      method: 'POST',
      token: token,
      json: { instance_id: body.instance.id, version: '6.5.0' },
    });
    expect(await beat.json()).toMatchObject({ instance: { version: '6.5.0' }, plan: { kind: 'trial' } });
    const off = await callRoute(deactivate, '/api/app/deactivate', {
      method: 'POST',
      token: token,
      json: { instance_id: body.instance.id },
    });
    expect(await off.json()).toMatchObject({ instance: { status: 'deactivated' } });
    expect(
      (await callRoute(heartbeat, '/api/app/heartbeat', { method: 'POST', token: token, json: { instance_id: body.instance.id } })).status,
    ).toBe(404);
  });

  it('activates on a legacy licence: plan kind license with its serial number; heartbeat and deactivate by instance_kind', async () => {
    const { user, token } = await tokenOfNewAccount();
    const { license } = await seedLegacyLicense(testDb.db, { userId: user.id, instancesNum: 2 });
    const first = await callRoute(activate, '/api/app/activate', { method: 'POST', token: token, json: pc() });
    expect(first.status).toBe(201);
    const body = (await first.json()) as { instance: { id: number; kind: string } };
    expect(body).toMatchObject({
      instance: { kind: 'license', status: 'active' },
      plan: { kind: 'license', license_id: license.id, serial_number: license.serialNumber, pc_num: 2, active_pc_num: 1, expires_at: null },
      trial_started: false,
    });
    const call = { instance_id: body.instance.id, instance_kind: 'license' };
    const beat = await callRoute(heartbeat, '/api/app/heartbeat', { method: 'POST', token: token, json: { ...call, version: '6.5.0' } });
    expect(beat.status).toBe(200);
    expect(await beat.json()).toMatchObject({
      instance: { kind: 'license', version: '6.5.0' },
      plan: { kind: 'license', serial_number: license.serialNumber },
    });
    expect(
      (await callRoute(heartbeat, '/api/app/heartbeat', { method: 'POST', token: token, json: { ...call, instance_kind: 'seat' } })).status,
    ).toBe(422);
    const off = await callRoute(deactivate, '/api/app/deactivate', { method: 'POST', token: token, json: call });
    expect(await off.json()).toMatchObject({ instance: { kind: 'license', status: 'deactivated' } });
    expect((await callRoute(heartbeat, '/api/app/heartbeat', { method: 'POST', token: token, json: call })).status).toBe(404);
  });

  it('refuses a third PC on the trial with 409 PC_LIMIT_REACHED, in the language asked for', async () => {
    const { token } = await tokenOfNewAccount();
    await callRoute(activate, '/api/app/activate', { method: 'POST', token: token, json: pc() });
    await callRoute(activate, '/api/app/activate', { method: 'POST', token: token, json: pc() });
    const refused = await callRoute(activate, '/api/app/activate', { method: 'POST', token: token, json: pc() });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'PC_LIMIT_REACHED',
      pc_num: 2,
      message: expect.stringContaining('All 2 PCs of your plan are in use'),
    });
    const chinese = await callRoute(activate, '/api/app/activate', { method: 'POST', token: token, json: { ...pc(), locale: 'zh-CN' } });
    expect(await chinese.json()).toMatchObject({ code: 'PC_LIMIT_REACHED', message: expect.stringContaining('2 台电脑均已在使用中') });
  });

  it("keeps a token to its account: B's token finds none of A's instances (404), and each try is logged once", async () => {
    const a = await tokenOfNewAccount();
    const b = await tokenOfNewAccount();
    const mine = (await (await callRoute(activate, '/api/app/activate', { method: 'POST', token: a.token, json: pc() })).json()) as {
      instance: { id: number };
    };
    const logged = watchNotOwned();
    try {
      expect(
        (await callRoute(heartbeat, '/api/app/heartbeat', { method: 'POST', token: b.token, json: { instance_id: mine.instance.id } }))
          .status,
      ).toBe(404);
      expect(
        (
          await callRoute(deactivate, '/api/app/deactivate', {
            method: 'POST',
            token: b.token,
            json: { instance_id: mine.instance.id, instance_kind: 'license' },
          })
        ).status,
      ).toBe(404);
      expect(logged.lines()).toEqual([
        expect.objectContaining({
          access: 'not-owned',
          userId: b.user.id,
          resource: 'instance',
          id: mine.instance.id,
          path: '/api/app/heartbeat',
        }),
        expect.objectContaining({
          access: 'not-owned',
          userId: b.user.id,
          resource: 'licenseInstance',
          id: mine.instance.id,
          path: '/api/app/deactivate',
        }),
      ]);
      expect(
        (await callRoute(heartbeat, '/api/app/heartbeat', { method: 'POST', token: a.token, json: { instance_id: mine.instance.id } }))
          .status,
      ).toBe(200);
      // The account's own PC, deactivated: 404 as before, but nobody asked for another's.
      expect(
        (await callRoute(deactivate, '/api/app/deactivate', { method: 'POST', token: a.token, json: { instance_id: mine.instance.id } }))
          .status,
      ).toBe(200);
      expect(
        (await callRoute(heartbeat, '/api/app/heartbeat', { method: 'POST', token: a.token, json: { instance_id: mine.instance.id } }))
          .status,
      ).toBe(404);
      expect(logged.lines()).toHaveLength(2);
    } finally {
      logged.stop();
    }
  });

  it('answers 401 with WWW-Authenticate for no token, a made-up one, a session cookie, or a revoked one', async () => {
    const { user, token, cookie } = await tokenOfNewAccount();
    for (const caller of [{}, { token: 'x'.repeat(43) }, { cookie }, { token: `${token}x` }] as RequestOptions[]) {
      const refused = await callRoute(activate, '/api/app/activate', { method: 'POST', json: pc(), ...caller });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
      expect(await refused.json()).toMatchObject({ code: 'INVALID_APP_TOKEN' });
    }
    const [row] = await testDb.db.select().from(appTokens).where(eq(appTokens.userId, user.id));
    expect(await revokeAppToken(testDb.db, user.id, row!.id)).toBe(true);
    expect((await callRoute(activate, '/api/app/activate', { method: 'POST', token: token, json: pc() })).status).toBe(401);
  });

  it('validates the activation: 422 with the fields at fault', async () => {
    const { token } = await tokenOfNewAccount();
    const refused = await callRoute(activate, '/api/app/activate', {
      method: 'POST',
      token: token,
      json: { device_id: 'short', device_name: '', version: '6.4.0', extra: 1 },
    });
    expect(refused.status).toBe(422);
    const { errors } = (await refused.json()) as { errors: { field: string }[] };
    expect(errors.map((error) => error.field).sort()).toEqual(expect.arrayContaining(['device_id', 'device_name']));
  });
});
