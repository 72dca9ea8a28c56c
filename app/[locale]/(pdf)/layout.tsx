import type { ReactNode } from 'react';

/** spec 2: the pdf layout: a bare, printable page for invoices. */
export default function PdfLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="pdf-layout" data-testid="pdf-layout">
      {children}
    </main>
  );
}
