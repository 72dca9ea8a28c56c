import { sql } from 'drizzle-orm';
import { MAX_INSTANCES } from '@/lib/commerce/plans';
import { tierOf, type TierKey } from '@/lib/commerce/tiers';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { preparedOn } from '@/lib/db/prepared';
import type { InstanceRow, MembershipRow } from '@/lib/db/schema';
import { type AccountInstance, toAccountInstance } from './account-instance';
import { type AccountLicense, toLicense } from './licenses';
import { revokedInWindow } from './revoke';
import { revokePausedUntil, revokeWindowStart } from './revoke-pause';
import { currentMembership } from './rules';

// spec 2 /account and spec 7 GET /api/account/licenses: what the signed-in account holds, in the shapes of
// spec 3 ("Subscription: paid, lifetime, period, active_pc_num, instances"; "Instance: id, device, date
// created, status, version"). A trial is the subscription that is not paid.

const DAY_MS = 24 * 60 * 60 * 1000;

/** spec 3 "Subscription", with what the page shows of it. */
export interface AccountSubscription {
  kind: 'subscription';
  id: number;
  /** A trial is not paid (spec 4 "a paid subscription"). */
  paid: boolean;
  trial: boolean;
  lifetime: boolean;
  /** Months; 0 for a trial and lifetime access (spec 3 "period (default 0)"). */
  period: number;
  pc_num: number;
  active_pc_num: number;
  /** spec 1 tier labels; null for a trial. Keys of `shop.checkout.tiers`. */
  tier: TierKey | null;
  starts_at: string;
  expires_at: string | null;
  /** Whole days left, rounded up; null for lifetime access. */
  days_left: number | null;
  /** spec 4: 1 active, 2 suspended, 3 finished; null for what never auto-renewed. */
  autocharge_status: number | null;
  instances: AccountInstance[];
}

export interface AccountMembership {
  subscription: AccountSubscription | null;
  /** spec 1: legacy licences, which may coexist with a subscription. */
  licenses: AccountLicense[];
  /** spec 1: more than this many instances means contacting support. */
  max_instances: number;
  /** spec 4: revoking PCs is paused until then (ISO date), with a support link; null when it is not. */
  revoke_paused_until: string | null;
}

function toSubscription(row: MembershipRow, held: InstanceRow[], now: Date): AccountSubscription {
  const trial = row.kind === 'trial';
  return {
    kind: 'subscription',
    id: row.id,
    paid: !trial,
    trial,
    lifetime: row.kind === 'lifetime',
    period: row.periodMonths,
    pc_num: row.pcNum,
    active_pc_num: held.length,
    tier: trial ? null : tierOf({ kind: row.kind === 'lifetime' ? 'lifetime' : 'subscription', pcNum: row.pcNum }),
    starts_at: row.startsAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    days_left: row.expiresAt ? Math.max(0, Math.ceil((row.expiresAt.getTime() - now.getTime()) / DAY_MS)) : null,
    autocharge_status: row.autochargeStatus,
    instances: held.map(toAccountInstance),
  };
}

/**
 * What the licence list needs of the account, in one statement (issue 16: four round trips to the database per call,
 * the session's included, were a fifth of the server's time): its memberships, each with its active PCs; its
 * licences not replaced, each with its active PCs; and when its PCs of both kinds were revoked since `since`, for
 * the revoke pause. Every list oldest first.
 */
const holdingsQuery = preparedOn((db) =>
  db.query.users
    .findFirst({
      columns: { id: true },
      where: (user, { eq }) => eq(user.id, sql.placeholder('userId')),
      with: {
        memberships: {
          orderBy: (membership, { asc }) => [asc(membership.id)],
          with: {
            instances: {
              where: (pc, { eq }) => eq(pc.status, 'active'),
              orderBy: (pc, { asc }) => [asc(pc.createdAt), asc(pc.id)],
            },
          },
        },
        licenses: {
          // A licence replaced by lifetime access (spec 1) is no longer the account's to use.
          where: (license, { isNull }) => isNull(license.replacedAt),
          orderBy: (license, { asc }) => [asc(license.id)],
          with: {
            instances: {
              // A licence's PC is its owner's: the table's key says so, and the read does not rely on it.
              where: (pc, { and, eq }) => and(eq(pc.status, 'active'), eq(pc.userId, sql.placeholder('userId'))),
              orderBy: (pc, { asc }) => [asc(pc.createdAt), asc(pc.id)],
            },
          },
        },
        instances: {
          columns: { endedAt: true },
          where: revokedInWindow,
        },
        licenseInstances: {
          columns: { endedAt: true },
          where: revokedInWindow,
        },
      },
    })
    .prepare('account_holdings'),
);

/** The account's current plan (its subscription or lifetime access, else its running trial) with its PCs, and its legacy licences. */
export async function accountMembershipOf(db: DatabaseOrTransaction, userId: number, now = new Date()): Promise<AccountMembership> {
  const holdings = await holdingsQuery(db).execute({ userId, since: revokeWindowStart(now).toISOString() });
  const held = (holdings?.memberships ?? []).map(({ instances: pcs, ...membership }) => ({ ...membership, pcs }));
  const current = currentMembership(held, now);
  const revokedAt = [...(holdings?.instances ?? []), ...(holdings?.licenseInstances ?? [])].flatMap(({ endedAt }) =>
    endedAt ? [endedAt] : [],
  );
  return {
    subscription: current ? toSubscription(current, current.pcs, now) : null,
    licenses: (holdings?.licenses ?? []).map(({ instances: active, ...license }) => toLicense(license, active)),
    max_instances: MAX_INSTANCES,
    revoke_paused_until: revokePausedUntil(revokedAt, now)?.toISOString() ?? null,
  };
}
