'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useSiteForm } from '@/components/forms/use-site-form';
import { useHydrated } from '@/components/user/use-hydrated';
import styles from '@/components/user/user.module.css';
import { api, ApiError } from '@/lib/api/client';
import type { TaobaoRefusal } from '@/lib/commerce/taobao';
import { Link } from '@/lib/i18n/navigation';
import { type TaobaoCodeInput, taobaoCodeSchema, type TaobaoCodeValues } from '@/lib/validation/taobao';

const REFUSALS: readonly TaobaoRefusal[] = ['invalidCode', 'alreadyApplied', 'hasActiveSubscription'];

function refusalOf(error: unknown): TaobaoRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const errors = (error.body as { errors?: { code?: unknown }[] } | undefined)?.errors;
  const code = errors?.[0]?.code;
  return REFUSALS.find((refusal) => refusal === code) ?? null;
}

function messageOf(error: unknown): string | null {
  const message = error instanceof ApiError ? (error.body as { message?: unknown } | undefined)?.message : undefined;
  return typeof message === 'string' ? message : null;
}

/** spec 2 /user/taobao-purchase: one code, applied with POST /api/account/taobao-code (spec 5's messages). */
export function TaobaoCodeForm() {
  const t = useTranslations('shop.taobao');
  const locale = useLocale();
  const id = useId();
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<{ kind: 'applied' } | { kind: 'failed'; message: string } | null>(null);
  const { register, handleSubmit, setError, formState } = useSiteForm<TaobaoCodeInput, unknown, TaobaoCodeValues>({
    resolver: zodResolver(taobaoCodeSchema),
    defaultValues: { code: '' },
  });
  const refusal = formState.errors.code?.message;
  const shownRefusal = REFUSALS.find((key) => key === refusal) ?? (refusal ? 'invalidCode' : undefined);

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await api.post('/api/account/taobao-code', { ...values, locale });
      setOutcome({ kind: 'applied' });
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) setError('code', { type: 'server', message: refused }, { shouldFocus: true });
      else setOutcome({ kind: 'failed', message: messageOf(error) ?? t('failed') });
    }
  });

  if (outcome?.kind === 'applied') {
    return (
      <div role="status" className={styles.status} data-testid="taobao-applied">
        <p>{t('applied')}</p>
        <p>
          <Link href="/account">{t('toAccount')}</Link>
        </p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className={styles.form} data-testid="taobao-form">
      {outcome?.kind === 'failed' ? (
        <p role="alert" className={styles.error} data-testid="taobao-failed">
          {outcome.message}
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('label')}
        </label>
        <input
          id={id}
          {...register('code')}
          className={styles.input}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={shownRefusal !== undefined}
          aria-describedby={shownRefusal ? `${id}-error` : undefined}
          aria-required
        />
        {shownRefusal ? (
          <p id={`${id}-error`} className={styles.error} role="alert" data-testid="error-code">
            {t(shownRefusal)}
          </p>
        ) : null}
      </div>
      <button type="submit" className={`button button--primary ${styles.submit}`} disabled={!hydrated || formState.isSubmitting}>
        {formState.isSubmitting ? t('applying') : t('submit')}
      </button>
    </form>
  );
}
