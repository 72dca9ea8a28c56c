import { logNotOwned } from '@/lib/auth/audit';
import type { CheckoutFieldError, StartCheckoutOutcome } from '@/lib/commerce/checkout';
import { backToCheckoutPath, thankYouPath } from '@/lib/commerce/checkout-paths';
import type { FakePaymentOutcome } from '@/lib/commerce/payment-providers/fake-payment';
import { log } from '@/lib/observability/log';
import type { Locale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { messagesFor } from '@/lib/i18n/held-messages';
import { type CheckoutErrorKey, checkoutErrorMessageKey, isCheckoutErrorKey } from '@/lib/commerce/checkout-fields';
import { firstIssuePerField } from '@/lib/validation/field-errors';
import type { z } from 'zod';
import { PRIVATE_NO_STORE, tooManyRequests } from './responses';
import { accountApiRefusal, type RefusalAnswer } from './route';

// The answers of the checkout calls (POST /api/checkout/quote, /api/checkout, /api/payments/fake) in the
// buyer's language, in the style of spec 8 (422 with the fields' errors, 429 with Retry-After).

type ApiKey = keyof Messages['shop']['checkout']['api'];

export function checkoutMessageResponse(status: number, key: ApiKey, locale: Locale, headers: HeadersInit = {}): Response {
  return Response.json({ message: messagesFor(locale).shop.checkout.api[key] }, { status, headers: { ...PRIVATE_NO_STORE, ...headers } });
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

/** Who asked, for the answers below: the request (for the not-owned log), the buyer and their language. */
interface Asker {
  request: Request;
  userId: number;
  locale: Locale;
}

/** POST /api/checkout's answer to what startCheckout decided: 201 with the order and where to pay, or a refusal. */
export function startCheckoutAnswer(outcome: StartCheckoutOutcome, { request, userId, locale }: Asker): Response {
  switch (outcome.kind) {
    case 'invalid':
      return invalidFieldsResponse(outcome.errors, locale);
    case 'licenseNotOwned':
      // The form's answer to a licence that does not exist, so it tells nobody whose licence it is.
      logNotOwned(request, userId, 'license', String(outcome.licenseId));
      return invalidFieldsResponse([{ field: 'term', code: 'planUnavailable' }], locale);
    case 'recipientHasPlan':
      return checkoutMessageResponse(409, outcome.gift ? 'recipientHasPlan' : 'buyerHasPlan', locale);
    case 'conflict':
      return checkoutMessageResponse(409, 'conflict', locale);
    case 'unknownBuyer':
      return checkoutMessageResponse(401, 'forbidden', locale);
    case 'providerUnavailable':
      // The provider could not be reached: the order stays pending, and the same submission may try again.
      log.error({ err: outcome.error, orderId: outcome.order.id }, 'POST /api/checkout: starting the payment failed');
      return checkoutMessageResponse(502, 'paymentUnavailable', locale);
    case 'redirect': {
      const { order } = outcome;
      return Response.json(
        {
          order: {
            id: order.id,
            status: order.status,
            currency: order.currencyCode,
            subtotal: order.subtotal,
            discount: order.discount,
            vat: order.vat,
            total: order.total,
          },
          redirectUrl: outcome.redirectUrl,
        },
        { status: 201, headers: PRIVATE_NO_STORE },
      );
    }
  }
}

/** POST /api/payments/fake's answer: where the buyer goes next, or 404 (not theirs) and 409 (no longer pending). */
export function fakePaymentAnswer(outcome: FakePaymentOutcome, { request, userId, locale }: Asker, orderId: number): Response {
  switch (outcome.kind) {
    case 'notFound':
      logNotOwned(request, userId, 'order', orderId);
      return checkoutMessageResponse(404, 'notFound', locale);
    case 'notPending':
      return Response.json(
        { message: messagesFor(locale).shop.checkout.api.notPending, status: outcome.status },
        { status: 409, headers: PRIVATE_NO_STORE },
      );
    case 'paid':
      return Response.json({ status: 'paid', redirectUrl: thankYouPath(locale, outcome.order.id) }, { headers: PRIVATE_NO_STORE });
    case 'failed':
    case 'cancelled':
      return Response.json(
        { status: outcome.kind, redirectUrl: backToCheckoutPath(locale, outcome.order.plan, outcome.kind) },
        { headers: PRIVATE_NO_STORE },
      );
  }
}
