import { z } from './zod';
import { isCountryCode } from './countries';
import { AUTH_LIMITS, chosenPassword, type PasswordRules } from './auth';
import { type AccountErrorKey, PROFILE_LIMITS } from './profile-fields';

// spec 3 "Profile billing", spec 4 "A profile password change", "Email change" and spec 5: the signed-in
// account's forms. One schema per call, shared by the form and the route (lib/account/*). Issues carry a
// key: one of `auth.errors` where the words are the same as signing up, else one of `profile.errors`.

const issue = (key: AccountErrorKey) => ({ error: key, abort: true });

/** An optional text: trimmed, '' when left empty (stored as null). */
const billingText = (max: number) => z.string().trim().max(max, issue('fieldTooLong')).default('');

export const profileSchema = z.object({
  firstName: billingText(PROFILE_LIMITS.firstName),
  lastName: billingText(PROFILE_LIMITS.lastName),
  company: billingText(PROFILE_LIMITS.company),
  state: billingText(PROFILE_LIMITS.state),
  address: billingText(PROFILE_LIMITS.address),
  city: billingText(PROFILE_LIMITS.city),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => code === '' || isCountryCode(code), issue('countryInvalid'))
    .default(''),
  zip: billingText(PROFILE_LIMITS.zip),
  // Digits with the separators people write numbers with; the length check comes first.
  phone: billingText(PROFILE_LIMITS.phone).pipe(z.string().regex(/^[0-9+()\-.\s/]*$/, issue('phoneInvalid'))),
  subscribedToEmails: z.boolean().default(false),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

export interface PasswordChangeRules extends PasswordRules {
  /**
   * Whether the current password must be given. Not for an account whose password the site generated
   * (is_auto_password) or that has none yet (OAuth only): they "set" a password instead of changing it.
   */
  currentRequired: boolean;
}

/** /account/change-password `{ currentPassword, password, cpassword }`. */
export function createPasswordChangeSchema({ currentRequired, ...rules }: PasswordChangeRules) {
  const currentPassword = currentRequired
    ? z.string(issue('required')).min(1, issue('required')).max(AUTH_LIMITS.password.max, issue('tooLong'))
    : z.string().max(AUTH_LIMITS.password.max, issue('tooLong')).optional();
  return z
    .object({ currentPassword, password: chosenPassword(rules), cpassword: z.string(issue('required')).min(1, issue('required')) })
    .refine((value) => value.password === value.cpassword, { path: ['cpassword'], ...issue('passwordsDoNotMatch') })
    .refine((value) => !currentRequired || value.password !== value.currentPassword, {
      path: ['password'],
      ...issue('passwordSameAsCurrent'),
    });
}
export type PasswordChangeInput = z.input<ReturnType<typeof createPasswordChangeSchema>>;

// spec 5 "Reason for an email change: required, too short, too long": enough words for support to act on.
export const EMAIL_CHANGE_REASON_LIMITS = { min: 10, max: 1000 } as const;

export interface EmailChangeRules {
  /** The signed-in account's address. */
  accountEmail: string;
  /**
   * Issue 17: the account's password is asked again, when it has one (lib/account/email-change.ts
   * emailChangeProof); an account without one (signed up through OAuth) must have signed in recently instead.
   */
  passwordRequired?: boolean;
  /** spec 5: temporary addresses are refused; the list is server-only (lib/validation/disposable-email.ts). */
  isDisposableEmail?: (email: string) => boolean;
}

const typedEmail = (invalid: AccountErrorKey) =>
  z
    .string(issue('emailRequired'))
    .trim()
    .min(1, issue('emailRequired'))
    .min(AUTH_LIMITS.email.min, issue('emailTooShort'))
    .max(AUTH_LIMITS.email.max, issue('emailTooLong'))
    .pipe(z.email(issue(invalid)));

const lowerCase = (email: string) => email.toLowerCase();

/**
 * spec 3 "Email change request: current email, new email, reason" with spec 5's messages. Addresses are
 * stored lower-case, so a new address that is the account's own typed exactly gets 'New email must be
 * different from the current email', and one that differs only in capitals gets the gentler 'Please check
 * the entered email — it should differ from the one you have.'
 */
export function createEmailChangeSchema({ accountEmail, isDisposableEmail, passwordRequired = false }: EmailChangeRules) {
  const own = accountEmail.toLowerCase();
  return z.object({
    currentPassword: passwordRequired
      ? z.string(issue('required')).min(1, issue('required')).max(AUTH_LIMITS.password.max, issue('tooLong'))
      : z.string().max(AUTH_LIMITS.password.max, issue('tooLong')).optional(),
    currentEmail: typedEmail('emailInvalidShort')
      .transform(lowerCase)
      .refine((email) => email === own, issue('customerEmail')),
    newEmail: typedEmail('emailInvalid')
      .refine((email) => email !== own, issue('emailSameAsCurrent'))
      .refine((email) => lowerCase(email) !== own, issue('emailShouldDiffer'))
      .transform(lowerCase)
      .refine((email) => !isDisposableEmail?.(email), issue('emailDisposable')),
    reason: z
      .string(issue('required'))
      .trim()
      .min(1, issue('required'))
      .min(EMAIL_CHANGE_REASON_LIMITS.min, issue('tooShort'))
      .max(EMAIL_CHANGE_REASON_LIMITS.max, issue('tooLong')),
  });
}
export type EmailChangeInput = z.input<ReturnType<typeof createEmailChangeSchema>>;

/**
 * Issue 23 "Delete my account": the account's address typed again (in any capitals) and, when the account has a
 * password, the password (lib/account/deletion.ts; an account without one shows a fresh sign-in instead).
 */
export function createAccountDeletionSchema({
  accountEmail,
  passwordRequired = false,
}: Pick<EmailChangeRules, 'accountEmail' | 'passwordRequired'>) {
  const own = accountEmail.toLowerCase();
  return z.object({
    currentPassword: passwordRequired
      ? z.string(issue('required')).min(1, issue('required')).max(AUTH_LIMITS.password.max, issue('tooLong'))
      : z.string().max(AUTH_LIMITS.password.max, issue('tooLong')).optional(),
    confirmation: z
      .string(issue('required'))
      .trim()
      .min(1, issue('required'))
      .transform(lowerCase)
      .refine((email) => email === own, issue('deletionConfirmation')),
  });
}
export type AccountDeletionInput = z.input<ReturnType<typeof createAccountDeletionSchema>>;
