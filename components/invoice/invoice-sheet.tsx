import { useTranslations } from 'next-intl';
import type { InvoiceDocument } from '@/lib/commerce/invoice-document';
import type { InvoiceField } from '@/lib/commerce/invoice-view';
import { Link } from '@/lib/i18n/navigation';
import { PrintButton } from './print-button';
import styles from './invoice-sheet.module.css';

function Fields({ fields, testId }: { fields: InvoiceField[]; testId: string }) {
  return (
    <dl className={styles.fields} data-testid={testId}>
      {fields.map(({ label, value }) => (
        <div key={label} className={styles.field}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * spec 3 "Invoice" on paper: the same InvoiceView the PDF draws (lib/commerce/invoice-pdf.ts). While the
 * buyer's profile lacks the billing an invoice must name, spec 8's warning shows and the PDF is withheld.
 */
export function InvoiceSheet({ document: { view, complete }, pdfHref }: { document: InvoiceDocument; pdfHref: string }) {
  const t = useTranslations();
  const last = view.totals.length - 1;
  return (
    <article className={styles.sheet} data-testid="invoice">
      <div className={`${styles.toolbar} print-hidden`}>
        <Link href="/account/orders" className="button button--ghost">
          {t('common.invoice.backToOrders')}
        </Link>
        {complete ? (
          <>
            <PrintButton label={t('common.invoice.print')} />
            <a href={pdfHref} className="button button--ghost" data-testid="invoice-pdf-link">
              {t('shop.invoice.downloadPdf')}
            </a>
          </>
        ) : null}
      </div>

      {complete ? null : (
        <div role="alert" className={`${styles.warning} print-hidden`} data-testid="invoice-profile-warning">
          <p>{t('shop.invoice.profileIncomplete')}</p>
          <Link href="/account/profile">{t('shop.invoice.profileIncompleteAction')}</Link>
        </div>
      )}

      <header className={styles.head}>
        <h1 data-testid="invoice-title">
          {view.title} {view.number}
        </h1>
        <address className={styles.seller}>
          <strong>{view.postalAddressHeading}</strong>
          {view.postalAddress.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </header>

      <Fields fields={view.facts} testId="invoice-facts" />

      <table className={styles.items}>
        <thead>
          <tr>
            <th scope="col">{t('shop.invoice.item')}</th>
            <th scope="col">{t('shop.invoice.amount')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td data-testid="invoice-item">{view.item.label}</td>
            <td>{view.item.value}</td>
          </tr>
        </tbody>
        <tfoot>
          {view.totals.map(({ label, value }, index) => (
            <tr key={label} className={index === last ? styles.total : undefined}>
              <th scope="row">{label}</th>
              <td data-testid={index === last ? 'invoice-total' : undefined}>{value}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      {view.notes.map((note) => (
        <p key={note} className={styles.note} data-testid="invoice-note">
          {note}
        </p>
      ))}

      <section aria-labelledby="invoice-billing">
        <h2 id="invoice-billing">{view.billingHeading}</h2>
        <Fields fields={view.billing} testId="invoice-billing" />
      </section>
    </article>
  );
}
