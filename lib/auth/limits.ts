import type { RateLimitRule } from '@/lib/runtime/rate-limit';

// The issue: "rate limits per IP and per account on sign-in, sign-up, restore, activation resend and email
// change, enforced before hashing, shared across app instances (stored in the database)". The figures are
// ours (the spec shows none): generous for a person, useless for a script.

const HOUR = 60 * 60;

export const AUTH_RATE_LIMITS = {
  // Failed sign-ins (a success gives its point back). The 101st failure in an hour is refused.
  signInPerIp: { name: 'sign-in-ip', points: 100, durationSeconds: HOUR },
  signInPerAccount: { name: 'sign-in-account', points: 100, durationSeconds: HOUR },
  // While the account's budget is spent, each browser that signed in to it before has its own.
  signInPerKnownDevice: { name: 'sign-in-device', points: 10, durationSeconds: HOUR },
  signUpPerIp: { name: 'sign-up-ip', points: 10, durationSeconds: HOUR },
  signUpPerAccount: { name: 'sign-up-account', points: 5, durationSeconds: HOUR },
  restorePerIp: { name: 'restore-ip', points: 10, durationSeconds: HOUR },
  restorePerAccount: { name: 'restore-account', points: 3, durationSeconds: HOUR },
  activationMailPerIp: { name: 'activation-mail-ip', points: 10, durationSeconds: HOUR },
  activationMailPerAccount: { name: 'activation-mail-account', points: 3, durationSeconds: HOUR },
  emailChangePerIp: { name: 'email-change-ip', points: 10, durationSeconds: HOUR },
} as const satisfies Record<string, RateLimitRule>;
