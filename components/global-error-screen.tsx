'use client';

import { NextIntlClientProvider } from 'next-intl';
import { ServerErrorScreen } from '@/components/server-error-screen';
import { compiledForProvider } from '@/lib/i18n/compiled-messages';
import type { Locale } from '@/lib/i18n/config';
import enCommon from '@/lib/i18n/messages/en/common.json';
import zhCommon from '@/lib/i18n/messages/zh-CN/common.json';

// The error screen's texts are common's: only those (the whole catalogue of both languages was 39 KiB gzip),
// compiled for the browser's formatter (lib/i18n/compiled-messages.ts; this screen's chunk loads only when it shows).
const errorScreenMessages = { en: { common: enCommon }, 'zh-CN': { common: zhCommon } } as const;

type Props = { error: Error & { digest?: string }; reset: () => void; locale: Locale };

/** app/global-error.tsx's screen, loaded when it shows. */
export default function GlobalErrorScreen({ locale, ...props }: Props) {
  return (
    <NextIntlClientProvider locale={locale} messages={compiledForProvider(errorScreenMessages[locale])}>
      <main id="main" className="site-main">
        <ServerErrorScreen {...props} />
      </main>
    </NextIntlClientProvider>
  );
}
