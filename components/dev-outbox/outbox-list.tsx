import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { OutboxMail } from '@/lib/mail/outbox';
import { OutboxStatus } from './outbox-status';
import styles from './outbox.module.css';

/** The development outbox: the newest mails first, each linking to its own page. */
export function OutboxList({ mails, to }: { mails: OutboxMail[]; to: string }) {
  const t = useTranslations('mail.outbox');
  const format = useFormatter();
  return (
    <>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <form className={styles.filter} method="get" role="search">
        <label>
          {t('filterLabel')}
          <input type="email" name="to" defaultValue={to} autoComplete="off" />
        </label>
        <button type="submit" className="button button--ghost">
          {t('filterSubmit')}
        </button>
        {to ? <Link href="/dev/outbox">{t('filterClear')}</Link> : null}
      </form>
      {mails.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <div className={styles.scroller}>
          <table className={styles.table} data-testid="outbox-list">
            <thead>
              <tr>
                <th scope="col">{t('columns.created')}</th>
                <th scope="col">{t('columns.to')}</th>
                <th scope="col">{t('columns.subject')}</th>
                <th scope="col">{t('columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {mails.map((mail) => (
                <tr key={mail.id}>
                  <td className={styles.date}>{format.dateTime(new Date(mail.createdAt), { dateStyle: 'medium', timeStyle: 'medium' })}</td>
                  <td>{mail.to}</td>
                  <td>
                    <Link href={`/dev/outbox/${mail.id}`}>{mail.subject}</Link>
                  </td>
                  <td>
                    <OutboxStatus status={mail.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
