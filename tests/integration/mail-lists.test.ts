import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUT as putMailPreferences } from '@/app/api/account/mail-preferences/route';
import { POST as oneClick } from '@/app/api/mail/unsubscribe/route';
import { createSession } from '@/lib/auth/sessions';
import { addMonths } from '@/lib/commerce/calendar';
import { createOrder } from '@/lib/commerce/orders';
import { allMailTexts, markOrderPaid } from '@/lib/commerce/payments';
import { fakeProvider } from '@/lib/commerce/payment-providers/fake';
import { mailMessages, rateLimits, users } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/config';
import { type Messages, messagesByLocale } from '@/lib/i18n/messages';
import { enqueueMail } from '@/lib/mail/queue';
import { signUnsubscribeToken } from '@/lib/mail/unsubscribe-links';
import { RENEWAL_REMINDER_BEFORE_END_MS } from '@/lib/memberships/renewal-reminders';
import { processRenewals } from '@/lib/memberships/renewals';
import { callRoute, type RequestOptions } from '@/tests/support/requests';
import { makeUser } from './shop-fixtures';
import { testDriver, withAppTestDatabase } from './test-db';

// Issue 19 item 5: renewal reminders go out a week ahead, once, only to accounts that take them, with their
// unsubscribe links; transactional mails go out whatever the lists say; the lists are set by a signed link
// (no sign-in) or signed in, and by RFC 8058's one-click POST.

const testDb = withAppTestDatabase();
const db = () => testDb.db;
let texts: Record<Locale, Messages>;

beforeAll(async () => {
  texts = await allMailTexts();
});

beforeEach(async () => {
  await db().delete(rateLimits);
});

const DAY_MS = 24 * 60 * 60 * 1000;
const paidAt = new Date('2026-01-10T08:00:00Z');
const termEnd = addMonths(paidAt, 12);

async function autoRenewing(fields: Partial<typeof users.$inferInsert> = {}) {
  const buyer = await makeUser(db(), fields);
  const created = await createOrder(db(), {
    buyerUserId: buyer.id,
    idempotencyKey: randomUUID(),
    plan: { kind: 'subscription', periodMonths: 12, pcNum: 2 },
    country: 'US',
    paymentMethod: 'card',
    provider: 'fake',
    autoRenew: true,
    now: paidAt,
  });
  if (created.kind !== 'created') throw new Error(created.kind);
  const paid = await markOrderPaid(db(), {
    orderId: created.order.id,
    provider: 'fake',
    amount: created.order.total,
    currency: 'USD',
    paidAt,
  });
  if (paid.kind !== 'paid' || paid.membershipId === null) throw new Error(paid.kind);
  return { buyer, membershipId: paid.membershipId };
}

const run = (now: Date, only: number[]) => processRenewals(db(), { provider: fakeProvider, texts, now, only });

async function mailsTo(email: string, kind: string) {
  return db()
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email), eq(mailMessages.kind, kind)));
}

describe(`renewal reminders (${testDriver})`, () => {
  it('go out a week before the charge, once per term, with the unsubscribe link and header', async () => {
    const { buyer, membershipId } = await autoRenewing({ locale: 'zh-CN' });
    await run(new Date(termEnd.getTime() - RENEWAL_REMINDER_BEFORE_END_MS - DAY_MS), [membershipId]);
    expect(await mailsTo(buyer.email, 'renewal-reminder')).toHaveLength(0);
    const weekBefore = new Date(termEnd.getTime() - RENEWAL_REMINDER_BEFORE_END_MS + 60_000);
    await run(weekBefore, [membershipId]);
    await run(new Date(weekBefore.getTime() + DAY_MS), [membershipId]);
    const [reminder, ...more] = await mailsTo(buyer.email, 'renewal-reminder');
    expect(more).toHaveLength(0);
    expect(reminder?.subject).toBe(messagesByLocale['zh-CN'].mail.renewalReminder.subject);
    expect(reminder?.text).toContain(`/zh-CN/account/unsubscribe?token=${buyer.id}.renewal-reminders.`);
    expect(reminder?.listUnsubscribeUrl).toContain(`/api/mail/unsubscribe?token=${buyer.id}.renewal-reminders.`);
  });

  it('are skipped for an account that turned them off, while transactional renewal mails still go', async () => {
    const { buyer, membershipId } = await autoRenewing({ renewalReminderEmails: false, subscribedToEmails: false });
    await run(new Date(termEnd.getTime() - RENEWAL_REMINDER_BEFORE_END_MS + 60_000), [membershipId]);
    expect(await mailsTo(buyer.email, 'renewal-reminder')).toHaveLength(0);
    await run(new Date(termEnd.getTime() - 30 * 60_000), [membershipId]);
    const [renewed] = await mailsTo(buyer.email, 'renewal');
    expect(renewed?.listUnsubscribeUrl).toBeNull();
  });

  it('are never queued without their account', async () => {
    await expect(
      enqueueMail(db(), {
        kind: 'renewal-reminder',
        to: 'a@example.com',
        locale: 'en',
        texts: texts.en,
        data: { plan: { periodMonths: 3, pcNum: 1 }, endsAt: termEnd.toISOString() },
      }),
    ).rejects.toThrow(/needs its account/);
  });
});

/** The mail preferences page saves (by the mail's token or signed in). */
const savePreferences = (body: unknown, options: RequestOptions = {}) =>
  callRoute(putMailPreferences, '/api/account/mail-preferences', { method: 'PUT', json: body, ...options });

/** A mail program's one-click unsubscribe (RFC 8058): a form POST with no Origin. */
const unsubscribeOneClick = (token: string, body = 'List-Unsubscribe=One-Click', ip?: string) =>
  callRoute(oneClick, '/api/mail/unsubscribe', {
    method: 'POST',
    query: { token },
    contentType: 'application/x-www-form-urlencoded',
    body,
    origin: null,
    ip,
  });

async function lists(id: number) {
  const [row] = await db()
    .select({ marketing: users.subscribedToEmails, renewalReminders: users.renewalReminderEmails })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

describe(`the mail preferences API (${testDriver})`, () => {
  it('sets the lists of the account a signed link names, with no sign-in', async () => {
    const user = await makeUser(db(), { subscribedToEmails: true });
    const response = await savePreferences({
      token: signUnsubscribeToken(user.id, 'renewal-reminders'),
      marketing: false,
      renewalReminders: false,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await lists(user.id)).toEqual({ marketing: false, renewalReminders: false });
    await savePreferences({ token: signUnsubscribeToken(user.id, 'marketing'), marketing: true, renewalReminders: true });
    expect(await lists(user.id)).toEqual({ marketing: true, renewalReminders: true });
  });

  it("refuses a tampered token in the caller's language, and changes nothing", async () => {
    const user = await makeUser(db());
    const other = await makeUser(db());
    const [, list, mac] = signUnsubscribeToken(user.id, 'renewal-reminders').split('.');
    const response = await savePreferences({
      token: `${other.id}.${list}.${mac}`,
      marketing: false,
      renewalReminders: false,
      locale: 'zh-CN',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: messagesByLocale['zh-CN'].profile.mailPreferences.invalidLink });
    expect(await lists(other.id)).toEqual({ marketing: false, renewalReminders: true });
  });

  it("sets the signed-in account's lists, and wants a sign-in without a token", async () => {
    const user = await makeUser(db());
    expect((await savePreferences({ marketing: true, renewalReminders: false })).status).toBe(401);
    const { token } = await createSession(db(), user.id);
    const response = await savePreferences({ marketing: true, renewalReminders: false }, { cookie: `session=${token}` });
    expect(response.status).toBe(200);
    expect(await lists(user.id)).toEqual({ marketing: true, renewalReminders: false });
  });

  it('refuses writes from other sites', async () => {
    const user = await makeUser(db());
    const response = await savePreferences(
      { token: signUnsubscribeToken(user.id, 'marketing'), marketing: true, renewalReminders: false },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(await lists(user.id)).toEqual({ marketing: false, renewalReminders: true });
  });
});

describe(`RFC 8058 one-click unsubscribe (${testDriver})`, () => {
  it('turns off the list of the token, from anywhere, without a page', async () => {
    const user = await makeUser(db(), { subscribedToEmails: true });
    const response = await unsubscribeOneClick(signUnsubscribeToken(user.id, 'renewal-reminders'));
    expect(response.status).toBe(200);
    expect(await lists(user.id)).toEqual({ marketing: true, renewalReminders: false });
    await unsubscribeOneClick(signUnsubscribeToken(user.id, 'marketing'));
    expect(await lists(user.id)).toEqual({ marketing: false, renewalReminders: false });
  });

  it('refuses a tampered token, and a body that is not the one-click one', async () => {
    const user = await makeUser(db());
    const token = signUnsubscribeToken(user.id, 'renewal-reminders');
    expect((await unsubscribeOneClick(`${token.slice(0, -2)}xx`)).status).toBe(403);
    expect((await unsubscribeOneClick(token, 'List-Unsubscribe=Maybe')).status).toBe(400);
    expect(await lists(user.id)).toEqual({ marketing: false, renewalReminders: true });
  });

  it('is rate-limited by address like the other public writes', async () => {
    const user = await makeUser(db());
    const token = signUnsubscribeToken(user.id, 'marketing');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) statuses.push((await unsubscribeOneClick(token, undefined, '203.0.113.250')).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
