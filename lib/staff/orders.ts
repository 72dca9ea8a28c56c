import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern, type OrderDetail, type OrderSummary, summaryRows, toDetail, toSummary } from '@/lib/commerce/order-summary';
import { refundByStaff, type StaffRefundDeps, type StaffRefundOutcome } from '@/lib/commerce/staff-refund';
import type { Database, DatabaseOrTransaction } from '@/lib/db/client';
import { invoices, orders, type PaymentProvider, staffAuditLog } from '@/lib/db/schema';
import { log } from '@/lib/observability/log';
import { type AuditValues, recordStaffAction, type StaffActor } from './audit-log';

// Issue 20 "orders: search; a full refund (the same code path as the command, once per order)". The search finds
// an order by its number (or its invoice's), the buyer's address, or the payment provider's ids; the refund is
// lib/commerce/staff-refund.ts, as `npm run order:refund` runs it, under a lock on the order and with its audit row.

export const STAFF_ORDERS_PAGE_SIZE = 25;

export interface StaffOrderList {
  orders: (OrderSummary & { buyerUserId: number })[];
  page: number;
  hasNext: boolean;
}

/** Where a typed query finds orders: a number is an order's or an invoice's; any text a buyer's address or a provider id. */
function searchCondition(query: string): SQL | undefined {
  const needle = query.trim();
  if (!needle) return undefined;
  const byText = [
    ilike(orders.buyerEmail, containsPattern(needle.toLowerCase())),
    eq(orders.providerPaymentId, needle),
    eq(orders.providerReference, needle),
  ];
  const number = /^#?([1-9][0-9]{0,9})$/.exec(needle)?.[1];
  if (number && Number(number) <= 2_147_483_647) return or(eq(orders.id, Number(number)), eq(invoices.number, Number(number)), ...byText);
  return or(...byText);
}

/** Orders matching `query` (all when empty), newest first, one page of 25 (`page` from 1). */
export async function searchOrders(db: DatabaseOrTransaction, query: string, page = 1): Promise<StaffOrderList> {
  const rows = await summaryRows(db, searchCondition(query))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(STAFF_ORDERS_PAGE_SIZE + 1)
    .offset((page - 1) * STAFF_ORDERS_PAGE_SIZE);
  return {
    orders: rows.slice(0, STAFF_ORDERS_PAGE_SIZE).map((row) => ({ ...toSummary(row), buyerUserId: row.order.userId })),
    page,
    hasNext: rows.length > STAFF_ORDERS_PAGE_SIZE,
  };
}

/** The audit log's name for an order: what a refund's row is found by. */
export const orderTarget = (orderId: number) => `order #${orderId}`;

export interface StaffOrderView extends OrderDetail {
  buyerUserId: number;
  recipientUserId: number | null;
  provider: PaymentProvider;
  providerPaymentId: string | null;
  providerReference: string | null;
  /** A refund staff asked for that the provider has not confirmed yet (a Stripe order waits for its webhook). */
  refundRequested: boolean;
}

/** One order as staff see it, or null when there is no such order. */
export async function staffOrderView(db: DatabaseOrTransaction, orderId: number): Promise<StaffOrderView | null> {
  const [row] = await summaryRows(db, eq(orders.id, orderId)).limit(1);
  if (!row) return null;
  const refundRequested = row.order.status === 'paid' && (await refundAsked(db, orderId));
  return {
    ...toDetail(row),
    buyerUserId: row.order.userId,
    recipientUserId: row.order.recipientUserId,
    provider: row.order.provider,
    providerPaymentId: row.order.providerPaymentId,
    providerReference: row.order.providerReference,
    refundRequested,
  };
}

async function refundAsked(db: DatabaseOrTransaction, orderId: number): Promise<boolean> {
  const [asked] = await db
    .select({ id: staffAuditLog.id })
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, 'order.refund'), eq(staffAuditLog.target, orderTarget(orderId))))
    .limit(1);
  return asked !== undefined;
}

export type StaffOrderRefundOutcome =
  | { kind: 'refunded' | 'requested'; before: AuditValues; after: AuditValues }
  | { kind: 'notFound' }
  /** Refunded already, or a refund staff asked for waits for the provider: a second one is refused. */
  | { kind: 'alreadyRefunded' }
  | { kind: 'notPaid'; status: string }
  | { kind: 'noPayment' }
  | { kind: 'providerFailed' };

/**
 * A full refund of a paid order, once: the order is locked while it is looked at and refunded, so two clicks at
 * once refund it once; a refund already asked for (its audit row) is not asked again. The money goes back by
 * refundByStaff, the command's own function; the audit row lands in the same transaction.
 */
export async function refundOrderByStaff(
  db: Database,
  actor: StaffActor,
  orderId: number,
  deps: StaffRefundDeps = {},
): Promise<StaffOrderRefundOutcome> {
  return db.transaction(async (tx): Promise<StaffOrderRefundOutcome> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return { kind: 'notFound' };
    if (order.status === 'refunded' || (await refundAsked(tx, orderId))) return { kind: 'alreadyRefunded' };
    if (order.status !== 'paid') return { kind: 'notPaid', status: order.status };
    const before: AuditValues = { status: order.status, total: order.total, currency: order.currencyCode, provider: order.provider };
    let refund: StaffRefundOutcome;
    try {
      refund = await refundByStaff(tx, orderId, deps);
    } catch (error) {
      log.error({ err: error, orderId }, 'The payment provider refused a staff refund');
      return { kind: 'providerFailed' };
    }
    let after: AuditValues;
    switch (refund.kind) {
      case 'refunded':
        after = {
          status: 'refunded',
          refunded_at: refund.outcome.order.refundedAt?.toISOString() ?? null,
          revoked_membership_id: refund.outcome.revokedMembershipId,
        };
        break;
      case 'requested':
        after = { status: order.status, refund_requested: refund.refundId };
        break;
      case 'notFound':
        return { kind: 'notFound' };
      case 'notPaid':
        return { kind: 'notPaid', status: refund.status };
      case 'noPayment':
        return { kind: 'noPayment' };
      case 'failed':
        log.error({ orderId, outcome: refund.outcome.kind }, 'A staff refund was not applied');
        return { kind: 'providerFailed' };
    }
    await recordStaffAction(tx, { actor, action: 'order.refund', targetUserId: order.userId, target: orderTarget(orderId), before, after });
    return { kind: refund.kind, before, after };
  });
}
