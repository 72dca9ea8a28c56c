import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { coupons, licenseInstances, licenses, type OrderRow, type OrderStatus, orders, type PaymentProvider, users } from '@/lib/db/schema';
import { type Locale, locales, toLocale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { mailTexts } from '@/lib/mail/texts';
import { queueGiftMail } from './gift-mail';
import { findOrCreateGiftRecipient } from './gifts';
import { grantPlan } from './grants';
import { processedEventOrder, type ProviderEventHeader, recordEvent } from './payment-events';
import { wasPricedWithCredit } from './upgrades';
import { issueInvoice } from './invoices';
import { canTransition } from './order-status';
import { type Order, toOrder } from './orders';

// A provider confirmed a payment (the fake provider's /accept-fake-payment, or a verified webhook). All of it
// happens in one transaction, under a lock on the order, so it happens once whoever calls and how often:
// the event is recorded, the order goes pending -> paid, the coupon is counted, a gift's recipient gets an
// account if they have none, the plan is granted, the invoice numbered and a gift's recipient mailed (the
// mail queue is a table: a payment that rolls back mails nobody). Locks are always taken in this order:
// order, coupon, recipient account, invoice counter.
//
// Coupon limit rule: the usage limit is checked at checkout (quote.ts) and counted here, when money has
// moved. When other orders used up the coupon in between, this order was still paid the quoted price: it
// is honoured (paid, granted, invoiced) but not counted, and flagged coupon_over_limit for staff, rather
// than refused after the provider has taken the money. used_count never exceeds usage_limit.

/** `amount` is what the provider charged. */
export interface PaymentConfirmation extends ProviderEventHeader {
  paidAt?: Date;
  providerReference?: string | null;
  /** The provider's id of the money taken (a Stripe PaymentIntent): what a refund names. */
  providerPaymentId?: string | null;
  /** The provider's customer with the saved card (a Stripe Customer): what renewals charge. */
  providerCustomerId?: string | null;
  /** The mail texts of both languages, read before the transaction (lib/mail/texts.ts); needed for a gift. */
  mailTexts?: Record<Locale, Messages>;
}

export type MarkPaidOutcome =
  | {
      kind: 'paid';
      order: Order;
      invoiceNumber: number;
      /** The membership granted; null when the recipient holds lifetime access (grants.ts): refund it. */
      membershipId: number | null;
      couponOverLimit: boolean;
      /** A gift's recipient was mailed: the caller kicks the mail worker once the transaction commits. */
      giftMailed: boolean;
    }
  | { kind: 'alreadyProcessed'; orderId: number }
  // Paid before, by another event: nothing changes; a second charge is the caller's to refund.
  | { kind: 'alreadyPaid'; order: Order }
  | { kind: 'notFound' }
  | { kind: 'invalidTransition'; from: OrderStatus }
  | { kind: 'providerMismatch'; expected: PaymentProvider }
  | { kind: 'amountMismatch'; expected: { amount: number; currency: string }; received: { amount: number; currency: string } };

/** markOrderPaid in the caller's transaction, for a caller that does more in it. */
export async function payOrder(tx: DatabaseOrTransaction, input: PaymentConfirmation): Promise<MarkPaidOutcome> {
  const paidAt = input.paidAt ?? new Date();
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('no key update');
  if (!order) return { kind: 'notFound' };

  const seen = await processedEventOrder(tx, input.provider, input.eventId);
  if (seen !== null) return { kind: 'alreadyProcessed', orderId: seen };
  if (order.status === 'paid' || order.status === 'refunded') return { kind: 'alreadyPaid', order: toOrder(order) };
  if (!canTransition(order.status, 'paid')) return { kind: 'invalidTransition', from: order.status };
  if (order.provider !== input.provider) return { kind: 'providerMismatch', expected: order.provider };
  if (order.total !== input.amount || order.currencyCode !== input.currency.toUpperCase()) {
    return {
      kind: 'amountMismatch',
      expected: { amount: order.total, currency: order.currencyCode },
      received: { amount: input.amount, currency: input.currency },
    };
  }

  const event = {
    provider: input.provider,
    eventId: input.eventId,
    orderId: order.id,
    type: input.eventType ?? 'payment.succeeded',
    receivedAt: paidAt,
  };
  if (!(await recordEvent(tx, event))) return { kind: 'alreadyProcessed', orderId: order.id };

  let couponOverLimit = false;
  if (order.couponId !== null) {
    // One statement: PostgreSQL re-checks the limit on the locked row, so concurrent payments count in turn.
    const counted = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(and(eq(coupons.id, order.couponId), or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit))))
      .returning({ id: coupons.id });
    couponOverLimit = counted.length === 0;
  }

  const recipientUserId = order.recipientUserId ?? (await giftRecipientAccount(tx, order));
  const [paid] = await tx
    .update(orders)
    .set({
      status: 'paid',
      paidAt,
      couponOverLimit,
      recipientUserId,
      providerReference: input.providerReference ?? order.providerReference,
      providerPaymentId: input.providerPaymentId ?? order.providerPaymentId,
      providerCustomerId: input.providerCustomerId ?? order.providerCustomerId,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!paid) throw new Error(`Order ${order.id} vanished while being paid`);

  const grant = await grantPlan(tx, {
    userId: recipientUserId,
    plan: { kind: paid.kind, periodMonths: paid.periodMonths, pcNum: paid.pcNum },
    orderId: paid.id,
    autoRenew: paid.autoRenew,
    carryOver: paid.renewsMembershipId !== null || !(await wasPricedWithCredit(tx, paid)),
    now: paidAt,
  });
  if (paid.upgradesLicenseId !== null) await replaceLicense(tx, paid.upgradesLicenseId, recipientUserId, paidAt);
  const invoice = await issueInvoice(tx, paid, paidAt);
  const giftMailed = recipientUserId !== paid.userId;
  if (giftMailed) await mailGiftRecipient(tx, toOrder(paid as OrderRow), recipientUserId, input.mailTexts, paidAt);
  return {
    kind: 'paid',
    order: toOrder(paid as OrderRow),
    invoiceNumber: invoice.number,
    membershipId: grant.kind === 'granted' ? grant.membership.id : null,
    couponOverLimit,
    giftMailed,
  };
}

/**
 * spec 1 "Upgrade to lifetime deactivates the licence and adds lifetime access": the licence the lifetime
 * order was bought for is replaced and its PCs end (the program activates them again on the lifetime plan);
 * the account's other licences are untouched.
 */
async function replaceLicense(tx: DatabaseOrTransaction, licenseId: number, userId: number, at: Date): Promise<void> {
  const [replaced] = await tx
    .update(licenses)
    .set({ replacedAt: at })
    .where(and(eq(licenses.id, licenseId), eq(licenses.userId, userId), isNull(licenses.replacedAt)))
    .returning({ id: licenses.id });
  if (!replaced) return;
  await tx
    .update(licenseInstances)
    // Deactivated, not revoked: the owner revoked nothing (lib/memberships/revoke.ts counts revokes for the pause).
    .set({ status: 'deactivated', endedAt: at })
    .where(and(eq(licenseInstances.licenseId, licenseId), eq(licenseInstances.status, 'active')));
}

/** A gift to an address with no account when it was ordered: the account is made now (gifts.ts). */
async function giftRecipientAccount(tx: DatabaseOrTransaction, order: OrderRow): Promise<number> {
  if (!order.giftRecipientEmail) throw new Error(`Order ${order.id} has neither a recipient nor a gift address`);
  const recipient = await findOrCreateGiftRecipient(tx, order.giftRecipientEmail, { locale: toLocale(order.locale) });
  if ('kind' in recipient) throw new Error(`Order ${order.id}: its gift address can no longer receive a gift`);
  return recipient.userId;
}

async function mailGiftRecipient(
  tx: DatabaseOrTransaction,
  order: ReturnType<typeof toOrder>,
  recipientUserId: number,
  texts: Record<Locale, Messages> | undefined,
  now: Date,
): Promise<void> {
  if (!texts) throw new Error(`Order ${order.id} is a gift: paying it needs the mail texts (markOrderPaid reads them)`);
  const [recipient] = await tx
    .select({ id: users.id, email: users.email, locale: users.locale, isAutoPassword: users.isAutoPassword })
    .from(users)
    .where(eq(users.id, recipientUserId));
  if (!recipient) throw new Error(`Order ${order.id}: the recipient account ${recipientUserId} is gone`);
  const locale: Locale = toLocale(recipient.locale);
  await queueGiftMail(tx, order, { ...recipient, locale }, texts[locale], now);
}

/** Both languages' mail texts, for a payment that may mail a gift's recipient. */
export async function allMailTexts(): Promise<Record<Locale, Messages>> {
  const [en, zhCN] = await Promise.all(locales.map((locale) => mailTexts(locale)));
  return { en: en as Messages, 'zh-CN': zhCN as Messages };
}

/**
 * Records a confirmed payment exactly once: see the top of this file. A gift's mail texts are read here,
 * before the transaction, so no lock waits on the content source.
 */
export async function markOrderPaid(db: DatabaseOrTransaction, input: PaymentConfirmation): Promise<MarkPaidOutcome> {
  let texts = input.mailTexts;
  if (!texts) {
    const [order] = await db.select({ giftRecipientEmail: orders.giftRecipientEmail }).from(orders).where(eq(orders.id, input.orderId));
    if (order?.giftRecipientEmail) texts = await allMailTexts();
  }
  return db.transaction((tx) => payOrder(tx, { ...input, mailTexts: texts }));
}
