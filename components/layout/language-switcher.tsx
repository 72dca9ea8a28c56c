'use client';

import { useLocale, useTranslations } from 'next-intl';
import { locales } from '@/lib/i18n/config';
import { Link, usePathname } from '@/lib/i18n/navigation';

/** Links to the same page in each language; next-intl's Link stores the choice in the locale cookie. */
export function LanguageSwitcher() {
  const t = useTranslations('common.language');
  const current = useLocale();
  const pathname = usePathname();

  return (
    <nav className="language-switcher" aria-label={t('label')} data-testid="language-switcher">
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              href={pathname}
              locale={locale}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              data-testid={`language-${locale}`}
            >
              {t(locale)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
