import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { memberships, users } from '@/lib/db/schema';
import { type Locale, toLocale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { enqueueMail } from '@/lib/mail/queue';
import { RENEWAL_ATTEMPTS_BEFORE_END_MS } from './renewal-schedule';

// Issue 19 item 5: a week before an auto-renewing subscription is charged, its buyer gets a reminder (a mail
// on the 'renewal-reminders' list, so an account that turned the list off gets none). Each term end is
// reminded of once: the membership keeps the end it reminded of, and the UPDATE that claims a reminder only
// matches a membership not yet reminded of its current end, so two workers never both send it.

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long before the term ends the reminder goes out. */
export const RENEWAL_REMINDER_BEFORE_END_MS = 7 * DAY_MS;

/**
 * Queues the reminders that are due: auto-renewing subscriptions ending within a week, whose first charge
 * attempt is still ahead (a reminder after the charge would be news, not a reminder). Returns how many
 * memberships were reminded of, including those whose account takes no reminders.
 */
export async function remindRenewals(
  db: DatabaseOrTransaction,
  texts: Record<Locale, Messages>,
  now = new Date(),
  only?: readonly number[],
): Promise<number> {
  const latest = new Date(now.getTime() + RENEWAL_REMINDER_BEFORE_END_MS);
  const earliest = new Date(now.getTime() + RENEWAL_ATTEMPTS_BEFORE_END_MS[0]);
  return db.transaction(async (tx) => {
    const due = await tx
      .update(memberships)
      .set({ renewalRemindedFor: sql`${memberships.expiresAt}` })
      .where(
        and(
          eq(memberships.kind, 'subscription'),
          eq(memberships.status, 'active'),
          eq(memberships.autochargeStatus, 1),
          lte(memberships.expiresAt, latest),
          gt(memberships.expiresAt, earliest),
          or(isNull(memberships.renewalRemindedFor), sql`${memberships.renewalRemindedFor} <> ${memberships.expiresAt}`),
          only ? inArray(memberships.id, [...only]) : undefined,
        ),
      )
      .returning({
        userId: memberships.userId,
        periodMonths: memberships.periodMonths,
        pcNum: memberships.pcNum,
        expiresAt: memberships.expiresAt,
      });
    for (const membership of due) await mailReminder(tx, membership, texts, now);
    return due.length;
  });
}

async function mailReminder(
  db: DatabaseOrTransaction,
  membership: { userId: number; periodMonths: number; pcNum: number; expiresAt: Date | null },
  texts: Record<Locale, Messages>,
  now: Date,
): Promise<void> {
  const [buyer] = await db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, membership.userId));
  if (!buyer || !membership.expiresAt) return;
  const locale = toLocale(buyer.locale);
  await enqueueMail(db, {
    kind: 'renewal-reminder',
    to: buyer.email,
    userId: membership.userId,
    locale,
    texts: texts[locale],
    now,
    data: { plan: { periodMonths: membership.periodMonths, pcNum: membership.pcNum }, endsAt: membership.expiresAt.toISOString() },
  });
}
