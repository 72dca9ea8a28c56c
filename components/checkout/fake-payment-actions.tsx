'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import { useHydrated } from '@/components/account/use-hydrated';
import { api, ApiError } from '@/lib/api/client';
import type { FakePaymentAction } from '@/lib/commerce/checkout-schema';
import styles from './checkout.module.css';

/** The three outcomes of the fake provider (spec 2 /accept-fake-payment): pay, fail, cancel. */
export function FakePaymentActions({ orderId }: { orderId: number }) {
  const t = useTranslations('shop.checkout');
  const locale = useLocale();
  const hydrated = useHydrated();
  const [working, setWorking] = useState<FakePaymentAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  const settle = async (action: FakePaymentAction) => {
    setWorking(action);
    setError(null);
    try {
      const { redirectUrl } = await api.post<{ redirectUrl: string }>('/api/payments/fake', { order: orderId, action, locale });
      window.location.assign(redirectUrl);
    } catch (failure) {
      const message = failure instanceof ApiError ? (failure.body as { message?: unknown } | undefined)?.message : undefined;
      setError(typeof message === 'string' ? message : t('api.paymentUnavailable'));
      setWorking(null);
    }
  };

  const button = (action: FakePaymentAction, label: string, primary = false) => (
    <button
      type="button"
      className={`button ${primary ? 'button--primary' : 'button--ghost'}`}
      disabled={!hydrated || working !== null}
      onClick={() => settle(action)}
      data-testid={`fake-${action}`}
    >
      {working === action ? t('fakePayment.working') : label}
    </button>
  );

  return (
    <div className={styles.panel} aria-busy={working !== null}>
      <div className={styles.actions}>
        {button('pay', t('fakePayment.pay'), true)}
        {button('fail', t('fakePayment.fail'))}
        {button('cancel', t('fakePayment.cancel'))}
      </div>
      {error ? (
        <p className={formStyles.error} role="alert" data-testid="fake-payment-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
