import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import { FullPageLinks } from '@/components/layout/full-page-links';
import { LocaleChoiceScript } from '@/components/layout/locale-choice-script';
import { SiteChrome } from '@/components/layout/site-chrome';
import { NotFoundScreen } from '@/components/not-found-screen';
import { siteChromeContent } from '@/lib/content/site-chrome';
import { toLocale } from '@/lib/i18n/config';
import './styles/globals.css';

export const metadata: Metadata = { robots: { index: false } };

/**
 * spec 2: an unmatched route is a 404 'Page not found: {path}', in the default layout. Next renders
 * this outside every layout, so it brings its own document; the proxy has already chosen the locale.
 */
export default async function GlobalNotFound() {
  const locale = await getLocale();
  const chrome = await siteChromeContent(toLocale(locale));
  return (
    <html lang={locale}>
      <LocaleChoiceScript locale={locale} />
      <body>
        <NextIntlClientProvider>
          <FullPageLinks />
          <SiteChrome content={chrome}>
            <NotFoundScreen />
          </SiteChrome>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
