import { oneOf } from '@/lib/validation/one-of';

// spec 2 /checkout, spec 5: what the checkout form, its API and the pages share apart from the schema itself
// (lib/commerce/checkout-schema.ts), so that the browser has them without zod, which loads only when the form is
// first checked (components/forms/lazy-resolver.ts).

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

export const isCheckoutErrorKey = oneOf(CHECKOUT_ERROR_KEYS);

// spec 5 "Numeric bounds: not shown": an EU VAT number is at most 14 characters after its prefix (plus
// spaces people type); a coupon code is a short word.
export const CHECKOUT_LIMITS = { email: 254, vatNumber: 24, couponCode: 40, idempotencyKey: 100 } as const;

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

/** The query flag of a checkout that takes the saved draft back: the session ran out while buying. */
export const RESUME_PARAM = 'resume';
