import { getLocale, getTranslations } from 'next-intl/server';
import { LifetimePrices, SubscriptionPrices } from '@/components/shop/plan-price';
import { checkoutPlanPath } from '@/lib/commerce/checkout-paths';
import { initialPlanPrices } from '@/lib/commerce/initial-plan-prices';
import { planOf } from '@/lib/commerce/plans';
import { pricingCountry } from '@/lib/commerce/visitor-country';
import { toLocale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import styles from './comparison-table-section.module.css';

/**
 * A comparison cell that shows the shop's prices: rendered with the page language's prices, so the first paint
 * has them; the browser keeps them current and in the visitor's currency (components/shop/use-plan-prices.ts).
 * Under them, the way to buy: the checkout opened on the plan most buyers choose (2 PCs, a year or for life).
 */
export async function PlanPricesCell({ kind }: { kind: 'subscription' | 'lifetime' }) {
  const locale = toLocale(await getLocale());
  const [initial, t] = await Promise.all([
    initialPlanPrices(pricingCountry(locale)),
    getTranslations({ locale, namespace: 'sections.comparison' }),
  ]);
  return (
    <>
      {kind === 'subscription' ? <SubscriptionPrices initial={initial} /> : <LifetimePrices initial={initial} />}
      <Link
        href={checkoutPlanPath(planOf(kind === 'subscription' ? '1y' : 'lifetime', 2))}
        className={styles.choose}
        data-testid={`choose-${kind}`}
      >
        {t(kind === 'subscription' ? 'chooseSubscription' : 'chooseLifetime')}
      </Link>
    </>
  );
}
