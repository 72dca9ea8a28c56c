'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, type Path } from 'react-hook-form';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useSiteForm } from '@/components/forms/use-site-form';
import formStyles from '@/components/forms/forms.module.css';
import { ResultDialog } from '@/components/forms/result-dialog';
import { api, ApiError } from '@/lib/api/client';
import type { EmailChangeInput } from '@/lib/validation/profile';
import { apiFieldErrors, apiMessage, TextAreaField, TextField } from './account-fields';
import { useHydrated } from './use-hydrated';

const FIELDS = ['currentPassword', 'currentEmail', 'newEmail', 'reason'] as const;
const EMPTY: EmailChangeInput = { currentPassword: '', currentEmail: '', newEmail: '', reason: '' };

type Outcome = { kind: 'sent' } | { kind: 'failed'; title: string; text: string };

interface EmailChangeFormProps {
  accountEmail: string;
  /** Issue 17: the account types its password again (lib/account/email-change.ts emailChangeProof). */
  passwordRequired: boolean;
}

/**
 * spec 3 "Email change request", spec 5 and 8: sent to POST /api/account/email-change-requests. After the
 * success modal the page shows the pending request; a refusal (15 minutes not yet over, too many wrong
 * passwords, a sign-in grown stale) is a modal too.
 */
export function EmailChangeForm({ accountEmail, passwordRequired }: EmailChangeFormProps) {
  const t = useTranslations('profile');
  const locale = useLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  const submitRef = useRef<HTMLButtonElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The browser checks the shape and the account's own address; the server adds the temporary-address list.
  const resolver = useMemo(
    () =>
      lazyZodResolver(async () => (await import('@/lib/validation/profile')).createEmailChangeSchema({ accountEmail, passwordRequired })),
    [accountEmail, passwordRequired],
  );
  const methods = useSiteForm<EmailChangeInput>({ resolver, defaultValues: EMPTY });
  const { isSubmitting } = methods.formState;

  const send = methods.handleSubmit(async (values) => {
    try {
      await api.post('/api/account/email-change-requests', { ...values, locale });
      setOutcome({ kind: 'sent' });
    } catch (error) {
      const body = error instanceof ApiError ? error.body : undefined;
      const fields = error instanceof ApiError && error.status === 422 ? apiFieldErrors(body, FIELDS) : [];
      fields.forEach(({ field, code }, index) => {
        methods.setError(field as Path<EmailChangeInput>, { type: 'server', message: code }, { shouldFocus: index === 0 });
      });
      if (fields.length > 0) return;
      const { title, message } = apiMessage(body);
      const answered = error instanceof ApiError && (error.status === 429 || error.status === 403);
      setOutcome({
        kind: 'failed',
        title: (answered && title) || t('emailChange.failedTitle'),
        text: (answered && message) || t('emailChange.failedText'),
      });
    }
  });

  const close = () => {
    const sent = outcome?.kind === 'sent';
    setOutcome(null);
    if (sent) {
      methods.reset(EMPTY);
      // The page shows the pending request now, and when a new one becomes possible.
      router.refresh();
    } else {
      submitRef.current?.focus();
    }
  };

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={send} className={formStyles.form} data-testid="email-change-form">
        {passwordRequired ? (
          <TextField
            name="currentPassword"
            type="password"
            label={t('fields.currentPassword')}
            hint={t('emailChange.currentPasswordHint')}
            autoComplete="current-password"
          />
        ) : null}
        <TextField name="currentEmail" type="email" label={t('fields.currentEmail')} autoComplete="email" />
        <TextField name="newEmail" type="email" label={t('fields.newEmail')} autoComplete="off" />
        <TextAreaField name="reason" label={t('fields.reason')} />
        <button
          ref={submitRef}
          type="submit"
          className={`button button--primary ${formStyles.submit}`}
          disabled={!hydrated || isSubmitting}
        >
          {isSubmitting ? t('emailChange.sending') : t('emailChange.submit')}
        </button>
      </form>
      <ResultDialog
        open={outcome?.kind === 'sent'}
        title={t('emailChange.success')}
        text={t('emailChange.successText', { email: accountEmail })}
        onClose={close}
        testId="email-change-success"
      />
      <ResultDialog
        open={outcome?.kind === 'failed'}
        title={outcome?.kind === 'failed' ? outcome.title : ''}
        text={outcome?.kind === 'failed' ? outcome.text : ''}
        onClose={close}
        testId="email-change-error"
      />
    </FormProvider>
  );
}
