'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { showsOfferBanner } from '@/lib/commerce/offer-banner';
import type { OfferBanner } from '@/lib/content/offer-banner';
import { useOfferOver } from './use-offer-over';
import { publicPath } from '@/lib/content/route-request';
import { Link } from '@/lib/i18n/navigation';
import { useViewer } from './use-viewer';

// spec 9: the default currency is USD with its sign before the value; the banner's prices are in it.
const usd = (value: string) => `$${value}`;

/** The banner itself. Static pages are shared by every visitor, so who sees it is decided here. */
export function OfferBannerBar({ banner }: { banner: OfferBanner }) {
  const t = useTranslations('common.offerBanner');
  // The server renders a content page at its internal path; publicPath gives both sides the same answer.
  const path = publicPath(usePathname());
  const viewer = useViewer();
  // A page rendered before the offer ended may be served after it: the browser takes the banner down then.
  const over = useOfferOver(banner.endsAt);
  if (over || !showsOfferBanner({ enabled: banner.enabled, path, viewer })) return null;

  return (
    <aside className="offer-banner" aria-label={t('label')} data-testid="offer-banner">
      <div className="offer-banner__inner container">
        <p className="offer-banner__text">
          {banner.text}{' '}
          <span className="offer-banner__ends" data-testid="offer-banner-ends">
            {t('endsAt', { date: banner.endsAtText })}
          </span>
        </p>
        <p className="offer-banner__prices">
          {banner.priceOld ? (
            <>
              <span className="visually-hidden">{t('oldPrice')} </span>
              <s className="offer-banner__old">{usd(banner.priceOld)}</s>{' '}
            </>
          ) : null}
          <span className="visually-hidden">{t('price')} </span>
          <strong>{usd(banner.price)}</strong>
        </p>
        <Link href="/checkout" className="button button--primary offer-banner__button">
          {banner.buttonLabel}
        </Link>
      </div>
    </aside>
  );
}
