// The messages each area's client components use (issue 16: a page's client receives only those). Server
// components read the whole catalogue on the server; only these paths are sent to the browser. The frame's are
// those of every page's client components (the cookie banner, the language switcher, the offer banner, the error
// screens, the new-version offer, the download notice, draft mode's bar, the program's JSON-LD names) and
// 'shop.price' (the phrases the offer banner, the plan tables and the checkout show prices in); the rest of
// 'common' is read by server components only. Every other area's provider sits inside the frame's and sends only its
// own, which the browser lays over the frame's (components/i18n/area-messages.tsx).
// tests/e2e/client-messages.spec.ts checks what a page receives.

const FRAME = [
  'common.cookieBanner',
  'common.language',
  'common.offerBanner',
  'common.errors',
  'common.newVersion',
  'common.downloadStarted',
  'common.draftMode',
  'common.program',
  'shop.price',
] as const;

const SECTIONS = ['sections.slider', 'sections.carousel'] as const;

export const CLIENT_NAMESPACES = {
  /** Every page's frame, and pages without client components of their own (blog, releases, how-to). */
  frame: FRAME,
  /**
   * Page-builder sections: the carousel's and the slider's buttons. The cards' texts (the games' "Works with", the
   * reviews' rating, the comparison's yes and no) are read by server components and stay on the server.
   */
  sections: SECTIONS,
  /** A page's sections with a contact form among them (components/sections/registry.tsx `sectionsArea`). */
  sectionsWithForms: [...SECTIONS, 'forms'],
  /** The cart: the checkout form, its plan picker and summary, and their error keys. */
  cart: ['shop.checkout', 'shop.coupon', 'shop.vat'],
  /** Signing up, in and out, activation, password restore and the Taobao purchase page. */
  user: ['user', 'auth.errors', 'shop.taobao'],
  /** The signed-in account area: membership, licences, orders, customers, profile and app authorisation. */
  account: [
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
  staff: ['staff.verify', 'staff.account', 'staff.order', 'staff.taobao', 'staff.prices', 'staff.legacy'],
} as const satisfies Record<string, readonly string[]>;

export type ClientArea = keyof typeof CLIENT_NAMESPACES;
