'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { publicPath } from '@/lib/content/route-request';
import { locales } from '@/lib/i18n/config';

/**
 * Links to the same page in each language. Every link carries its locale prefix (/en/... too): the
 * proxy then stores the choice in the locale cookie and redirects to the canonical URL, so switching
 * works before hydration and without JavaScript, which a client-side cookie update cannot promise.
 */
export function LanguageSwitcher() {
  const t = useTranslations('common.language');
  const current = useLocale();
  // The server renders a page document or a guide at its internal route ('/en/content-page/help'): the links name
  // the address the visitor sees ('/help').
  const pathname = publicPath(usePathname());

  return (
    <nav className="language-switcher" aria-label={t('label')} data-testid="language-switcher">
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={`/${locale}${pathname === '/' ? '' : pathname}`}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              data-testid={`language-${locale}`}
            >
              {t(locale)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
