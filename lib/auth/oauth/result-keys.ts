import type { Messages } from '@/lib/i18n/messages';
import type { OAuthResult } from './link';

const RESULT_KEYS: Record<OAuthResult, keyof Messages['oauth']['results']> = {
  'account-exists': 'accountExists',
  'access-denied': 'accessDenied',
  'no-verified-email': 'noVerifiedEmail',
  'connected-elsewhere': 'connectedElsewhere',
  'provider-already-connected': 'providerAlreadyConnected',
  expired: 'expired',
  failed: 'failed',
  blocked: 'blocked',
  'sign-in-required': 'signInRequired',
};

/** The key of a result's texts (title and text) in the oauth messages: for its page and the API's answer alike. */
export function resultMessageKey(result: OAuthResult) {
  return RESULT_KEYS[result];
}
