'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useSiteForm } from '@/components/forms/use-site-form';
import { api } from '@/lib/api/client';
import { Link } from '@/lib/i18n/navigation';
import type { SignInInput } from '@/lib/validation/auth';
import { AuthField } from './auth-field';
import { FormAlert } from './form-alert';
import { ResendActivation } from './resend-activation';
import { type ShownFailure, useAuthFailure } from './use-auth-form';
import { useHydrated } from './use-hydrated';
import styles from './user.module.css';

const EMPTY: SignInInput = { email: '', password: '' };
const resolver = lazyZodResolver(async () => (await import('@/lib/validation/auth')).signInSchema);

/** spec 2 /user/sign-in: POST /api/auth/sign-in, then on to `redirectTo` (the return URL or the account). */
export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const t = useTranslations('user');
  const locale = useLocale();
  const hydrated = useHydrated();
  const methods = useSiteForm({ resolver, defaultValues: EMPTY });
  const { shown, show, clear } = useAuthFailure(methods, ['email', 'password']);
  const [leaving, setLeaving] = useState(false);
  const { isSubmitting } = methods.formState;

  const submit = methods.handleSubmit(async (values) => {
    clear();
    try {
      await api.post('/api/auth/sign-in', { ...values, locale });
      setLeaving(true);
      // A full load: the header and every server component render for the signed-in user.
      window.location.assign(redirectTo);
    } catch (error) {
      show(error);
    }
  });

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={submit} className={styles.form} data-testid="sign-in-form">
        {shown ? <SignInFailure key={shown.attempt} shown={shown} email={methods.getValues('email')} /> : null}
        <AuthField name="email" type="email" autoComplete="username" label={t('fields.email')} />
        <AuthField name="password" type="password" autoComplete="current-password" label={t('fields.password')} />
        <button type="submit" className={`button button--primary ${styles.submit}`} disabled={!hydrated || isSubmitting || leaving}>
          {isSubmitting || leaving ? t('common.sending') : t('signIn.submit')}
        </button>
      </form>
    </FormProvider>
  );
}

/** spec 8 "Sign-in": 'Sign in failed' with what the code means, and the way out it offers. */
function SignInFailure({ shown: { failure }, email }: { shown: ShownFailure; email: string }) {
  const t = useTranslations('user');
  let body;
  if (failure.kind === 'code' && failure.code === 1) body = <p>{t('signIn.incorrect')}</p>;
  else if (failure.kind === 'code' && failure.code === 2) {
    body = (
      <>
        <p>{t('signIn.blocked')}</p>
        <p>
          {t('signIn.blockedHelp')} <Link href="/help">{t('common.contactSupport')}</Link>
        </p>
      </>
    );
  } else if (failure.kind === 'code' && failure.code === 3) {
    body = (
      <>
        <p>{t('signIn.notConfirmed')}</p>
        <ResendActivation target={{ email }} label={t('signIn.resendActivation')} sentText={t('signIn.activationSent', { email })} />
      </>
    );
  } else if (failure.kind === 'code' && failure.code === 6) {
    body = (
      <p>
        {t('signIn.ipBlocked')} <Link href="/user/password-restore">{t('signIn.restoreLink')}</Link>
      </p>
    );
  } else {
    const key = failure.kind === 'rateLimited' ? 'rateLimited' : failure.kind === 'network' ? 'networkError' : 'genericError';
    body = <p>{t(`common.${key}`)}</p>;
  }
  return <FormAlert title={t('signIn.failedTitle')}>{body}</FormAlert>;
}
