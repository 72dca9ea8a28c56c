'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { isFormErrorKey } from '@/lib/validation/contact-forms';
import styles from './forms.module.css';

interface FieldProps {
  name: string;
  label: string;
  /** spec 5: required fields are marked with an asterisk. */
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
}

interface Control {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required': boolean;
}

/** Label, control and error of one field; the error is tied to the control for screen readers. */
function FieldShell({ name, label, required = false, children }: FieldProps & { children: (control: Control) => ReactNode }) {
  const t = useTranslations('forms');
  const id = useId();
  const errorId = `${id}-error`;
  const message = useFormContext().formState.errors[name]?.message;
  const error = typeof message === 'string' && message !== '' ? message : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <>
            <span className={styles.asterisk} aria-hidden="true">
              {' *'}
            </span>
            <span className={styles.visuallyHidden}>{` (${t('requiredMark')})`}</span>
          </>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': error !== undefined, 'aria-describedby': error ? errorId : undefined, 'aria-required': required })}
      {error ? (
        <p id={errorId} className={styles.error} data-testid={`error-${name}`}>
          {/* Schema issues and the API's 422 both carry keys of forms.errors. */}
          {isFormErrorKey(error) ? t(`errors.${error}`) : error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ type = 'text', ...props }: FieldProps & { type?: 'text' | 'email' }) {
  const { register } = useFormContext();
  return (
    <FieldShell {...props}>
      {(control) => (
        <input
          {...control}
          {...register(props.name)}
          type={type}
          className={styles.input}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField(props: FieldProps) {
  const { register } = useFormContext();
  return (
    <FieldShell {...props}>
      {(control) => <textarea {...control} {...register(props.name)} rows={6} className={styles.input} placeholder={props.placeholder} />}
    </FieldShell>
  );
}

export function SelectField({ options, ...props }: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const { register } = useFormContext();
  return (
    <FieldShell {...props}>
      {(control) => (
        <select {...control} {...register(props.name)} className={styles.input}>
          <option value="">{props.placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
