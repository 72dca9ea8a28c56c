'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/account/account.module.css';
import { useHydrated } from '@/components/account/use-hydrated';
import { api, ApiError } from '@/lib/api/client';

interface PriceFormProps {
  id: number;
  /** The plan, in words ('1 year, 2 PCs'). */
  plan: string;
  /** The amounts as typed, in major units ('24.99'; '' for no former price). */
  price: string;
  priceOld: string;
}

/** One price of the staff price list (issue 20): the price and the former price, saved with POST /api/staff/prices/{id}. */
export function PriceForm({ id, plan, price, priceOld }: PriceFormProps) {
  const t = useTranslations('staff.prices');
  const locale = useLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  const fieldId = useId();
  const [values, setValues] = useState({ price, priceOld });
  const [state, setState] = useState<'idle' | 'busy' | 'done' | { error: string }>('idle');

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setState('busy');
    try {
      await api.post(`/api/staff/prices/${id}`, { price: values.price, price_old: values.priceOld, locale });
      setState('done');
      router.refresh();
    } catch (error) {
      const answer =
        error instanceof ApiError ? (error.body as { message?: string; errors?: { message?: string }[] } | undefined) : undefined;
      setState({ error: answer?.errors?.[0]?.message ?? answer?.message ?? t('failed') });
    }
  };

  const errorText = typeof state === 'object' ? state.error : null;
  return (
    <form onSubmit={send} className={formStyles.form} data-testid={`price-${id}`} aria-label={plan} noValidate>
      <div className={formStyles.field}>
        <label htmlFor={`${fieldId}-price`} className={formStyles.label}>
          {t('price')}
        </label>
        <input
          id={`${fieldId}-price`}
          className={formStyles.input}
          inputMode="decimal"
          value={values.price}
          onChange={(event) => setValues({ ...values, price: event.target.value })}
        />
      </div>
      <div className={formStyles.field}>
        <label htmlFor={`${fieldId}-old`} className={formStyles.label}>
          {t('priceOld')}
        </label>
        <input
          id={`${fieldId}-old`}
          className={formStyles.input}
          inputMode="decimal"
          aria-describedby={`${fieldId}-old-hint`}
          value={values.priceOld}
          onChange={(event) => setValues({ ...values, priceOld: event.target.value })}
        />
        <p id={`${fieldId}-old-hint`} className={styles.hint}>
          {t('priceOldHint')}
        </p>
      </div>
      <button type="submit" className="button button--primary" disabled={!hydrated || state === 'busy'}>
        {state === 'busy' ? t('busy') : t('save')}
      </button>
      <p role="status" className={errorText ? styles.statusError : styles.status}>
        {errorText ?? (state === 'done' ? t('saved') : '')}
      </p>
    </form>
  );
}
