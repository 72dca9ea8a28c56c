import type { RateLimitRule } from '@/lib/runtime/rate-limit';

// Issue 20: a TOTP code has a million values; a few wrong tries per quarter-hour is a typo, more is guessing.
export const STAFF_RATE_LIMITS = {
  codePerUser: { name: 'staff-code-user', points: 5, durationSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

// Issue 20: "a staff session ends after 12 idle hours": its staff rights do; the sign-in stays a customer's.
export const STAFF_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
// staff_seen_at needs minute precision, as sessions.last_seen_at does.
export const STAFF_TOUCH_INTERVAL_MS = 60 * 1000;
