import { consumeRateLimit, type RateLimitRule } from '@/lib/runtime/rate-limit';
import { checkCaptcha } from '@/lib/auth/captcha';
import type { Database, DatabaseOrTransaction } from '@/lib/db/client';
import { contactRequests } from '@/lib/db/schema';
import { type Locale, toLocale } from '@/lib/i18n/config';
import { messagesFor } from '@/lib/i18n/held-messages';
import { supportEmail } from '@/lib/mail/config';
import { enqueueMail } from '@/lib/mail/queue';
import { mailTexts } from '@/lib/mail/texts';
import { kickMailWorker } from '@/lib/mail/worker';
import { type ContactRequest, createContactRequestSchema } from '@/lib/validation/contact-forms';
import { isDisposableEmail } from '@/lib/validation/disposable-email';
import { type FieldError, fieldErrors } from './field-errors';

// DESIGN.md "rate limits on ... forms": 5 requests per address in 10 minutes covers a visitor who
// writes to several teams, and stops a script flooding the inboxes.
export const CONTACT_RATE_LIMIT: RateLimitRule = { name: 'contact-requests', points: 5, durationSeconds: 10 * 60 };

// The server's schema is the browser's plus the disposable-domain list (spec 5).
const contactRequestSchema = createContactRequestSchema({ isDisposableEmail });

export type ContactRequestOutcome =
  | { kind: 'stored'; id: number; locale: Locale }
  | { kind: 'invalid'; locale: Locale; errors: FieldError[] }
  | { kind: 'rateLimited'; locale: Locale; retryAfterSeconds: number };

export interface ContactRequestContext {
  /** Whom the rate limit counts: the client's address. */
  clientKey: string;
  /** The visitor's country as the trusted CDN tells it (requestCountry), for the captcha rule (lib/auth/captcha.ts). */
  country?: string;
}

/** The language of the answer: the body's `locale` when it is one of ours, else English. */
export function contactRequestLocale(body: unknown): Locale {
  const locale = typeof body === 'object' && body !== null && 'locale' in body ? body.locale : undefined;
  return toLocale(locale);
}

/**
 * spec 4: a visitor sends a contact form. `body` is the parsed JSON `{ form, ...fields, locale }`.
 * Validation comes first, so a visitor fixing a typo does not spend the rate limit.
 */
export async function submitContactRequest(
  db: Database,
  body: unknown,
  { clientKey, country }: ContactRequestContext,
): Promise<ContactRequestOutcome> {
  const locale = contactRequestLocale(body);
  const parsed = contactRequestSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', locale, errors: fieldErrors(parsed.error.issues, locale) };
  const captcha = await checkCaptcha(db, { body, locale, country, clientKey });
  if (captcha.kind === 'refused') {
    const message = messagesFor(locale).auth.errors.captchaFailed;
    return { kind: 'invalid', locale, errors: [{ field: 'captchaToken', code: 'captchaFailed', message }] };
  }
  if (captcha.kind === 'rateLimited') return { kind: 'rateLimited', locale, retryAfterSeconds: captcha.retryAfterSeconds };

  const verdict = await consumeRateLimit(db, CONTACT_RATE_LIMIT, clientKey);
  if (!verdict.allowed) return { kind: 'rateLimited', locale, retryAfterSeconds: verdict.retryAfterSeconds };

  // The issue: "Requests are stored, then mailed to the support address; a failed mail is retried, never
  // lost". The mail is queued in the request's transaction, so there is never one without the other, and
  // delivering it (lib/mail/worker.ts) cannot fail the request. It is written in the visitor's language.
  const texts = await mailTexts(locale);
  const id = await db.transaction(async (tx) => {
    const stored = await storeContactRequest(tx, parsed.data, locale);
    await enqueueMail(tx, {
      kind: 'contact-request',
      to: supportEmail(),
      replyTo: parsed.data.email,
      locale,
      texts,
      data: { id: stored.id, request: parsed.data, visitorLocale: locale, receivedAt: stored.createdAt },
    });
    return stored.id;
  });
  kickMailWorker();
  return { kind: 'stored', id, locale };
}

/** Writes the request; fields the form does not have, or left empty, are stored as null. */
export async function storeContactRequest(
  db: DatabaseOrTransaction,
  request: ContactRequest,
  locale: Locale,
): Promise<{ id: number; createdAt: Date }> {
  const text = (value: string | undefined) => (value ? value : null);
  const common = { form: request.form, name: text(request.name), email: request.email, locale };
  const columns = (() => {
    switch (request.form) {
      case 'contact':
        return { subject: text(request.subject), message: request.message };
      case 'partner':
        return {
          partnerType: request.partnerType,
          website: request.website,
          dailyVisitors: text(request.dailyVisitors),
          message: text(request.message),
        };
      case 'translator':
        return { language: request.language, message: text(request.message) };
      case 'developer':
        return { company: request.company, message: text(request.message) };
    }
  })();
  const [row] = await db
    .insert(contactRequests)
    .values({ ...common, ...columns })
    .returning({ id: contactRequests.id, createdAt: contactRequests.createdAt });
  if (!row) throw new Error('The contact request was not stored');
  return row;
}
