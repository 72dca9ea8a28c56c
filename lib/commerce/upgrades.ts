import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { type MembershipRow, memberships, type OrderRow, orders } from '@/lib/db/schema';
import { upgradePrice } from './upgrade-rules';
import { activePlanOf } from './grants';
import type { PlanChoice } from './plans';
import type { UpgradeCredit } from './quote';

// The server's side of an upgrade (the rules are upgrade-rules.ts, shared with the browser): the credit of
// the plan an account holds, which quoteOrder takes off the new plan's price.

/** One paid term of a plan: what was paid for it (before VAT) and when it runs (no end: lifetime access). */
export interface PaidTerm {
  currencyCode: string;
  amount: number;
  termStart: Date;
  termEnd: Date | null;
}

/**
 * The held plan's unused credit: of each term paid for it (a renewal paid ahead adds a term that has not begun,
 * all of it unused), what was paid less the part used. Terms paid in another currency than the newest count
 * for nothing: a credit is taken off a price in one currency.
 */
export function creditOf(terms: readonly PaidTerm[], now: Date): UpgradeCredit | null {
  const currencyCode = terms[0]?.currencyCode;
  if (!currencyCode) return null;
  const counted = terms.filter((term) => term.currencyCode === currencyCode);
  return {
    currencyCode,
    against: (listPrice) =>
      Math.min(
        listPrice,
        counted.reduce(
          (sum, term) =>
            sum +
            listPrice -
            upgradePrice({ newPrice: listPrice, paidPrice: term.amount, termStart: term.termStart, termEnd: term.termEnd, now }),
          0,
        ),
      ),
  };
}

/** How far back a chain of renewals is followed; older terms are long used up. */
const MAX_RENEWALS_FOLLOWED = 8;

/**
 * The memberships of `membership`'s chain of renewals, itself first, and their orders, in one query: a recursive
 * walk from each membership's order to the membership it renewed, at most MAX_RENEWALS_FOLLOWED links back.
 */
async function renewalChainOf(db: DatabaseOrTransaction, membershipId: number) {
  const chain = sql`(
    with recursive chain(id, depth) as (
      select ${membershipId}::integer, 0
      union all
      select o.renews_membership_id, chain.depth + 1
      from chain
      join memberships m on m.id = chain.id
      join orders o on o.id = m.order_id
      where o.renews_membership_id is not null and chain.depth < ${MAX_RENEWALS_FOLLOWED}
    )
    select id from chain
  )`;
  const rows = await db
    .select({ membership: memberships, order: orders })
    .from(memberships)
    .leftJoin(orders, eq(orders.id, memberships.orderId))
    .where(inArray(memberships.id, chain));
  return new Map(rows.map((row) => [row.membership.id, row]));
}

/**
 * The terms paid for `membership`, newest first: its own order's and, while that order renewed a membership
 * whose term it followed (grants.ts carryOver), that membership's. A plan that came free (a Taobao code) has none.
 */
async function paidTermsOf(db: DatabaseOrTransaction, membership: MembershipRow): Promise<{ terms: PaidTerm[]; country: string | null }> {
  if (membership.orderId === null) return { terms: [], country: null };
  const chain = await renewalChainOf(db, membership.id);
  const terms: PaidTerm[] = [];
  let country: string | null = null;
  let current: MembershipRow | undefined = membership;
  while (current && terms.length <= MAX_RENEWALS_FOLLOWED) {
    const order: OrderRow | null | undefined = chain.get(current.id)?.order;
    if (!order || order.status !== 'paid') break;
    if (terms.length === 0) country = order.country;
    const renewed: MembershipRow | undefined =
      order.renewsMembershipId === null ? undefined : chain.get(order.renewsMembershipId)?.membership;
    // A renewal paid while the renewed term ran follows it; paid after it ended, it started when paid.
    const followsRenewed: boolean = renewed?.expiresAt != null && renewed.expiresAt > current.startsAt;
    terms.push({
      currencyCode: order.currencyCode,
      // What the term was worth: the list price less the coupon, the credit carried in from an upgraded plan included.
      amount: order.subtotal - order.discount + order.upgradeCredit,
      termStart: followsRenewed ? renewed!.expiresAt! : current.startsAt,
      termEnd: current.expiresAt,
    });
    current = followsRenewed ? renewed : undefined;
  }
  return { terms, country };
}

/**
 * The account's plan as an upgrade starts from: the active subscription or lifetime access and the credit
 * its paid orders leave; none for a plan that came free (a Taobao code: nothing paid, no credit). `country` is
 * where it was bought: a quote with no country chosen yet (the account page's comparison) is priced there.
 */
export async function heldPlanCredit(
  db: DatabaseOrTransaction,
  userId: number,
  now: Date,
): Promise<{ held: PlanChoice; membershipId: number; credit: UpgradeCredit | null; country: string | null } | null> {
  const held = await activePlanOf(db, userId, now);
  if (!held || held.kind === 'trial') return null;
  const { terms, country } = await paidTermsOf(db, held);
  return {
    held: { kind: held.kind, periodMonths: held.periodMonths, pcNum: held.pcNum },
    membershipId: held.id,
    credit: creditOf(terms, now),
    country,
  };
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
