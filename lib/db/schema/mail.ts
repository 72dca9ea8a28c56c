import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

// The mail queue.

// DESIGN.md "Background work (renewals, retries, mails) runs as jobs in a PostgreSQL-backed queue": one row
// per mail, written in the transaction of what caused it and kept after delivery (lib/mail/queue.ts).
// 'sending' is a claim with a lease: next_attempt_at is when the claim expires, so a mail whose worker died
// mid-send is picked up again; 'failed' mails gave up retrying and stay for a person to look at.
export const mailStatus = pgEnum('mail_status', ['queued', 'sending', 'sent', 'failed']);

export const mailMessages = pgTable(
  'mail_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // The template that wrote it ('contact-request'); text, so a new template needs no migration.
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    replyTo: text('reply_to'),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    // The Message-ID header, the same on every attempt, so a receiver can tell a repeat from a new mail.
    messageId: text('message_id').notNull(),
    status: mailStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    // Where it went: 'smtp' or 'outbox' (the development outbox, lib/mail/config.ts).
    transport: text('transport'),
    // RFC 8058 one-click unsubscribe URL of a mail sent to a list (lib/mail/lists.ts); null for transactional mails.
    listUnsubscribeUrl: text('list_unsubscribe_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    unique('mail_messages_message_id_unique').on(table.messageId),
    // The workers' claim reads only the mails still to deliver, oldest due first.
    index('mail_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
    index('mail_messages_created_at_idx').on(table.createdAt),
    check('mail_messages_attempts_non_negative', sql`${table.attempts} >= 0`),
    check(
      'mail_messages_sent_has_time_and_transport',
      sql`(${table.status} = 'sent') = (${table.sentAt} is not null and ${table.transport} is not null)`,
    ),
  ],
);

export type MailStatus = (typeof mailStatus.enumValues)[number];
export type MailMessageRow = typeof mailMessages.$inferSelect;
export type NewMailMessageRow = typeof mailMessages.$inferInsert;
