import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { taobaoCodes, users } from '@/lib/db/schema';
import { activePlanOf, grantPlan } from './grants';
import type { PlanChoice } from './plans';

// spec 2 /user/taobao-purchase, spec 5: a code bought on Taobao grants its plan to the account that applies
// it, once. The code's row is locked while it is applied, so two submissions at once apply it once.

/** The refusals of spec 5, as keys of the `shop.taobao` messages. */
export type TaobaoRefusal = 'invalidCode' | 'alreadyApplied' | 'hasActiveSubscription';

export type ApplyTaobaoOutcome = { kind: 'applied'; plan: PlanChoice; membershipId: number } | { kind: 'refused'; reason: TaobaoRefusal };

export function normaliseTaobaoCode(code: string): string {
  return code.trim().toUpperCase();
}

export async function applyTaobaoCode(
  db: DatabaseOrTransaction,
  userId: number,
  code: string,
  now: Date = new Date(),
): Promise<ApplyTaobaoOutcome> {
  const normalised = normaliseTaobaoCode(code);
  if (normalised === '') return { kind: 'refused', reason: 'invalidCode' };
  return db.transaction(async (tx): Promise<ApplyTaobaoOutcome> => {
    const [row] = await tx.select().from(taobaoCodes).where(eq(taobaoCodes.code, normalised)).for('no key update');
    if (!row) return { kind: 'refused', reason: 'invalidCode' };
    if (row.appliedByUserId !== null) return { kind: 'refused', reason: 'alreadyApplied' };
    // Lock the account before looking at what it holds, as grantPlan does.
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    if (!user) return { kind: 'refused', reason: 'invalidCode' };
    if (await activePlanOf(tx, userId, now)) return { kind: 'refused', reason: 'hasActiveSubscription' };
    const plan: PlanChoice = { kind: row.kind, periodMonths: row.periodMonths, pcNum: row.pcNum };
    const grant = await grantPlan(tx, { userId, plan, now });
    // activePlanOf above saw no subscription or lifetime, under the account's lock.
    if (grant.kind !== 'granted') throw new Error(`Taobao code ${row.id} met a lifetime access it had not seen`);
    await tx
      .update(taobaoCodes)
      .set({ appliedByUserId: userId, appliedAt: now, membershipId: grant.membership.id })
      .where(eq(taobaoCodes.id, row.id));
    return { kind: 'applied', plan, membershipId: grant.membership.id };
  });
}

/** A fresh, unused code for a 1-year 2-PC subscription (the end-to-end tests apply one each run). */
export async function issueTaobaoCode(db: DatabaseOrTransaction): Promise<string> {
  const code = `TB-E2E-${randomBytes(6).toString('hex').toUpperCase()}`;
  await db.insert(taobaoCodes).values({ code, kind: 'subscription', periodMonths: 12, pcNum: 2 });
  return code;
}
