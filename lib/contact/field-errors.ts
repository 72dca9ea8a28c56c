import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/config';
import { messagesFor } from '@/lib/i18n/held-messages';
import { type FormErrorKey, isFormErrorKey } from '@/lib/validation/contact-forms';
import { firstIssuePerField } from '@/lib/validation/field-errors';

/** One invalid field of a 422 answer: the message key and its text in the request's language. */
export interface FieldError {
  field: string;
  /** A `forms.errors` key; 'captchaFailed' when the captcha answer was refused. */
  code: FormErrorKey | 'captchaFailed';
  message: string;
}

/** The first issue of each field, worded in `locale`; a form shows one message under a field. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], locale: Locale): FieldError[] {
  const texts = messagesFor(locale).forms.errors;
  // Every rule of lib/validation/contact-forms.ts names a key; anything else is a malformed value.
  return firstIssuePerField(issues, (issue): FormErrorKey => (isFormErrorKey(issue.message) ? issue.message : 'required')).map(
    ({ field, code }) => ({ field, code, message: texts[code] }),
  );
}
