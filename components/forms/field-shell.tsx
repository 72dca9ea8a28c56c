'use client';

import { type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import formStyles from './forms.module.css';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export interface FieldShellProps {
  name: string;
  label: string;
  hint?: string;
  /** A success line under the control ('Coupon is applied!'), announced politely; hidden while in error. */
  success?: string | null;
  /** The words of the form's error key (the schema's or the API's). */
  errorText: (code: string) => string;
  children: (control: FieldControl) => ReactNode;
}

/** Label, control, hint, error and success line of one react-hook-form field, tied together for screen readers. */
export function FieldShell({ name, label, hint, success, errorText, children }: FieldShellProps) {
  const id = useId();
  const message = useFormContext().formState.errors[name]?.message;
  const error = typeof message === 'string' && message !== '' ? errorText(message) : undefined;
  const succeeded = Boolean(success) && !error;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', succeeded ? `${id}-success` : ''].filter(Boolean).join(' ');
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error !== undefined, 'aria-describedby': described || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={formStyles.error} data-testid={`error-${name}`}>
          {error}
        </p>
      ) : null}
      {succeeded ? (
        <p id={`${id}-success`} className={formStyles.success} role="status" data-testid={`success-${name}`}>
          {success}
        </p>
      ) : null}
    </div>
  );
}
