'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldShell, type FieldControl } from '@/components/forms/field-shell';
import formStyles from '@/components/forms/forms.module.css';
import { isAuthErrorKey } from '@/lib/validation/auth-errors';
import { isProfileErrorKey } from '@/lib/validation/profile-fields';
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

/** One profile field: the shared field shell, with the field's label in its error words. */
function AccountFieldShell({ name, label, hint, children }: FieldProps & { children: (control: FieldControl) => ReactNode }) {
  const errorText = useAccountErrorText();
  return (
    <FieldShell name={name} label={label} hint={hint} errorText={(code) => errorText(code, label)}>
      {children}
    </FieldShell>
  );
}

export function TextField({ type = 'text', ...props }: FieldProps & { type?: 'text' | 'email' | 'password' | 'tel' }) {
  const { register } = useFormContext();
  return (
    <AccountFieldShell {...props}>
      {(control) => (
        <input {...control} {...register(props.name)} type={type} className={formStyles.input} autoComplete={props.autoComplete} />
      )}
    </AccountFieldShell>
  );
}

export function TextAreaField(props: FieldProps) {
  const { register } = useFormContext();
  return (
    <AccountFieldShell {...props}>
      {(control) => <textarea {...control} {...register(props.name)} rows={5} className={formStyles.input} />}
    </AccountFieldShell>
  );
}

export function SelectField({
  options,
  placeholder,
  ...props
}: FieldProps & { options: readonly { value: string; label: string }[]; placeholder: string }) {
  const { register } = useFormContext();
  return (
    <AccountFieldShell {...props}>
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
    </AccountFieldShell>
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
