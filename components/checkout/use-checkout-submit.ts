'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { ApiError, createHttpClient } from '@/lib/api/client';
import { isCheckoutErrorKey } from '@/lib/commerce/checkout-fields';
import type { CheckoutInput, CheckoutValues } from '@/lib/commerce/checkout-schema';
import { CHECKOUT_FIELDS, newIdempotencyKey, saveDraft, signInWithPlan } from './checkout-draft';

interface CheckoutSubmitOptions {
  methods: UseFormReturn<CheckoutInput, unknown, CheckoutValues>;
  /** What the form keeps outside react-hook-form, saved with the draft. */
  extras: { gift: boolean; coupon: string; vat: string };
  license: { id: number } | null;
  signInHref: string;
  locale: string;
}

/**
 * Sends the order (POST /api/checkout) and goes on to the payment page. The draft is saved first, so a payment page
 * or a sign-in after the session ran out comes back to the same choices; one idempotency key per distinct order, so
 * a second click never buys twice. Refusals land on their fields; anything else is the form's error.
 */
export function useCheckoutSubmit({ methods, extras, license, signInHref, locale }: CheckoutSubmitOptions) {
  const t = useTranslations('shop.checkout');
  const { getValues, setError } = methods;
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const submission = useRef<{ signature: string; key: string } | null>(null);

  const buy = async (values: CheckoutValues) => {
    setFormError(null);
    const { gift } = extras;
    const forLicense = license !== null && values.term === 'lifetime' && !gift;
    const body = { ...values, recipientEmail: gift ? values.recipientEmail : '', licenseId: forLicense ? license.id : null };
    const signature = JSON.stringify(body);
    if (submission.current?.signature !== signature) submission.current = { signature, key: newIdempotencyKey() };
    // Saved first: a payment page, or a sign-in after the session ran out, comes back to it.
    saveDraft({ values: getValues(), ...extras });
    // A session that ran out while the form was open: sign in again and come back to this very form.
    const checkoutApi = createHttpClient({ signInPath: signInWithPlan(signInHref, values.term, values.pcNum, { resume: true }) });
    try {
      const { redirectUrl } = await checkoutApi.post<{ redirectUrl: string }>('/api/checkout', {
        ...body,
        idempotencyKey: submission.current.key,
        locale,
      });
      setLeaving(true);
      window.location.assign(redirectUrl);
    } catch (error) {
      // Signed out: the client is on its way to the sign-in page, which comes back here.
      if (error instanceof ApiError && error.status === 401) {
        setLeaving(true);
        return;
      }
      if (error instanceof ApiError && error.status === 422) {
        const errors = ((error.body as { errors?: { field: string; code: string }[] })?.errors ?? []).filter(
          (entry) => (CHECKOUT_FIELDS as readonly string[]).includes(entry.field) && isCheckoutErrorKey(entry.code),
        );
        errors.forEach(({ field, code }, index) => {
          setError(field as Path<CheckoutInput>, { type: 'server', message: code }, { shouldFocus: index === 0 });
        });
        if (errors.length > 0) return;
      }
      const message = error instanceof ApiError ? (error.body as { message?: unknown } | undefined)?.message : undefined;
      setFormError(typeof message === 'string' ? message : t('api.paymentUnavailable'));
    }
  };

  return { buy, formError, clearFormError: () => setFormError(null), leaving };
}
