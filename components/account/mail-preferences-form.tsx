'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useSiteForm } from '@/components/forms/use-site-form';
import { api } from '@/lib/api/client';
import { CheckboxField } from './account-fields';
import styles from './account.module.css';
import { useHydrated } from './use-hydrated';

interface MailLists {
  marketing: boolean;
  renewalReminders: boolean;
}

/**
 * /account/unsubscribe (issue 19): the account's mail lists, each on or off. `token` is the mailed link's,
 * when the page was opened from a mail with no sign-in; the route takes it as the proof of whose lists.
 */
export function MailPreferencesForm({ initial, token }: { initial: MailLists; token?: string }) {
  const t = useTranslations('profile.mailPreferences');
  const locale = useLocale();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const methods = useSiteForm<MailLists>({ defaultValues: initial });
  const { isSubmitting } = methods.formState;

  const save = methods.handleSubmit(async (values) => {
    setStatus(null);
    try {
      const { preferences } = await api.put<{ preferences: MailLists }>('/api/account/mail-preferences', { ...values, token, locale });
      methods.reset({ marketing: preferences.marketing, renewalReminders: preferences.renewalReminders });
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  });

  return (
    <FormProvider {...methods}>
      <form
        noValidate
        onSubmit={save}
        className={styles.grid}
        data-testid="mail-preferences-form"
        aria-labelledby="mail-preferences-heading"
      >
        <div className={styles.wide}>
          <CheckboxField name="marketing" label={t('marketing')} hint={t('marketingHint')} />
        </div>
        <div className={styles.wide}>
          <CheckboxField name="renewalReminders" label={t('renewalReminders')} hint={t('renewalRemindersHint')} />
        </div>
        <div className={`${styles.actions} ${styles.wide}`}>
          <button type="submit" className="button button--primary" disabled={!hydrated || isSubmitting}>
            {isSubmitting ? t('saving') : t('submit')}
          </button>
          <p role="status" className={status === 'failed' ? styles.statusError : styles.status} data-testid="mail-preferences-status">
            {status === 'saved' ? t('saved') : status === 'failed' ? t('failed') : ''}
          </p>
        </div>
      </form>
    </FormProvider>
  );
}
