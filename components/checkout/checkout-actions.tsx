'use client';

import { useTranslations } from 'next-intl';
import formStyles from '@/components/forms/forms.module.css';
import { Link } from '@/lib/i18n/navigation';
import styles from './checkout.module.css';

interface CheckoutActionsProps {
  formError: string | null;
  /** The signed-in buyer's way to buy; null for a visitor, who is offered sign-in instead. */
  buy: { disabled: boolean; busy: boolean } | null;
  signInLink: string;
}

/** Beside the total: the refund terms and the agreement, then Agree and Buy (or sign-in first). */
export function CheckoutActions({ formError, buy, signInLink }: CheckoutActionsProps) {
  const t = useTranslations('shop.checkout');
  const agreement = (
    <p className={styles.agreement}>
      {t.rich('agreement', {
        terms: (chunks) => <Link href="/terms-of-use">{chunks}</Link>,
        saas: (chunks) => <Link href="/saas">{chunks}</Link>,
      })}
    </p>
  );
  return (
    <>
      {formError ? (
        <p className={formStyles.error} role="alert" data-testid="checkout-error">
          {formError}
        </p>
      ) : null}
      {/* Issue 25: the refund terms sit next to the buy button, where a buyer decides. */}
      <p className={styles.agreement} data-testid="refund-terms">
        {t.rich('refundTerms', { terms: (chunks) => <Link href="/terms-of-use">{chunks}</Link> })}
      </p>
      {buy ? (
        <>
          {agreement}
          <button type="submit" className={`button button--primary ${styles.buy}`} disabled={buy.disabled} data-testid="agree-and-buy">
            {buy.busy ? t('submitting') : t('submit')}
          </button>
        </>
      ) : (
        <>
          <p className={styles.muted}>{t('signInText')}</p>
          <a href={signInLink} className={`button button--primary ${styles.buy}`} data-testid="sign-in-to-buy">
            {t('signInToBuy')}
          </a>
          {agreement}
        </>
      )}
    </>
  );
}
