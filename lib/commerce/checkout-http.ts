import type { z } from 'zod';
import { type RateLimitRule, consumeRateLimit } from '../api/rate-limit';
import type { Database } from '../db/client';
import { type Locale, localizedPath } from '../i18n/config';
import { type Messages, messagesByLocale } from '../i18n/messages';
import { type CheckoutTerm, type PlanChoice, termOf } from './plans';
import { type CheckoutErrorKey, checkoutErrorMessageKey, isCheckoutErrorKey } from './checkout-schema';
import type { CheckoutFieldError } from './checkout';

// The HTTP side of the checkout calls (POST /api/checkout/quote, /api/checkout, /api/payments/fake): their
// answers in the buyer's language, in the style of spec 8 (422 with the fields' errors, 429 with
// Retry-After), and the paths the buyer is sent on to.

export const PRIVATE_NO_STORE = { 'cache-control': 'private, no-store' };

type ApiKey = keyof Messages['shop']['checkout']['api'];

export function checkoutMessageResponse(status: number, key: ApiKey, locale: Locale, headers: HeadersInit = {}): Response {
  return Response.json({ message: messagesByLocale[locale].shop.checkout.api[key] }, { status, headers: { ...PRIVATE_NO_STORE, ...headers } });
}

/** The words of an error key in `locale` (the same the form shows). */
export function checkoutErrorMessage(locale: Locale, code: CheckoutErrorKey): string {
  const path = checkoutErrorMessageKey(code).split('.');
  let node: unknown = messagesByLocale[locale];
  for (const part of path) node = (node as Record<string, unknown>)[part];
  return typeof node === 'string' ? node : code;
}

/** The zod issues of a refused body, one per field, as CheckoutFieldError. */
export function fieldErrorsOf(error: z.ZodError): CheckoutFieldError[] {
  const seen = new Map<string, CheckoutFieldError>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    if (seen.has(field)) continue;
    seen.set(field, { field, code: isCheckoutErrorKey(issue.message) ? issue.message : 'required' });
  }
  return [...seen.values()];
}

/** 422 `{ message, errors: [{ field, code, message }], ...extra }`. */
export function invalidFieldsResponse(errors: CheckoutFieldError[], locale: Locale, extra: Record<string, unknown> = {}): Response {
  return Response.json(
    {
      message: messagesByLocale[locale].shop.checkout.api.invalid,
      errors: errors.map(({ field, code }) => ({ field, code, message: checkoutErrorMessage(locale, code) })),
      ...extra,
    },
    { status: 422, headers: PRIVATE_NO_STORE },
  );
}

/** Counts one call against each rule for its key; a 429 answer once any budget is spent. */
export async function rateLimited(db: Database, checks: [RateLimitRule, string][], locale: Locale): Promise<Response | null> {
  for (const [rule, key] of checks) {
    const verdict = await consumeRateLimit(db, rule, key);
    if (!verdict.allowed) return checkoutMessageResponse(429, 'rateLimited', locale, { 'retry-after': String(verdict.retryAfterSeconds) });
  }
  return null;
}

// Budgets: a person typing in the form asks for a quote every few hundred milliseconds at most; an order or
// a payment a minute is already a lot. Generous for people, tight for a script.
export const CHECKOUT_RATE_LIMITS = {
  quotePerIp: { name: 'checkout-quote-ip', points: 300, durationSeconds: 10 * 60 },
  orderPerUser: { name: 'checkout-order-user', points: 20, durationSeconds: 60 * 60 },
  orderPerIp: { name: 'checkout-order-ip', points: 60, durationSeconds: 60 * 60 },
  fakePaymentPerUser: { name: 'fake-payment-user', points: 60, durationSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export function thankYouPath(locale: Locale, orderId: number): string {
  return localizedPath(locale, `/account/payment/thank-you?order=${orderId}`);
}

/** Back to the checkout with the same plan chosen, saying why (the form restores the rest). */
export function backToCheckoutPath(locale: Locale, plan: PlanChoice, payment?: 'failed' | 'cancelled'): string {
  const term: CheckoutTerm = termOf(plan);
  const params = new URLSearchParams({ term, pc: String(plan.pcNum) });
  if (payment) params.set('payment', payment);
  return localizedPath(locale, `/checkout?${params}`);
}
