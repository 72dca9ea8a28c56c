import { siteUrl } from '@/lib/site/url';

// DESIGN.md "Mail: nodemailer over SMTP when configured; otherwise a development outbox". Read at call
// time, never at build time, so one build serves every environment.

/**
 * How the workers deliver: over SMTP; into the development outbox (the rows stay in mail_messages and
 * /dev/outbox shows them); or not at all yet, keeping every mail queued until SMTP is configured.
 */
export type MailDelivery =
  | { kind: 'smtp'; url: string }
  | { kind: 'outbox' }
  | { kind: 'held'; reason: string };

/** The SMTP server, as a connection URL (smtp:// or smtps://, with user and password when it needs them). */
export function smtpUrl(): string | undefined {
  return process.env.SMTP_URL?.trim() || undefined;
}

/**
 * The outbox only ever stands in for a missing SMTP server, and only off a real deployment: in development
 * (`next dev`), or where MAIL_OUTBOX=1 says so (`npm start` sets it on a developer's machine, the
 * end-to-end tests set it). Its page and API answer 404 everywhere else: mails carry sign-in links.
 */
export function outboxEnabled(): boolean {
  if (smtpUrl()) return false;
  return process.env.NODE_ENV !== 'production' || process.env.MAIL_OUTBOX === '1';
}

export function mailDelivery(): MailDelivery {
  const url = smtpUrl();
  if (url) {
    const problem = smtpUrlProblem(url);
    return problem ? { kind: 'held', reason: problem } : { kind: 'smtp', url };
  }
  if (outboxEnabled()) return { kind: 'outbox' };
  return { kind: 'held', reason: 'SMTP_URL is not set (MAIL_OUTBOX=1 sends mails to the development outbox instead)' };
}

/** Why an SMTP_URL cannot be used, without echoing it (it may hold a password); null when it can. */
export function smtpUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'SMTP_URL is not a URL';
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') return 'SMTP_URL must start with smtp:// or smtps://';
  if (!parsed.hostname) return 'SMTP_URL names no host';
  return null;
}

/** The From header of every mail: MAIL_FROM, else no-reply at the site's host name. */
export function mailFrom(): string {
  return process.env.MAIL_FROM?.trim() || `Remapper <no-reply@${siteUrl().hostname}>`;
}

// The address the help page publishes (content/src/pages/help.ts): the form reaches the same inbox.
const DEFAULT_SUPPORT_EMAIL = 'support@remapper.app';

/** Where contact requests are mailed to (spec 4). */
export function supportEmail(): string {
  return process.env.SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL;
}

/** The domain part of an address ('Remapper <no-reply@remapper.app>' gives 'remapper.app'). */
export function addressDomain(address: string): string {
  const match = /@([^\s<>@]+)>?\s*$/.exec(address);
  return match?.[1]?.toLowerCase() ?? 'localhost';
}
