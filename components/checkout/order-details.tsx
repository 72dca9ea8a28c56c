import { getTranslations } from 'next-intl/server';
import type { CheckoutSummary } from '@/lib/commerce/checkout-summary';
import type { Locale } from '@/lib/i18n/config';
import styles from './checkout.module.css';

/** What an order buys, as /accept-fake-payment and /account/payment/thank-you list it. */
export async function OrderDetails({ summary, locale }: { summary: CheckoutSummary; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'shop.checkout' });
  const { plan } = summary;
  const planText =
    plan.kind === 'lifetime'
      ? t('plan.lifetime', { pcs: plan.pcNum })
      : t('plan.subscription', { months: plan.periodMonths, pcs: plan.pcNum });
  const isKnownMethod = (method: string): method is 'card' | 'paypal' | 'alipay' | 'wechat' =>
    ['card', 'paypal', 'alipay', 'wechat'].includes(method);
  return (
    <dl className={styles.details} data-testid="order-details">
      <dt>{t('thankYou.order')}</dt>
      <dd data-testid="order-id">#{summary.orderId}</dd>
      <dt>{t('thankYou.plan')}</dt>
      <dd data-testid="order-plan">{planText}</dd>
      <dt>{t('thankYou.tier')}</dt>
      <dd>{t(`tiers.${summary.tier}`)}</dd>
      {summary.giftRecipientEmail ? (
        <>
          <dt>{t('thankYou.giftFor')}</dt>
          <dd data-testid="order-recipient">{summary.giftRecipientEmail}</dd>
        </>
      ) : null}
      <dt>{t('thankYou.paymentMethod')}</dt>
      <dd>{isKnownMethod(summary.paymentMethod) ? t(`methods.${summary.paymentMethod}`) : summary.paymentMethod}</dd>
      {plan.kind === 'subscription' ? (
        <>
          <dt>{t('thankYou.autoRenew')}</dt>
          <dd>{summary.autoRenew ? t('thankYou.autoRenewOn') : t('thankYou.autoRenewOff')}</dd>
        </>
      ) : null}
      <dt>{t('subtotal')}</dt>
      <dd>{summary.formatted.subtotal}</dd>
      {summary.formatted.discount ? (
        <>
          <dt>{t('discount')}</dt>
          <dd>{summary.formatted.discount}</dd>
        </>
      ) : null}
      <dt>{t('total')}</dt>
      <dd data-testid="order-total">{summary.formatted.total}</dd>
      <dt>{t('thankYou.status')}</dt>
      <dd data-testid="order-status" data-status={summary.status}>
        {t(`statuses.${summary.status}`)}
      </dd>
    </dl>
  );
}
