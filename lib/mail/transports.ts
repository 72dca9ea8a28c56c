import { createTransport } from 'nodemailer';
import type { MailDelivery } from './config';
import { listUnsubscribeHeaders } from './lists';

/** One mail as it leaves the shop. */
export interface OutgoingMail {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  locale: string;
  messageId: string;
  /** A mail on a list: its RFC 8058 one-click unsubscribe URL; null for a transactional mail. */
  listUnsubscribeUrl: string | null;
}

export interface MailTransport {
  /** Recorded in mail_messages.transport. */
  readonly name: 'smtp' | 'outbox';
  /** Resolves once the mail is handed over; rejects with the reason it was not. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// One SMTP conversation may last this long; lib/mail/retry-policy.ts leases a claimed mail for far longer.
const SEND_TIMEOUT_MS = 60_000;

/** nodemailer over SMTP, one connection per mail: the shop sends few mails, and no idle connection lingers. */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: {
          'Content-Language': mail.locale,
          // RFC 3834: written by a machine, so auto-responders do not answer it.
          'Auto-Submitted': 'auto-generated',
          ...listUnsubscribeHeaders(mail.listUnsubscribeUrl),
        },
        // A send cut off here may still have been accepted; the retry carries the same Message-ID.
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** The development outbox: delivering is keeping the row; /dev/outbox and /api/dev/outbox read it. */
export const outboxTransport: MailTransport = {
  name: 'outbox',
  async send() {},
  close() {},
};

/** The transport of a delivery setting, or undefined while mails are held. */
export function transportFor(delivery: MailDelivery): MailTransport | undefined {
  switch (delivery.kind) {
    case 'smtp':
      return smtpTransport(delivery.url);
    case 'outbox':
      return outboxTransport;
    case 'held':
      return undefined;
  }
}
