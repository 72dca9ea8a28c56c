'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import type { CookieBannerCopy } from '@/lib/content/site-settings';
import { Link } from '@/lib/i18n/navigation';
import { displayedHref } from '@/lib/text/link-allow-list';
import { consentSnapshot, giveConsent, subscribeToConsent } from '@/lib/ui/cookie-consent';

// Pages are static: the server renders no banner and the browser shows it until 'Ok' is chosen.
const serverSnapshot = () => true;

/** spec 2: the cookie banner (text, See details, Ok), its copy from the Studio's Site settings. */
export function CookieBanner({ copy }: { copy: CookieBannerCopy }) {
  const t = useTranslations('common.cookieBanner');
  const consented = useSyncExternalStore(subscribeToConsent, consentSnapshot, serverSnapshot);
  if (consented) return null;
  // spec 5: the Studio asks for a path on this site; a value off the list is emptied all the same.
  const detailsHref = displayedHref(copy.detailsHref);

  return (
    <section className="cookie-banner" role="region" aria-label={t('label')} data-testid="cookie-banner">
      <p>{copy.text}</p>
      <div className="cookie-banner__actions">
        {detailsHref === undefined ? (
          <a className="button button--ghost">{copy.detailsLabel}</a>
        ) : (
          <Link href={detailsHref} className="button button--ghost">
            {copy.detailsLabel}
          </Link>
        )}
        <button type="button" className="button button--primary" onClick={giveConsent}>
          {copy.okLabel}
        </button>
      </div>
    </section>
  );
}
