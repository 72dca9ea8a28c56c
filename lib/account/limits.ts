import type { RateLimitRule } from '@/lib/runtime/rate-limit';
import { AUTH_RATE_LIMITS } from '@/lib/auth/limits';

// The signed-in account's budgets. A wrong current password is a guess at it from a session that may not
// be its owner's (a shared or stolen one): a few per account, more per address, and a right one gives
// its point back. The figures are ours; the spec shows none.

const MINUTE = 60;

export const ACCOUNT_RATE_LIMITS = {
  wrongCurrentPasswordPerUser: { name: 'current-password-user', points: 5, durationSeconds: 15 * MINUTE },
  wrongCurrentPasswordPerIp: { name: 'current-password-ip', points: 20, durationSeconds: 60 * MINUTE },
  emailChangePerIp: AUTH_RATE_LIMITS.emailChangePerIp,
  // Taobao codes are guessable only by trying: a buyer types one or two, a script thousands.
  taobaoCodePerUser: { name: 'taobao-code-user', points: 10, durationSeconds: 15 * MINUTE },
  taobaoCodePerIp: { name: 'taobao-code-ip', points: 30, durationSeconds: 60 * MINUTE },
  // Issue 23: an export reads every table about the account; a person needs one now and then, not hundreds.
  dataExportPerUser: { name: 'data-export-user', points: 10, durationSeconds: 60 * MINUTE },
  // Issue 23: a deletion is asked for once; retries after a typo are a few. More from one account or address is a
  // script trying passwords or addresses through the deletion form, which the wrong-password budget alone allows.
  accountDeletionPerUser: { name: 'account-deletion-user', points: 5, durationSeconds: 60 * MINUTE },
  accountDeletionPerIp: { name: 'account-deletion-ip', points: 20, durationSeconds: 60 * MINUTE },
  // Issue 19: mail preferences are set by a signed link with no sign-in, and mail providers POST one-click
  // unsubscribes from their own servers; a person saves a few times, a script trying tokens thousands.
  mailPreferencesPerIp: { name: 'mail-preferences-ip', points: 30, durationSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

// spec 4 and 9: "re-request is available only after 15 minutes".
export const EMAIL_CHANGE_WAIT_MS = 15 * 60 * 1000;
