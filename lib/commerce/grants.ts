import { and, eq, inArray, lte } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { instances, type MembershipRow, memberships, users } from '@/lib/db/schema';
import { addMonths } from './calendar';
import { MAX_INSTANCES, type PlanChoice } from './plans';

// What a paid order or a Taobao code grants (spec 1 "Plans"). The database holds the invariant (one active
// subscription or lifetime per account, memberships_one_active_plan_per_user); these rules decide what
// happens to what the account already holds, under a lock on the account so grants to it queue:
// - an active trial is replaced by any purchase;
// - a lifetime purchase replaces an active subscription;
// - a subscription bought while one is active replaces it: an upgrade was priced with the unused time as
//   credit (lib/commerce/upgrades.ts), so its term starts now; anything else (a renewal, two checkouts that
//   raced) carries the unused time over, so the new term ends its period after the old one's end;
// - nothing replaces an active lifetime: the grant is refused, and the caller (a paid order) flags it.

/** The account's active subscription or lifetime at `now`, if any. */
export async function activePlanOf(db: DatabaseOrTransaction, userId: number, now: Date = new Date()): Promise<MembershipRow | undefined> {
  const rows = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active'), inArray(memberships.kind, ['subscription', 'lifetime'])));
  return rows.find((row) => row.expiresAt === null || row.expiresAt > now);
}

/** spec 4 "a paid subscription": an active subscription or lifetime access (a trial is not paid). */
export async function holdsPaidPlan(db: DatabaseOrTransaction, userId: number, now: Date = new Date()): Promise<boolean> {
  return (await activePlanOf(db, userId, now)) !== undefined;
}

// spec 4: autocharge 3 is finished; what never renewed keeps none.
const finishedAutocharge = (row: MembershipRow) => (row.autochargeStatus === null ? null : 3);

export interface GrantInput {
  userId: number;
  plan: PlanChoice;
  orderId?: number | null;
  autoRenew?: boolean;
  /** Not an upgrade priced with credit: the new term starts where the current subscription's ends. */
  carryOver?: boolean;
  now: Date;
}

export type GrantOutcome =
  { kind: 'granted'; membership: MembershipRow; replacedMembershipId: number | null } | { kind: 'lifetimeHeld'; membershipId: number };

/** Grants `plan` to the account in the caller's transaction; see the rules above. */
export async function grantPlan(tx: DatabaseOrTransaction, input: GrantInput): Promise<GrantOutcome> {
  const { userId, plan, now } = input;
  // Serialises grants to one account (no key update: other transactions may still reference the row).
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const held = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .for('update');

  let startsAt = now;
  let expiresAt: Date | null = plan.kind === 'lifetime' ? null : addMonths(now, plan.periodMonths);
  let replacedMembershipId: number | null = null;
  for (const row of held) {
    if (row.expiresAt !== null && row.expiresAt <= now) {
      // Past its end but not yet finished by a job: finish it now, so it holds no place.
      await tx
        .update(memberships)
        .set({ status: 'finished', autochargeStatus: finishedAutocharge(row) })
        .where(eq(memberships.id, row.id));
      continue;
    }
    if (row.kind === 'lifetime') return { kind: 'lifetimeHeld', membershipId: row.id };
    // A renewal's term follows the one it renews; an upgrade was priced with the unused time as credit
    // (lib/commerce/upgrades.ts), so its term starts now.
    if (input.carryOver && row.kind === 'subscription' && plan.kind === 'subscription' && row.expiresAt) {
      startsAt = now;
      expiresAt = addMonths(row.expiresAt, plan.periodMonths);
    }
    await tx
      .update(memberships)
      .set({ status: 'replaced', autochargeStatus: finishedAutocharge(row) })
      .where(eq(memberships.id, row.id));
    if (row.kind !== 'trial') replacedMembershipId = row.id;
  }

  const [membership] = await tx
    .insert(memberships)
    .values({
      userId,
      kind: plan.kind,
      periodMonths: plan.periodMonths,
      pcNum: plan.pcNum,
      startsAt,
      expiresAt,
      status: 'active',
      // spec 4: 1 active; a subscription without auto-renewal has no autocharge.
      autochargeStatus: plan.kind === 'subscription' && input.autoRenew ? 1 : null,
      orderId: input.orderId ?? null,
    })
    .returning();
  if (!membership) throw new Error('Inserting a membership returned no row');
  // The PCs of what was replaced keep their places on the new plan, as far as it has room (a 5-PC
  // subscription upgraded to 3-PC lifetime keeps slots 1 to 3; the others ask again on their next heartbeat).
  const replaced = held.filter((row) => row.id !== membership.id && (row.expiresAt === null || row.expiresAt > now)).map((row) => row.id);
  if (replaced.length > 0) {
    await tx
      .update(instances)
      .set({ membershipId: membership.id, pcNum: membership.pcNum })
      .where(
        and(
          inArray(instances.membershipId, replaced),
          eq(instances.status, 'active'),
          lte(instances.slot, Math.min(membership.pcNum, MAX_INSTANCES)),
        ),
      );
  }
  return { kind: 'granted', membership, replacedMembershipId };
}
