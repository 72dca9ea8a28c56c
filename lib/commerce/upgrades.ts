import { and, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../db/client';
import { memberships, type OrderRow, orders } from '../db/schema';
import { upgradePrice } from '../memberships/rules';
import { activePlanOf } from './grants';
import type { PlanChoice } from './plans';
import type { UpgradeCredit } from './quote';

// The server's side of an upgrade (the rules are upgrade-rules.ts, shared with the browser): the credit of
// the plan an account holds, which quoteOrder takes off the new plan's price.

/** The held plan's unused credit: what was paid for it (before VAT) less the part of its term used. */
export function creditOf(
  paid: { currencyCode: string; amount: number; termStart: Date; termEnd: Date | null },
  now: Date,
): UpgradeCredit {
  return {
    currencyCode: paid.currencyCode,
    against: (listPrice) => listPrice - upgradePrice({ newPrice: listPrice, paidPrice: paid.amount, termStart: paid.termStart, termEnd: paid.termEnd, now }),
  };
}

/**
 * The account's plan as an upgrade starts from: the active subscription or lifetime access and the credit
 * its paid order leaves; none for a plan that came free (a Taobao code: nothing paid, no credit).
 */
export async function heldPlanCredit(
  db: DatabaseOrTransaction,
  userId: number,
  now: Date,
): Promise<{ held: PlanChoice; membershipId: number; credit: UpgradeCredit | null; country: string | null } | null> {
  const held = await activePlanOf(db, userId, now);
  if (!held || held.kind === 'trial') return null;
  const plan = { kind: held.kind, periodMonths: held.periodMonths, pcNum: held.pcNum };
  if (held.orderId === null) return { held: plan, membershipId: held.id, credit: null, country: null };
  const [order] = await db
    .select({ currencyCode: orders.currencyCode, subtotal: orders.subtotal, discount: orders.discount, status: orders.status, country: orders.country })
    .from(orders)
    .where(eq(orders.id, held.orderId));
  if (!order || order.status !== 'paid') return { held: plan, membershipId: held.id, credit: null, country: null };
  const paid = { currencyCode: order.currencyCode, amount: order.subtotal - order.discount, termStart: held.startsAt, termEnd: held.expiresAt };
  return { held: plan, membershipId: held.id, credit: creditOf(paid, now), country: order.country };
}

/**
 * Whether `order` was priced as an upgrade, with a credit (createOrder): bought by the account for itself
 * while it held a paid plan in the order's currency. Such an order's term starts when it is paid; any other
 * subscription paid while one is active (two checkouts that raced, a renewal) carries the unused time over.
 */
export async function wasPricedWithCredit(db: DatabaseOrTransaction, order: OrderRow): Promise<boolean> {
  if (order.recipientUserId !== order.userId) return false;
  const held = await db
    .select({ currencyCode: orders.currencyCode })
    .from(memberships)
    .innerJoin(orders, eq(orders.id, memberships.orderId))
    .where(
      and(
        eq(memberships.userId, order.userId),
        inArray(memberships.kind, ['subscription', 'lifetime']),
        lte(memberships.startsAt, order.createdAt),
        or(isNull(memberships.expiresAt), gt(memberships.expiresAt, order.createdAt)),
        ne(memberships.orderId, order.id),
        eq(orders.status, 'paid'),
      ),
    );
  return held.some((row) => row.currencyCode === order.currencyCode);
}
