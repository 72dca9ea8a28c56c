import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { markOrderFailed, type Order, quotedColumns, toOrder } from '@/lib/commerce/orders';
import { markOrderPaid } from '@/lib/commerce/payments';
import { isQuote, quoteOrder } from '@/lib/commerce/quote';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { memberships, type OrderRow, orders, type RenewalRow, renewals, users } from '@/lib/db/schema';
import { type Locale, toLocale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { enqueueMail } from '@/lib/mail/queue';
import { log } from '@/lib/observability/log';
import type { PaymentProviderAdapter } from '@/lib/commerce/payment-providers/provider';
import { remindRenewals } from './renewal-reminders';
import { RENEWAL_ATTEMPTS_BEFORE_END_MS } from './renewal-schedule';

// spec 4 "Autocharge" and the memberships issue's renewal jobs. An auto-renewing subscription (autocharge 1)
// is charged for its next term shortly before the current one ends:
// - a day before the end a renewal row is scheduled (unique per membership and term end: scheduling twice
//   schedules once), then workers claim due rows with FOR UPDATE SKIP LOCKED and a lease, so a row is worked
//   by one worker at a time and a worker that died with it leaves it due again: the jobs survive restarts;
// - each attempt is a renewal order at the standard rate (no coupon; the first order's country and VAT
//   treatment), charged through the payment provider without the buyer; paid, it goes through
//   markOrderPaid like any payment: invoiced, and granted as a term that starts where the current one ends;
// - a declined charge fails its order and is tried again on the schedule below; after the last failure the
//   autocharge is finished (3) and the subscription simply ends with its term. Every step mails the buyer.
// Suspending the autocharge (cancel) before the charge cancels the renewal.

/** How long a claimed renewal is a worker's; one that died with it is due again after this. */
export const RENEWAL_LEASE_MS = 5 * 60 * 1000;

export type RenewalOutcome =
  | { kind: 'renewed'; orderId: number; membershipId: number | null }
  | { kind: 'retrying'; nextAttemptAt: Date; reason: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'cancelled'; reason: string };

export interface RenewalDeps {
  provider: PaymentProviderAdapter;
  /** Both languages' mail texts, read before any transaction (lib/mail/texts.ts). */
  texts: Record<Locale, Messages>;
  now?: Date;
}

/**
 * Schedules a renewal for every auto-renewing subscription whose term ends within a day (or only for the
 * subscriptions `only` names); returns how many.
 */
export async function scheduleRenewals(db: DatabaseOrTransaction, now = new Date(), only?: readonly number[]): Promise<number> {
  const horizon = new Date(now.getTime() + RENEWAL_ATTEMPTS_BEFORE_END_MS[0]);
  const due = await db
    .select({ id: memberships.id, expiresAt: memberships.expiresAt })
    .from(memberships)
    .where(
      and(
        eq(memberships.kind, 'subscription'),
        eq(memberships.status, 'active'),
        eq(memberships.autochargeStatus, 1),
        lte(memberships.expiresAt, horizon),
        sql`${memberships.expiresAt} > ${now}`,
        only ? inArray(memberships.id, [...only]) : undefined,
      ),
    );
  if (due.length === 0) return 0;
  const scheduled = await db
    .insert(renewals)
    .values(due.map((row) => ({ membershipId: row.id, dueAt: row.expiresAt as Date, nextAttemptAt: now })))
    .onConflictDoNothing({ target: [renewals.membershipId, renewals.dueAt] })
    .returning({ id: renewals.id });
  return scheduled.length;
}

/** Takes up to `limit` due renewals (of the subscriptions `only` names, if given) for this worker, atomically (see the top of this file). */
export async function claimDueRenewals(
  db: DatabaseOrTransaction,
  { now, limit, only }: { now: Date; limit: number; only?: readonly number[] },
): Promise<RenewalRow[]> {
  const due = db
    .select({ id: renewals.id })
    .from(renewals)
    .where(
      and(
        inArray(renewals.status, ['scheduled', 'charging']),
        lte(renewals.nextAttemptAt, now),
        only ? inArray(renewals.membershipId, [...only]) : undefined,
      ),
    )
    .orderBy(asc(renewals.nextAttemptAt), asc(renewals.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(renewals)
    .set({ status: 'charging', nextAttemptAt: new Date(now.getTime() + RENEWAL_LEASE_MS) })
    .where(inArray(renewals.id, due))
    .returning();
}

/** When attempt number `attempts + 1` is due for a term ending at `dueAt`; null when none is left. */
export function nextAttemptAt(dueAt: Date, attempts: number, now: Date): Date | null {
  const offset = RENEWAL_ATTEMPTS_BEFORE_END_MS[attempts];
  if (offset === undefined) return null;
  const at = new Date(dueAt.getTime() - offset);
  // Past the planned time already (a worker was down): try now, as long as the term has not ended.
  if (at <= now) return now < dueAt ? now : null;
  return at;
}

/** The subscription's first paid order: its country, VAT treatment, provider and saved card. */
async function firstOrderOf(db: DatabaseOrTransaction, membershipOrderId: number | null): Promise<OrderRow | undefined> {
  if (membershipOrderId === null) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.id, membershipOrderId));
  // A renewal's membership was granted by a renewal order: its purchase is further back; the renewal order
  // carries the same country, VAT and card, so it serves as well.
  return order;
}

/** A pending renewal order at the standard rate, or null when the plan has no price any more. */
async function renewalOrder(db: DatabaseOrTransaction, renewal: RenewalRow, source: OrderRow, now: Date): Promise<Order | null> {
  const plan = { kind: source.kind, periodMonths: source.periodMonths, pcNum: source.pcNum };
  const vat = {
    rateBasisPoints: source.vatRate,
    inclusive: source.vatInclusive,
    reverseCharge: source.reverseCharge,
    vatNumber: source.vatNumber,
  };
  const quote = await quoteOrder(db, { plan, country: source.country, vat, now });
  if (!isQuote(quote)) return null;
  const key = `renewal-${renewal.id}-${renewal.attempts + 1}`;
  const [inserted] = await db
    .insert(orders)
    .values({
      userId: source.userId,
      recipientUserId: source.recipientUserId,
      giftRecipientEmail: source.giftRecipientEmail,
      locale: source.locale,
      buyerEmail: source.buyerEmail,
      // The standard rate: quoted with no coupon and no credit.
      ...quotedColumns(quote),
      paymentMethod: source.paymentMethod,
      provider: source.provider,
      providerCustomerId: source.providerCustomerId,
      renewsMembershipId: renewal.membershipId,
      autoRenew: true,
      idempotencyKey: key,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning();
  if (inserted) return toOrder(inserted);
  // This attempt's order exists (a worker died after making it): charge that one; the provider's
  // idempotency key (the order id) keeps it to one charge.
  const [existing] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, source.userId), eq(orders.idempotencyKey, key)));
  return existing ? toOrder(existing) : null;
}

async function mailBuyer(
  db: DatabaseOrTransaction,
  order: Pick<OrderRow, 'userId' | 'kind' | 'periodMonths' | 'pcNum'>,
  data: { outcome: 'renewed' | 'retrying' | 'stopped'; endsAt: Date; nextAttemptAt: Date | null },
  texts: Record<Locale, Messages>,
  now: Date,
): Promise<void> {
  const [buyer] = await db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, order.userId));
  if (!buyer) return;
  const locale: Locale = toLocale(buyer.locale);
  await enqueueMail(db, {
    kind: 'renewal',
    to: buyer.email,
    locale,
    texts: texts[locale],
    now,
    data: {
      outcome: data.outcome,
      plan: { kind: order.kind, periodMonths: order.periodMonths, pcNum: order.pcNum },
      endsAt: data.endsAt.toISOString(),
      nextAttemptAt: data.nextAttemptAt?.toISOString() ?? null,
    },
  });
}

async function settleRenewal(db: DatabaseOrTransaction, id: number, changes: Partial<typeof renewals.$inferInsert>) {
  await db.update(renewals).set(changes).where(eq(renewals.id, id));
}

/** Works one claimed renewal: see the top of this file. */
export async function runRenewal(
  db: DatabaseOrTransaction,
  renewal: RenewalRow,
  { provider, texts, now = new Date() }: RenewalDeps,
): Promise<RenewalOutcome> {
  const [membership] = await db.select().from(memberships).where(eq(memberships.id, renewal.membershipId));
  const stillRenewing =
    membership?.status === 'active' && membership.autochargeStatus === 1 && membership.expiresAt?.getTime() === renewal.dueAt.getTime();
  if (!membership || !stillRenewing) {
    // Cancelled (autocharge suspended), refunded, upgraded or renewed by other means since it was scheduled.
    await settleRenewal(db, renewal.id, { status: 'cancelled', lastError: 'the subscription no longer renews' });
    return { kind: 'cancelled', reason: 'the subscription no longer renews' };
  }
  const source = await firstOrderOf(db, membership.orderId);
  if (!source || source.provider !== provider.name) {
    const reason = source ? `paid through ${source.provider}, not ${provider.name}` : 'no paid order to renew from';
    return stopRenewing(db, renewal, renewal.attempts + 1, membership.id, source, reason, texts, now);
  }
  const order = await renewalOrder(db, renewal, source, now);
  if (!order) return stopRenewing(db, renewal, renewal.attempts + 1, membership.id, source, 'the plan has no price', texts, now);

  const charged = await provider.chargeRenewal(order, {
    providerPaymentId: source.providerPaymentId,
    providerCustomerId: source.providerCustomerId,
  });
  const attempts = renewal.attempts + 1;
  if (charged.kind === 'paid') {
    const paid = await markOrderPaid(db, {
      orderId: order.id,
      provider: provider.name,
      eventId: `renewal_${order.id}`,
      eventType: 'renewal.charged',
      amount: charged.amount,
      currency: charged.currency,
      paidAt: now,
      providerPaymentId: charged.providerPaymentId,
      providerCustomerId: source.providerCustomerId,
      mailTexts: texts,
    });
    if (paid.kind !== 'paid' && paid.kind !== 'alreadyPaid' && paid.kind !== 'alreadyProcessed') {
      // The money moved but the order refused it (an amount the provider changed): a person must look.
      log.error({ renewal: renewal.id, order: order.id, outcome: paid.kind }, 'A renewal was charged, but its order refused the payment');
      await settleRenewal(db, renewal.id, { status: 'failed', attempts, lastError: `charged, but the order refused it: ${paid.kind}` });
      return { kind: 'failed', reason: paid.kind };
    }
    const membershipId = paid.kind === 'paid' ? paid.membershipId : null;
    await db.transaction(async (tx) => {
      await tx.update(renewals).set({ status: 'renewed', attempts, orderId: order.id, lastError: null }).where(eq(renewals.id, renewal.id));
      const [granted] =
        membershipId === null
          ? []
          : await tx.select({ expiresAt: memberships.expiresAt }).from(memberships).where(eq(memberships.id, membershipId));
      await mailBuyer(tx, source, { outcome: 'renewed', endsAt: granted?.expiresAt ?? renewal.dueAt, nextAttemptAt: null }, texts, now);
    });
    return { kind: 'renewed', orderId: order.id, membershipId };
  }

  await markOrderFailed(db, order.id);
  const next = nextAttemptAt(renewal.dueAt, attempts, now);
  if (next === null) return stopRenewing(db, renewal, attempts, membership.id, source, charged.reason, texts, now);
  await db.transaction(async (tx) => {
    await tx
      .update(renewals)
      .set({ status: 'scheduled', attempts, nextAttemptAt: next, lastError: charged.reason })
      .where(eq(renewals.id, renewal.id));
    await mailBuyer(tx, source, { outcome: 'retrying', endsAt: renewal.dueAt, nextAttemptAt: next }, texts, now);
  });
  return { kind: 'retrying', nextAttemptAt: next, reason: charged.reason };
}

/** The last attempt failed: autocharge finished (3); the subscription ends with its term, and the buyer is told. */
async function stopRenewing(
  db: DatabaseOrTransaction,
  renewal: RenewalRow,
  attempts: number,
  membershipId: number,
  source: OrderRow | undefined,
  reason: string,
  texts: Record<Locale, Messages>,
  now: Date,
): Promise<RenewalOutcome> {
  await db.transaction(async (tx) => {
    await tx.update(renewals).set({ status: 'failed', attempts, lastError: reason }).where(eq(renewals.id, renewal.id));
    await tx.update(memberships).set({ autochargeStatus: 3 }).where(eq(memberships.id, membershipId));
    if (source) await mailBuyer(tx, source, { outcome: 'stopped', endsAt: renewal.dueAt, nextAttemptAt: null }, texts, now);
  });
  return { kind: 'failed', reason };
}

/**
 * One pass: remind of the renewals a week ahead (lib/memberships/renewal-reminders.ts), schedule what is due
 * within a day, then work up to `limit` due renewals; `only` keeps it to some subscriptions (the end-to-end
 * tests' run of the job, which must not renew other tests' plans).
 */
export async function processRenewals(
  db: DatabaseOrTransaction,
  deps: RenewalDeps & { limit?: number; only?: readonly number[] },
): Promise<RenewalOutcome[]> {
  const now = deps.now ?? new Date();
  await remindRenewals(db, deps.texts, now, deps.only);
  await scheduleRenewals(db, now, deps.only);
  const claimed = await claimDueRenewals(db, { now, limit: deps.limit ?? 10, only: deps.only });
  const outcomes: RenewalOutcome[] = [];
  for (const renewal of claimed) outcomes.push(await runRenewal(db, renewal, { ...deps, now }));
  return outcomes;
}
