import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as getOauthList } from '@/app/api/account/oauth-list/route';
import { POST as changePassword } from '@/app/api/account/change-password/route';
import { POST as requestEmailChange } from '@/app/api/account/email-change-requests/route';
import { GET as getProfile, PUT as putProfile } from '@/app/api/account/profile/route';
import { GET as getSessions } from '@/app/api/account/sessions/route';
import { POST as signOutOthers } from '@/app/api/account/sessions/sign-out-others/route';
import { EMAIL_CHANGE_WAIT_MS } from '@/lib/account/limits';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { createSession } from '@/lib/auth/sessions';
import { emailChangeRequests, mailMessages, rateLimits, sessions, users } from '@/lib/db/schema';
import { testDriver, withAppTestDatabase } from './test-db';
import { callRoute } from '@/tests/support/requests';

const testDb = withAppTestDatabase();

beforeEach(async () => {
  await testDb.db.delete(users);
  await testDb.db.delete(rateLimits);
  await testDb.db.delete(mailMessages);
});

const PASSWORD = 'correct horse battery';

type Route = (request: Request) => Promise<Response>;

async function createUser(values: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await testDb.db
    .insert(users)
    .values({ email: 'mei.lin@example.com', passwordHash: await hashPassword(PASSWORD), emailConfirmedAt: new Date(), ...values })
    .returning();
  if (!user) throw new Error('no user');
  const { token, session } = await createSession(testDb.db, user.id);
  return { user, token, session };
}

async function storedUser(id: number) {
  const [row] = await testDb.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe(`the account API's guards (${testDriver})`, () => {
  const writes: [string, Route, string][] = [
    ['PUT /api/account/profile', putProfile, 'PUT'],
    ['POST /api/account/change-password', changePassword, 'POST'],
    ['POST /api/account/email-change-requests', requestEmailChange, 'POST'],
    ['POST /api/account/sessions/sign-out-others', signOutOthers, 'POST'],
  ];

  it.each(writes)('%s answers 401 signed out and 403 from another site', async (name, route, method) => {
    const path = name.split(' ')[1] as string;
    const signedOut = await callRoute(route, path, { method, json: {} });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: 'Please sign in to continue' });

    const { token } = await createUser();
    const foreign = await callRoute(route, path, { method, session: token, origin: 'https://evil.example', json: {} });
    expect(foreign.status).toBe(403);
    const missing = await callRoute(route, path, { method, session: token, origin: null, json: {} });
    expect(missing.status).toBe(403);
  });

  it.each([
    ['/api/account/profile', getProfile],
    ['/api/account/sessions', getSessions],
  ] as const)('GET %s answers 401 signed out, also with an unknown cookie', async (path, route) => {
    expect((await callRoute(route, path)).status).toBe(401);
    const forged = await callRoute(route, path, { session: 'x'.repeat(43) });
    expect(forged.status).toBe(401);
  });
});

describe(`/api/account/profile (${testDriver})`, () => {
  const billing = {
    firstName: ' Mei ',
    lastName: 'Lin',
    company: 'Tiny Studio',
    state: 'Zhejiang',
    address: '18 Wensan Road',
    city: 'Hangzhou',
    country: 'cn',
    zip: '310012',
    phone: '+86 571 8888 0000',
    subscribedToEmails: true,
  };

  it('saves the billing fields and reads them back, empty ones as null', async () => {
    const { user, token } = await createUser({ isPartner: true });
    const saved = await callRoute(putProfile, '/api/account/profile', {
      method: 'PUT',
      session: token,
      json: { ...billing, locale: 'en' },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ message: 'Your profile has been saved.', billing: { firstName: 'Mei', country: 'CN' } });

    const read = await callRoute(getProfile, '/api/account/profile', { session: token });
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect(await read.json()).toEqual({
      profile: {
        email: 'mei.lin@example.com',
        isPartner: true,
        isAutoPassword: false,
        hasPassword: true,
        billing: { ...billing, firstName: 'Mei', country: 'CN' },
      },
    });

    await callRoute(putProfile, '/api/account/profile', { method: 'PUT', session: token, json: { ...billing, company: '', phone: '  ' } });
    expect(await storedUser(user.id)).toMatchObject({ company: null, phone: null, city: 'Hangzhou' });
  });

  it('refuses too long fields with "{Field} is too long." in the user\'s language, and stores nothing', async () => {
    const { user, token } = await createUser();
    const tooLong = { ...billing, firstName: 'M'.repeat(65), city: 'H'.repeat(65), country: 'XX' };
    const en = await callRoute(putProfile, '/api/account/profile', { method: 'PUT', session: token, json: { ...tooLong, locale: 'en' } });
    expect(en.status).toBe(422);
    expect(await en.json()).toEqual({
      message: 'Please correct the fields marked as invalid.',
      errors: [
        { field: 'firstName', code: 'fieldTooLong', message: 'First name is too long.' },
        { field: 'city', code: 'fieldTooLong', message: 'City is too long.' },
        { field: 'country', code: 'countryInvalid', message: 'Please choose a country from the list.' },
      ],
    });
    const zh = await callRoute(putProfile, '/api/account/profile', {
      method: 'PUT',
      session: token,
      json: { ...tooLong, locale: 'zh-CN' },
    });
    const { errors } = (await zh.json()) as { errors: { message: string }[] };
    expect(errors[0]?.message).toBe('名字太长。');
    expect(await storedUser(user.id)).toMatchObject({ firstName: null, city: null, subscribedToEmails: false });
  });
});

describe(`/api/account/change-password (${testDriver})`, () => {
  const NEW = 'a brand new passphrase';

  it("checks the current password: 422 with both of spec 5's phrasings", async () => {
    const { token } = await createUser();
    const response = await callRoute(changePassword, '/api/account/change-password', {
      method: 'POST',
      session: token,
      json: {
        currentPassword: 'not my password',
        password: NEW,
        cpassword: NEW,
      },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Current password is incorrect',
      errors: [{ field: 'currentPassword', code: 'wrongCurrentPassword', message: 'Wrong current password' }],
    });
  });

  it.each([
    [{ cpassword: 'something else' }, 'cpassword', 'Passwords do not match'],
    [{ password: PASSWORD, cpassword: PASSWORD }, 'password', 'The new password must be different from the current one'],
    [{ password: 'short', cpassword: 'short' }, 'password', 'This field is too short.'],
    [
      { password: 'Qwerty123', cpassword: 'Qwerty123' },
      'password',
      'This password is too common and easy to guess. Please choose another one.',
    ],
    [{ currentPassword: '' }, 'currentPassword', 'This field is required.'],
  ])('%o -> %s: %s', async (change, field, message) => {
    const { token } = await createUser();
    const response = await callRoute(changePassword, '/api/account/change-password', {
      method: 'POST',
      session: token,
      json: {
        currentPassword: PASSWORD,
        password: NEW,
        cpassword: NEW,
        ...change,
      },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([expect.objectContaining({ field, message })]);
  });

  it('ends every session of the account, clears the cookie and sends the browser to sign in again', async () => {
    const { user, token } = await createUser({ locale: 'zh-CN' });
    const other = await createSession(testDb.db, user.id);
    const stranger = await createUser({ email: 'someone.else@example.com' });

    const response = await callRoute(changePassword, '/api/account/change-password', {
      method: 'POST',
      session: token,
      json: {
        currentPassword: PASSWORD,
        password: NEW,
        cpassword: NEW,
        locale: 'zh-CN',
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: '密码已修改', redirect: '/zh-CN/user/sign-in?changed=password' });
    expect(response.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/);

    expect(await testDb.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect(await testDb.db.$count(sessions, eq(sessions.userId, stranger.user.id))).toBe(1);
    for (const old of [token, other.token]) {
      expect((await callRoute(getOauthList, '/api/account/oauth-list', { session: old })).status).toBe(401);
    }
    const stored = await storedUser(user.id);
    expect(await verifyPassword(stored?.passwordHash ?? '', NEW)).toBe(true);
    expect(await verifyPassword(stored?.passwordHash ?? '', PASSWORD)).toBe(false);
  });

  it('sets a password without the current one over a generated password, which it clears', async () => {
    const { user, token } = await createUser({ isAutoPassword: true, passwordExpiresAt: new Date(Date.now() + 86_400_000) });
    const same = await callRoute(changePassword, '/api/account/change-password', {
      method: 'POST',
      session: token,
      json: { password: PASSWORD, cpassword: PASSWORD },
    });
    expect(same.status).toBe(422);
    const response = await callRoute(changePassword, '/api/account/change-password', {
      method: 'POST',
      session: token,
      json: { password: NEW, cpassword: NEW },
    });
    expect(response.status).toBe(200);
    expect(await storedUser(user.id)).toMatchObject({ isAutoPassword: false, passwordExpiresAt: null });
  });

  it('sets a first password for an account that had none', async () => {
    const { user, token } = await createUser({ passwordHash: null });
    const response = await callRoute(changePassword, '/api/account/change-password', {
      method: 'POST',
      session: token,
      json: { password: NEW, cpassword: NEW },
    });
    expect(response.status).toBe(200);
    expect(await verifyPassword((await storedUser(user.id))?.passwordHash ?? '', NEW)).toBe(true);
  });

  it('refuses the sixth wrong current password in 15 minutes with 429, even the right one then', async () => {
    const { token } = await createUser();
    const attempt = (currentPassword: string) =>
      callRoute(changePassword, '/api/account/change-password', {
        method: 'POST',
        session: token,
        json: { currentPassword, password: NEW, cpassword: NEW },
      });
    for (let tries = 0; tries < 5; tries++) expect((await attempt(`guess number ${tries}`)).status).toBe(422);
    const limited = await attempt('guess number 6');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(PASSWORD)).status).toBe(429);
  });
});

describe(`/api/account/email-change-requests (${testDriver})`, () => {
  const valid = {
    currentPassword: PASSWORD,
    currentEmail: 'Mei.Lin@example.com',
    newEmail: 'mei@new-provider.example',
    reason: 'I am leaving my old mail provider.',
  };
  const post = (token: string, body: object = valid) =>
    callRoute(requestEmailChange, '/api/account/email-change-requests', { method: 'POST', session: token, json: body });

  it.each([
    [{ currentEmail: 'someone@example.com' }, 'currentEmail', 'Please use your customer email here'],
    [{ newEmail: 'mei.lin@example.com' }, 'newEmail', 'New email must be different from the current email'],
    [{ newEmail: 'MEI.LIN@example.com' }, 'newEmail', 'Please check the entered email — it should differ from the one you have.'],
    [{ newEmail: 'someone@mailinator.com' }, 'newEmail', 'Temporary email addresses are not allowed'],
    [{ newEmail: 'not-an-address' }, 'newEmail', 'Please enter a valid email address'],
    [{ reason: '' }, 'reason', 'This field is required.'],
    [{ reason: 'new mail' }, 'reason', 'This field is too short.'],
    [{ reason: 'x'.repeat(1001) }, 'reason', 'This field is too long.'],
  ])('%o -> %s: %s', async (change, field, message) => {
    const { token } = await createUser();
    const response = await post(token, { ...valid, ...change });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([expect.objectContaining({ field, message })]);
    expect(await testDb.db.$count(emailChangeRequests)).toBe(0);
  });

  it('asks for the password again: a missing or wrong one stores nothing, and guesses are limited (issue 17)', async () => {
    const { token } = await createUser();
    const missing = await post(token, { ...valid, currentPassword: '' });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { errors: unknown[] }).errors).toEqual([
      expect.objectContaining({ field: 'currentPassword', message: 'This field is required.' }),
    ]);
    const wrong = await post(token, { ...valid, currentPassword: 'not my password' });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'currentPassword', code: 'wrongCurrentPassword', message: 'Wrong current password' },
    ]);
    // An address taken by another account is not revealed to a wrong password.
    await createUser({ email: 'taken@example.com' });
    const probing = await post(token, { ...valid, newEmail: 'taken@example.com', currentPassword: 'still not it' });
    expect(((await probing.json()) as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual(['currentPassword']);
    // Five wrong guesses in 15 minutes are the account's budget (lib/account/limits.ts): the sixth try is refused, right or not.
    for (let guess = 3; guess <= 5; guess++) expect((await post(token, { ...valid, currentPassword: `guess ${guess}` })).status).toBe(422);
    const limited = await post(token);
    expect(limited.status).toBe(429);
    expect(await testDb.db.$count(emailChangeRequests)).toBe(0);
  });

  it('an account without a password sends a request within 10 minutes of signing in, and is asked to sign in again after', async () => {
    const { user, token, session } = await createUser({ passwordHash: null });
    const withoutPassword = { currentEmail: valid.currentEmail, newEmail: valid.newEmail, reason: valid.reason };
    await testDb.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.id, session.id));
    const stale = await callRoute(requestEmailChange, '/api/account/email-change-requests', {
      method: 'POST',
      session: token,
      json: { ...withoutPassword, locale: 'zh-CN' },
    });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toEqual({ code: 'signInAgain', message: '为了您的账户安全，请重新登录后再申请更换邮箱。' });
    expect(await testDb.db.$count(emailChangeRequests)).toBe(0);

    const fresh = await createSession(testDb.db, user.id);
    expect((await post(fresh.token, withoutPassword)).status).toBe(201);
  });

  it('refuses an address another account has', async () => {
    const { token } = await createUser();
    await createUser({ email: 'mei@new-provider.example' });
    const response = await post(token);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'newEmail', code: 'emailAlreadyRegistered', message: 'New email is already registered' },
    ]);
  });

  it("stores the request and notifies the old address in the user's language", async () => {
    const { user, token } = await createUser({ locale: 'zh-CN' });
    const response = await post(token);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; request: { created_at: string; available_at: string } };
    expect(body.message).toBe('Email change request has been sent');
    expect(Date.parse(body.request.available_at) - Date.parse(body.request.created_at)).toBe(EMAIL_CHANGE_WAIT_MS);

    const rows = await testDb.db.select().from(emailChangeRequests).where(eq(emailChangeRequests.userId, user.id));
    expect(rows).toEqual([
      expect.objectContaining({
        currentEmail: 'mei.lin@example.com',
        newEmail: 'mei@new-provider.example',
        reason: valid.reason,
        status: 'pending',
      }),
    ]);
    const mails = await testDb.db.select().from(mailMessages).where(eq(mailMessages.kind, 'email-change-notice'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'mei.lin@example.com', locale: 'zh-CN', subject: '您的 Remapper 账户邮箱更换申请' });
    expect(mails[0]?.text).toContain('mei@new-provider.example');
    expect(mails[0]?.text).toContain(valid.reason);
    expect(mails[0]?.text).toContain('/zh-CN/account/change-password');
  });

  it("refuses a second request for 15 minutes with spec 8's words, then takes one again", async () => {
    const { user, token } = await createUser();
    expect((await post(token)).status).toBe(201);
    const again = await post(token, { ...valid, newEmail: 'mei@third.example' });
    expect(again.status).toBe(429);
    const refusal = (await again.json()) as { title: string; message: string; available_at: string };
    expect(refusal).toMatchObject({
      title: 'Request failed',
      message:
        'Your request already has been sent. Please wait for our support team to make the needed changes. Send new email will be available after 15 minutes',
    });
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await testDb.db.$count(emailChangeRequests)).toBe(1);

    // 16 minutes later.
    await testDb.db
      .update(emailChangeRequests)
      .set({ createdAt: new Date(Date.now() - EMAIL_CHANGE_WAIT_MS - 60_000) })
      .where(eq(emailChangeRequests.userId, user.id));
    expect((await post(token, { ...valid, newEmail: 'mei@third.example' })).status).toBe(201);
    expect(await testDb.db.$count(emailChangeRequests)).toBe(2);
    expect(await testDb.db.$count(mailMessages, eq(mailMessages.kind, 'email-change-notice'))).toBe(2);
  });

  it('keeps one of two requests sent at the same moment', async () => {
    const { user, token } = await createUser();
    const answers = await Promise.all([post(token), post(token, { ...valid, newEmail: 'mei@other.example' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 429]);
    expect(await testDb.db.$count(emailChangeRequests, eq(emailChangeRequests.userId, user.id))).toBe(1);
    expect(
      await testDb.db.$count(mailMessages, and(eq(mailMessages.kind, 'email-change-notice'), eq(mailMessages.to, 'mei.lin@example.com'))),
    ).toBe(1);
  });
});

describe(`/api/account/sessions (${testDriver})`, () => {
  it('counts the other devices and signs them out, keeping this one', async () => {
    const { user, token } = await createUser();
    await createSession(testDb.db, user.id);
    await createSession(testDb.db, user.id);
    const count = async () => {
      const response = await callRoute(getSessions, '/api/account/sessions', { session: token });
      return ((await response.json()) as { other_sessions: number }).other_sessions;
    };
    expect(await count()).toBe(2);
    const response = await callRoute(signOutOthers, '/api/account/sessions/sign-out-others', { method: 'POST', session: token, json: {} });
    expect(await response.json()).toEqual({ signed_out: 2, programs_revoked: 0 });
    expect(await count()).toBe(0);
    expect(await testDb.db.$count(sessions, eq(sessions.userId, user.id))).toBe(1);
  });
});
