import { createTranslator } from 'next-intl';
import type { Messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/config';
import { type AccountErrorKey, isProfileErrorKey } from '@/lib/validation/profile-fields';

type FieldName = keyof Messages['profile']['fields'];

/** The label of an account form's field, or null for a name no form has. */
export function fieldLabel(messages: Messages, field: string): string | null {
  const labels = messages.profile.fields;
  return field in labels ? labels[field as FieldName] : null;
}

/**
 * The words of a field's error in `locale`, the label put into '{Field} is too long.'. The same keys and
 * words as the forms show (components/account/account-fields.tsx).
 */
export function accountErrorMessage(locale: Locale, messages: Messages, code: AccountErrorKey, field: string): string {
  const t = createTranslator({ locale, messages });
  const Field = fieldLabel(messages, field) ?? field;
  return isProfileErrorKey(code) ? t(`profile.errors.${code}`, { Field }) : t(`auth.errors.${code}`, { Field });
}
