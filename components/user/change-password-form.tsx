'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useSiteForm } from '@/components/forms/use-site-form';
import { api, ApiError } from '@/lib/api/client';
import { Link } from '@/lib/i18n/navigation';

import { AuthField } from './auth-field';
import { FormAlert } from './form-alert';
import { useAuthFailure } from './use-auth-form';
import { useHydrated } from './use-hydrated';
import styles from './user.module.css';

/** The browser checks the shape; the common-password list is the API's (lib/validation/common-passwords.ts). */
const resolver = lazyZodResolver(async () => (await import('@/lib/validation/auth')).createChangePasswordByHashSchema());

/** How long 'Password has been changed' stays in view before the account opens. */
const CHANGED_PAUSE_MS = 1500;

interface ChangePasswordFormProps {
  id: string;
  hash: string;
  accountPath: string;
}

/**
 * spec 4 "Password recovery": set the new password from the restore link (POST /api/auth/change-password
 * `{ id, password, cpassword, hash }`); the user is then signed in and goes to the account.
 */
export function ChangePasswordForm({ id, hash, accountPath }: ChangePasswordFormProps) {
  const t = useTranslations('user');
  const locale = useLocale();
  const hydrated = useHydrated();
  const [changed, setChanged] = useState(false);
  const [linkRefused, setLinkRefused] = useState<'invalid' | 'blocked' | null>(null);
  const methods = useSiteForm({
    resolver,
    defaultValues: { id, hash, password: '', cpassword: '' },
  });
  const { shown, show, clear } = useAuthFailure(methods, ['password', 'cpassword']);
  const { isSubmitting } = methods.formState;

  const submit = methods.handleSubmit(async (values) => {
    clear();
    try {
      await api.post('/api/auth/change-password', { ...values, locale });
      setChanged(true);
    } catch (error) {
      const code = error instanceof ApiError ? error.errorCode : undefined;
      if (code === 4 || code === 5) setLinkRefused('invalid');
      else if (code === 2) setLinkRefused('blocked');
      else show(error);
    }
  });

  useEffect(() => {
    if (!changed) return;
    const timer = window.setTimeout(() => window.location.assign(accountPath), CHANGED_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [changed, accountPath]);

  if (changed) {
    return (
      <section className={styles.status} role="status" data-testid="password-changed">
        <h2>{t('changePassword.changed')}</h2>
        <p>{t('changePassword.redirecting')}</p>
      </section>
    );
  }
  if (linkRefused) return <RestoreLinkRefused blocked={linkRefused === 'blocked'} />;
  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={submit} className={styles.form} data-testid="change-password-form">
        {shown ? (
          <FormAlert key={shown.attempt} title={t('changePassword.failedTitle')}>
            <p>
              {t(
                `common.${shown.failure.kind === 'rateLimited' ? 'rateLimited' : shown.failure.kind === 'network' ? 'networkError' : 'genericError'}`,
              )}
            </p>
          </FormAlert>
        ) : null}
        <AuthField name="password" type="password" autoComplete="new-password" label={t('fields.newPassword')} />
        <AuthField name="cpassword" type="password" autoComplete="new-password" label={t('fields.confirmNewPassword')} />
        <button type="submit" className={`button button--primary ${styles.submit}`} disabled={!hydrated || isSubmitting}>
          {isSubmitting ? t('common.sending') : t('changePassword.submit')}
        </button>
      </form>
    </FormProvider>
  );
}

/** spec 8 code 4: a missing, invalid, expired or used restore link, and the way to a new one. */
export function RestoreLinkRefused({ blocked = false }: { blocked?: boolean }) {
  const t = useTranslations('user');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.status} data-testid="restore-link-refused">
      <h2 ref={heading} tabIndex={-1}>
        {t('changePassword.invalidTitle')}
      </h2>
      {blocked ? (
        <p>
          {t('changePassword.blocked')} <Link href="/help">{t('common.contactSupport')}</Link>
        </p>
      ) : (
        <>
          <p>{t('changePassword.invalidText')}</p>
          <Link href="/user/password-restore" className="button button--primary">
            {t('changePassword.requestNew')}
          </Link>
        </>
      )}
    </section>
  );
}
