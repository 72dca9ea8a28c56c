import { clientIp } from '@/lib/runtime/client-ip';
import { config } from '@/lib/config';
import { log } from '@/lib/observability/log';
import { maskEmail } from '@/lib/observability/mask';

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

/** What an account asks for by id: in /api/account/*, /api/auth/disconnect-google-oauth, /api/checkout, /api/payments/fake, and with the program's token in /api/app/*. */
export type OwnedResource =
  'order' | 'invoice' | 'customer' | 'subscription' | 'instance' | 'license' | 'licenseInstance' | 'appToken' | 'oauthConnection';

/**
 * Issue 17: an account asked for an id that is not one of its own, or that does not exist (the answer, 404, is
 * the same for both, so it tells nobody which ids exist). One warn line each, for staff to see an account probe
 * others' ids: the account's id, the client's address, the resource and the id as asked, the method and the
 * path, never an e-mail address.
 */
export function logNotOwned(request: Request, userId: number, resource: OwnedResource, id: string | number): void {
  const { pathname } = new URL(request.url);
  log.warn(
    {
      access: 'not-owned',
      userId,
      ip: clientIp(),
      resource,
      id: typeof id === 'string' ? id.slice(0, 40) : id,
      method: request.method,
      path: pathname.slice(0, 200),
    },
    `No ${resource} ${String(id).slice(0, 40)} for account ${userId}`,
  );
}
