'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { FormProvider, type Path } from 'react-hook-form';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useSiteForm } from '@/components/forms/use-site-form';
import formStyles from '@/components/forms/forms.module.css';
import { api, ApiError } from '@/lib/api/client';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import type { AccountDeletionInput } from '@/lib/validation/profile';
import { apiFieldErrors, apiMessage, TextField } from './account-fields';
import styles from './account.module.css';
import { useHydrated } from './use-hydrated';

const FIELDS = ['currentPassword', 'confirmation'] as const;

/**
 * The profile's "Delete my account" (issue 23, lib/account/deletion.ts): the account's password (when it has one)
 * and its address typed again. Once deleted, the session is gone; the page says so and offers the home page.
 */
export function DeleteAccountForm({ email, proof }: { email: string; proof: 'password' | 'freshSignIn' | 'signInAgain' }) {
  const t = useTranslations('profile');
  const locale = toLocale(useLocale());
  const hydrated = useHydrated();
  const [alert, setAlert] = useState('');
  const [deleted, setDeleted] = useState<string | null>(null);
  const [mustSignIn, setMustSignIn] = useState(proof === 'signInAgain');
  const resolver = useMemo(
    () =>
      lazyZodResolver(async () =>
        (await import('@/lib/validation/profile')).createAccountDeletionSchema({
          accountEmail: email,
          passwordRequired: proof === 'password',
        }),
      ),
    [email, proof],
  );
  const methods = useSiteForm<AccountDeletionInput>({
    resolver,
    defaultValues: { currentPassword: '', confirmation: '' },
  });
  const { isSubmitting } = methods.formState;

  const send = methods.handleSubmit(
    async (values) => {
      setAlert('');
      try {
        const { message } = await api.post<{ message: string }>('/api/account/deletion', { ...values, locale });
        setDeleted(message);
      } catch (error) {
        const refusal =
          error instanceof ApiError && typeof error.body === 'object' && error.body !== null ? (error.body as { code?: unknown }) : {};
        if (refusal.code === 'signInAgain') {
          setMustSignIn(true);
          return;
        }
        const fields = error instanceof ApiError && error.status === 422 ? apiFieldErrors(error.body, FIELDS) : [];
        fields.forEach(({ field, code }, index) => {
          methods.setError(field as Path<AccountDeletionInput>, { type: 'server', message: code }, { shouldFocus: index === 0 });
        });
        const answer = error instanceof ApiError ? apiMessage(error.body).message : undefined;
        if (error instanceof ApiError && error.status === 429) setAlert(answer ?? t('deletion.failed'));
        else if (fields.some(({ code }) => code === 'wrongCurrentPassword')) setAlert(answer ?? t('password.incorrect'));
        else if (fields.length === 0) setAlert(t('deletion.failed'));
      }
    },
    () => setAlert(''),
  );

  if (deleted !== null) {
    return (
      <div className={styles.actions}>
        <p role="status" className={styles.status} data-testid="deletion-done">
          {deleted}
        </p>
        <a href={localizedPath(locale, '/')}>{t('deletion.home')}</a>
      </div>
    );
  }
  if (mustSignIn) {
    return (
      <div className={styles.actions}>
        <p role="alert" className={styles.statusError}>
          {t('deletion.signInAgain')}
        </p>
        <a
          className="button"
          href={`${localizedPath(locale, '/user/sign-in')}?returnUrl=${encodeURIComponent(localizedPath(locale, '/account/profile'))}`}
        >
          {t('deletion.signInAgainButton')}
        </a>
      </div>
    );
  }
  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={send} className={formStyles.form} data-testid="deletion-form">
        {proof === 'password' ? (
          <TextField name="currentPassword" type="password" label={t('fields.currentPassword')} autoComplete="current-password" />
        ) : null}
        <TextField
          name="confirmation"
          type="email"
          label={t('fields.confirmation')}
          hint={t('deletion.confirmHint', { email })}
          autoComplete="off"
        />
        <p role="alert" className={styles.statusError} data-testid="deletion-alert">
          {alert}
        </p>
        <button type="submit" className={`button button--primary ${formStyles.submit}`} disabled={!hydrated || isSubmitting}>
          {isSubmitting ? t('deletion.deleting') : t('deletion.submit')}
        </button>
      </form>
    </FormProvider>
  );
}
