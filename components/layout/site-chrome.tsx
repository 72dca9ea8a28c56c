import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { siteSettings } from '@/lib/content/site-settings';
import { toLocale } from '@/lib/i18n/config';
import { CookieBanner } from './cookie-banner';
import { OfferBanner } from './offer-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * spec 2: the default layout's frame: offer banner, header with the main menu, footer, cookie banner.
 * The menu, footer and cookie banner are the Studio's Site settings.
 */
export async function SiteChrome({ children }: { children: ReactNode }) {
  const settings = await siteSettings(toLocale(await getLocale()));
  return (
    <>
      <OfferBanner />
      <SiteHeader menu={settings.mainMenu} />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter groups={settings.footerGroups} />
      {settings.cookieBanner && <CookieBanner copy={settings.cookieBanner} />}
    </>
  );
}
