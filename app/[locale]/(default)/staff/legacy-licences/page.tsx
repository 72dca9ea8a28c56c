import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { LegacyImportForm } from '@/components/staff/legacy-import-form';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { requireStaff } from '@/lib/staff/pages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'staff.legacy' });
  return { title: t('title') };
}

/** /staff/legacy-licences (issue 20): the import of legacy licences from a CSV file, and its report. */
export default async function StaffLegacyLicencesPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  await requireStaff(locale, localizedPath(locale, '/staff/legacy-licences'));
  const t = await getTranslations({ locale, namespace: 'staff.legacy' });
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <section className={styles.card} aria-label={t('title')}>
        <p className={styles.hint}>{t('format')}</p>
        <LegacyImportForm />
      </section>
    </div>
  );
}
