// The issue: "auth successes and failures are logged without secrets". One JSON line per event on stdout,
// for whatever collects the server's logs: never a password, a token or a hash; addresses are masked.

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

/** 'mei.lin@example.com' -> 'm***@example.com': enough to follow a complaint, not to harvest addresses. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export function logAuthEvent(event: AuthEvent, { userId, email, ip, reason }: AuthEventDetails = {}): void {
  if (process.env.AUTH_LOG === 'off') return;
  const line = {
    at: new Date().toISOString(),
    auth: event,
    ...(userId !== undefined && { userId }),
    ...(email && { email: maskEmail(email) }),
    ...(ip && { ip }),
    ...(reason !== undefined && { reason }),
  };
  console.info(JSON.stringify(line));
}
