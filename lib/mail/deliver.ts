import type { DatabaseOrTransaction } from '@/lib/db/client';
import { log } from '@/lib/observability/log';
import { mailFrom } from './config';
import { type ClaimedMail, claimDueMails, recordFailedAttempt, recordSent } from './queue';
import type { MailTransport } from './transports';

export interface DeliveryOptions {
  /** The From header; MAIL_FROM by default. */
  from?: string;
  /** The time; tests move it forward to reach retries. */
  clock?: () => Date;
  /** How many mails one claim takes. */
  batchSize?: number;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

// One run never goes on for ever, even while mails keep arriving; the next kick or tick continues.
const MAX_BATCHES_PER_RUN = 50;

/**
 * Sends every mail that is due, a batch at a time, until none is left. Safe to run on any number of
 * instances at once: each mail is claimed by one worker (lib/mail/queue.ts).
 */
export async function deliverDueMails(
  db: DatabaseOrTransaction,
  transport: MailTransport,
  { from = mailFrom(), clock = () => new Date(), batchSize = 10 }: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
    const claimed = await claimDueMails(db, { now: clock(), limit: batchSize });
    for (const mail of claimed) await deliverOne(db, transport, mail, from, clock, report);
    if (claimed.length < batchSize) break;
  }
  return report;
}

async function deliverOne(
  db: DatabaseOrTransaction,
  transport: MailTransport,
  mail: ClaimedMail,
  from: string,
  clock: () => Date,
  report: DeliveryReport,
): Promise<void> {
  try {
    await transport.send({
      from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      locale: mail.locale,
      messageId: mail.messageId,
      listUnsubscribeUrl: mail.listUnsubscribeUrl,
    });
  } catch (error) {
    const reason = describeError(error);
    const outcome = await recordFailedAttempt(db, mail, reason, clock());
    if (outcome.kind === 'retry') {
      report.retrying++;
      log.warn(
        { mailId: mail.id, mailKind: mail.kind, attempts: mail.attempts, reason, nextTry: outcome.at.toISOString() },
        'A mail was not sent; it is tried again',
      );
    } else {
      report.failed++;
      log.error({ mailId: mail.id, mailKind: mail.kind, attempts: mail.attempts, reason }, 'A mail failed for good');
    }
    return;
  }
  await recordSent(db, mail, transport.name, clock());
  report.sent++;
}

/** The reason of a failed send, with the SMTP reply code when the server gave one. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { responseCode, code } = error as Error & { responseCode?: number; code?: string };
  const prefix = responseCode ? `SMTP ${responseCode}: ` : code ? `${code}: ` : '';
  return `${prefix}${error.message}`;
}
