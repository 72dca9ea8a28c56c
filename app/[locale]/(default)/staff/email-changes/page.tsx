import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { StaffAction } from '@/components/staff/staff-action';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff, staffEmailChanges } from '@/lib/staff/pages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'staff.emailChanges' });
  return { title: t('title') };
}

/** /staff/email-changes (issue 20): the requests, newest first; a waiting one is approved or refused with a message. */
export default async function StaffEmailChangesPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  await requireStaff(locale, localizedPath(locale, '/staff/email-changes'));
  const [requests, t, format] = await Promise.all([
    staffEmailChanges(),
    getTranslations({ locale, namespace: 'staff.emailChanges' }),
    getFormatter({ locale }),
  ]);
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      {requests.length === 0 ? <p>{t('empty')}</p> : null}
      {requests.map((request) => (
        <section
          key={request.id}
          className={styles.card}
          aria-labelledby={`request-${request.id}`}
          data-testid="email-change-request"
          data-new-email={request.newEmail}
        >
          <h2 id={`request-${request.id}`}>
            #{request.id} · {t(`status.${request.status}`)}
          </h2>
          <p className={styles.links}>
            {t('requested', { date: format.dateTime(request.createdAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) })}
          </p>
          <dl className={styles.details}>
            <dt>{t('from')}</dt>
            <dd>
              <Link href={`/staff/accounts/${request.userId}`}>{request.currentEmail}</Link>
            </dd>
            <dt>{t('to')}</dt>
            <dd>{request.newEmail}</dd>
            <dt>{t('reason')}</dt>
            <dd>{request.reason}</dd>
          </dl>
          {request.status === 'pending' ? (
            <>
              <StaffAction
                endpoint={`/api/staff/email-change-requests/${request.id}/approve`}
                label={t('approve')}
                testId="approve-request"
              />
              <StaffAction
                endpoint={`/api/staff/email-change-requests/${request.id}/refuse`}
                label={t('refuse')}
                text={{ name: 'message', label: t('message'), multiline: true }}
                danger
                testId="refuse-request"
              />
            </>
          ) : null}
        </section>
      ))}
    </div>
  );
}
