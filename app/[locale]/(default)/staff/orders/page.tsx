import type { Metadata } from 'next';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/account/account.module.css';
import { planItem } from '@/lib/commerce/invoice-view';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff, staffOrderSearch } from '@/lib/staff/pages';
import { staffOrderSearchSchema, staffPageSchema } from '@/lib/validation/staff';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'staff.orders' });
  return { title: t('title') };
}

const listPath = (query: string, page: number) => {
  const search = new URLSearchParams({ ...(query && { q: query }), ...(page > 1 && { page: String(page) }) }).toString();
  return `/staff/orders${search ? `?${search}` : ''}`;
};

/** /staff/orders?q=&page= (issue 20): orders by number, buyer's address or payment id, newest first, 25 a page. */
export default async function StaffOrdersPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const raw = await searchParams;
  const query = staffOrderSearchSchema.parse(typeof raw.q === 'string' ? raw.q : '');
  const page = staffPageSchema.parse(raw.page);
  await requireStaff(locale, localizedPath(locale, listPath(query, page)));
  const [t, tShop, messages, found] = await Promise.all([
    getTranslations({ locale, namespace: 'staff.orders' }),
    getTranslations({ locale, namespace: 'shop.orders' }),
    getMessages({ locale }),
    staffOrderSearch(query, page),
  ]);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
      </header>
      <section className={styles.card} aria-label={t('title')}>
        <form method="get" className={formStyles.form} role="search" data-testid="order-search">
          <div className={formStyles.field}>
            <label htmlFor="order-search" className={formStyles.label}>
              {t('search')}
            </label>
            <input
              id="order-search"
              name="q"
              type="search"
              className={formStyles.input}
              defaultValue={query}
              aria-describedby="order-search-hint"
            />
            <p id="order-search-hint" className={formStyles.hint}>
              {t('searchHint')}
            </p>
          </div>
          <button type="submit" className="button button--primary">
            {t('searchButton')}
          </button>
        </form>
      </section>
      {found.orders.length === 0 ? <p data-testid="no-orders">{query ? t('noResults', { query }) : t('empty')}</p> : null}
      {found.orders.length > 0 ? (
        <section className={styles.card} aria-labelledby="orders-heading">
          <h2 id="orders-heading">{t('results')}</h2>
          <table data-testid="orders-found">
            <thead>
              <tr>
                <th scope="col">{t('number')}</th>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('buyer')}</th>
                <th scope="col">{t('plan')}</th>
                <th scope="col">{t('amount')}</th>
                <th scope="col">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {found.orders.map((order) => (
                <tr key={order.id} data-testid="staff-order-row">
                  <td>
                    <Link href={`/staff/orders/${order.id}`}>#{order.id}</Link>
                  </td>
                  <td>{date.format(new Date(order.date))}</td>
                  <td>
                    <Link href={`/staff/accounts/${order.buyerUserId}`}>{order.email}</Link>
                  </td>
                  <td>{planItem(messages as Messages, locale, order.plan)}</td>
                  <td>{order.amount}</td>
                  <td>{tShop(`status.${order.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav className={styles.links} aria-label={t('pageOf', { page })}>
            {page > 1 ? <Link href={listPath(query, page - 1)}>{t('previous')}</Link> : null} <span>{t('pageOf', { page })}</span>{' '}
            {found.hasNext ? <Link href={listPath(query, page + 1)}>{t('next')}</Link> : null}
          </nav>
        </section>
      ) : null}
    </div>
  );
}
