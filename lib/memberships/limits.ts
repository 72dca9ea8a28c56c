import type { RateLimitRule } from '@/lib/runtime/rate-limit';

// Budgets of the program's unauthenticated calls. A program starts a request when its user signs in: a few an
// hour from one address, more behind a shared one; a script filling the table meets the limit. The figures are
// ours; the spec shows none.
export const APP_RATE_LIMITS = {
  authorizePerIp: { name: 'app-authorize-ip', points: 30, durationSeconds: 60 * 60 },
  // Each poll is a row lock; a program polls every few seconds for at most the request's 10 minutes.
  pollPerIp: { name: 'app-poll-ip', points: 600, durationSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Seconds the program should wait between polls. */
export const POLL_INTERVAL_SECONDS = 3;

// The account page's writes (auto-renew on and off, revoking PCs, licence notes) touch only the caller's own
// rows; the budget keeps a script on a session from turning them into load. A person makes a handful.
export const MEMBERSHIP_RATE_LIMITS = {
  writesPerUser: { name: 'membership-write-user', points: 60, durationSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitRule>;
