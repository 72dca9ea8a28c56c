import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { requireStaff, staffAudit } from '@/lib/staff/pages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'staff.audit' });
  return { title: t('title') };
}

const values = (record: Record<string, unknown>) =>
  Object.entries(record)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join(', ');

/** /staff/audit (issue 20): every staff action, newest first, with who, when, what, and the values before and after. */
export default async function StaffAuditPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  await requireStaff(locale, localizedPath(locale, '/staff/audit'));
  const [rows, t, format] = await Promise.all([
    staffAudit(),
    getTranslations({ locale, namespace: 'staff.audit' }),
    getFormatter({ locale }),
  ]);
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      {rows.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className={styles.wide}>
          <table data-testid="audit-log">
            <thead>
              <tr>
                <th scope="col">{t('when')}</th>
                <th scope="col">{t('who')}</th>
                <th scope="col">{t('what')}</th>
                <th scope="col">{t('target')}</th>
                <th scope="col">{t('before')}</th>
                <th scope="col">{t('after')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{format.dateTime(row.createdAt, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' })}</td>
                  <td>{row.actor}</td>
                  <td>{row.action}</td>
                  <td>{row.target}</td>
                  <td>{values(row.before)}</td>
                  <td>{values(row.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
