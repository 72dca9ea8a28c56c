import { setRequestLocale } from 'next-intl/server';
import { use, type ReactNode } from 'react';
import { toLocale } from '@/lib/i18n/config';

/** Development-only pages (the mail outbox): plain, without the shop's header, footer and banners. */
export default function DevLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale(toLocale(use(params).locale));
  return (
    <main id="main" className="container" style={{ paddingBlock: 32 }}>
      {children}
    </main>
  );
}
