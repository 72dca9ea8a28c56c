import { and, eq } from 'drizzle-orm';
import { autoRenewAllowed } from '@/lib/commerce/plans';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { type MembershipRow, memberships, type OrderRow, orders, renewals } from '@/lib/db/schema';

// spec 4 "Autocharge status: 1 active, 2 suspended, 3 finished. Renew sets it to active on success; suspend
// sets it to suspended on success." spec 1: a cancelled subscription stays active to the end of its prepaid
// term with no further charge (the renewal job skips what is not 1, lib/memberships/renewals.ts), and it can
// be resumed. Only the account's own subscription is seen: another's is not found.

export const AUTOCHARGE = { active: 1, suspended: 2, finished: 3 } as const;

export type AutochargeRefusal =
  /** Lifetime access, a trial, or a term that ended: nothing to renew. */
  | 'notActive'
  /** spec 1: auto-renews only by card or PayPal and not for China; or the charges failed (finished). */
  | 'notRenewable';

export type AutochargeOutcome =
  { kind: 'ok'; subscriptionId: number; status: number | null } | { kind: 'notFound' } | { kind: 'refused'; reason: AutochargeRefusal };

/** spec 1: whether the order that granted a subscription lets it renew by itself (a saved card or PayPal). */
export function mayAutoRenew(order: Pick<OrderRow, 'kind' | 'paymentMethod' | 'country' | 'autoRenew'> | undefined): boolean {
  return order !== undefined && order.autoRenew && autoRenewAllowed(order.kind, order.paymentMethod, order.country ?? '');
}

function inForce(row: MembershipRow, now: Date): boolean {
  return row.kind === 'subscription' && row.status === 'active' && row.expiresAt !== null && row.expiresAt > now;
}

async function ownSubscription(db: DatabaseOrTransaction, userId: number, subscriptionId: number) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, subscriptionId), eq(memberships.userId, userId)))
    .for('update');
  return row;
}

/** GET /api/account/autocharge/status: the subscription's autocharge status (null: it never auto-renewed). */
export async function autochargeStatusOf(db: DatabaseOrTransaction, userId: number, subscriptionId: number): Promise<AutochargeOutcome> {
  const [row] = await db
    .select({ id: memberships.id, status: memberships.autochargeStatus })
    .from(memberships)
    .where(and(eq(memberships.id, subscriptionId), eq(memberships.userId, userId)));
  return row ? { kind: 'ok', subscriptionId: row.id, status: row.status } : { kind: 'notFound' };
}

/** Cancel: 1 -> 2. Suspending what is suspended already succeeds (a second click, a retry). */
export async function suspendAutocharge(
  db: DatabaseOrTransaction,
  userId: number,
  subscriptionId: number,
  now = new Date(),
): Promise<AutochargeOutcome> {
  return db.transaction(async (tx): Promise<AutochargeOutcome> => {
    const row = await ownSubscription(tx, userId, subscriptionId);
    if (!row) return { kind: 'notFound' };
    if (!inForce(row, now)) return { kind: 'refused', reason: 'notActive' };
    if (row.autochargeStatus === AUTOCHARGE.suspended) return { kind: 'ok', subscriptionId: row.id, status: row.autochargeStatus };
    if (row.autochargeStatus !== AUTOCHARGE.active) return { kind: 'refused', reason: 'notRenewable' };
    await tx.update(memberships).set({ autochargeStatus: AUTOCHARGE.suspended }).where(eq(memberships.id, row.id));
    return { kind: 'ok', subscriptionId: row.id, status: AUTOCHARGE.suspended };
  });
}

/**
 * Resume: 2 -> 1, for a subscription whose order may auto-renew. A renewal the job cancelled while the
 * autocharge was suspended is armed again, so a resume in the last day before the end still renews.
 */
export async function renewAutocharge(
  db: DatabaseOrTransaction,
  userId: number,
  subscriptionId: number,
  now = new Date(),
): Promise<AutochargeOutcome> {
  return db.transaction(async (tx): Promise<AutochargeOutcome> => {
    const row = await ownSubscription(tx, userId, subscriptionId);
    if (!row) return { kind: 'notFound' };
    if (!inForce(row, now)) return { kind: 'refused', reason: 'notActive' };
    if (row.autochargeStatus === AUTOCHARGE.active) return { kind: 'ok', subscriptionId: row.id, status: row.autochargeStatus };
    const [order] = row.orderId === null ? [] : await tx.select().from(orders).where(eq(orders.id, row.orderId));
    if (row.autochargeStatus !== AUTOCHARGE.suspended || !mayAutoRenew(order)) return { kind: 'refused', reason: 'notRenewable' };
    await tx.update(memberships).set({ autochargeStatus: AUTOCHARGE.active }).where(eq(memberships.id, row.id));
    if (row.expiresAt) {
      await tx
        .update(renewals)
        .set({ status: 'scheduled', nextAttemptAt: now, lastError: null })
        .where(and(eq(renewals.membershipId, row.id), eq(renewals.dueAt, row.expiresAt), eq(renewals.status, 'cancelled')));
    }
    return { kind: 'ok', subscriptionId: row.id, status: AUTOCHARGE.active };
  });
}
