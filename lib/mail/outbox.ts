import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, type InDatabase } from '@/lib/db/client';
import { type MailMessageRow, type MailStatus, mailMessages } from '@/lib/db/schema';
import { mailLinks } from './links';
import { listUnsubscribeHeaders } from './lists';

// The development outbox (lib/mail/config.ts outboxEnabled): what /dev/outbox and GET /api/dev/outbox read.

export type OutboxMailStatus = MailStatus;

export interface OutboxMail {
  id: number;
  kind: string;
  to: string;
  replyTo: string | null;
  locale: string;
  subject: string;
  text: string;
  html: string;
  /** The links of the HTML and text parts (lib/mail/links.ts). */
  links: string[];
  messageId: string;
  /** The list headers an SMTP server would get (List-Unsubscribe, List-Unsubscribe-Post); none for a transactional mail. */
  headers: Record<string, string>;
  status: OutboxMailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxQuery {
  /** Only mails to this address (case-insensitive). */
  to?: string;
  kind?: string;
  limit?: number;
}

export const OUTBOX_PAGE_SIZE = 100;

/** The newest mails first. */
export async function listOutboxMails({ to, kind, limit = OUTBOX_PAGE_SIZE, db = getDb() }: OutboxQuery & InDatabase = {}) {
  const rows = await db
    .select()
    .from(mailMessages)
    .where(
      and(to ? sql`lower(${mailMessages.to}) = ${to.trim().toLowerCase()}` : undefined, kind ? eq(mailMessages.kind, kind) : undefined),
    )
    .orderBy(desc(mailMessages.id))
    .limit(Math.min(Math.max(1, limit), OUTBOX_PAGE_SIZE));
  return rows.map(toOutboxMail);
}

export async function outboxMail(id: number, { db = getDb() }: InDatabase = {}): Promise<OutboxMail | undefined> {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row && toOutboxMail(row);
}

function toOutboxMail(row: MailMessageRow): OutboxMail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    replyTo: row.replyTo,
    locale: row.locale,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: mailLinks(row.html, row.text),
    messageId: row.messageId,
    headers: listUnsubscribeHeaders(row.listUnsubscribeUrl),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
