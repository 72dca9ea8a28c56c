import type { AuthErrorKey } from './auth-errors';
import { z } from './zod';

// spec 5 and 7: the account forms' rules, one schema per call, shared by the form in the browser and the
// API route (DESIGN.md: "every write is validated on the server with the same zod schema the form uses").
// Issues carry keys of the `auth.errors` namespace, so both sides word them in the user's language.

// spec 5 "Numeric bounds: not shown". An address fits RFC 5321's 254 characters; "a@b.cn" is the shortest
// real one. Passwords: NIST SP 800-63B asks for at least 8 and allows long passphrases.
export const AUTH_LIMITS = {
  email: { min: 6, max: 254 },
  password: { min: 8, max: 128 },
  hash: { max: 128 },
} as const;

const issue = (key: AuthErrorKey) => ({ error: key, abort: true });

export interface AuthEmailRules {
  /** spec 5: temporary addresses are refused; the list is server-only (lib/validation/disposable-email.ts). */
  isDisposableEmail?: (email: string) => boolean;
}

export interface PasswordRules {
  /**
   * Issue 17: a password from a list of well-known ones is refused. The list is server-only
   * (lib/validation/common-passwords.ts, about 380 KB), so the browser's form leaves the check to the API.
   */
  isCommonPassword?: (password: string) => boolean;
}

/** An address a new account may use: spec 5's sign-up rules. Stored lower-case. */
function newAccountEmail({ isDisposableEmail }: AuthEmailRules) {
  const valid = z
    .string(issue('emailRequired'))
    .trim()
    .min(1, issue('emailRequired'))
    .min(AUTH_LIMITS.email.min, issue('emailTooShort'))
    .max(AUTH_LIMITS.email.max, issue('emailTooLong'))
    .pipe(z.email(issue('emailInvalid')))
    .transform((value) => value.toLowerCase());
  return isDisposableEmail ? valid.refine((value) => !isDisposableEmail(value), issue('emailDisposable')) : valid;
}

/** The address of an existing account (sign-in, restore): only its shape is checked. */
const accountEmail = z
  .string(issue('emailRequired'))
  .trim()
  .min(1, issue('emailRequired'))
  .max(AUTH_LIMITS.email.max, issue('emailTooLong'))
  .pipe(z.email(issue('emailInvalidShort')))
  .transform((value) => value.toLowerCase());

/** A password being chosen. Spaces count: a passphrase is a fine password. */
export function chosenPassword({ isCommonPassword }: PasswordRules) {
  const sized = z
    .string(issue('required'))
    .min(1, issue('required'))
    .min(AUTH_LIMITS.password.min, issue('tooShort'))
    .max(AUTH_LIMITS.password.max, issue('tooLong'));
  return isCommonPassword ? sized.refine((value) => !isCommonPassword(value), issue('passwordCommon')) : sized;
}

/** A password being checked: long input is refused before it reaches the hash (a cheap DoS otherwise). */
const enteredPassword = z.string(issue('required')).min(1, issue('required')).max(AUTH_LIMITS.password.max, issue('tooLong'));

/** A token from a mailed link. */
const hash = z.string(issue('required')).trim().min(1, issue('required')).max(AUTH_LIMITS.hash.max, issue('tooLong'));

/** The confirmation must repeat the password; the issue sits on the confirmation field. */
function passwordsMatch(value: { password: string; cpassword: string }) {
  return value.password === value.cpassword;
}
const mismatch = { path: ['cpassword'], ...issue('passwordsDoNotMatch') };
const confirmation = z.string(issue('required')).min(1, issue('required'));

export const signInSchema = z.object({ email: accountEmail, password: enteredPassword });
export type SignInInput = z.input<typeof signInSchema>;

export function createSignUpSchema(rules: AuthEmailRules & PasswordRules = {}) {
  return z
    .object({ email: newAccountEmail(rules), password: chosenPassword(rules), cpassword: confirmation })
    .refine(passwordsMatch, mismatch);
}
export type SignUpInput = z.input<ReturnType<typeof createSignUpSchema>>;

export const passwordRestoreSchema = z.object({ email: accountEmail });
export type PasswordRestoreInput = z.input<typeof passwordRestoreSchema>;

export const hashSchema = z.object({ hash });

/** spec 7 "change-password: id, password, cpassword, hash": a new password from a restore link. */
export function createChangePasswordByHashSchema(rules: PasswordRules = {}) {
  return z
    .object({
      id: z.coerce.number(issue('required')).int(issue('required')).positive(issue('required')),
      hash,
      password: chosenPassword(rules),
      cpassword: confirmation,
    })
    .refine(passwordsMatch, mismatch);
}
export type ChangePasswordByHashInput = z.input<ReturnType<typeof createChangePasswordByHashSchema>>;

/** spec 7 "send-activation-email": the link's hash, or, from the sign-in page, the address. */
export const activationResendSchema = z.union([z.object({ hash }), z.object({ email: accountEmail })]);
