import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/account/account.module.css';
import { PasswordForm } from '@/components/account/password-form';
import { readProfile } from '@/lib/account/profile';
import { requireSignedIn } from '@/lib/auth/guard';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'profile.password' });
  return { title: t('changeTitle'), robots: { index: false, follow: false } };
}

/** spec 2 /account/change-password; spec 4: a generated password or none yet is "set", not changed. */
export default async function ChangePasswordPage({ params }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const { user } = await requireSignedIn(locale, localizedPath(locale, '/account/change-password'));
  const profile = await readProfile(user.id);
  if (!profile) throw new Error(`The signed-in user ${user.id} has no row`);
  const mode = profile.hasPassword && !profile.isAutoPassword ? 'change' : 'set';
  const t = await getTranslations({ locale, namespace: 'profile.password' });

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{mode === 'change' ? t('changeTitle') : t('setTitle')}</h1>
        <p className={styles.intro}>{mode === 'change' ? t('changeIntro') : t('setIntro')}</p>
      </header>
      <section className={styles.card} aria-label={mode === 'change' ? t('changeTitle') : t('setTitle')}>
        <PasswordForm mode={mode} />
      </section>
      <p className={styles.links}>
        <Link href="/account/profile">{t('back')}</Link>
      </p>
    </div>
  );
}
