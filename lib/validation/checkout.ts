import { z } from './zod';
import { isSoldPlan, type PlanChoice } from '../commerce/plans';

// spec 2 /checkout, spec 3 "Checkout: country, VAT number, email, recipient email, coupon code, PC count",
// spec 5. One schema for the form in the browser, POST /api/checkout/quote and POST /api/checkout. Issues
// carry keys of the `shop.checkout.errors` messages, so both sides word them the same in either language.
// A price is never an input: anything else in the body (a total, a discount) is dropped by the schema.

export const CHECKOUT_ERROR_KEYS = [
  'required',
  'tooLong',
  'planUnavailable',
  'countryInvalid',
  'emailInvalid',
  'emailDisposable',
  'customerEmail',
  'recipientSameAsBuyer',
  'invalidVatNumber',
  'couponInvalid',
  'autoRenewNotAllowed',
] as const;
export type CheckoutErrorKey = (typeof CHECKOUT_ERROR_KEYS)[number];

export function isCheckoutErrorKey(value: unknown): value is CheckoutErrorKey {
  return typeof value === 'string' && (CHECKOUT_ERROR_KEYS as readonly string[]).includes(value);
}

/** The tabs of spec 2: 3 months, 1 year, lifetime. */
export const CHECKOUT_TERMS = ['3m', '1y', 'lifetime'] as const;
export type CheckoutTerm = (typeof CHECKOUT_TERMS)[number];

/** spec 1: subscriptions for 1, 2 or 5 PCs; lifetime for up to 3. */
export const PC_NUMS_BY_TERM: Record<CheckoutTerm, readonly number[]> = {
  '3m': [1, 2, 5],
  '1y': [1, 2, 5],
  lifetime: [1, 2, 3],
};

/** Purchase methods; spec 1: auto-renewal only by card or PayPal and not for China. */
export const PAYMENT_METHODS = ['card', 'paypal', 'alipay', 'wechat'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
const AUTO_RENEW_METHODS: readonly PaymentMethod[] = ['card', 'paypal'];

export function planOf(term: CheckoutTerm, pcNum: number): PlanChoice {
  if (term === 'lifetime') return { kind: 'lifetime', periodMonths: 0, pcNum };
  return { kind: 'subscription', periodMonths: term === '3m' ? 3 : 12, pcNum };
}

export function termOf(plan: Pick<PlanChoice, 'kind' | 'periodMonths'>): CheckoutTerm {
  if (plan.kind === 'lifetime') return 'lifetime';
  return plan.periodMonths === 3 ? '3m' : '1y';
}

/** spec 1: auto-renew is offered for a subscription paid by card or PayPal, outside China. */
export function autoRenewOffered(term: CheckoutTerm, paymentMethod: string, country: string): boolean {
  return term !== 'lifetime' && (AUTO_RENEW_METHODS as readonly string[]).includes(paymentMethod) && country.toUpperCase() !== 'CN';
}

// spec 5 "Numeric bounds: not shown": an EU VAT number is at most 14 characters after its prefix (plus
// spaces people type); a coupon code is a short word.
export const CHECKOUT_LIMITS = { email: 254, vatNumber: 24, couponCode: 40, idempotencyKey: 100 } as const;

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

/** Where a checkout error key's words live: most in `shop.checkout.errors`, two at their spec 5 homes. */
export type CheckoutErrorMessageKey =
  | 'shop.coupon.invalid'
  | 'shop.vat.invalidVatNumber'
  | `shop.checkout.errors.${Exclude<CheckoutErrorKey, 'couponInvalid' | 'invalidVatNumber'>}`;

export function checkoutErrorMessageKey(code: CheckoutErrorKey): CheckoutErrorMessageKey {
  if (code === 'couponInvalid') return 'shop.coupon.invalid';
  if (code === 'invalidVatNumber') return 'shop.vat.invalidVatNumber';
  return `shop.checkout.errors.${code}`;
}

/** The plan a checkout link asks for (`?term=1y&pc=2`), or the 1-year plan for 1 PC. */
export function initialCheckoutChoice(term: string | null, pc: string | null): { term: CheckoutTerm; pcNum: number } {
  const chosenTerm = (CHECKOUT_TERMS as readonly string[]).includes(term ?? '') ? (term as CheckoutTerm) : '1y';
  const pcNum = Number(pc);
  return { term: chosenTerm, pcNum: PC_NUMS_BY_TERM[chosenTerm].includes(pcNum) ? pcNum : PC_NUMS_BY_TERM[chosenTerm][0] ?? 1 };
}

/** The query flag of a checkout that takes the saved draft back: the session ran out while buying. */
export const RESUME_PARAM = 'resume';
