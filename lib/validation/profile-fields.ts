import { type AuthErrorKey, isAuthErrorKey } from './auth-errors';
import { oneOf } from './one-of';

// spec 3 and 4: what the account's own forms share with their schemas (lib/validation/profile.ts) apart from zod,
// which a form loads only when it is first checked (components/forms/lazy-resolver.ts).

/** Keys of `profile.errors`: the messages only the account's own forms use. */
export const PROFILE_ERROR_KEYS = ['fieldTooLong', 'countryInvalid', 'phoneInvalid', 'emailShouldDiffer', 'deletionConfirmation'] as const;
export type ProfileErrorKey = (typeof PROFILE_ERROR_KEYS)[number];
export type AccountErrorKey = AuthErrorKey | ProfileErrorKey;

export const isProfileErrorKey = oneOf(PROFILE_ERROR_KEYS);

export function isAccountErrorKey(value: unknown): value is AccountErrorKey {
  return isProfileErrorKey(value) || isAuthErrorKey(value);
}

// spec 3 "Each has a length limit (values not shown)": ours, roomy enough for real names and addresses
// (a German street with its house number, a Chinese company's full registered name).
export const PROFILE_LIMITS = {
  firstName: 64,
  lastName: 64,
  company: 128,
  state: 64,
  address: 255,
  city: 64,
  zip: 16,
  phone: 32,
} as const;

export type BillingTextField = keyof typeof PROFILE_LIMITS;
export const BILLING_TEXT_FIELDS = Object.keys(PROFILE_LIMITS) as BillingTextField[];
