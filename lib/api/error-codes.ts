// spec 8: validation errors arrive as HTTP 422 with a numeric error_code; the product supplies the
// message. Keys name the i18n entries in the `api-errors` namespace; the English text is the
// fallback when no translation is at hand.
export const ERROR_CODE_MESSAGE_KEYS = {
  1: 'incorrectCredentials',
  2: 'accountBlocked',
  3: 'emailNotConfirmed',
  4: 'invalidHash',
  5: 'userNotFound',
  6: 'ipBlocked',
  7: 'passwordExpired',
  8: 'emailNotRegistered',
  9: 'accountAlreadyRegistered',
  10: 'accountCreationFailed',
} as const;

export type ApiErrorCode = keyof typeof ERROR_CODE_MESSAGE_KEYS;

/** Every key of the `api-errors` message namespace. */
export type ApiErrorMessageKey = (typeof ERROR_CODE_MESSAGE_KEYS)[ApiErrorCode] | 'generic' | 'network';

// spec 8: the English texts word for word; lib/i18n/messages/en/api-errors.json holds the same.
export const API_ERROR_MESSAGES: Readonly<Record<ApiErrorMessageKey, string>> = {
  incorrectCredentials: 'Incorrect email or password',
  accountBlocked: 'Account blocked',
  emailNotConfirmed: 'E-mail is not confirmed',
  invalidHash: 'Invalid hash',
  userNotFound: 'User does not exist',
  ipBlocked: 'IP is blocked',
  passwordExpired: 'Password is expired',
  emailNotRegistered: 'Please enter a registered email',
  accountAlreadyRegistered: 'This account is already registered',
  accountCreationFailed: 'Error creating account',
  generic: 'Something went wrong. Please try again.',
  network: 'Could not reach the server. Please check your connection and try again.',
};

export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === 'number' && Object.hasOwn(ERROR_CODE_MESSAGE_KEYS, code);
}

/** The message key for a 422 error_code; unknown or missing codes get the generic message. */
export function messageKeyForErrorCode(code: number | undefined): ApiErrorMessageKey {
  return isApiErrorCode(code) ? ERROR_CODE_MESSAGE_KEYS[code] : 'generic';
}

/**
 * Every named `code` an answer of the API carries. spec 8 "Named codes ACCOUNT_IS_ALREADY_REGISTERED and
 * ACCOUNT_IS_ALREADY_USED exist": when an address already has an account (sign-up code 9, an OAuth sign-in
 * whose address is taken) and when a provider's account is already connected to another account. The
 * program's refusals (/api/app/*) and a paused revoke (spec 4) name theirs in the same style.
 */
export const NAMED_ERROR_CODES = {
  accountIsAlreadyRegistered: 'ACCOUNT_IS_ALREADY_REGISTERED',
  accountIsAlreadyUsed: 'ACCOUNT_IS_ALREADY_USED',
  invalidAppToken: 'INVALID_APP_TOKEN',
  pcLimitReached: 'PC_LIMIT_REACHED',
  noActivePlan: 'NO_ACTIVE_PLAN',
  revokePaused: 'REVOKE_PAUSED',
} as const;

/** The named codes of the program's refusals, by the reason lib/memberships gives. */
export const APP_ERROR_CODES = {
  invalidToken: NAMED_ERROR_CODES.invalidAppToken,
  pcLimitReached: NAMED_ERROR_CODES.pcLimitReached,
  noActivePlan: NAMED_ERROR_CODES.noActivePlan,
} as const;
