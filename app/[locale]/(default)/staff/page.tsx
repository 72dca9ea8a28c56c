import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff, staffHome } from '@/lib/staff/pages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'staff.home' });
  return { title: t('title') };
}

/** /staff (issue 20): what waits, and the way to each part of the area. */
export default async function StaffHomePage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  await requireStaff(locale, localizedPath(locale, '/staff'));
  const [pending, t, nav] = await Promise.all([
    staffHome(),
    getTranslations({ locale, namespace: 'staff.home' }),
    getTranslations({ locale, namespace: 'staff.nav' }),
  ]);
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <section className={styles.card} aria-label={t('title')}>
        <p className={styles.links} data-testid="pending-requests">
          <Link href="/staff/email-changes">{t('pendingRequests', { count: pending })}</Link>
        </p>
        <p className={styles.links}>
          <Link href="/staff/accounts">{nav('accounts')}</Link> · <Link href="/staff/audit">{nav('audit')}</Link>
        </p>
      </section>
    </div>
  );
}
