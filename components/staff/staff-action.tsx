'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/account/account.module.css';
import { useHydrated } from '@/components/account/use-hydrated';
import { api, ApiError } from '@/lib/api/client';

interface StaffActionProps {
  /** The staff call (POST). */
  endpoint: string;
  /** What the call sends besides the text field and the language. */
  body?: Record<string, unknown>;
  label: string;
  /** A text the call needs (a reason, a message): its field name and label. */
  text?: { name: string; label: string; multiline?: boolean };
  danger?: boolean;
  testId: string;
}

/** One staff action: a button (and a text field when it needs one) that posts to the staff API, then re-reads the page. */
export function StaffAction({ endpoint, body = {}, label, text, danger, testId }: StaffActionProps) {
  const t = useTranslations('staff.account');
  const locale = useLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  const fieldId = useId();
  const [value, setValue] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done' | { error: string }>('idle');

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setState('busy');
    try {
      await api.post(endpoint, { ...body, ...(text ? { [text.name]: value } : {}), locale });
      setState('done');
      setValue('');
      router.refresh();
    } catch (error) {
      const answer =
        error instanceof ApiError ? (error.body as { message?: string; errors?: { message?: string }[] } | undefined) : undefined;
      setState({ error: answer?.errors?.[0]?.message ?? answer?.message ?? t('failed') });
    }
  };

  const errorText = typeof state === 'object' ? state.error : null;
  return (
    <form onSubmit={send} className={formStyles.form} data-testid={testId} noValidate>
      {text ? (
        <div className={formStyles.field}>
          <label htmlFor={fieldId} className={formStyles.label}>
            {text.label}
          </label>
          {text.multiline ? (
            <textarea id={fieldId} className={formStyles.input} value={value} onChange={(event) => setValue(event.target.value)} rows={3} />
          ) : (
            <input id={fieldId} className={formStyles.input} value={value} onChange={(event) => setValue(event.target.value)} />
          )}
        </div>
      ) : null}
      <button type="submit" className={`button ${danger ? 'button--ghost' : 'button--primary'}`} disabled={!hydrated || state === 'busy'}>
        {state === 'busy' ? t('busy') : label}
      </button>
      <p role="status" className={errorText ? styles.statusError : styles.status}>
        {errorText ?? (state === 'done' ? t('done') : '')}
      </p>
    </form>
  );
}
