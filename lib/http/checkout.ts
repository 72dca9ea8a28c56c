import type { CheckoutFieldError } from '@/lib/commerce/checkout';
import type { Locale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { messagesFor } from '@/lib/i18n/held-messages';
import { type CheckoutErrorKey, checkoutErrorMessageKey, isCheckoutErrorKey } from '@/lib/commerce/checkout-schema';
import { firstIssuePerField } from '@/lib/validation/field-errors';
import type { z } from 'zod';
import { PRIVATE_NO_STORE, tooManyRequests } from './responses';
import { accountApiRefusal, type RefusalAnswer } from './route';

// The answers of the checkout calls (POST /api/checkout/quote, /api/checkout, /api/payments/fake) in the
// buyer's language, in the style of spec 8 (422 with the fields' errors, 429 with Retry-After).

type ApiKey = keyof Messages['shop']['checkout']['api'];

export function checkoutMessageResponse(status: number, key: ApiKey, locale: Locale, headers: HeadersInit = {}): Response {
  return Response.json(
    { message: messagesFor(locale).shop.checkout.api[key] },
    { status, headers: { ...PRIVATE_NO_STORE, ...headers } },
  );
}

/** The account API's refusals, but a spent budget is worded as the checkout words it. */
export const checkoutRefusal: RefusalAnswer = (refusal, locale) =>
  refusal.kind === 'rateLimited'
    ? tooManyRequests(messagesFor(locale).shop.checkout.api.rateLimited, refusal.retryAfterSeconds, PRIVATE_NO_STORE)
    : accountApiRefusal(refusal, locale);

/** The words of an error key in `locale` (the same the form shows). */
export function checkoutErrorMessage(locale: Locale, code: CheckoutErrorKey): string {
  const path = checkoutErrorMessageKey(code).split('.');
  let node: unknown = messagesFor(locale);
  for (const part of path) node = (node as Record<string, unknown>)[part];
  return typeof node === 'string' ? node : code;
}

/** The zod issues of a refused body, one per field, as CheckoutFieldError. */
export function fieldErrorsOf(error: z.ZodError): CheckoutFieldError[] {
  return firstIssuePerField(error.issues, (issue): CheckoutErrorKey => (isCheckoutErrorKey(issue.message) ? issue.message : 'required'));
}

/** 422 `{ message, errors: [{ field, code, message }], ...extra }`. */
export function invalidFieldsResponse(errors: CheckoutFieldError[], locale: Locale, extra: Record<string, unknown> = {}): Response {
  return Response.json(
    {
      message: messagesFor(locale).shop.checkout.api.invalid,
      errors: errors.map(({ field, code }) => ({
        field,
        code,
        message: checkoutErrorMessage(locale, code),
      })),
      ...extra,
    },
    { status: 422, headers: PRIVATE_NO_STORE },
  );
}
