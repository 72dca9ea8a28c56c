import { and, eq, inArray } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as blockRoute } from '@/app/api/staff/accounts/[id]/block/route';
import { POST as endSessionsRoute } from '@/app/api/staff/accounts/[id]/end-sessions/route';
import { POST as resellerRoute } from '@/app/api/staff/accounts/[id]/reseller/route';
import { GET as auditRoute } from '@/app/api/staff/audit/route';
import { POST as approveRoute } from '@/app/api/staff/email-change-requests/[id]/approve/route';
import { POST as refuseRoute } from '@/app/api/staff/email-change-requests/[id]/refuse/route';
import { POST as totpRoute } from '@/app/api/staff/totp/route';
import { createSession, resolveSession } from '@/lib/auth/sessions';
import {
  appTokens,
  emailChangeRequests,
  mailMessages,
  rateLimits,
  sessions,
  staffAuditLog,
  staffRecoveryCodes,
  users,
} from '@/lib/db/schema';
import { STAFF_IDLE_TIMEOUT_MS } from '@/lib/staff/limits';
import { grantStaff, runStaffCommand } from '@/lib/staff/roles';
import { holdsStaffRights, staffStanding } from '@/lib/staff/standing';
import { totpStep } from '@/lib/staff/totp';
import { newSecret, sha256Hex } from '@/lib/memberships/secrets';
import { makeUser } from './shop-fixtures';
import { expectStaffRefusals, verifiedStaffSession } from './staff-fixtures';
import { callRoute, jsonAnswer, type RouteHandler } from '@/tests/support/requests';
import { testDriver, withAppTestDatabase } from './test-db';

// Issue 20: the staff API. Every staff route refuses a visitor, a customer, a reseller, a staff session without a
// TOTP code and a foreign Origin; each action writes one audit row with the values before and after; the role is
// granted and withdrawn by `npm run staff` alone.

const testDb = withAppTestDatabase();

interface Call {
  token?: string;
  origin?: string | null;
  params?: { id: string };
  method?: 'GET' | 'POST';
  body?: unknown;
}

async function call(handler: RouteHandler<{ id: string }>, path: string, { token, method = 'POST', body = {}, ...options }: Call = {}) {
  const response = await callRoute(handler, path, { method, session: token, json: method === 'POST' ? body : undefined, ...options });
  return { ...(await jsonAnswer(response)), cookie: response.headers.get('set-cookie') };
}

const codeOf = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

const staffSession = () => verifiedStaffSession(testDb.db);

async function auditRowsFor(targetUserId: number) {
  return testDb.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetUserId, targetUserId)).orderBy(staffAuditLog.id);
}

beforeEach(async () => {
  await testDb.db.delete(users);
  await testDb.db.delete(rateLimits);
  await testDb.db.delete(mailMessages);
});

describe(`the staff API (${testDriver})`, () => {
  const victim = () => makeUser(testDb.db);
  const ROUTES: [string, RouteHandler<{ id: string }>, (id: number) => Call][] = [
    ['block', blockRoute, (id) => ({ params: { id: String(id) }, body: { blocked: true, reason: 'Fraud' } })],
    ['reseller', resellerRoute, (id) => ({ params: { id: String(id) }, body: { reseller: true } })],
    ['end-sessions', endSessionsRoute, (id) => ({ params: { id: String(id) }, body: {} })],
    ['approve', approveRoute, (id) => ({ params: { id: String(id) }, body: {} })],
    ['refuse', refuseRoute, (id) => ({ params: { id: String(id) }, body: { message: 'No' } })],
    ['audit', auditRoute, () => ({ method: 'GET' })],
  ];

  it('refuses every staff route to a visitor, a customer, a reseller, a staff session without TOTP and a foreign Origin', async () => {
    const target = await victim();
    await expectStaffRefusals(
      testDb.db,
      ROUTES.map(([name, handler, make]) => {
        const request = make(target.id);
        return [name, (caller) => call(handler, '/api/staff', { ...request, ...caller }), request.method !== 'GET'];
      }),
    );
    // Nothing changed, and nothing was written to the log.
    const [after] = await testDb.db.select().from(users).where(eq(users.id, target.id));
    expect(after).toMatchObject({ blocked: false, isPartner: false });
    expect(await auditRowsFor(target.id)).toEqual([]);
  });

  it('words the refusals in Chinese for a zh-CN body', async () => {
    const customer = await makeUser(testDb.db);
    const token = (await createSession(testDb.db, customer.id)).token;
    const answer = await call(resellerRoute, '/api/staff', { token, params: { id: '1' }, body: { reseller: true, locale: 'zh-CN' } });
    expect(answer).toMatchObject({ status: 403, body: { message: '仅限工作人员使用。' } });
  });

  it('sets up TOTP on the first staff sign-in: the first right code answers 10 recovery codes once, in a new session', async () => {
    const user = await makeUser(testDb.db, { isStaff: true });
    const { token } = await createSession(testDb.db, user.id);
    const step = await totpStep(testDb.db, user.id);
    if (step.kind !== 'setUp') throw new Error('expected the set-up');
    expect(step.uri).toMatch(/^otpauth:\/\/totp\/Remapper%20staff:.+\?issuer=Remapper%20staff&secret=[A-Z2-7]+/);
    // The same secret until it is confirmed.
    expect(await totpStep(testDb.db, user.id)).toEqual(step);

    const wrong = await call(totpRoute, '/api/staff/totp', { token, body: { code: codeOf(step.secret, Date.now() - 10 * 60_000) } });
    expect(wrong).toMatchObject({ status: 422, body: { errors: [{ field: 'code', code: 'wrongCode' }] } });

    const right = await call(totpRoute, '/api/staff/totp', { token, body: { code: codeOf(step.secret) } });
    expect(right.status).toBe(200);
    const codes = right.body.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Stored hashed, never as typed.
    const stored = await testDb.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);
    expect(stored).toHaveLength(10);
    // The old token is gone; the new one holds staff rights.
    expect(await resolveSession(testDb.db, token)).toBeNull();
    const newToken = /session=([^;]+)/.exec(right.cookie ?? '')![1]!;
    const signedIn = (await resolveSession(testDb.db, newToken))!;
    expect(await staffStanding(testDb.db, signedIn)).toBe('staff');
    expect(await totpStep(testDb.db, user.id)).toEqual({ kind: 'confirm' });

    // A code is good once: the one just used, typed in another session within its window, is a wrong code.
    const later = (await createSession(testDb.db, user.id)).token;
    const replayed = await call(totpRoute, '/api/staff/totp', { token: later, body: { code: codeOf(step.secret) } });
    expect(replayed).toMatchObject({ status: 422, body: { errors: [{ field: 'code', code: 'wrongCode' }] } });
    expect(await staffStanding(testDb.db, (await resolveSession(testDb.db, later))!)).toBe('pending');
    // A later sign-in confirms with a later code (no codes again) or a recovery code, once.
    const again = await call(totpRoute, '/api/staff/totp', { token: later, body: { code: codeOf(step.secret, Date.now() + 30_000) } });
    expect(again).toMatchObject({ status: 200, body: { verified: true, recovery_codes: null } });
    const third = (await createSession(testDb.db, user.id)).token;
    expect((await call(totpRoute, '/api/staff/totp', { token: third, body: { code: codes[3]!.toUpperCase() } })).status).toBe(200);
    const fourth = (await createSession(testDb.db, user.id)).token;
    expect((await call(totpRoute, '/api/staff/totp', { token: fourth, body: { code: codes[3] } })).status).toBe(422);
  });

  it('gives one of three sessions typing the same code at once staff rights, not the others', async () => {
    const user = await makeUser(testDb.db, { isStaff: true });
    const secret = new Secret().base32;
    await testDb.db.update(users).set({ totpSecret: secret, totpConfirmedAt: new Date() }).where(eq(users.id, user.id));
    const tokens = await Promise.all([1, 2, 3].map(async () => (await createSession(testDb.db, user.id)).token));
    const code = codeOf(secret);
    const answers = await Promise.all(tokens.map((token) => call(totpRoute, '/api/staff/totp', { token, body: { code } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422]);
  });

  it('refuses the TOTP step to an account that is not staff, and to a foreign Origin', async () => {
    const customer = await makeUser(testDb.db);
    const token = (await createSession(testDb.db, customer.id)).token;
    expect((await call(totpRoute, '/api/staff/totp', { token, body: { code: '123456' } })).status).toBe(403);
    const staffUser = await makeUser(testDb.db, { isStaff: true });
    const staffToken = (await createSession(testDb.db, staffUser.id)).token;
    expect(
      (await call(totpRoute, '/api/staff/totp', { token: staffToken, origin: 'https://evil.example', body: { code: '123456' } })).status,
    ).toBe(403);
  });

  it('takes staff rights away after 12 idle hours, and keeps them while used', async () => {
    const { token } = await staffSession();
    const signedIn = (await resolveSession(testDb.db, token))!;
    const start = signedIn.session.staffSeenAt!;
    expect(await staffStanding(testDb.db, signedIn, new Date(start.getTime() + STAFF_IDLE_TIMEOUT_MS - 60_000))).toBe('staff');
    const later = (await resolveSession(testDb.db, token))!;
    expect(await staffStanding(testDb.db, later, new Date(start.getTime() + 2 * STAFF_IDLE_TIMEOUT_MS - 120_000))).toBe('staff');
    const idle = (await resolveSession(testDb.db, token))!;
    expect(await staffStanding(testDb.db, idle, new Date(start.getTime() + 3 * STAFF_IDLE_TIMEOUT_MS))).toBe('pending');
    // The sign-in itself stays: the account is a customer again until the next code.
    const after = (await resolveSession(testDb.db, token))!;
    expect(after.session.staffVerifiedAt).toBeNull();
  });

  it('shows the staff navigation by the same idle rule, without noting use', async () => {
    const { token } = await staffSession();
    const signedIn = (await resolveSession(testDb.db, token))!;
    const start = signedIn.session.staffSeenAt!;
    expect(holdsStaffRights(signedIn, new Date(start.getTime() + STAFF_IDLE_TIMEOUT_MS - 1))).toBe(true);
    expect(holdsStaffRights(signedIn, new Date(start.getTime() + STAFF_IDLE_TIMEOUT_MS))).toBe(false);
    // Asking moved nothing on: the session was last seen when it began.
    expect((await resolveSession(testDb.db, token))!.session.staffSeenAt).toEqual(start);
    const customer = await makeUser(testDb.db);
    expect(holdsStaffRights((await resolveSession(testDb.db, (await createSession(testDb.db, customer.id)).token))!)).toBe(false);
    const pending = await makeUser(testDb.db, { isStaff: true });
    expect(holdsStaffRights((await resolveSession(testDb.db, (await createSession(testDb.db, pending.id)).token))!)).toBe(false);
  });

  it('blocks with a reason (sessions and program tokens end), unblocks, and audits each with before and after', async () => {
    const staff = await staffSession();
    const target = await victim();
    const customerToken = (await createSession(testDb.db, target.id)).token;
    await testDb.db.insert(appTokens).values({ userId: target.id, tokenHash: sha256Hex(newSecret()), deviceName: 'Desk' });
    const id = String(target.id);

    expect((await call(blockRoute, '/api/staff', { token: staff.token, params: { id }, body: { blocked: true } })).status).toBe(422);
    const blocked = await call(blockRoute, '/api/staff', {
      token: staff.token,
      params: { id },
      body: { blocked: true, reason: 'Chargeback fraud' },
    });
    expect(blocked).toMatchObject({
      status: 200,
      body: {
        before: { blocked: false },
        after: { blocked: true, blocked_reason: 'Chargeback fraud', sessions_ended: 1, program_tokens_revoked: 1 },
      },
    });
    expect(await resolveSession(testDb.db, customerToken)).toBeNull();
    expect(
      await testDb.db
        .select()
        .from(appTokens)
        .where(and(eq(appTokens.userId, target.id))),
    ).toEqual([expect.objectContaining({ revokedAt: expect.any(Date) })]);

    const unblocked = await call(blockRoute, '/api/staff', { token: staff.token, params: { id }, body: { blocked: false } });
    expect(unblocked).toMatchObject({
      status: 200,
      body: { before: { blocked: true, blocked_reason: 'Chargeback fraud' }, after: { blocked: false, blocked_reason: null } },
    });

    const rows = await auditRowsFor(target.id);
    expect(rows.map((row) => [row.action, row.actor, row.staffUserId, row.target])).toEqual([
      ['account.block', staff.user.email, staff.user.id, target.email],
      ['account.unblock', staff.user.email, staff.user.id, target.email],
    ]);
    expect(rows[0]).toMatchObject({
      before: { blocked: false, blocked_reason: null },
      after: { blocked: true, blocked_reason: 'Chargeback fraud' },
    });
    expect(
      (await call(blockRoute, '/api/staff', { token: staff.token, params: { id: '2147483000' }, body: { blocked: false } })).status,
    ).toBe(404);
  });

  it('grants and withdraws reseller status and ends sessions, one audit row each', async () => {
    const staff = await staffSession();
    const target = await victim();
    const id = String(target.id);
    await createSession(testDb.db, target.id);
    expect(await call(resellerRoute, '/api/staff', { token: staff.token, params: { id }, body: { reseller: true } })).toMatchObject({
      status: 200,
      body: { before: { is_partner: false }, after: { is_partner: true } },
    });
    await createSession(testDb.db, target.id);
    await createSession(testDb.db, target.id);
    expect(await call(endSessionsRoute, '/api/staff', { token: staff.token, params: { id }, body: {} })).toMatchObject({
      status: 200,
      body: { before: { sessions: 2 }, after: { sessions: 0, sessions_ended: 2, program_tokens_revoked: 0 } },
    });
    expect(await call(resellerRoute, '/api/staff', { token: staff.token, params: { id }, body: { reseller: false } })).toMatchObject({
      status: 200,
    });
    const rows = await auditRowsFor(target.id);
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['account.reseller', { is_partner: false }, { is_partner: true }],
      ['account.end-sessions', { sessions: 2 }, { sessions: 0, sessions_ended: 2, program_tokens_revoked: 0 }],
      ['account.reseller', { is_partner: true }, { is_partner: false }],
    ]);
    expect((await testDb.db.select().from(users).where(eq(users.id, target.id)))[0]!.isPartner).toBe(false);
  });

  it('approves an e-mail change: the address changes, both addresses are mailed in the account language, sessions stay', async () => {
    const staff = await staffSession();
    const target = await makeUser(testDb.db, { email: 'old.mei@example.com', locale: 'zh-CN' });
    const customerToken = (await createSession(testDb.db, target.id)).token;
    const [request] = await testDb.db
      .insert(emailChangeRequests)
      .values({ userId: target.id, currentEmail: target.email, newEmail: 'new.mei@example.com', reason: 'Moved' })
      .returning();
    const id = String(request!.id);
    expect((await call(approveRoute, '/api/staff', { token: staff.token, params: { id }, body: {} })).body).toEqual({ success: true });
    expect((await testDb.db.select().from(users).where(eq(users.id, target.id)))[0]!.email).toBe('new.mei@example.com');
    expect((await resolveSession(testDb.db, customerToken))?.user.email).toBe('new.mei@example.com');
    const mails = await testDb.db
      .select()
      .from(mailMessages)
      .where(inArray(mailMessages.to, ['old.mei@example.com', 'new.mei@example.com']));
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      ['new.mei@example.com', '您的 Remapper 账户邮箱已更换'],
      ['old.mei@example.com', '您的 Remapper 账户邮箱已更换'],
    ]);
    // Once only.
    expect((await call(approveRoute, '/api/staff', { token: staff.token, params: { id }, body: {} })).status).toBe(409);
    const rows = await auditRowsFor(target.id);
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['email-change.approve', { status: 'pending', email: 'old.mei@example.com' }, { status: 'done', email: 'new.mei@example.com' }],
    ]);
  });

  it('refuses an approval when another account holds the new address, and refuses a request with a mailed message', async () => {
    const staff = await staffSession();
    const target = await makeUser(testDb.db, { email: 'lin@example.com' });
    await makeUser(testDb.db, { email: 'taken@example.com' });
    const [request] = await testDb.db
      .insert(emailChangeRequests)
      .values({ userId: target.id, currentEmail: target.email, newEmail: 'taken@example.com', reason: 'Moved' })
      .returning();
    const id = String(request!.id);
    expect(await call(approveRoute, '/api/staff', { token: staff.token, params: { id }, body: {} })).toMatchObject({
      status: 409,
      body: { message: 'Another account has this address now.' },
    });
    expect((await call(refuseRoute, '/api/staff', { token: staff.token, params: { id }, body: { message: ' ' } })).status).toBe(422);
    const refused = await call(refuseRoute, '/api/staff', {
      token: staff.token,
      params: { id },
      body: { message: 'Please write to us\nfrom the new address.' },
    });
    expect(refused.body).toEqual({ success: true });
    const [mail] = await testDb.db.select().from(mailMessages).where(eq(mailMessages.to, 'lin@example.com'));
    expect(mail!.subject).toBe('Your request to change the email of your Remapper account');
    expect(mail!.text).toContain('from the new address.');
    const [after] = await testDb.db.select().from(emailChangeRequests).where(eq(emailChangeRequests.id, request!.id));
    expect(after).toMatchObject({ status: 'rejected', refusalMessage: 'Please write to us\nfrom the new address.' });
    expect((await auditRowsFor(target.id)).map((row) => [row.action, row.after])).toEqual([
      ['email-change.refuse', { status: 'rejected', refusal_message: 'Please write to us\nfrom the new address.' }],
    ]);
  });

  it('lists the audit log newest first, and the log refuses every UPDATE and DELETE', async () => {
    const staff = await staffSession();
    const target = await victim();
    await call(resellerRoute, '/api/staff', { token: staff.token, params: { id: String(target.id) }, body: { reseller: true } });
    await call(endSessionsRoute, '/api/staff', { token: staff.token, params: { id: String(target.id) }, body: {} });
    const listed = await call(auditRoute, '/api/staff/audit', { token: staff.token, method: 'GET' });
    const entries = (listed.body.entries as { action: string; target: string }[]).filter((entry) => entry.target === target.email);
    expect(entries.map((entry) => entry.action)).toEqual(['account.end-sessions', 'account.reseller']);
    await expect(testDb.db.update(staffAuditLog).set({ actor: 'someone else' })).rejects.toThrow();
    await expect(testDb.db.delete(staffAuditLog)).rejects.toThrow();
    expect((await auditRowsFor(target.id)).length).toBe(2);
  });
});

describe(`npm run staff (${testDriver})`, () => {
  it('grants and revokes the role, audited as the command line, and says how it is used', async () => {
    const user = await makeUser(testDb.db, { email: 'mira@example.com' });
    expect(await runStaffCommand(testDb.db, [])).toEqual({ exitCode: 2, output: 'Usage: npm run staff -- grant|revoke <email>' });
    expect((await runStaffCommand(testDb.db, ['promote', 'mira@example.com'])).exitCode).toBe(2);
    expect(await runStaffCommand(testDb.db, ['grant', 'nobody@example.com'])).toEqual({
      exitCode: 1,
      output: 'There is no account nobody@example.com.',
    });
    expect((await runStaffCommand(testDb.db, ['grant', 'Mira@Example.com'])).exitCode).toBe(0);
    expect((await testDb.db.select().from(users).where(eq(users.id, user.id)))[0]!.isStaff).toBe(true);
    expect((await runStaffCommand(testDb.db, ['grant', 'mira@example.com'])).output).toContain('is staff already');

    // A confirmed staff session loses its rights with the role; the secret and codes go too.
    await testDb.db.update(users).set({ totpSecret: new Secret().base32, totpConfirmedAt: new Date() }).where(eq(users.id, user.id));
    const { session } = await createSession(testDb.db, user.id);
    await testDb.db.update(sessions).set({ staffVerifiedAt: new Date() }).where(eq(sessions.id, session.id));
    expect((await runStaffCommand(testDb.db, ['revoke', 'mira@example.com'])).exitCode).toBe(0);
    const [after] = await testDb.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ isStaff: false, totpSecret: null, totpConfirmedAt: null });
    expect((await testDb.db.select().from(sessions).where(eq(sessions.id, session.id)))[0]!.staffVerifiedAt).toBeNull();

    const rows = await auditRowsFor(user.id);
    expect(rows.map((row) => [row.actor, row.staffUserId, row.action, row.before, row.after])).toEqual([
      ['command line', null, 'staff.grant', { is_staff: false }, { is_staff: true }],
      ['command line', null, 'staff.revoke', { is_staff: true }, { is_staff: false }],
    ]);
    // The same code path as the test-only route the browser tests use.
    expect(await grantStaff(testDb.db, 'mira@example.com')).toEqual({ kind: 'granted', email: 'mira@example.com' });
  });
});
