'use client';

import type { CheckoutTerm } from '@/lib/commerce/plans';
import { RESUME_PARAM } from '@/lib/commerce/checkout-fields';
import type { CheckoutInput } from '@/lib/commerce/checkout-schema';

// What the checkout form keeps between pages: the buyer's choices while they pay elsewhere (restored when a
// payment fails or is cancelled), the key of one submission, and the way back after signing in.

const DRAFT_KEY = 'checkout-draft';

export const CHECKOUT_FIELDS = [
  'term',
  'pcNum',
  'country',
  'vatNumber',
  'paymentMethod',
  'email',
  'recipientEmail',
  'couponCode',
  'autoRenew',
] as const;

export interface CheckoutDraft {
  values: Partial<CheckoutInput>;
  gift: boolean;
  coupon: string;
  vat: string;
}

export function saveDraft(draft: CheckoutDraft): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Without storage the buyer's choices are not restored after a failed payment; the order is fine.
  }
}

export function readDraft(): CheckoutDraft | null {
  try {
    const saved = window.sessionStorage.getItem(DRAFT_KEY);
    return saved ? (JSON.parse(saved) as CheckoutDraft) : null;
  } catch {
    // A draft that cannot be read is no draft.
    return null;
  }
}

/** A fresh key for one submission: the same key twice (a double click, a retry) is one order on the server. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The sign-in link, coming back to the plan chosen now rather than the one the page opened with; with
 * `resume`, to the whole form as it was (the draft saved before the submission).
 */
export function signInWithPlan(signInHref: string, term: CheckoutTerm, pcNum: number, { resume = false } = {}): string {
  const base = 'http://site.invalid';
  const url = new URL(signInHref, base);
  const back = new URL(url.searchParams.get('returnUrl') ?? '/checkout', base);
  back.searchParams.set('term', term);
  back.searchParams.set('pc', String(pcNum));
  if (resume) back.searchParams.set(RESUME_PARAM, '1');
  url.searchParams.set('returnUrl', `${back.pathname}${back.search}`);
  return `${url.pathname}${url.search}`;
}
