'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useDeferredValue, useId, useState } from 'react';
import { api } from '@/lib/api/http';
import type { OrderSummary } from '@/lib/commerce/order-summary';
import { Link } from '@/lib/i18n/navigation';
import styles from './orders-table.module.css';

// The methods with a name in `shop.orders.methods`; another is shown as it is stored.
const NAMED_METHODS = ['card', 'paypal', 'alipay', 'wechat', 'fake'] as const;
const isNamedMethod = (method: string): method is (typeof NAMED_METHODS)[number] => (NAMED_METHODS as readonly string[]).includes(method);

/** spec 3 "Payment order": the payment history, with spec 2's 'Search client email' box. */
export function OrdersTable() {
  const t = useTranslations('shop.orders');
  const locale = useLocale();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const clientEmail = useDeferredValue(search.trim());
  const orders = useQuery({
    queryKey: ['account', 'orders', clientEmail],
    queryFn: ({ signal }) => api.get<{ orders: OrderSummary[] }>('/api/account/orders', { query: { client_email: clientEmail || undefined }, signal }),
    select: (data) => data.orders,
    placeholderData: (previous) => previous,
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });

  return (
    <section className={styles.history} aria-labelledby={`${searchId}-heading`}>
      <h2 id={`${searchId}-heading`} className="visually-hidden">
        {t('title')}
      </h2>
      <div className={styles.search}>
        <label htmlFor={searchId}>{t('search')}</label>
        <input
          id={searchId}
          type="search"
          inputMode="email"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="orders-search"
        />
      </div>

      {orders.isPending ? (
        <p role="status" data-testid="orders-loading">
          {t('loading')}
        </p>
      ) : orders.isError ? (
        <div role="alert" className={styles.error} data-testid="orders-error">
          <p>{t('error')}</p>
          <button type="button" className="button button--ghost" onClick={() => void orders.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : orders.data.length === 0 ? (
        <p role="status" data-testid="orders-empty">
          {clientEmail ? t('emptySearch') : t('empty')}
        </p>
      ) : (
        <div className={styles.scroller}>
          <table className={styles.table} data-testid="orders-table" aria-busy={orders.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t('columns.date')}</th>
                <th scope="col">{t('columns.email')}</th>
                <th scope="col">{t('columns.amount')}</th>
                <th scope="col">{t('columns.method')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('columns.invoice')}</th>
                <th scope="col">{t('columns.client')}</th>
                <th scope="col">{t('columns.refunded')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('columns.details')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((order) => (
                <tr key={order.id} data-testid="order-row" data-order-id={order.id}>
                  <td>{date.format(new Date(order.date))}</td>
                  <td>{order.email}</td>
                  <td className={styles.amount}>{order.amount}</td>
                  <td>{isNamedMethod(order.method) ? t(`methods.${order.method}`) : order.method}</td>
                  <td>{t(`status.${order.status}`)}</td>
                  <td>
                    {order.invoice === null ? (
                      t('none')
                    ) : (
                      <Link href={`/account/orders/invoice/${order.id}`} data-testid="invoice-link">
                        {t('invoiceNumber', { number: order.invoice })}
                      </Link>
                    )}
                  </td>
                  <td>{order.client}</td>
                  <td>{order.refunded ? t('yes') : t('no')}</td>
                  <td>
                    <Link href={`/account/orders/${order.id}`} aria-label={t('view', { id: order.id })}>
                      {t('columns.details')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
