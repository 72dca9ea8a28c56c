'use client';

import { NextIntlClientProvider } from 'next-intl';
import { ServerErrorScreen } from '@/components/server-error-screen';
import { splitLocale } from '@/lib/i18n/config';
import enCommon from '@/lib/i18n/messages/en/common.json';
import zhCommon from '@/lib/i18n/messages/zh-CN/common.json';
import './styles/globals.css';

// The error screen's texts are common's: only those, since this boundary's script loads with every page, and the
// whole catalogue of both languages there was 39 KiB gzip of every page's first load (issue 16).
const errorScreenMessages = { en: { common: enCommon }, 'zh-CN': { common: zhCommon } } as const;

type Props = { error: Error & { digest?: string }; reset: () => void };

/** Errors in the locale layout itself: no provider above us, so this boundary brings its own. */
export default function GlobalError(props: Props) {
  const { locale } = splitLocale(typeof window === 'undefined' ? '/' : window.location.pathname);
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider locale={locale} messages={errorScreenMessages[locale]}>
          <main id="main" className="site-main">
            <ServerErrorScreen {...props} />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
