'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useSiteForm } from '@/components/forms/use-site-form';
import { useCaptcha } from '@/components/forms/captcha-widget';
import { api } from '@/lib/api/client';
import type { PublicCaptcha } from '@/lib/auth/captcha';
import { Link } from '@/lib/i18n/navigation';
import type { SignUpInput } from '@/lib/validation/auth';
import { AuthField } from './auth-field';
import { FormAlert } from './form-alert';
import { ResendActivation } from './resend-activation';
import { type ShownFailure, useAuthFailure } from './use-auth-form';
import { useHydrated } from './use-hydrated';
import styles from './user.module.css';

const EMPTY: SignUpInput = { email: '', password: '', cpassword: '' };
// The disposable-address list is server-only: the browser leaves that one rule to the API's 422.
const resolver = lazyZodResolver(async () => (await import('@/lib/validation/auth')).createSignUpSchema());

/**
 * spec 2 /user/sign-up: POST /api/auth/sign-up with the page's query string (spec 7 "body plus the current
 * query string"), then a "check your mail" state naming the address.
 */
export function SignUpForm({ captcha = null }: { captcha?: PublicCaptcha | null }) {
  const t = useTranslations('user');
  const locale = useLocale();
  const hydrated = useHydrated();
  const [registered, setRegistered] = useState<string | null>(null);
  const methods = useSiteForm({ resolver, defaultValues: EMPTY });
  const { shown, show, clear } = useAuthFailure(methods, ['email', 'password', 'cpassword']);
  const { isSubmitting } = methods.formState;
  const captchaState = useCaptcha(captcha);

  const submit = methods.handleSubmit(async (values) => {
    clear();
    captchaState.clearError();
    try {
      await api.post(`/api/auth/sign-up${window.location.search}`, { ...values, locale, ...captchaState.fields });
      setRegistered(values.email);
    } catch (error) {
      if (!captchaState.showRefusal(error)) show(error);
    } finally {
      captchaState.renew();
    }
  });

  if (registered) return <CheckYourMail email={registered} />;
  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={submit} className={styles.form} data-testid="sign-up-form">
        {shown ? <SignUpFailure key={shown.attempt} shown={shown} /> : null}
        <AuthField
          name="email"
          type="email"
          autoComplete="email"
          label={t('fields.email')}
          hints={{ emailDisposable: t('signUp.disposableHint') }}
        />
        <AuthField name="password" type="password" autoComplete="new-password" label={t('fields.password')} />
        <AuthField name="cpassword" type="password" autoComplete="new-password" label={t('fields.confirmPassword')} />
        {captchaState.widget}
        <button
          type="submit"
          className={`button button--primary ${styles.submit}`}
          disabled={!hydrated || !captchaState.ready || isSubmitting}
        >
          {isSubmitting ? t('common.sending') : t('signUp.submit')}
        </button>
      </form>
    </FormProvider>
  );
}

function SignUpFailure({ shown: { failure } }: { shown: ShownFailure }) {
  const t = useTranslations('user');
  let body;
  if (failure.kind === 'code' && failure.code === 9) {
    body = (
      <>
        <p>{t('signUp.alreadyRegistered')}</p>
        <p>
          {t('signUp.alreadyRegisteredHint')} <Link href="/user/sign-in">{t('signUp.signInLink')}</Link>
          {' · '}
          <Link href="/user/password-restore">{t('signIn.restoreLink')}</Link>
        </p>
      </>
    );
  } else if (failure.kind === 'code' && failure.code === 10) body = <p>{t('signUp.creationFailed')}</p>;
  else {
    const key = failure.kind === 'rateLimited' ? 'rateLimited' : failure.kind === 'network' ? 'networkError' : 'genericError';
    body = <p>{t(`common.${key}`)}</p>;
  }
  return <FormAlert title={t('signUp.failedTitle')}>{body}</FormAlert>;
}

function CheckYourMail({ email }: { email: string }) {
  const t = useTranslations('user');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: the news takes its place.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.status} data-testid="sign-up-done" aria-labelledby="sign-up-done-title">
      <h2 id="sign-up-done-title" ref={heading} tabIndex={-1}>
        {t('signUp.checkMailTitle')}
      </h2>
      <p>{t('signUp.checkMailText', { email })}</p>
      <p>{t('signUp.checkMailSpam')}</p>
      <ResendActivation target={{ email }} label={t('signUp.resend')} sentText={t('signUp.resent', { email })} />
    </section>
  );
}
