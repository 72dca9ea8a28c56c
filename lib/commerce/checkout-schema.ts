import { z } from '@/lib/validation/zod';
import { CHECKOUT_LIMITS, type CheckoutErrorKey } from './checkout-fields';
import { CHECKOUT_TERMS, type CheckoutTerm, isSoldPlan, PAYMENT_METHODS, PC_NUMS_BY_TERM, planOf, autoRenewOffered } from './plans';

// spec 2 /checkout, spec 3 "Checkout: country, VAT number, email, recipient email, coupon code, PC count",
// spec 5. One schema for the form in the browser, POST /api/checkout/quote and POST /api/checkout. Issues
// carry keys of the `shop.checkout.errors` messages, so both sides word them the same in either language.
// A price is never an input: anything else in the body (a total, a discount) is dropped by the schema.

const issue = (key: CheckoutErrorKey) => ({ error: key, abort: true });

const optionalText = (max: number) => z.string().trim().max(max, issue('tooLong')).optional().default('');

const email = z
  .string(issue('required'))
  .trim()
  .min(1, issue('required'))
  .max(CHECKOUT_LIMITS.email, issue('tooLong'))
  .pipe(z.email(issue('emailInvalid')))
  .transform((value) => value.toLowerCase());

const optionalEmail = z
  .string()
  .trim()
  .max(CHECKOUT_LIMITS.email, issue('tooLong'))
  .optional()
  .default('')
  .pipe(z.union([z.literal(''), z.email(issue('emailInvalid'))]))
  .transform((value) => value.toLowerCase());

const planFields = {
  term: z.enum(CHECKOUT_TERMS, issue('required')),
  pcNum: z.coerce.number(issue('required')).int(issue('planUnavailable')),
};

const soldPlan = (value: { term: CheckoutTerm; pcNum: number }) => isSoldPlan(planOf(value.term, value.pcNum));
const planUnavailable = { path: ['pcNum'], ...issue('planUnavailable') };

/** POST /api/checkout/quote: what the price depends on. The country may still be unchosen. */
export const checkoutQuoteSchema = z
  .object({
    ...planFields,
    // A gift: the recipient's plan is not the buyer's to upgrade, so no credit.
    gift: z.boolean().optional().default(false),
    country: z
      .string()
      .trim()
      .optional()
      .default('')
      .pipe(z.union([z.literal(''), z.string().regex(/^[A-Za-z]{2}$/, issue('countryInvalid'))]))
      .transform((value) => value.toUpperCase()),
    vatNumber: optionalText(CHECKOUT_LIMITS.vatNumber),
    couponCode: optionalText(CHECKOUT_LIMITS.couponCode),
  })
  .refine(soldPlan, planUnavailable);
export type CheckoutQuoteInput = z.input<typeof checkoutQuoteSchema>;
export type CheckoutQuoteValues = z.output<typeof checkoutQuoteSchema>;

export interface CheckoutEmailRules {
  /** spec 5: temporary addresses are refused; the list is server-only (lib/validation/disposable-email.ts). */
  isDisposableEmail?: (email: string) => boolean;
}

/** The checkout form, and POST /api/checkout (which adds the idempotency key). */
export function createCheckoutSchema({ isDisposableEmail }: CheckoutEmailRules = {}) {
  const recipient = isDisposableEmail
    ? optionalEmail.refine((value) => value === '' || !isDisposableEmail(value), issue('emailDisposable'))
    : optionalEmail;
  return z
    .object({
      ...planFields,
      country: z
        .string(issue('required'))
        .trim()
        .min(1, issue('required'))
        .regex(/^[A-Za-z]{2}$/, issue('countryInvalid'))
        .transform((value) => value.toUpperCase()),
      vatNumber: optionalText(CHECKOUT_LIMITS.vatNumber),
      paymentMethod: z.enum(PAYMENT_METHODS, issue('required')),
      email,
      recipientEmail: recipient,
      couponCode: optionalText(CHECKOUT_LIMITS.couponCode),
      autoRenew: z.boolean().optional().default(false),
      // Lifetime access bought to replace this legacy licence of the buyer's (spec 1); absent otherwise.
      licenseId: z
        .number(issue('planUnavailable'))
        .int(issue('planUnavailable'))
        .positive(issue('planUnavailable'))
        .max(2_147_483_647, issue('planUnavailable'))
        .nullable()
        .optional()
        .default(null),
    })
    .refine(soldPlan, planUnavailable)
    .refine((value) => value.licenseId === null || (value.term === 'lifetime' && value.recipientEmail === ''), {
      path: ['term'],
      ...issue('planUnavailable'),
    })
    .refine((value) => value.recipientEmail === '' || value.recipientEmail !== value.email, {
      path: ['recipientEmail'],
      ...issue('recipientSameAsBuyer'),
    })
    .refine((value) => !value.autoRenew || autoRenewOffered(value.term, value.paymentMethod, value.country), {
      path: ['autoRenew'],
      ...issue('autoRenewNotAllowed'),
    });
}
export type CheckoutInput = z.input<ReturnType<typeof createCheckoutSchema>>;
export type CheckoutValues = z.output<ReturnType<typeof createCheckoutSchema>>;

/** One submission of the form: the same key twice (a double click, a retry) is one order. */
export const idempotencyKeySchema = z
  .string(issue('required'))
  .trim()
  .min(8, issue('required'))
  .max(CHECKOUT_LIMITS.idempotencyKey, issue('tooLong'))
  .regex(/^[A-Za-z0-9_-]+$/, issue('required'));

/** POST /api/payments/fake: what the buyer chose on /accept-fake-payment. */
export const FAKE_PAYMENT_ACTIONS = ['pay', 'fail', 'cancel'] as const;
export type FakePaymentAction = (typeof FAKE_PAYMENT_ACTIONS)[number];
export const fakePaymentSchema = z.object({
  order: z.coerce.number().int().positive().max(2_147_483_647),
  action: z.enum(FAKE_PAYMENT_ACTIONS),
});

/** The plan a checkout link asks for (`?term=1y&pc=2`), or the 1-year plan for 1 PC. */
export function initialCheckoutChoice(term: string | null, pc: string | null): { term: CheckoutTerm; pcNum: number } {
  const chosenTerm = (CHECKOUT_TERMS as readonly string[]).includes(term ?? '') ? (term as CheckoutTerm) : '1y';
  const pcNum = Number(pc);
  return { term: chosenTerm, pcNum: PC_NUMS_BY_TERM[chosenTerm].includes(pcNum) ? pcNum : (PC_NUMS_BY_TERM[chosenTerm][0] ?? 1) };
}
