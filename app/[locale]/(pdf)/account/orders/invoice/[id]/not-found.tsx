import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** spec 8 'Invoice Details Not Found': an unknown invoice, or one of another account (a 404 either way). */
export default function InvoiceNotFound() {
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
