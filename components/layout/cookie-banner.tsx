'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { consentSnapshot, giveConsent, subscribeToConsent } from '@/lib/ui/cookie-consent';

// Pages are static: the server renders no banner and the browser shows it until 'Ok' is chosen.
const serverSnapshot = () => true;

export function CookieBanner() {
  const t = useTranslations('common.cookieBanner');
  const consented = useSyncExternalStore(subscribeToConsent, consentSnapshot, serverSnapshot);
  if (consented) return null;

  return (
    <section className="cookie-banner" role="region" aria-label={t('label')} data-testid="cookie-banner">
      <p>{t('text')}</p>
      <div className="cookie-banner__actions">
        <Link href="/privacy" className="button button--ghost">
          {t('seeDetails')}
        </Link>
        <button type="button" className="button button--primary" onClick={giveConsent}>
          {t('ok')}
        </button>
      </div>
    </section>
  );
}
