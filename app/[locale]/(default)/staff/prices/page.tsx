import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { PriceForm } from '@/components/staff/price-form';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { requireStaff, staffPrices } from '@/lib/staff/pages';
import { majorAmountText, type StaffPriceRow } from '@/lib/staff/prices';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'staff.prices' });
  return { title: t('title') };
}

/** /staff/prices (issue 20): every plan's price and former price, by currency, each saved on its own. */
export default async function StaffPricesPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  await requireStaff(locale, localizedPath(locale, '/staff/prices'));
  const [rows, t] = await Promise.all([staffPrices(), getTranslations({ locale, namespace: 'staff.prices' })]);
  const byCurrency = new Map<string, StaffPriceRow[]>();
  for (const row of rows) byCurrency.set(row.currencyCode, [...(byCurrency.get(row.currencyCode) ?? []), row]);
  const planName = (row: StaffPriceRow) =>
    row.kind === 'lifetime' ? t('lifetime', { pcs: row.pcNum }) : t('subscription', { months: row.periodMonths, pcs: row.pcNum });

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      {[...byCurrency].map(([currency, list]) => (
        <section key={currency} className={styles.card} aria-labelledby={`prices-${currency}`} data-testid={`prices-${currency}`}>
          <h2 id={`prices-${currency}`}>{t('currency', { currency: `${currency} (${list[0]!.sign})` })}</h2>
          {list.map((row) => (
            <div key={row.id} data-testid={`price-row-${currency}-${row.kind}-${row.periodMonths}-${row.pcNum}`} data-price-id={row.id}>
              <h3>
                {planName(row)}
                {row.sold ? '' : ` · ${t('notSold')}`}
              </h3>
              <PriceForm
                id={row.id}
                plan={`${currency} · ${planName(row)}`}
                price={majorAmountText(row.amount, row.minorUnit)}
                priceOld={row.amountOld === null ? '' : majorAmountText(row.amountOld, row.minorUnit)}
              />
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
