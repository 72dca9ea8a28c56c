import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { type MailMessageRow, mailMessages, users } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { siteUrl } from '@/lib/site/url';
import { addressDomain, mailFrom } from './config';
import { CLAIM_LEASE_MS, retryDelayMs, shouldRetry } from './retry-policy';
import { MAIL_LIST_FIELDS, type MailList } from './lists';
import { type MailData, type MailKind, mailListOf, type QueuedMailId, renderMail } from './templates';
import { oneClickUnsubscribeUrl, unsubscribePageUrl } from './unsubscribe-links';

// The durable mail queue (DESIGN.md "Background work ... runs as jobs in a PostgreSQL-backed queue, so it
// survives restarts and spreads over instances"). A mail is written, fully rendered, in the transaction of
// what caused it; workers (lib/mail/deliver.ts) claim due mails, send them and record the outcome.

export interface MailToQueue<Kind extends MailKind> {
  kind: Kind;
  data: MailData<Kind>;
  to: string;
  replyTo?: string;
  locale: Locale;
  /** The strings of `locale` (lib/mail/texts.ts), read before the transaction. */
  texts: Messages;
  /** When the mail is due; now unless a test says otherwise. */
  now?: Date;
  /** The account the mail is for: a mail on a list needs it, to ask whether the account takes the list. */
  userId?: number;
}

/** Whether the account takes the list; an account that is gone takes none. */
async function takesList(db: DatabaseOrTransaction, userId: number, list: MailList): Promise<boolean> {
  const [row] = await db
    .select({ takes: users[MAIL_LIST_FIELDS[list]] })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row?.takes === true;
}

/**
 * Renders a mail and queues it; pass the caller's transaction so the mail exists exactly when what caused
 * it does. Nothing is sent here: call kickMailWorker() after the commit. A mail on a list (lib/mail/lists.ts)
 * is queued only while its account takes the list (null otherwise), with its unsubscribe links.
 */
export async function enqueueMail<Kind extends MailKind>(
  db: DatabaseOrTransaction,
  { kind, data, to, replyTo, locale, texts, now = new Date(), userId }: MailToQueue<Kind>,
): Promise<QueuedMailId<Kind>> {
  const site = siteUrl();
  const list = mailListOf(kind);
  let unsubscribeUrl: string | undefined;
  let listUnsubscribeUrl: string | null = null;
  if (list) {
    if (userId === undefined) throw new Error(`A ${kind} mail is on the ${list} list: it needs its account`);
    // Only a listed kind gets here, whose id may be null.
    if (!(await takesList(db, userId, list))) return null as QueuedMailId<Kind>;
    unsubscribeUrl = unsubscribePageUrl(site, locale, userId, list);
    listUnsubscribeUrl = oneClickUnsubscribeUrl(site, userId, list);
  }
  const content = renderMail(kind, data, { locale, texts, siteUrl: site, unsubscribeUrl });
  const [row] = await db
    .insert(mailMessages)
    .values({
      kind,
      to,
      replyTo: replyTo ?? null,
      locale,
      ...content,
      listUnsubscribeUrl,
      messageId: `<${randomUUID()}@${addressDomain(mailFrom())}>`,
      // The app's clock, as every other time in the queue: the database's now() carries microseconds,
      // so a mail stamped by it could still be "not due" for a worker that looks in the same millisecond.
      nextAttemptAt: now,
    })
    .returning({ id: mailMessages.id });
  if (!row) throw new Error('The mail was not queued');
  return row.id as QueuedMailId<Kind>;
}

export type ClaimedMail = MailMessageRow;

/**
 * Takes up to `limit` due mails for this worker, atomically: one UPDATE over a sub-select that locks the
 * rows it picks and skips rows other workers are claiming (FOR UPDATE SKIP LOCKED), so two workers never
 * hold the same mail. The claim counts as an attempt and lasts CLAIM_LEASE_MS; a mail whose worker died
 * with it is due again after that.
 */
export async function claimDueMails(db: DatabaseOrTransaction, { now, limit }: { now: Date; limit: number }) {
  const due = db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(inArray(mailMessages.status, ['queued', 'sending']), lte(mailMessages.nextAttemptAt, now)))
    .orderBy(asc(mailMessages.nextAttemptAt), asc(mailMessages.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailMessages)
    .set({
      status: 'sending',
      attempts: sql`${mailMessages.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
    })
    .where(inArray(mailMessages.id, due))
    .returning();
  // RETURNING keeps no order; oldest first is the order they were queued in.
  return claimed.sort((a, b) => a.id - b.id);
}

// An outcome counts only while the worker's claim is the mail's latest one: a worker that outlived its
// lease (and whose mail another worker claimed since) must not overwrite the newer attempt.
function heldClaim(mail: ClaimedMail) {
  return and(eq(mailMessages.id, mail.id), eq(mailMessages.status, 'sending'), eq(mailMessages.attempts, mail.attempts));
}

/** The claimed mail went out through `transport`. */
export async function recordSent(db: DatabaseOrTransaction, mail: ClaimedMail, transport: string, now: Date) {
  await db.update(mailMessages).set({ status: 'sent', sentAt: now, transport }).where(heldClaim(mail));
}

export type FailedAttemptOutcome = { kind: 'retry'; at: Date } | { kind: 'failed' };

/** The claimed mail's attempt failed: it waits for the next one, or, out of attempts, is marked failed. */
export async function recordFailedAttempt(
  db: DatabaseOrTransaction,
  mail: ClaimedMail,
  error: string,
  now: Date,
): Promise<FailedAttemptOutcome> {
  const outcome: FailedAttemptOutcome = shouldRetry(mail.attempts)
    ? { kind: 'retry', at: new Date(now.getTime() + retryDelayMs(mail.attempts)) }
    : { kind: 'failed' };
  await db
    .update(mailMessages)
    .set({
      status: outcome.kind === 'retry' ? 'queued' : 'failed',
      nextAttemptAt: outcome.kind === 'retry' ? outcome.at : now,
      lastError: error.slice(0, 2000),
    })
    .where(heldClaim(mail));
  return outcome;
}

/** Queues failed mails again with a fresh round of attempts (`npm run mail:retry-failed`). */
export async function requeueFailedMails(db: DatabaseOrTransaction, now = new Date()): Promise<number> {
  const rows = await db
    .update(mailMessages)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: now })
    .where(eq(mailMessages.status, 'failed'))
    .returning({ id: mailMessages.id });
  return rows.length;
}
