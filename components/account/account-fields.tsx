'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import formStyles from '@/components/forms/forms.module.css';
import { isAuthErrorKey } from '@/lib/validation/auth';
import { isProfileErrorKey } from '@/lib/validation/profile';
import styles from './account.module.css';

/**
 * The words of an error key from the schema or the API, with the field's label put into '{Field} is too
 * long.' (lib/account/messages.ts says the same on the server).
 */
export function useAccountErrorText(): (code: string, label: string) => string {
  const t = useTranslations();
  return (code, label) => {
    if (isProfileErrorKey(code)) return t(`profile.errors.${code}`, { Field: label });
    if (isAuthErrorKey(code)) return t(`auth.errors.${code}`, { Field: label });
    return code;
  };
}

interface FieldProps {
  name: string;
  label: string;
  autoComplete?: string;
  hint?: string;
}

interface Control {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** Label, control, hint and error of one field; hint and error are tied to the control for screen readers. */
function FieldShell({ name, label, hint, children }: FieldProps & { children: (control: Control) => ReactNode }) {
  const errorText = useAccountErrorText();
  const id = useId();
  const message = useFormContext().formState.errors[name]?.message;
  const error = typeof message === 'string' && message !== '' ? errorText(message, label) : undefined;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
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
    </div>
  );
}

export function TextField({ type = 'text', ...props }: FieldProps & { type?: 'text' | 'email' | 'password' | 'tel' }) {
  const { register } = useFormContext();
  return (
    <FieldShell {...props}>
      {(control) => (
        <input {...control} {...register(props.name)} type={type} className={formStyles.input} autoComplete={props.autoComplete} />
      )}
    </FieldShell>
  );
}

export function TextAreaField(props: FieldProps) {
  const { register } = useFormContext();
  return (
    <FieldShell {...props}>
      {(control) => <textarea {...control} {...register(props.name)} rows={5} className={formStyles.input} />}
    </FieldShell>
  );
}

export function SelectField({
  options,
  placeholder,
  ...props
}: FieldProps & { options: readonly { value: string; label: string }[]; placeholder: string }) {
  const { register } = useFormContext();
  return (
    <FieldShell {...props}>
      {(control) => (
        <select {...control} {...register(props.name)} className={formStyles.input} autoComplete={props.autoComplete}>
          <option value="">{placeholder}</option>
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

export function CheckboxField({ name, label, hint }: FieldProps) {
  const { register } = useFormContext();
  const id = useId();
  return (
    <div className={styles.checkbox}>
      <input id={id} type="checkbox" {...register(name)} aria-describedby={hint ? `${id}-hint` : undefined} />
      <div>
        <label htmlFor={id} className={formStyles.label}>
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The `errors` of a 422 answer, `{ field, code }`, for the fields a form has. */
export function apiFieldErrors(body: unknown, fields: readonly string[]): { field: string; code: string }[] {
  const errors = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (entry): entry is { field: string; code: string } =>
      typeof entry?.field === 'string' && typeof entry?.code === 'string' && fields.includes(entry.field),
  );
}

/** The `message` (and `title`) of an error answer, already in the user's language. */
export function apiMessage(body: unknown): { title?: string; message?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const { title, message } = body as { title?: unknown; message?: unknown };
  return {
    title: typeof title === 'string' ? title : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}
