import { setRequestLocale } from 'next-intl/server';
import { use, type ReactNode } from 'react';
import { toLocale } from '@/lib/i18n/config';

/** spec 2: the pdf layout: a bare, printable page for invoices. */
export default function PdfLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // Layouts render alongside each other: each sets the locale, or next-intl falls back to request headers.
  setRequestLocale(toLocale(use(params).locale));
  return (
    <main id="main" className="pdf-layout" data-testid="pdf-layout">
      {children}
    </main>
  );
}
