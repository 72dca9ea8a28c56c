'use client';

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { AccountMembership, AccountSubscription } from '@/lib/memberships/account-membership';

/** The account page's one read (GET /api/account/licenses); its writes update this entry in place. */
export const MEMBERSHIP_KEY = ['account', 'membership'] as const;
/** The authorised programs (GET /api/account/app-tokens): revoking a PC revokes its program too, so both refresh. */
export const APP_TOKENS_KEY = ['account', 'app-tokens'] as const;

export function useMembership() {
  return useQuery({
    queryKey: MEMBERSHIP_KEY,
    queryFn: ({ signal }) => api.get<AccountMembership>('/api/account/licenses', { signal }),
  });
}

/** The entry with its subscription changed by `change` (nothing when there is none). */
export function withSubscription(data: AccountMembership | undefined, change: (subscription: AccountSubscription) => AccountSubscription) {
  return data?.subscription ? { ...data, subscription: change(data.subscription) } : data;
}
