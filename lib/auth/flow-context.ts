import type { z } from 'zod';
import type { Database } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/config';
import { consumeRateLimit, type RateLimitRule } from '@/lib/runtime/rate-limit';
import type { ApiUser } from './account-lookup';

// spec 4 and 7: what every account flow is given and what it answers, apart from HTTP (lib/http/auth.ts
// turns the outcomes into answers). Every flow validates with the form's zod schema first, then counts
// against its rate limits, and only then hashes or writes.

/** Where a request came from: for the rate limits, the session's record and the log. */
export interface RequestContext {
  ip: string;
  userAgent?: string | null;
  locale: Locale;
  now?: Date;
}

/** The session and known-device cookies the browser brought. */
export interface SignInCookies {
  sessionToken?: string;
  deviceToken?: string;
}

/** The signed-in state a successful call hands to the route: a new session and the browser's device token. */
export interface SignedIn {
  user: ApiUser;
  sessionToken: string;
  deviceToken: string;
}

export type AuthFailure =
  | { kind: 'invalid'; issues: readonly z.core.$ZodIssue[] }
  | { kind: 'error'; code: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 }
  | { kind: 'notActivated' }
  | { kind: 'rateLimited'; retryAfterSeconds: number };

/** Counts one action against every rule; the first refusal wins. */
export async function withinLimits(db: Database, checks: [RateLimitRule, string][]): Promise<AuthFailure | undefined> {
  for (const [rule, key] of checks) {
    const verdict = await consumeRateLimit(db, rule, key);
    if (!verdict.allowed) return { kind: 'rateLimited', retryAfterSeconds: verdict.retryAfterSeconds };
  }
  return undefined;
}
