'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import { ResultDialog } from '@/components/forms/result-dialog';
import { useModalDialog } from '@/components/forms/use-modal-dialog';
import { api } from '@/lib/api/client';
import type { CheckoutQuote } from '@/lib/commerce/checkout';
import { LIFETIME_MAX_PC_NUM } from '@/lib/commerce/plans';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import styles from './orders-table.module.css';

// spec 2 /account: "a switch-to-lifetime modal with a comparison, plus a success modal". The comparison puts
// the subscription held beside lifetime access for as many PCs (up to 3), priced by the server with the
// subscription's unused credit (POST /api/checkout/quote, signed in); Continue goes to the checkout with that
// plan. Back from buying it (/account?switched=lifetime), the success modal says it is done.

export interface HeldSubscription {
  periodMonths: number;
  pcNum: number;
  /** ISO 8601. */
  expiresAt: string;
}

interface QuoteAnswer {
  quote: CheckoutQuote | null;
}

export function SwitchToLifetime({ subscription, country }: { subscription: HeldSubscription; country: string }) {
  const t = useTranslations('shop.switchLifetime');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const pcNum = Math.min(subscription.pcNum, LIFETIME_MAX_PC_NUM);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });

  const quote = useQuery({
    queryKey: ['account', 'lifetime-quote', pcNum, country],
    queryFn: ({ signal }) =>
      api.post<QuoteAnswer>(
        '/api/checkout/quote',
        { term: 'lifetime', pcNum, country, vatNumber: '', couponCode: '', gift: false, locale },
        { signal },
      ),
    select: (answer) => answer.quote,
    enabled: open,
    staleTime: 60_000,
  });

  const { close, dialogProps } = useModalDialog(open, () => {
    setOpen(false);
    trigger.current?.focus();
  });

  const checkoutHref = localizedPath(toLocale(locale), `/checkout?term=lifetime&pc=${pcNum}`);

  return (
    <>
      <button ref={trigger} type="button" className="button button--ghost" onClick={() => setOpen(true)} data-testid="switch-lifetime">
        {t('open')}
      </button>
      <dialog {...dialogProps} className={formStyles.dialog} aria-labelledby={titleId} data-testid="switch-lifetime-dialog">
        <h2 id={titleId} className={formStyles.dialogTitle}>
          {t('title')}
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('aspect')}</span>
              </th>
              <th scope="col">{t('current')}</th>
              <th scope="col">{t('lifetime')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('plan')}</th>
              <td>{t('subscriptionPlan', { months: subscription.periodMonths, pcs: subscription.pcNum })}</td>
              <td>{t('lifetimePlan', { pc_num: pcNum })}</td>
            </tr>
            <tr>
              <th scope="row">{t('ends')}</th>
              <td>{date.format(new Date(subscription.expiresAt))}</td>
              <td>{t('never')}</td>
            </tr>
            <tr>
              <th scope="row">{t('renewals')}</th>
              <td>{t('renewalsSubscription')}</td>
              <td>{t('renewalsLifetime')}</td>
            </tr>
            <tr>
              <th scope="row">{t('priceToday')}</th>
              <td>{t('paid')}</td>
              <td data-testid="switch-lifetime-price" aria-live="polite">
                {quote.isPending ? t('pricing') : quote.data ? quote.data.formatted.total : t('priceFailed')}
              </td>
            </tr>
          </tbody>
        </table>
        {quote.data && quote.data.upgradeCredit > 0 ? (
          <p>{t('credit', { credit: quote.data.formatted.upgradeCredit.replace(/^-/, '') })}</p>
        ) : null}
        <p className={styles.dialogActions}>
          <a className="button button--primary" href={checkoutHref} data-testid="switch-lifetime-continue">
            {t('continue')}
          </a>
          <button type="button" className="button button--ghost" onClick={close}>
            {t('close')}
          </button>
        </p>
      </dialog>
    </>
  );
}

/** Back from buying lifetime access (/account?switched=lifetime): the success modal, once. */
export function SwitchedToLifetime({ show }: { show: boolean }) {
  const t = useTranslations('shop.switchLifetime');
  const [open, setOpen] = useState(show);
  return (
    <ResultDialog
      open={open}
      title={t('successTitle')}
      text={t('successText')}
      onClose={() => setOpen(false)}
      testId="switch-lifetime-success"
    />
  );
}
