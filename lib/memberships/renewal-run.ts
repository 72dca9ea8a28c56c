import { eq, inArray } from 'drizzle-orm';
import { allMailTexts } from '@/lib/commerce/payments';
import { paymentProvider } from '@/lib/commerce/payment-providers';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { memberships, orders } from '@/lib/db/schema';
import { processRenewals, type RenewalOutcome } from './renewals';

// The renewal job of lib/memberships/renewal-worker.ts, run at a chosen moment for the plans one order made: the
// end-to-end tests' way to see what the job would charge an account, without waiting a year or renewing other
// tests' plans.

const HALF_HOUR_MS = 30 * 60 * 1000;

export interface OrderRenewalRun {
  /** The moment the job ran as. */
  at: string;
  memberships: number;
  outcomes: RenewalOutcome['kind'][];
  /** Renewal orders the run made, charged or declined: no charge without one. */
  charges: number;
}

/** Runs the renewal job as of `at` (by default half an hour before the latest term ends) for the plans of order `orderId`; null when it made none. */
export async function runRenewalsOfOrder(db: DatabaseOrTransaction, orderId: number, at?: Date): Promise<OrderRenewalRun | null> {
  const plans = await db
    .select({ id: memberships.id, expiresAt: memberships.expiresAt })
    .from(memberships)
    .where(eq(memberships.orderId, orderId));
  if (plans.length === 0) return null;
  const ids = plans.map((plan) => plan.id);
  const now = at ?? new Date(Math.max(...plans.map((plan) => plan.expiresAt?.getTime() ?? 0)) - HALF_HOUR_MS);
  const renewalOrders = async () => (await db.select({ id: orders.id }).from(orders).where(inArray(orders.renewsMembershipId, ids))).length;
  const before = await renewalOrders();
  const outcomes = await processRenewals(db, { provider: paymentProvider(), texts: await allMailTexts(), now, limit: 100, only: ids });
  return {
    at: now.toISOString(),
    memberships: ids.length,
    outcomes: outcomes.map((outcome) => outcome.kind),
    charges: (await renewalOrders()) - before,
  };
}
