'use client';

import { NextIntlClientProvider } from 'next-intl';
import { ServerErrorScreen } from '@/components/server-error-screen';
import { splitLocale } from '@/lib/i18n/config';
import { messagesByLocale } from '@/lib/i18n/messages';
import './styles/globals.css';

type Props = { error: Error & { digest?: string }; reset: () => void };

/** Errors in the locale layout itself: no provider above us, so this boundary brings its own. */
export default function GlobalError(props: Props) {
  const { locale } = splitLocale(typeof window === 'undefined' ? '/' : window.location.pathname);
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider locale={locale} messages={messagesByLocale[locale]}>
          <main id="main" className="site-main">
            <ServerErrorScreen {...props} />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
