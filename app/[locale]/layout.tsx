import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LoadingBar } from '@/components/layout/loading-bar';
import { ChunkErrorReload } from '@/components/layout/chunk-error-reload';
import { NewVersionOffer } from '@/components/layout/new-version-offer';
import { DraftModeTools } from '@/components/draft-mode/draft-mode-tools';
import { TestShopMark } from '@/components/layout/test-shop-mark';
import { config } from '@/lib/config';
import { locales } from '@/lib/i18n/config';
import { LocaleChoiceScript } from '@/components/layout/locale-choice-script';
import { routing } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/site/url';
import '@/app/styles/globals.css';

export const metadata: Metadata = { metadataBase: siteUrl() };

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  return (
    <html lang={locale}>
      <LocaleChoiceScript locale={locale} />
      <body>
        <ClientMessages area="frame">
          {/* Read when the page is rendered (at build for static pages): scripts/serve.ts refuses a test shop whose build lacks it. */}
          {config().testShop && <TestShopMark />}
          {/* The bar reads the search params, which a static page only knows in the browser. */}
          <Suspense fallback={null}>
            <LoadingBar />
          </Suspense>
          <ChunkErrorReload />
          {children}
          {/* The build that renders the page: at build time for static pages (npm run build gives it the id). */}
          <NewVersionOffer build={config().env.NEXT_DEPLOYMENT_ID} />
          <DraftModeTools />
        </ClientMessages>
      </body>
    </html>
  );
}
