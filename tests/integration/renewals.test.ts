import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrder } from '@/lib/commerce/orders';
import { allMailTexts, markOrderPaid } from '@/lib/commerce/payments';
import { addMonths } from '@/lib/commerce/calendar';
import { instances, invoices, mailMessages, memberships, orders, renewals, users } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { runRenewalsOfOrder } from '@/lib/memberships/renewal-run';
import { nextAttemptAt, processRenewals } from '@/lib/memberships/renewals';
import { fakeProvider } from '@/lib/commerce/payment-providers/fake';
import type { PaymentProviderAdapter } from '@/lib/commerce/payment-providers/provider';
import { makeUser } from './shop-fixtures';
import { testDriver, withTestDatabase } from './test-db';

// The memberships issue: "renewal job success, retry and finish". PGlite runs the "parallel" workers in turn;
// on PostgreSQL (npm run test:db) they race on separate connections.

const testDb = withTestDatabase();
const db = () => testDb.db;
let texts: Record<Locale, Messages>;

beforeAll(async () => {
  texts = await allMailTexts();
});

const HOUR_MS = 60 * 60 * 1000;
const paidAt = new Date('2026-01-10T08:00:00Z');
const termEnd = addMonths(paidAt, 12);
const YEAR_2PC = { kind: 'subscription', periodMonths: 12, pcNum: 2 } as const;

/** An auto-renewing 1-year 2-PC subscription paid by card at `paidAt`. */
async function autoRenewing() {
  const buyer = await makeUser(db());
  const created = await createOrder(db(), {
    buyerUserId: buyer.id,
    idempotencyKey: randomUUID(),
    plan: YEAR_2PC,
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
  return { buyer, order: paid.order, membershipId: paid.membershipId };
}

const declining: PaymentProviderAdapter = { ...fakeProvider, chargeRenewal: async () => ({ kind: 'declined', reason: 'card_declined' }) };
const run = (now: Date, provider: PaymentProviderAdapter = fakeProvider) => processRenewals(db(), { provider, texts, now, limit: 1000 });

async function renewalMails(buyerEmail: string) {
  const rows = await db()
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, buyerEmail), eq(mailMessages.kind, 'renewal')));
  return rows.map((row) => row.subject);
}

describe(`renewals (${testDriver})`, () => {
  it('attempts are due 24 h, 12 h and 1 h before the term ends, and none after it', () => {
    expect(nextAttemptAt(termEnd, 0, new Date(termEnd.getTime() - 48 * HOUR_MS))).toStrictEqual(new Date(termEnd.getTime() - 24 * HOUR_MS));
    expect(nextAttemptAt(termEnd, 1, new Date(termEnd.getTime() - 20 * HOUR_MS))).toStrictEqual(new Date(termEnd.getTime() - 12 * HOUR_MS));
    expect(nextAttemptAt(termEnd, 2, new Date(termEnd.getTime() - 11 * HOUR_MS))).toStrictEqual(new Date(termEnd.getTime() - HOUR_MS));
    // A worker that was down catches up at once, while the term lasts.
    const late = new Date(termEnd.getTime() - 30 * 60 * 1000);
    expect(nextAttemptAt(termEnd, 1, late)).toStrictEqual(late);
    expect(nextAttemptAt(termEnd, 3, late)).toBeNull();
    expect(nextAttemptAt(termEnd, 1, termEnd)).toBeNull();
  });

  it('renews a day before the end: charged at the standard rate, invoiced, a term from the old end, PCs kept, mailed', async () => {
    const { buyer, order, membershipId } = await autoRenewing();
    const [pc] = await db()
      .insert(instances)
      .values({ userId: buyer.id, membershipId, pcNum: 2, slot: 1, deviceId: 'device-renewal-1', deviceName: 'Desk', version: '1.0' })
      .returning();

    // Two days before: nothing is due yet.
    expect(await run(new Date(termEnd.getTime() - 48 * HOUR_MS))).toStrictEqual([]);
    const outcomes = await run(new Date(termEnd.getTime() - 23 * HOUR_MS));
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ kind: 'renewed' });

    const held = await db().select().from(memberships).where(eq(memberships.userId, buyer.id)).orderBy(memberships.id);
    expect(held.map((row) => [row.status, row.autochargeStatus])).toStrictEqual([
      ['replaced', 3],
      ['active', 1],
    ]);
    expect(held[1]?.expiresAt).toStrictEqual(addMonths(termEnd, 12));
    const [renewalOrder] = await db().select().from(orders).where(eq(orders.renewsMembershipId, membershipId));
    expect(renewalOrder).toMatchObject({ status: 'paid', total: order.total, autoRenew: true, discount: 0 });
    expect(await db().$count(invoices, eq(invoices.orderId, renewalOrder!.id))).toBe(1);
    const [moved] = await db().select().from(instances).where(eq(instances.id, pc!.id));
    expect(moved?.membershipId).toBe(held[1]?.id);
    expect(await renewalMails(buyer.email)).toStrictEqual(['Your Remapper subscription was renewed']);

    // Nothing more is due: the new term ends in a year.
    expect(await run(new Date(termEnd.getTime() - HOUR_MS))).toStrictEqual([]);
  });

  it('a declined card is tried again at 12 h and 1 h before the end; after the last failure autocharge is finished (3)', async () => {
    const { buyer, membershipId } = await autoRenewing();
    expect(await run(new Date(termEnd.getTime() - 23 * HOUR_MS), declining)).toMatchObject([
      { kind: 'retrying', nextAttemptAt: new Date(termEnd.getTime() - 12 * HOUR_MS) },
    ]);
    // Not due again before the planned time.
    expect(await run(new Date(termEnd.getTime() - 13 * HOUR_MS), declining)).toStrictEqual([]);
    expect(await run(new Date(termEnd.getTime() - 12 * HOUR_MS), declining)).toMatchObject([
      { kind: 'retrying', nextAttemptAt: new Date(termEnd.getTime() - HOUR_MS) },
    ]);
    expect(await run(new Date(termEnd.getTime() - HOUR_MS), declining)).toMatchObject([{ kind: 'failed', reason: 'card_declined' }]);

    const [membership] = await db().select().from(memberships).where(eq(memberships.id, membershipId));
    // Still active to the end of the paid term, with no further charge.
    expect(membership).toMatchObject({ status: 'active', autochargeStatus: 3, expiresAt: termEnd });
    const attempts = await db().select().from(orders).where(eq(orders.renewsMembershipId, membershipId));
    expect(attempts.map((row) => row.status)).toStrictEqual(['failed', 'failed', 'failed']);
    const [renewal] = await db().select().from(renewals).where(eq(renewals.membershipId, membershipId));
    expect(renewal).toMatchObject({ status: 'failed', attempts: 3, lastError: 'card_declined' });
    expect(await renewalMails(buyer.email)).toStrictEqual([
      'We could not renew your Remapper subscription',
      'We could not renew your Remapper subscription',
      'Your Remapper subscription will not renew',
    ]);
    expect(await run(termEnd, declining)).toStrictEqual([]);
  });

  it('a subscription cancelled (autocharge suspended) before the charge is not renewed', async () => {
    const { membershipId } = await autoRenewing();
    await run(new Date(termEnd.getTime() - 30 * HOUR_MS)); // scheduled? not yet: a day before
    await db().update(memberships).set({ autochargeStatus: 2 }).where(eq(memberships.id, membershipId));
    expect(await run(new Date(termEnd.getTime() - 23 * HOUR_MS))).toStrictEqual([]);
    expect(await db().$count(orders, eq(orders.renewsMembershipId, membershipId))).toBe(0);

    // Suspended after it was scheduled: the claimed renewal is cancelled, and nothing is charged.
    const other = await autoRenewing();
    await db()
      .insert(renewals)
      .values({ membershipId: other.membershipId, dueAt: termEnd, nextAttemptAt: new Date(termEnd.getTime() - 24 * HOUR_MS) });
    await db().update(memberships).set({ autochargeStatus: 2 }).where(eq(memberships.id, other.membershipId));
    expect(await run(new Date(termEnd.getTime() - 23 * HOUR_MS))).toMatchObject([{ kind: 'cancelled' }]);
    expect(await db().$count(orders, eq(orders.renewsMembershipId, other.membershipId))).toBe(0);
  });

  it('workers running at once renew a subscription once', async () => {
    const { buyer, membershipId } = await autoRenewing();
    const now = new Date(termEnd.getTime() - 23 * HOUR_MS);
    const results = await Promise.all(Array.from({ length: 4 }, () => run(now)));
    const renewed = results.flat().filter((outcome) => outcome.kind === 'renewed');
    expect(renewed).toHaveLength(1);
    expect(await db().$count(orders, and(eq(orders.renewsMembershipId, membershipId), eq(orders.status, 'paid')))).toBe(1);
    const [account] = await db().select().from(users).where(eq(users.id, buyer.id));
    expect(await renewalMails(account!.email)).toHaveLength(1);
  });

  it("the job run for one order (the end-to-end tests' route) charges that order's plan half an hour before its end, and no other", async () => {
    const mine = await autoRenewing();
    const another = await autoRenewing();
    expect(await runRenewalsOfOrder(db(), mine.order.id)).toEqual({
      at: new Date(termEnd.getTime() - HOUR_MS / 2).toISOString(),
      memberships: 1,
      outcomes: ['renewed'],
      charges: 1,
    });
    expect(await db().select().from(renewals).where(eq(renewals.membershipId, another.membershipId))).toEqual([]);
    expect(await runRenewalsOfOrder(db(), 2_000_000_000)).toBeNull();
  });
});
