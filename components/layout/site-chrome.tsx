import type { ReactNode } from 'react';
import { CookieBanner } from './cookie-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** spec 2: the default layout's frame: header with the main menu, footer, cookie banner. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter />
      <CookieBanner />
    </>
  );
}
