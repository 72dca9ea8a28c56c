// The messages each area's client components use (issue 16: a page's client receives only those). Server
// components read the whole catalogue on the server; only these paths are sent to the browser. Every
// list starts with the frame's ('common': the loading bar, the error screens, the cookie banner, the
// language switcher, the offer banner, draft mode) and 'shop.price' (the phrases the offer banner, the plan tables
// and the checkout show prices in), since an area's provider replaces the frame's.
// tests/e2e/client-messages.spec.ts checks what a page receives.

const FRAME = ['common', 'shop.price'] as const;

export const CLIENT_NAMESPACES = {
  /** Every page's frame, and pages without client components of their own (blog, releases, how-to). */
  frame: FRAME,
  /** Page-builder sections: the carousel, the slider and the forms a page may hold. */
  sections: [...FRAME, 'sections', 'forms'],
  /** The cart: the checkout form, its plan picker and summary, and their error keys. */
  cart: [...FRAME, 'shop.checkout', 'shop.coupon', 'shop.vat'],
  /** Signing up, in and out, activation, password restore and the Taobao purchase page. */
  user: [...FRAME, 'user', 'auth.errors', 'shop.taobao'],
  /** The signed-in account area: membership, licences, orders, customers, profile and app authorisation. */
  account: [
    ...FRAME,
    'profile',
    'auth.errors',
    'oauth',
    'user.signOut',
    'forms.dialog',
    'app.authorize',
    'shop.membership',
    'shop.switchLifetime',
    'shop.orders',
    'shop.customers',
    'shop.checkout.tiers',
  ],
  /** Issue 20: the staff area's forms (the TOTP step, the account and request actions, orders, Taobao codes, prices, legacy licences). */
  staff: [...FRAME, 'staff.verify', 'staff.account', 'staff.order', 'staff.taobao', 'staff.prices', 'staff.legacy'],
} as const satisfies Record<string, readonly string[]>;

export type ClientArea = keyof typeof CLIENT_NAMESPACES;
