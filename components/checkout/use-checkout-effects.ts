'use client';

import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutInput, CheckoutValues } from '@/lib/commerce/checkout-schema';
import { CHECKOUT_FIELDS, readDraft } from './checkout-draft';
import type { QuoteState } from './use-checkout-quote';

type CheckoutMethods = UseFormReturn<CheckoutInput, unknown, CheckoutValues>;

/**
 * Back from a failed or cancelled payment, or from signing in again: what the buyer chose before comes back (nothing
 * lost). The plan in the link wins: it is what the buyer was sent back with.
 */
export function useRestoredDraft(
  { payment, resume }: { payment: 'failed' | 'cancelled' | null; resume: boolean },
  { setValue }: CheckoutMethods,
  restoreExtras: (extras: { gift: boolean; coupon: string; vat: string }) => void,
) {
  useEffect(() => {
    if (!payment && !resume) return;
    const draft = readDraft();
    if (!draft) return;
    for (const field of CHECKOUT_FIELDS) {
      const value = draft.values[field];
      if (value !== undefined && field !== 'term' && field !== 'pcNum' && field !== 'email') setValue(field, value as never);
    }
    // sessionStorage only exists in the browser, so the draft can only be read after hydration.
    restoreExtras({ gift: draft.gift, coupon: draft.coupon, vat: draft.vat });
    // restoreExtras sets state: called once per return, as the dependencies say.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payment, resume, setValue]);
}

/** The quote's refusals (VAT number, coupon) show on their fields, and go when the field is fixed. */
export function useQuoteFieldErrors(errors: QuoteState['errors'], { setError, clearErrors, formState }: CheckoutMethods) {
  useEffect(() => {
    for (const field of ['vatNumber', 'couponCode'] as const) {
      const code = errors[field];
      if (code) setError(field, { type: 'server', message: code });
      else if (formState.errors[field]?.type === 'server') clearErrors(field);
    }
    // formState.errors is read, not watched: only a new quote changes what the server refused.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors, setError, clearErrors]);
}

/** Auto-renewal is unticked whenever the plan, method or country stop offering it. */
export function useAutoRenewOffer(offered: boolean, { setValue }: CheckoutMethods) {
  useEffect(() => {
    if (!offered) setValue('autoRenew', false);
  }, [offered, setValue]);
}
