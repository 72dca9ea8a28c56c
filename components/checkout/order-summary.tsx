'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { CheckoutQuote } from '@/lib/commerce/checkout';
import { vatRatePercent } from '@/lib/commerce/vat-rates';
import styles from './checkout.module.css';

/** VAT basis points as a percentage: 1900 -> '19 %', 2150 -> '21.5 %'. */
function percent(basisPoints: number): string {
  return `${vatRatePercent(basisPoints)} %`;
}

/** spec 2: subtotal, discount and total, as the server priced them; the buy button sits under them. */
export function OrderSummary({
  quote,
  status,
  children,
}: {
  quote: CheckoutQuote | null;
  status: 'idle' | 'loading' | 'failed';
  children: ReactNode;
}) {
  const t = useTranslations('shop.checkout');
  return (
    <aside className={`${styles.card} ${styles.summary}`} aria-labelledby="summary-heading" data-testid="order-summary">
      <h2 id="summary-heading">{t('summaryHeading')}</h2>
      {quote ? (
        <dl className={styles.totals} data-loading={status === 'loading'}>
          <dt>{t('subtotal')}</dt>
          <dd data-testid="subtotal">{quote.formatted.subtotal}</dd>
          {quote.discount > quote.upgradeCredit ? (
            <>
              <dt>{t('discount')}</dt>
              <dd data-testid="discount">{quote.formatted.couponDiscount}</dd>
            </>
          ) : null}
          {quote.upgradeCredit > 0 ? (
            <>
              <dt>{t('upgradeCredit')}</dt>
              <dd data-testid="upgrade-credit">{quote.formatted.upgradeCredit}</dd>
            </>
          ) : null}
          {quote.reverseCharge ? (
            <>
              <dt>{t('reverseCharge')}</dt>
              <dd data-testid="vat">{quote.formatted.vat}</dd>
            </>
          ) : quote.vatRate > 0 ? (
            <>
              <dt>
                {quote.vatInclusive ? t('vatIncluded', { rate: percent(quote.vatRate) }) : t('vat', { rate: percent(quote.vatRate) })}
              </dt>
              <dd data-testid="vat">{quote.formatted.vat}</dd>
            </>
          ) : null}
          <dt className={styles.total}>{t('total')}</dt>
          <dd className={styles.total} data-testid="total" aria-live="polite">
            {quote.formatted.total}
          </dd>
        </dl>
      ) : null}
      <p role="status" className={status === 'failed' ? styles.statusError : styles.status} data-testid="quote-status">
        {status === 'loading' ? t('updating') : status === 'failed' ? t('quoteFailed') : ''}
      </p>
      {children}
    </aside>
  );
}
