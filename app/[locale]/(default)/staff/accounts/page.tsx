import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/account/account.module.css';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff, staffAccountSearch } from '@/lib/staff/pages';
import { staffSearchSchema } from '@/lib/validation/staff';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'staff.accounts' });
  return { title: t('title') };
}

/** /staff/accounts?q= (issue 20): accounts found by e-mail, with their flags. */
export default async function StaffAccountsPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const raw = (await searchParams).q;
  const query = staffSearchSchema.safeParse(typeof raw === 'string' ? raw : '');
  await requireStaff(locale, `${localizedPath(locale, '/staff/accounts')}${query.success ? `?q=${encodeURIComponent(query.data)}` : ''}`);
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'staff.accounts' }), getFormatter({ locale })]);
  const found = query.success ? await staffAccountSearch(query.data) : null;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
      </header>
      <section className={styles.card} aria-label={t('title')}>
        <form method="get" className={formStyles.form} role="search" data-testid="account-search">
          <div className={formStyles.field}>
            <label htmlFor="staff-search" className={formStyles.label}>
              {t('search')}
            </label>
            <input
              id="staff-search"
              name="q"
              type="search"
              className={formStyles.input}
              defaultValue={query.success ? query.data : ''}
              aria-describedby="staff-search-hint"
            />
            <p id="staff-search-hint" className={formStyles.hint}>
              {t('searchHint')}
            </p>
          </div>
          <button type="submit" className="button button--primary">
            {t('searchButton')}
          </button>
        </form>
      </section>
      {found && found.length === 0 ? <p data-testid="no-accounts">{t('noResults', { query: query.data ?? '' })}</p> : null}
      {found && found.length > 0 ? (
        <section className={styles.card} aria-labelledby="found-heading">
          <h2 id="found-heading">{t('results')}</h2>
          <table data-testid="accounts-found">
            <thead>
              <tr>
                <th scope="col">{t('email')}</th>
                <th scope="col">{t('created')}</th>
                <th scope="col">{t('flags')}</th>
              </tr>
            </thead>
            <tbody>
              {found.map((account) => (
                <tr key={account.id}>
                  <td>
                    <Link href={`/staff/accounts/${account.id}`}>{account.email}</Link>
                  </td>
                  <td>{format.dateTime(account.createdAt, { dateStyle: 'medium', timeZone: 'UTC' })}</td>
                  <td>
                    {(Object.keys(account.flags) as (keyof typeof account.flags)[])
                      .filter((flag) => account.flags[flag])
                      .map((flag) => t(`flag.${flag}`))
                      .join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
