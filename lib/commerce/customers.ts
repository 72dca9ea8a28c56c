import { and, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type DatabaseOrTransaction, getDb, type InDatabase } from '@/lib/db/client';
import { type MembershipStatus, memberships, type OrderStatus, orders, users } from '@/lib/db/schema';
import type { PlanChoice } from './plans';
import { type TierKey, tierOf } from './tiers';

// spec 2 /account/customers and spec 3 "Customer (reseller view): type, title, term, details, days left".
// A reseller's customers are the accounts it bought plans for (paid orders whose recipient is another
// account). A reseller sees only its own: every read here is scoped by the reseller's id, and an account that
// is not a reseller has none.

const DAY_MS = 24 * 60 * 60 * 1000;

/** One plan a reseller bought for a customer, as it stands. */
export interface CustomerPlan {
  orderId: number;
  /** spec 3 "type". */
  type: PlanChoice['kind'];
  /** spec 3 "title": the tier label's key (shop.checkout.tiers). */
  tier: TierKey;
  /** spec 3 "term": months (0 for lifetime) and PCs. */
  plan: PlanChoice;
  orderStatus: OrderStatus;
  /** The membership the order granted; null when none was granted (the customer held lifetime access). */
  membershipStatus: MembershipStatus | null;
  boughtAt: string;
  expiresAt: string | null;
  /** spec 3 "days left": whole days to the end of the term; null for lifetime access; 0 once it ended. */
  daysLeft: number | null;
  active: boolean;
}

export interface CustomerSummary {
  id: number;
  email: string;
  /** The newest plan the reseller bought for this customer. */
  latest: CustomerPlan;
  plans: number;
}

export interface CustomerDetail {
  id: number;
  email: string;
  since: string;
  /** Every plan the reseller bought for this customer, newest first. */
  plans: CustomerPlan[];
}

interface PlanRow {
  customerId: number;
  email: string;
  orderId: number;
  kind: PlanChoice['kind'];
  periodMonths: number;
  pcNum: number;
  orderStatus: OrderStatus;
  paidAt: Date | null;
  membershipStatus: MembershipStatus | null;
  expiresAt: Date | null;
}

export function daysLeft(expiresAt: Date | null, active: boolean, now: Date): number | null {
  if (!active) return 0;
  if (expiresAt === null) return null;
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

function toPlan(row: PlanRow, now: Date): CustomerPlan {
  const plan = { kind: row.kind, periodMonths: row.periodMonths, pcNum: row.pcNum };
  const active = row.membershipStatus === 'active' && (row.expiresAt === null || row.expiresAt > now);
  return {
    orderId: row.orderId,
    type: row.kind,
    tier: tierOf(plan),
    plan,
    orderStatus: row.orderStatus,
    membershipStatus: row.membershipStatus,
    boughtAt: (row.paidAt ?? new Date(0)).toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    daysLeft: daysLeft(row.expiresAt, active, now),
    active,
  };
}

/** `%` and `_` typed into the search box are literal characters, not patterns. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The plans `resellerId` bought for others, newest first; none when the account is not a reseller. */
function resellerPlans(db: DatabaseOrTransaction, resellerId: number, where: SQL | undefined) {
  return db
    .select({
      customerId: users.id,
      email: users.email,
      orderId: orders.id,
      kind: orders.kind,
      periodMonths: orders.periodMonths,
      pcNum: orders.pcNum,
      orderStatus: orders.status,
      paidAt: orders.paidAt,
      membershipStatus: memberships.status,
      expiresAt: memberships.expiresAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.recipientUserId))
    .leftJoin(memberships, eq(memberships.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, resellerId),
        ne(orders.recipientUserId, resellerId),
        inArray(orders.status, ['paid', 'refunded']),
        sql`exists (select 1 from ${users} as resellers where resellers.id = ${resellerId} and resellers.is_partner)`,
        where,
      ),
    )
    .orderBy(desc(orders.paidAt), desc(orders.id));
}

/** spec 2 /account/customers: the reseller's customers, the most recently served first; `search` filters by e-mail. */
export async function customersOf(
  db: DatabaseOrTransaction,
  resellerId: number,
  { search, now = new Date() }: { search?: string | null; now?: Date } = {},
): Promise<CustomerSummary[]> {
  const text = search?.trim();
  const rows = await resellerPlans(db, resellerId, text ? ilike(users.email, containing(text)) : undefined);
  const byCustomer = new Map<number, CustomerSummary>();
  for (const row of rows) {
    const known = byCustomer.get(row.customerId);
    if (known) known.plans += 1;
    else byCustomer.set(row.customerId, { id: row.customerId, email: row.email, latest: toPlan(row, now), plans: 1 });
  }
  return [...byCustomer.values()];
}

/** spec 2 /account/customers/{id}: null for an account that is not this reseller's customer (-> 404). */
export async function customerOf(
  resellerId: number,
  customerId: number,
  { db = getDb(), now = new Date() }: InDatabase & { now?: Date } = {},
): Promise<CustomerDetail | null> {
  const rows = await resellerPlans(db, resellerId, eq(orders.recipientUserId, customerId));
  const first = rows[0];
  if (!first) return null;
  const plans = rows.map((row) => toPlan(row, now));
  return { id: first.customerId, email: first.email, since: plans.at(-1)?.boughtAt ?? plans[0]!.boughtAt, plans };
}
