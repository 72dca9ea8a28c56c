import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_INSTANCES } from '@/lib/commerce/plans';
import { tierOf, type TierKey } from '@/lib/commerce/tiers';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { preparedOn } from '@/lib/db/prepared';
import { type InstanceRow, instances, type MembershipRow, memberships } from '@/lib/db/schema';
import { type AccountInstance, toAccountInstance } from './account-instance';
import { type AccountLicense, licensesOf } from './licenses';
import { revokePauseOf } from './revoke';
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
 * The account's memberships, each with its active PCs (oldest first): one query, the memberships joined with their
 * PCs, so the current plan's PCs need no second read after it is chosen (issue 16).
 */
const membershipsWithPcsQuery = preparedOn((db) =>
  db
    .select({ membership: memberships, pc: instances })
    .from(memberships)
    .leftJoin(instances, and(eq(instances.membershipId, memberships.id), eq(instances.status, 'active')))
    .where(eq(memberships.userId, sql.placeholder('userId')))
    .orderBy(asc(memberships.id), asc(instances.createdAt), asc(instances.id))
    .prepare('memberships_with_pcs'),
);

async function membershipsWithPcsOf(db: DatabaseOrTransaction, userId: number): Promise<(MembershipRow & { pcs: InstanceRow[] })[]> {
  const rows = await membershipsWithPcsQuery(db).execute({ userId });
  const held: (MembershipRow & { pcs: InstanceRow[] })[] = [];
  for (const { membership, pc } of rows) {
    if (held.at(-1)?.id !== membership.id) held.push({ ...membership, pcs: [] });
    if (pc) held.at(-1)!.pcs.push(pc);
  }
  return held;
}

/**
 * The account's current plan (its subscription or lifetime access, else its running trial) with its PCs,
 * and its legacy licences: three queries, asked together.
 */
export async function accountMembershipOf(db: DatabaseOrTransaction, userId: number, now = new Date()): Promise<AccountMembership> {
  const [held, owned, paused] = await Promise.all([
    membershipsWithPcsOf(db, userId),
    licensesOf(db, userId),
    revokePauseOf(db, userId, now),
  ]);
  const current = currentMembership(held, now);
  return {
    subscription: current ? toSubscription(current, current.pcs, now) : null,
    licenses: owned,
    max_instances: MAX_INSTANCES,
    revoke_paused_until: paused?.toISOString() ?? null,
  };
}
