import { oneOf } from '@/lib/validation/one-of';

// spec 5 and 7: the keys the account forms' issues carry (lib/validation/auth.ts), apart from the schemas, so that the
// browser has them without zod, which a form loads only when it is first checked (components/forms/lazy-resolver.ts).

/** Keys of `auth.errors`; the English of each is spec 5's wording where the spec gives one. */
export const AUTH_ERROR_KEYS = [
  'required',
  'informationRequired',
  'tooShort',
  'tooLong',
  'emailRequired',
  'emailTooShort',
  'emailTooLong',
  'emailInvalid',
  'emailInvalidShort',
  'emailDisposable',
  'emailSameAsCurrent',
  'emailAlreadyRegistered',
  'customerEmail',
  'passwordsDoNotMatch',
  'passwordSameAsCurrent',
  'wrongCurrentPassword',
  'passwordCommon',
  'fieldTooLong',
  'captchaFailed',
  // Issue 17: refused by route() before any schema runs (lib/validation/control-characters.ts).
  'controlCharacters',
] as const;
export type AuthErrorKey = (typeof AUTH_ERROR_KEYS)[number];

export const isAuthErrorKey = oneOf(AUTH_ERROR_KEYS);
