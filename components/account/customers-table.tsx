'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useDeferredValue, useId, useState } from 'react';
import { api } from '@/lib/api/client';
import type { CustomerPlan, CustomerSummary } from '@/lib/commerce/customers';
import { Link } from '@/lib/i18n/navigation';
import { DataTable, hiddenHeading } from './data-table';
import { ListSearch, ListStates } from './list-states';
import styles from './orders-table.module.css';

/** spec 3 "Customer (reseller view): type, title, term, details, days left", with a search by e-mail. */
export function CustomersTable() {
  const t = useTranslations('shop.customers');
  const tiers = useTranslations('shop.checkout.tiers');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const text = useDeferredValue(search.trim());
  const customers = useQuery({
    queryKey: ['account', 'customers', text],
    queryFn: ({ signal }) =>
      api.get<{ customers: CustomerSummary[] }>('/api/account/customers', { query: { search: text || undefined }, signal }),
    select: (data) => data.customers,
    placeholderData: (previous) => previous,
  });
  const plan = usePlanTexts();

  return (
    <section className={styles.history} aria-labelledby={`${searchId}-heading`}>
      <h2 id={`${searchId}-heading`} className="visually-hidden">
        {t('title')}
      </h2>
      <ListSearch id={searchId} label={t('search')} value={search} onChange={setSearch} testId="customers-search" />
      <ListStates
        query={customers}
        testId="customers"
        texts={{ loading: t('loading'), error: t('error'), retry: t('retry'), empty: text ? t('emptySearch') : t('empty') }}
      >
        {(rows) => (
          <DataTable
            testId="customers-table"
            busy={customers.isFetching}
            columns={[
              t('columns.email'),
              t('columns.type'),
              t('columns.title'),
              t('columns.term'),
              t('columns.details'),
              t('columns.daysLeft'),
              hiddenHeading(t('columns.view')),
            ]}
          >
            {rows.map((customer) => (
              <tr key={customer.id} data-testid="customer-row" data-customer-id={customer.id}>
                <td>{customer.email}</td>
                <td>{t(`types.${customer.latest.type}`)}</td>
                <td>{tiers(customer.latest.tier)}</td>
                <td>{plan.term(customer.latest)}</td>
                <td>{plan.details(customer.latest)}</td>
                <td className={styles.amount}>{plan.daysLeft(customer.latest)}</td>
                <td>
                  <Link href={`/account/customers/${customer.id}`} aria-label={t('viewCustomer', { email: customer.email })}>
                    {t('columns.view')}
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

/** How a customer's plan reads in both the list and the customer's page. */
function usePlanTexts() {
  const t = useTranslations('shop.customers');
  return {
    term: (plan: CustomerPlan) => (plan.type === 'lifetime' ? t('termLifetime') : t('term', { months: plan.plan.periodMonths })),
    details: (plan: CustomerPlan) => t('details', { pcNum: plan.plan.pcNum, status: t(`status.${planState(plan)}`) }),
    daysLeft: (plan: CustomerPlan) => (plan.daysLeft === null ? t('noEnd') : t('days', { days: plan.daysLeft })),
  };
}

/** The word for where a plan stands: active, ended, refunded, replaced by a newer one, or never granted. */
function planState(plan: CustomerPlan): 'active' | 'ended' | 'refunded' | 'replaced' | 'notGranted' {
  if (plan.orderStatus === 'refunded') return 'refunded';
  if (plan.membershipStatus === null) return 'notGranted';
  if (plan.active) return 'active';
  return plan.membershipStatus === 'replaced' ? 'replaced' : 'ended';
}

/** spec 2 /account/customers/{id}: the plans the reseller bought for one customer, newest first. */
export function CustomerPlans({ plans }: { plans: CustomerPlan[] }) {
  const t = useTranslations('shop.customers');
  const tiers = useTranslations('shop.checkout.tiers');
  const locale = useLocale();
  const plan = usePlanTexts();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <DataTable
      testId="customer-plans"
      columns={[
        t('detail.bought'),
        t('columns.type'),
        t('columns.title'),
        t('columns.term'),
        t('columns.details'),
        t('detail.ends'),
        t('columns.daysLeft'),
        t('detail.order'),
      ]}
    >
      {plans.map((row) => (
        <tr key={row.orderId} data-testid="customer-plan">
          <td>{date.format(new Date(row.boughtAt))}</td>
          <td>{t(`types.${row.type}`)}</td>
          <td>{tiers(row.tier)}</td>
          <td>{plan.term(row)}</td>
          <td>{plan.details(row)}</td>
          <td>{row.expiresAt ? date.format(new Date(row.expiresAt)) : t('noEnd')}</td>
          <td className={styles.amount}>{plan.daysLeft(row)}</td>
          <td>
            <Link href={`/account/orders/${row.orderId}`}>#{row.orderId}</Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
