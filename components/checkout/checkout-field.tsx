'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import formStyles from '@/components/forms/forms.module.css';
import { checkoutErrorMessageKey, isCheckoutErrorKey } from '@/lib/validation/checkout';
import styles from './checkout.module.css';

/** The words of a checkout error key (the schema's or the API's), the same on both sides. */
export function useCheckoutErrorText(): (code: string) => string {
  const t = useTranslations();
  return (code) => (isCheckoutErrorKey(code) ? t(checkoutErrorMessageKey(code)) : code);
}

export interface FieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface CheckoutFieldProps {
  name: string;
  label: string;
  hint?: string;
  /** A success line under the control ('Coupon is applied!'), announced politely. */
  success?: string | null;
  children: (control: FieldControl) => ReactNode;
}

/** Label, control, hint and error of one field; hint and error are tied to the control for screen readers. */
export function CheckoutField({ name, label, hint, success, children }: CheckoutFieldProps) {
  const errorText = useCheckoutErrorText();
  const id = useId();
  const message = useFormContext().formState.errors[name]?.message;
  const error = typeof message === 'string' && message !== '' ? errorText(message) : undefined;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', success && !error ? `${id}-success` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error !== undefined, 'aria-describedby': described || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={formStyles.error} data-testid={`error-${name}`}>
          {error}
        </p>
      ) : null}
      {success && !error ? (
        <p id={`${id}-success`} className={styles.success} role="status" data-testid={`success-${name}`}>
          {success}
        </p>
      ) : null}
    </div>
  );
}
