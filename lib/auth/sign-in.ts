import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { consumeRateLimit, consumeRateLimitsInTurn, type RateLimitRule, rateLimitRefund, refundRateLimits } from '@/lib/runtime/rate-limit';
import { signInSchema } from '@/lib/validation/auth';
import { findUserByEmail } from './account-lookup';
import { logAuthEvent } from './audit';
import type { AuthFailure, RequestContext, SignedIn, SignInCookies } from './flow-context';
import { isKnownDevice } from './known-devices';
import { AUTH_RATE_LIMITS } from './limits';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { signInUser } from './sign-in-user';

// A hash to check passwords against when the address has no account, so "no such account" takes as long
// as "wrong password" and the timing does not tell which addresses are registered.
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  return decoyHash;
}

/**
 * spec 7 POST /api/auth/sign-in, codes 1, 2, 3, 6 and 7 of spec 8. Both budgets (per address and per
 * account) are spent before the password is hashed and given back when it was right; an account under
 * attack still lets in the browsers that signed in to it before.
 */
export async function signIn(
  db: Database,
  body: unknown,
  context: RequestContext,
  cookies: SignInCookies = {},
): Promise<SignedIn | AuthFailure> {
  const parsed = signInSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues };
  const { email, password } = parsed.data;
  const { ip } = context;

  // The account's budget is counted only when the address's allows the attempt: one statement for both.
  const [perIp, perAccount] = await consumeRateLimitsInTurn(
    db,
    [AUTH_RATE_LIMITS.signInPerIp, ip],
    [AUTH_RATE_LIMITS.signInPerAccount, email],
  );
  if (!perIp.allowed || !perAccount) {
    logAuthEvent('sign-in-limited', { email, ip, reason: 'ip' });
    return { kind: 'error', code: 6 };
  }
  const user = await findUserByEmail(db, email);
  let deviceRule: RateLimitRule | undefined;
  let deviceKey = '';
  if (!perAccount.allowed) {
    // The account's budget is spent: someone is guessing. Browsers it knows keep a budget of their own.
    const known = user ? await isKnownDevice(db, user.id, cookies.deviceToken) : false;
    if (!known || !user) {
      await refundRateLimits(db, [AUTH_RATE_LIMITS.signInPerIp, ip]);
      logAuthEvent('sign-in-limited', { email, ip, reason: 'account' });
      return { kind: 'error', code: 6 };
    }
    deviceRule = AUTH_RATE_LIMITS.signInPerKnownDevice;
    deviceKey = `${user.id}:${cookies.deviceToken}`;
    const perDevice = await consumeRateLimit(db, deviceRule, deviceKey);
    if (!perDevice.allowed) {
      logAuthEvent('sign-in-limited', { userId: user.id, ip, reason: 'device' });
      return { kind: 'error', code: 6 };
    }
  }

  const matches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyPassword(await decoy(), password), false);
  if (!user || !matches) {
    logAuthEvent('sign-in-failed', { userId: user?.id, email, ip, reason: 1 });
    return { kind: 'error', code: 1 };
  }
  // The right password: it was no guess, so it spends none of the budgets, given back in one statement: the one that
  // writes the session, or its own when there is no session to write.
  const refund = rateLimitRefund(
    db,
    [AUTH_RATE_LIMITS.signInPerIp, ip],
    ...(perAccount.allowed ? [[AUTH_RATE_LIMITS.signInPerAccount, email] as const] : []),
    ...(deviceRule ? [[deviceRule, deviceKey] as const] : []),
  );

  // Only whoever knows the password learns the account's state. Error code 7 (spec 8 "Password is expired") is
  // never answered: the only passwords the site generates (a gift's recipient, lib/commerce/gifts.ts) are told
  // to nobody, so nobody can present one; the recipient gets in by the mailed link (README, Accounts).
  const refusal = user.blocked ? 2 : !user.emailConfirmedAt ? 3 : 0;
  if (refusal) {
    await refund;
    logAuthEvent('sign-in-failed', { userId: user.id, ip, reason: refusal });
    return { kind: 'error', code: refusal };
  }
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
  }
  const signedIn = await signInUser(db, user, context, {
    previousToken: cookies.sessionToken,
    deviceToken: cookies.deviceToken,
    oauthConnected: user.oauthConnected,
    alongside: [db.$with('refunded').as(refund)],
  });
  logAuthEvent('sign-in', { userId: user.id, ip });
  return signedIn;
}
