import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { StaffAction } from '@/components/staff/staff-action';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff, staffAccount } from '@/lib/staff/pages';
import { idParamSchema } from '@/lib/validation/membership';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'staff.accounts' });
  return { title: t('title') };
}

/**
 * /staff/accounts/{id} (issue 20): the account's plan, PCs, licences, orders, sessions and flags, and what staff
 * may do to it: block or unblock (with a reason staff read), reseller status, ending its sessions and tokens.
 */
export default async function StaffAccountPage({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = toLocale(raw);
  setRequestLocale(locale);
  await requireStaff(locale, localizedPath(locale, `/staff/accounts/${id}`));
  const accountId = idParamSchema.safeParse(id);
  const account = accountId.success ? await staffAccount(accountId.data) : null;
  if (!account) notFound();
  const [t, tFlags, format] = await Promise.all([
    getTranslations({ locale, namespace: 'staff.account' }),
    getTranslations({ locale, namespace: 'staff.accounts.flag' }),
    getFormatter({ locale }),
  ]);
  const date = (value: Date) => format.dateTime(value, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const flags = (Object.keys(account.flags) as (keyof typeof account.flags)[])
    .filter((flag) => account.flags[flag])
    .map((flag) => tFlags(flag));
  const endpoint = (action: string) => `/api/staff/accounts/${account.id}/${action}`;
  const plan = (row: { kind: string; periodMonths: number; pcNum: number }) =>
    `${row.kind} ${row.periodMonths > 0 ? `${row.periodMonths}m ` : ''}×${row.pcNum}`;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('title', { email: account.email })}</h1>
        <p className={styles.links}>
          <Link href="/staff/accounts">{t('back')}</Link>
        </p>
      </header>
      <section className={styles.card} aria-labelledby="overview-heading" data-testid="staff-account-overview">
        <h2 id="overview-heading">{t('overview')}</h2>
        <dl className={styles.details}>
          <dt>{t('id')}</dt>
          <dd>{account.id}</dd>
          <dt>{t('language')}</dt>
          <dd>{account.locale}</dd>
          <dt>{t('created')}</dt>
          <dd>{date(account.createdAt)}</dd>
          <dt>{t('lastSignIn')}</dt>
          <dd>{account.lastSignInAt ? date(account.lastSignInAt) : t('never')}</dd>
          <dt>{t('flags')}</dt>
          <dd data-testid="staff-account-flags">{flags.length > 0 ? flags.join(', ') : t('noFlags')}</dd>
          {account.blockedReason !== null ? (
            <>
              <dt>{tFlags('blocked')}</dt>
              <dd data-testid="blocked-reason">{t('blockedBecause', { reason: account.blockedReason })}</dd>
            </>
          ) : null}
          <dt>{t('sessions')}</dt>
          <dd>
            {t('sessionsCount', { count: account.sessions })} {t('programsCount', { count: account.programTokens })}
          </dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="plan-heading">
        <h2 id="plan-heading">{t('plan')}</h2>
        {account.plans.length === 0 ? (
          <p>{t('noPlan')}</p>
        ) : (
          <ul>
            {account.plans.map((row) => (
              <li key={row.id}>
                {plan(row)} · {row.status}
                {row.expiresAt ? ` · ${date(row.expiresAt)}` : ''}
              </li>
            ))}
          </ul>
        )}
        <h2>{t('pcs')}</h2>
        {account.pcs.length === 0 ? (
          <p>{t('noPcs')}</p>
        ) : (
          <ul>
            {account.pcs.map((pc) => (
              <li key={pc.id}>
                {pc.deviceName} · {pc.status} · {pc.version} · {date(pc.lastSeenAt)}
              </li>
            ))}
          </ul>
        )}
        <h2>{t('licences')}</h2>
        {account.licences.length === 0 ? (
          <p>{t('noLicences')}</p>
        ) : (
          <ul>
            {account.licences.map((licence) => (
              <li key={licence.id}>
                {licence.serialNumber} · ×{licence.instancesNum}
              </li>
            ))}
          </ul>
        )}
        <h2>{t('orders')}</h2>
        {account.orders.length === 0 ? (
          <p>{t('noOrders')}</p>
        ) : (
          <ul>
            {account.orders.map((order) => (
              <li key={order.id}>
                <Link href={`/staff/orders/${order.id}`}>#{order.id}</Link> · {plan(order)} · {order.status} · {order.total}{' '}
                {order.currencyCode} · {date(order.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.card} aria-labelledby="actions-heading">
        <h2 id="actions-heading">{t('actions')}</h2>
        {account.flags.blocked ? (
          <StaffAction endpoint={endpoint('block')} body={{ blocked: false }} label={t('unblock')} testId="unblock-account" />
        ) : (
          <StaffAction
            endpoint={endpoint('block')}
            body={{ blocked: true }}
            label={t('block')}
            text={{ name: 'reason', label: t('reason') }}
            danger
            testId="block-account"
          />
        )}
        <StaffAction
          endpoint={endpoint('reseller')}
          body={{ reseller: !account.flags.reseller }}
          label={account.flags.reseller ? t('withdrawReseller') : t('makeReseller')}
          testId="reseller-status"
        />
        <StaffAction endpoint={endpoint('end-sessions')} label={t('endSessions')} danger testId="end-sessions" />
      </section>
    </div>
  );
}
