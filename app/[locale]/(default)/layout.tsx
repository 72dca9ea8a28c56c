import { setRequestLocale } from 'next-intl/server';
import { use, type ReactNode } from 'react';
import { toLocale } from '@/lib/i18n/config';
import { CookieBanner } from '@/components/layout/cookie-banner';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/** spec 2: the default layout: header with the main menu, footer, cookie banner. */
export default function DefaultLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // Layouts render alongside each other: each sets the locale, or next-intl falls back to request headers.
  setRequestLocale(toLocale(use(params).locale));
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
