import { config } from '../config';
import { log } from '../observability/log';
import { maskEmail } from '../observability/mask';

// The issue: "auth successes and failures are logged without secrets". One line per event through the
// server's logger: never a password, a token or a hash; addresses are masked.

export type AuthEvent =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-limited'
  | 'sign-out'
  | 'sign-up'
  | 'sign-up-failed'
  | 'activation'
  | 'activation-mail'
  | 'password-restore-mail'
  | 'password-changed'
  | 'sign-in-by-hash';

export interface AuthEventDetails {
  userId?: number;
  email?: string;
  ip?: string;
  /** Why it failed: an error code or a short word, never user input. */
  reason?: string | number;
}

export function logAuthEvent(event: AuthEvent, { userId, email, ip, reason }: AuthEventDetails = {}): void {
  if (config().env.AUTH_LOG === 'off') return;
  log.info({ auth: event, userId, email: email && maskEmail(email), ip, reason });
}
