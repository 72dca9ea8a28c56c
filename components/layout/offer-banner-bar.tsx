'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { PriceWithOld } from '@/components/shop/plan-price';
import { usePlanPrices } from '@/components/shop/use-plan-prices';
import { showsOfferBanner } from '@/lib/commerce/offer-banner';
import { type InitialPlanPrices, priceOfPlan } from '@/lib/commerce/plan-price-list';
import { checkoutPlanPath } from '@/lib/commerce/checkout-paths';
import { type PlanChoice, soldPlanOf } from '@/lib/commerce/plans';
import { perDeviceLifetime, perDeviceYear } from '@/lib/commerce/price-display';
import type { OfferBanner } from '@/lib/content/offer-banner';
import { useOfferOver } from './use-offer-over';
import { publicPath } from '@/lib/content/route-request';
import { Link } from '@/lib/i18n/navigation';
import { useViewer } from './use-viewer';

/** The offered plan's price from the shop, in the visitor's currency, its former price struck through. */
function OfferBannerPrices({ plan, initialPrices }: { plan: PlanChoice; initialPrices: InitialPlanPrices | null }) {
  const t = useTranslations('shop.price');
  const prices = usePlanPrices(initialPrices);
  const price = prices && priceOfPlan(prices, plan);
  const each =
    price && prices && plan.pcNum > 1
      ? plan.kind === 'lifetime'
        ? perDeviceLifetime(t, price.amount, plan.pcNum, prices.currency)
        : plan.periodMonths === 12 && perDeviceYear(t, price.amount, plan.pcNum, prices.currency)
      : null;
  return (
    <p className="offer-banner__prices" data-testid="offer-banner-prices" aria-busy={!price}>
      {price && prices ? <PriceWithOld price={price} currency={prices.currency} /> : null}
      {each ? (
        <span className="offer-banner__each" data-testid="offer-banner-each">
          {each}
        </span>
      ) : null}
    </p>
  );
}

/** The banner itself. Static pages are shared by every visitor, so who sees it is decided here. */
export function OfferBannerBar({ banner, initialPrices }: { banner: OfferBanner; initialPrices: InitialPlanPrices | null }) {
  const t = useTranslations('common.offerBanner');
  // The server renders a content page at its internal path; publicPath gives both sides the same answer.
  const path = publicPath(usePathname());
  const viewer = useViewer();
  // A page rendered before the offer ended may be served after it: the browser takes the banner down then.
  const over = useOfferOver(banner.endsAt);
  // A plan the shop no longer sells (the Studio refuses to publish one) is not advertised.
  const plan = soldPlanOf(banner.plan.term, banner.plan.pcNum);
  if (over || !plan || !showsOfferBanner({ enabled: banner.enabled, path, viewer })) return null;

  return (
    <aside className="offer-banner" aria-label={t('label')} data-testid="offer-banner">
      <div className="offer-banner__inner container">
        <p className="offer-banner__text">
          {banner.text}{' '}
          <span className="offer-banner__ends" data-testid="offer-banner-ends">
            {t('endsAt', { date: banner.endsAtText })}
          </span>
        </p>
        <OfferBannerPrices plan={plan} initialPrices={initialPrices} />
        <Link href={checkoutPlanPath(plan)} className="button button--primary offer-banner__button" data-testid="offer-banner-button">
          {banner.buttonLabel}
        </Link>
      </div>
    </aside>
  );
}
