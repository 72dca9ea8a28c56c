'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { FormProvider, type Path } from 'react-hook-form';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useSiteForm } from '@/components/forms/use-site-form';
import formStyles from '@/components/forms/forms.module.css';
import { api, ApiError } from '@/lib/api/client';
import type { PasswordChangeInput } from '@/lib/validation/profile';
import { apiFieldErrors, apiMessage, TextField } from './account-fields';
import styles from './account.module.css';
import { useHydrated } from './use-hydrated';

const FIELDS = ['currentPassword', 'password', 'cpassword'] as const;

/**
 * /account/change-password: change a password (with the current one) or set one (`mode="set"`: a generated
 * password or none yet). Success ends every session; the browser goes to sign in again (spec 4).
 */
export function PasswordForm({ mode }: { mode: 'change' | 'set' }) {
  const t = useTranslations('profile');
  const locale = useLocale();
  const hydrated = useHydrated();
  const [alert, setAlert] = useState('');
  const resolver = useMemo(
    () =>
      lazyZodResolver(async () =>
        (await import('@/lib/validation/profile')).createPasswordChangeSchema({ currentRequired: mode === 'change' }),
      ),
    [mode],
  );
  const methods = useSiteForm<PasswordChangeInput>({
    resolver,
    defaultValues: { currentPassword: '', password: '', cpassword: '' },
  });
  const { isSubmitting } = methods.formState;
  const [leaving, setLeaving] = useState(false);

  const send = methods.handleSubmit(
    async (values) => {
      setAlert('');
      try {
        const { redirect } = await api.post<{ redirect: string }>('/api/account/change-password', { ...values, locale });
        // A full load: the session cookie is gone, and nothing of the signed-in page should stay in memory.
        setLeaving(true);
        window.location.assign(redirect);
      } catch (error) {
        const fields = error instanceof ApiError && error.status === 422 ? apiFieldErrors(error.body, FIELDS) : [];
        fields.forEach(({ field, code }, index) => {
          methods.setError(field as Path<PasswordChangeInput>, { type: 'server', message: code }, { shouldFocus: index === 0 });
        });
        const rateLimited = error instanceof ApiError && error.status === 429;
        const wrongCurrent = fields.some(({ code }) => code === 'wrongCurrentPassword');
        if (rateLimited) setAlert(t('password.rateLimited'));
        else if (wrongCurrent) setAlert(apiMessage(error instanceof ApiError ? error.body : undefined).message ?? t('password.incorrect'));
        else if (fields.length === 0) setAlert(t('password.failed'));
      }
    },
    () => setAlert(''),
  );

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={send} className={formStyles.form} data-testid="password-form">
        {mode === 'change' ? (
          <TextField name="currentPassword" type="password" label={t('fields.currentPassword')} autoComplete="current-password" />
        ) : null}
        <TextField name="password" type="password" label={t('fields.password')} autoComplete="new-password" />
        <TextField name="cpassword" type="password" label={t('fields.cpassword')} autoComplete="new-password" />
        <p role="alert" className={styles.statusError} data-testid="password-alert">
          {alert}
        </p>
        <button type="submit" className={`button button--primary ${formStyles.submit}`} disabled={!hydrated || isSubmitting || leaving}>
          {isSubmitting || leaving ? t('password.sending') : mode === 'change' ? t('password.submitChange') : t('password.submitSet')}
        </button>
      </form>
    </FormProvider>
  );
}
