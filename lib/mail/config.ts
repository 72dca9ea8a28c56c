import { config } from '@/lib/config';
import { smtpUrlProblem } from '@/lib/config/problems';
import { requestFromLoopback } from '@/lib/runtime/request-context';
import { siteUrl } from '@/lib/site/url';

export { smtpUrlProblem };

// DESIGN.md "Mail: nodemailer over SMTP when configured; otherwise a development outbox". Read at call
// time, never at build time, so one build serves every environment.

/**
 * How the workers deliver: over SMTP; into the development outbox (the rows stay in mail_messages and
 * /dev/outbox shows them); or not at all yet, keeping every mail queued until SMTP is configured.
 */
export type MailDelivery = { kind: 'smtp'; url: string } | { kind: 'outbox' } | { kind: 'held'; reason: string };

/** The SMTP server, as a connection URL (smtp:// or smtps://, with user and password when it needs them). */
export function smtpUrl(): string | undefined {
  return config().env.SMTP_URL;
}

/**
 * The outbox only ever stands in for a missing SMTP server, and only in the local profile (lib/config): a
 * production site has none, whatever is set.
 */
export function outboxEnabled(): boolean {
  return config().outbox;
}

/**
 * Whether the request being answered may read the outbox: mails carry sign-in and password links, so only
 * someone at this machine (a loopback socket, never a header) may, in every profile.
 */
export function outboxReadable(): boolean {
  return outboxEnabled() && requestFromLoopback();
}

export function mailDelivery(): MailDelivery {
  const url = smtpUrl();
  if (url) {
    const problem = smtpUrlProblem(url);
    return problem ? { kind: 'held', reason: problem } : { kind: 'smtp', url };
  }
  if (outboxEnabled()) return { kind: 'outbox' };
  return { kind: 'held', reason: 'SMTP_URL is not set' };
}

/** The From header of every mail: MAIL_FROM, else no-reply at the site's host name. */
export function mailFrom(): string {
  return config().env.MAIL_FROM ?? `Remapper <no-reply@${siteUrl().hostname}>`;
}

// The address the help page publishes (content/src/pages/help.ts): the form reaches the same inbox.
const DEFAULT_SUPPORT_EMAIL = 'support@remapper.app';

/** Where contact requests are mailed to (spec 4). */
export function supportEmail(): string {
  return config().env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL;
}

/** The domain part of an address ('Remapper <no-reply@remapper.app>' gives 'remapper.app'). */
export function addressDomain(address: string): string {
  const match = /@([^\s<>@]+)>?\s*$/.exec(address);
  return match?.[1]?.toLowerCase() ?? 'localhost';
}
