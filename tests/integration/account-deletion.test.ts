import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as deletion } from '@/app/api/account/deletion/route';
import { POST as signUp } from '@/app/api/auth/sign-up/route';
import { erasedEmail } from '@/lib/account/deletion';
import { ACCOUNT_RATE_LIMITS } from '@/lib/account/limits';
import { hashPassword } from '@/lib/auth/password';
import { createSession } from '@/lib/auth/sessions';
import { allMailTexts } from '@/lib/commerce/payments';
import { fakeProvider } from '@/lib/commerce/payment-providers/fake';
import {
  appTokens,
  contactRequests,
  emailChangeRequests,
  instances,
  invoices,
  mailMessages,
  memberships,
  oauthConnections,
  orders,
  rateLimits,
  renewals,
  sessions,
  users,
} from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { resolveAppToken } from '@/lib/memberships/app-tokens';
import { processRenewals, scheduleRenewals } from '@/lib/memberships/renewals';
import { activatedPc, oauthConnection, paidOrder, pendingOrder, programToken } from './authorization-world';
import { callRoute } from '@/tests/support/requests';
import { makeUser, YEAR_1PC } from './shop-fixtures';
import { testDriver, withAppTestDatabase } from './test-db';

// Issue 23 "Delete my account": each rule of the issue, against a real database.

const testDb = withAppTestDatabase();
const PASSWORD = 'correct horse battery';
const DAY = 24 * 60 * 60 * 1000;
let texts: Record<Locale, Messages>;

beforeAll(async () => {
  texts = await allMailTexts();
});

beforeEach(async () => {
  await testDb.db.delete(rateLimits);
});

const deleteAccount = (body: unknown, token?: string, origin?: string, ip?: string) =>
  callRoute(deletion, '/api/account/deletion', { method: 'POST', json: body, session: token, origin, ip });

/** A mail in the outbox table, as the mail queue stores one. */
const mailTo = (to: string, kind = 'sign-in-link') => ({
  kind,
  to,
  locale: 'en',
  subject: `A ${kind} mail`,
  text: 'Hello',
  html: '<p>Hello</p>',
  messageId: `<${randomUUID()}@shop.test>`,
});

async function customer(fields: Partial<typeof users.$inferInsert> = {}) {
  const user = await makeUser(testDb.db, {
    email: `delete-${randomUUID().slice(0, 8)}@example.com`,
    passwordHash: await hashPassword(PASSWORD),
    firstName: 'Mei',
    lastName: 'Lin',
    address: '1 Harbour Road',
    city: 'Cork',
    zip: 'T12 X2Y3',
    country: 'IE',
    phone: '+353 1 234 5678',
    ...fields,
  });
  const { token } = await createSession(testDb.db, user.id);
  return { user, token };
}

const userRow = async (id: number) => (await testDb.db.select().from(users).where(eq(users.id, id)))[0]!;

describe(`POST /api/account/deletion (${testDriver})`, () => {
  it('answers 401 signed out and 403 from another site, and deletes nothing', async () => {
    const { user, token } = await customer();
    expect((await deleteAccount({ confirmation: user.email, currentPassword: PASSWORD })).status).toBe(401);
    expect((await deleteAccount({ confirmation: user.email, currentPassword: PASSWORD }, token, 'https://evil.example')).status).toBe(403);
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it('needs the current password and the address typed again; a wrong one deletes nothing', async () => {
    const { user, token } = await customer();
    const wrongPassword = await deleteAccount({ confirmation: user.email, currentPassword: 'not the password' }, token);
    expect(wrongPassword.status).toBe(422);
    expect(await wrongPassword.json()).toMatchObject({ errors: [{ field: 'currentPassword', code: 'wrongCurrentPassword' }] });
    const wrongAddress = await deleteAccount({ confirmation: 'someone@example.com', currentPassword: PASSWORD, locale: 'zh-CN' }, token);
    expect(wrongAddress.status).toBe(422);
    expect(await wrongAddress.json()).toMatchObject({
      errors: [{ field: 'confirmation', code: 'deletionConfirmation', message: '请按显示内容准确输入您账户的电子邮件地址。' }],
    });
    const missing = await deleteAccount({}, token);
    expect(missing.status).toBe(422);
    expect((await userRow(user.id)).deletedAt).toBeNull();
    expect(await testDb.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('asks an account without a password to sign in again unless its sign-in is fresh', async () => {
    const user = await makeUser(testDb.db, { email: `oauth-only-${randomUUID().slice(0, 8)}@example.com` });
    await oauthConnection(testDb.db, user.id, 4);
    const stale = await createSession(testDb.db, user.id, {}, new Date(Date.now() - 60 * 60 * 1000));
    const refused = await deleteAccount({ confirmation: user.email }, stale.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'signInAgain' });
    expect((await userRow(user.id)).deletedAt).toBeNull();

    const fresh = await createSession(testDb.db, user.id);
    const deleted = await deleteAccount({ confirmation: user.email.toUpperCase() }, fresh.token);
    expect(deleted.status).toBe(200);
    expect((await userRow(user.id)).deletedAt).not.toBeNull();
    expect(await testDb.db.select().from(oauthConnections).where(eq(oauthConnections.userId, user.id))).toEqual([]);
  });

  it('ends every session and program token, deactivates PCs, removes connections, erases the profile, keeps the invoice as invoiced, stops renewing, and mails the account in its language', async () => {
    const db = testDb.db;
    const { user, token } = await customer({ locale: 'zh-CN' });
    const other = await createSession(db, user.id);
    const paid = await paidOrder(db, user.id, YEAR_1PC, { autoRenew: true });
    const unpaid = await pendingOrder(db, user.id);
    const program = await programToken(db, user.id, 'Desk');
    const pcId = await activatedPc(db, { userId: user.id, tokenId: program.id }, 'Desk PC');
    await oauthConnection(db, user.id, 3);
    await db
      .insert(emailChangeRequests)
      .values({ userId: user.id, currentEmail: user.email, newEmail: 'new@example.com', reason: 'A new job' });
    await db.insert(contactRequests).values({ form: 'contact', email: user.email, message: 'Hello', locale: 'en' });
    const [membership] = await db.select().from(memberships).where(eq(memberships.userId, user.id));
    // The renewal is scheduled a day before the term ends; the account is deleted before it is charged.
    const dayBefore = new Date(membership!.expiresAt!.getTime() - DAY / 2);
    expect(await scheduleRenewals(db, dayBefore)).toBeGreaterThanOrEqual(1);
    const [invoiceBefore] = await db.select().from(invoices).where(eq(invoices.orderId, paid.order.id));

    const answer = await deleteAccount({ confirmation: user.email, currentPassword: PASSWORD }, token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: expect.any(String) });
    expect(answer.headers.get('set-cookie')).toMatch(/session=;.*Max-Age=0/i);

    // Every session and program token ends.
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const again = await deleteAccount({ confirmation: user.email, currentPassword: PASSWORD }, other.token);
    expect(again.status).toBe(401);
    expect(await resolveAppToken(db, program.token)).toBeNull();
    expect(await db.select().from(appTokens).where(eq(appTokens.userId, user.id))).toEqual([]);
    // PCs are deactivated, as the program's own deactivation leaves them, and no longer name the device.
    expect(await db.select().from(instances).where(eq(instances.id, pcId))).toEqual([
      expect.objectContaining({ status: 'deactivated', endedAt: expect.any(Date), deviceName: 'PC', deviceId: `deleted-${pcId}` }),
    ]);
    // Connections are gone.
    expect(await db.select().from(oauthConnections).where(eq(oauthConnections.userId, user.id))).toEqual([]);
    expect(await db.select().from(emailChangeRequests).where(eq(emailChangeRequests.userId, user.id))).toEqual([]);
    expect(await db.select().from(contactRequests).where(eq(contactRequests.email, user.email))).toEqual([]);

    // The profile is erased; the row stays as a tombstone the orders point at.
    expect(await userRow(user.id)).toMatchObject({
      email: erasedEmail(user.id),
      passwordHash: null,
      firstName: null,
      lastName: null,
      address: null,
      city: null,
      zip: null,
      phone: null,
      country: null,
      blocked: true,
      deletedAt: expect.any(Date),
    });

    // The invoice stays as invoiced; the orders stay, naming no address; the unpaid one can no longer be paid.
    const [invoiceAfter] = await db.select().from(invoices).where(eq(invoices.orderId, paid.order.id));
    // The invoice keeps the name and postal address as invoiced, and nothing else: not the e-mail address.
    expect(invoiceAfter).toEqual({ ...invoiceBefore, email: erasedEmail(user.id) });
    expect(invoiceBefore?.email).not.toBe(invoiceAfter?.email);
    expect(invoiceAfter).toMatchObject({ fullName: 'Mei Lin', street: '1 Harbour Road' });
    const kept = await db.select().from(orders).where(eq(orders.userId, user.id));
    expect(kept.map((order) => [order.id, order.status, order.buyerEmail, order.providerCustomerId]).sort()).toEqual(
      [
        [paid.order.id, 'paid', erasedEmail(user.id), null],
        [unpaid, 'cancelled', erasedEmail(user.id), null],
      ].sort(),
    );

    // The subscription stops renewing: the renewal job charges nothing.
    expect(await db.select().from(memberships).where(eq(memberships.userId, user.id))).toEqual([
      expect.objectContaining({ status: 'finished', autochargeStatus: 3 }),
    ]);
    const ordersBefore = (await db.select({ id: orders.id }).from(orders)).length;
    await processRenewals(db, { provider: fakeProvider, texts, now: membership!.expiresAt!, limit: 1000 });
    expect(await scheduleRenewals(db, dayBefore)).toBe(0);
    expect((await db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
    expect(
      await db
        .select()
        .from(renewals)
        .where(and(eq(renewals.membershipId, membership!.id), eq(renewals.status, 'renewed'))),
    ).toEqual([]);

    // One mail remains for the address: the confirmation, in the account's language; nothing older.
    const mails = await db.select().from(mailMessages).where(eq(mailMessages.to, user.email));
    expect(mails.map((mail) => [mail.kind, mail.locale, mail.subject])).toEqual([['account-deleted', 'zh-CN', '您的 Remapper 账户已删除']]);
  });

  it("erases the mails and messages of the account's earlier addresses, not those of an address it never had or another account holds now", async () => {
    const db = testDb.db;
    const { user, token } = await customer();
    const earlier = `earlier-${randomUUID().slice(0, 8)}@example.com`;
    const passedOn = `passed-on-${randomUUID().slice(0, 8)}@example.com`;
    const neverHad = `never-had-${randomUUID().slice(0, 8)}@example.com`;
    // Support moved the account from `earlier` to `passedOn` and then to its address now; `passedOn` signed up again
    // since, as another account. A change to `neverHad` is still pending.
    await db.insert(emailChangeRequests).values([
      { userId: user.id, currentEmail: earlier, newEmail: passedOn, reason: 'A new job', status: 'done' },
      { userId: user.id, currentEmail: passedOn, newEmail: user.email, reason: 'Another job', status: 'done' },
      { userId: user.id, currentEmail: user.email, newEmail: neverHad, reason: 'A third job' },
    ]);
    await makeUser(db, { email: passedOn });
    await db.insert(mailMessages).values([mailTo(user.email), mailTo(earlier.toUpperCase()), mailTo(passedOn), mailTo(neverHad)]);
    await db.insert(contactRequests).values([
      { form: 'contact', email: earlier, message: 'Hello from before', locale: 'en' },
      { form: 'contact', email: passedOn, message: 'Hello from someone else', locale: 'en' },
    ]);

    expect((await deleteAccount({ confirmation: user.email, currentPassword: PASSWORD }, token)).status).toBe(200);

    const byAddress = (a: { to: string }, b: { to: string }) => a.to.localeCompare(b.to);
    const left = await db.select({ to: mailMessages.to, kind: mailMessages.kind }).from(mailMessages);
    expect(left.filter((mail) => [user.email, earlier.toUpperCase(), passedOn, neverHad].includes(mail.to)).sort(byAddress)).toEqual(
      [
        { to: user.email, kind: 'account-deleted' },
        { to: passedOn, kind: 'sign-in-link' },
        { to: neverHad, kind: 'sign-in-link' },
      ].sort(byAddress),
    );
    const messages = await db.select({ email: contactRequests.email }).from(contactRequests);
    expect(messages.map((row) => row.email).filter((email) => email === earlier || email === passedOn)).toEqual([passedOn]);
  });

  it("has a budget of attempts per account and per address, refused with a 429 in the user's language", async () => {
    const { user, token } = await customer();
    for (let attempt = 0; attempt < ACCOUNT_RATE_LIMITS.accountDeletionPerUser.points; attempt += 1) {
      expect((await deleteAccount({ confirmation: 'not-me@example.com', currentPassword: PASSWORD }, token)).status).toBe(422);
    }
    const refused = await deleteAccount({ confirmation: user.email, currentPassword: PASSWORD }, token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await refused.json()).toEqual({ message: 'Too many attempts to delete this account. Please try again in 60 minutes.' });
    const refusedInChinese = await deleteAccount({ confirmation: user.email, currentPassword: PASSWORD, locale: 'zh-CN' }, token);
    expect(refusedInChinese.status).toBe(429);
    expect(await refusedInChinese.json()).toEqual({ message: '删除账户的尝试次数过多，请在 60 分钟后再试。' });
    expect((await userRow(user.id)).email).toBe(user.email);

    // One address trying many accounts runs out too, whatever each account's own budget.
    const ip = '198.51.100.7';
    for (let attempt = 0; attempt < ACCOUNT_RATE_LIMITS.accountDeletionPerIp.points; attempt += 1) {
      const next = await customer();
      expect(
        (await deleteAccount({ confirmation: 'not-me@example.com', currentPassword: PASSWORD }, next.token, undefined, ip)).status,
      ).toBe(422);
    }
    const last = await customer();
    const fromBusyAddress = await deleteAccount({ confirmation: last.user.email, currentPassword: PASSWORD }, last.token, undefined, ip);
    expect(fromBusyAddress.status).toBe(429);
    expect((await userRow(last.user.id)).email).toBe(last.user.email);
    // The same account from another address is not refused.
    expect((await deleteAccount({ confirmation: last.user.email, currentPassword: PASSWORD }, last.token)).status).toBe(200);
  });

  it('lets the address sign up again as a new account', async () => {
    const { user, token } = await customer();
    expect((await deleteAccount({ confirmation: user.email, currentPassword: PASSWORD }, token)).status).toBe(200);
    const created = await callRoute(signUp, '/api/auth/sign-up', {
      method: 'POST',
      json: { email: user.email, password: PASSWORD, cpassword: PASSWORD, locale: 'en' },
    });
    expect(created.status).toBe(201);
    const [fresh] = await testDb.db.select().from(users).where(eq(users.email, user.email));
    expect(fresh!.id).not.toBe(user.id);
    expect(fresh!.firstName).toBeNull();
  });

  it("leaves a reseller's customers and a gift's recipient their plans, no longer renewed on the deleted card", async () => {
    const db = testDb.db;
    const { user: reseller, token } = await customer({ isPartner: true });
    const recipient = await makeUser(db);
    const gift = await paidOrder(db, reseller.id, YEAR_1PC, { giftRecipientEmail: recipient.email });
    const [before] = await db.select().from(memberships).where(eq(memberships.userId, recipient.id));
    expect(before).toMatchObject({ status: 'active', orderId: gift.order.id });

    expect((await deleteAccount({ confirmation: reseller.email, currentPassword: PASSWORD }, token)).status).toBe(200);
    const [after] = await db.select().from(memberships).where(eq(memberships.userId, recipient.id));
    expect(after).toMatchObject({ id: before!.id, status: 'active', expiresAt: before!.expiresAt, orderId: gift.order.id });
    expect(await userRow(recipient.id)).toMatchObject({ email: recipient.email, deletedAt: null });
  });
});
