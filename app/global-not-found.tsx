import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
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
        <ClientMessages area="frame">
          <FullPageLinks />
          <SiteChrome content={chrome}>
            <NotFoundScreen />
          </SiteChrome>
        </ClientMessages>
      </body>
    </html>
  );
}
