'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useSiteForm } from '@/components/forms/use-site-form';
import { api } from '@/lib/api/client';
import { Link } from '@/lib/i18n/navigation';
import type { PasswordRestoreInput } from '@/lib/validation/auth';
import { AuthField } from './auth-field';
import { FormAlert } from './form-alert';
import { type ShownFailure, useAuthFailure } from './use-auth-form';
import { useHydrated } from './use-hydrated';
import styles from './user.module.css';

const EMPTY: PasswordRestoreInput = { email: '' };
const resolver = lazyZodResolver(async () => (await import('@/lib/validation/auth')).passwordRestoreSchema);

/** spec 4 "Password recovery": enter an email, then the link is sent (POST /api/auth/send-password-restore-email). */
export function PasswordRestoreForm() {
  const t = useTranslations('user');
  const locale = useLocale();
  const hydrated = useHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const methods = useSiteForm({ resolver, defaultValues: EMPTY });
  const { shown, show, clear } = useAuthFailure(methods, ['email']);
  const { isSubmitting } = methods.formState;

  const submit = methods.handleSubmit(async (values) => {
    clear();
    try {
      await api.post('/api/auth/send-password-restore-email', { ...values, locale });
      setSentTo(values.email);
    } catch (error) {
      show(error);
    }
  });

  if (sentTo) return <LinkSent email={sentTo} />;
  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={submit} className={styles.form} data-testid="password-restore-form">
        {shown ? <RestoreFailure key={shown.attempt} shown={shown} /> : null}
        <AuthField name="email" type="email" autoComplete="email" label={t('fields.email')} />
        <button type="submit" className={`button button--primary ${styles.submit}`} disabled={!hydrated || isSubmitting}>
          {isSubmitting ? t('common.sending') : t('passwordRestore.submit')}
        </button>
      </form>
    </FormProvider>
  );
}

function RestoreFailure({ shown: { failure } }: { shown: ShownFailure }) {
  const t = useTranslations('user');
  let body;
  if (failure.kind === 'code' && failure.code === 8) body = <p>{t('passwordRestore.notRegistered')}</p>;
  else if (failure.kind === 'code' && failure.code === 3) body = <p>{t('passwordRestore.notActivated')}</p>;
  else if (failure.kind === 'code' && failure.code === 2) {
    body = (
      <p>
        {t('passwordRestore.blocked')} <Link href="/help">{t('common.contactSupport')}</Link>
      </p>
    );
  } else {
    const key = failure.kind === 'rateLimited' ? 'rateLimited' : failure.kind === 'network' ? 'networkError' : 'genericError';
    body = <p>{t(`common.${key}`)}</p>;
  }
  return <FormAlert title={t('passwordRestore.failedTitle')}>{body}</FormAlert>;
}

function LinkSent({ email }: { email: string }) {
  const t = useTranslations('user');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.status} data-testid="restore-link-sent">
      <h2 ref={heading} tabIndex={-1}>
        {t('passwordRestore.sentTitle')}
      </h2>
      <p>{t('passwordRestore.sentText', { email })}</p>
      <Link href="/user/sign-in">{t('passwordRestore.backToSignIn')}</Link>
    </section>
  );
}
