'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { type AuthErrorKey, isAuthErrorKey } from '@/lib/validation/auth-errors';
import styles from './user.module.css';

interface AuthFieldProps {
  name: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: 'email' | 'username' | 'current-password' | 'new-password';
  /** A longer explanation shown under an error with this code (spec 5: the disposable-address message). */
  hints?: Partial<Record<AuthErrorKey, ReactNode>>;
}

/**
 * One field of an account form: label, control and its error, tied together for screen readers. Schema
 * issues in the browser and the API's 422 both carry keys of `auth.errors`.
 */
export function AuthField({ name, label, type, autoComplete, hints }: AuthFieldProps) {
  const t = useTranslations('auth.errors');
  const id = useId();
  const errorId = `${id}-error`;
  const { register, formState } = useFormContext();
  const message = formState.errors[name]?.message;
  const code = isAuthErrorKey(message) ? message : typeof message === 'string' && message ? 'required' : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        {...register(name)}
        type={type}
        autoComplete={autoComplete}
        className={styles.input}
        aria-invalid={code !== undefined}
        aria-describedby={code ? errorId : undefined}
        aria-required
      />
      {code ? (
        <p id={errorId} className={styles.error} data-testid={`error-${name}`}>
          {t(code)}
          {hints?.[code] ? <span className={styles.hint}>{hints[code]}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
