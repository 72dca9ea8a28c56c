'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useDeferredValue, useId, useState } from 'react';
import { api } from '@/lib/api/client';
import type { OrderSummary } from '@/lib/commerce/order-summary';
import { Link } from '@/lib/i18n/navigation';
import { DataTable, hiddenHeading } from './data-table';
import { ListSearch, ListStates } from './list-states';
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
    queryFn: ({ signal }) =>
      api.get<{ orders: OrderSummary[] }>('/api/account/orders', {
        query: { client_email: clientEmail || undefined },
        signal,
      }),
    select: (data) => data.orders,
    placeholderData: (previous) => previous,
  });
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

  return (
    <section className={styles.history} aria-labelledby={`${searchId}-heading`}>
      <h2 id={`${searchId}-heading`} className="visually-hidden">
        {t('title')}
      </h2>
      <ListSearch id={searchId} label={t('search')} value={search} onChange={setSearch} testId="orders-search" />

      <ListStates
        query={orders}
        testId="orders"
        texts={{
          loading: t('loading'),
          error: t('error'),
          retry: t('retry'),
          empty: clientEmail ? t('emptySearch') : t('empty'),
        }}
      >
        {(rows) => (
          <DataTable
            testId="orders-table"
            busy={orders.isFetching}
            columns={[
              t('columns.date'),
              t('columns.email'),
              t('columns.amount'),
              t('columns.method'),
              t('columns.status'),
              t('columns.invoice'),
              t('columns.client'),
              t('columns.refunded'),
              hiddenHeading(t('columns.details')),
            ]}
          >
            {rows.map((order) => (
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
          </DataTable>
        )}
      </ListStates>
    </section>
  );
}
