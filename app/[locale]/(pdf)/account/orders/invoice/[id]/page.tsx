import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { toLocale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string; id: string }> };

export const metadata: Metadata = { robots: { index: false } };

// Orders arrive with the shop issue; until then no invoice exists, so every number shows
// the not-found state of spec 8 in the pdf layout.
export default function InvoicePage({ params }: Props) {
  setRequestLocale(toLocale(use(params).locale));
  const t = useTranslations('common.invoice');
  return (
    <section className="invoice" data-testid="invoice-not-found">
      <h1>{t('notFound')}</h1>
      <p>{t('notFoundText')}</p>
      <Link href="/account/orders" className="button button--ghost print-hidden">
        {t('backToOrders')}
      </Link>
    </section>
  );
}
