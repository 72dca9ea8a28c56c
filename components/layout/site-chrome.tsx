import type { ReactNode } from 'react';
import type { SiteChromeContent } from '@/lib/content/site-chrome';
import { CookieBanner } from './cookie-banner';
import { OfferBanner } from './offer-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { ThirdPartyScripts } from './third-party-scripts';

/**
 * spec 2: the default layout's frame: offer banner, header with the main menu, footer, cookie banner.
 * The menu, footer and cookie banner are the Studio's Site settings, read by the layout.
 */
export function SiteChrome({
  content: { settings, banner, thirdPartyOrigin },
  children,
}: {
  content: SiteChromeContent;
  children: ReactNode;
}) {
  return (
    <>
      <OfferBanner banner={banner} />
      <SiteHeader menu={settings.mainMenu} />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter groups={settings.footerGroups} />
      {settings.cookieBanner && <CookieBanner copy={settings.cookieBanner} />}
      <ThirdPartyScripts ids={settings.thirdParty} origin={thirdPartyOrigin} />
    </>
  );
}
