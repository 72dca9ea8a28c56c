import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { consumeRateLimit, type RateLimitRule, refundRateLimit } from '@/lib/runtime/rate-limit';
import type { Database, DatabaseOrTransaction } from '@/lib/db/client';
import { oauthConnections, sessions, users } from '@/lib/db/schema';
import { type Locale, toLocale } from '@/lib/i18n/config';
import { enqueueMail } from '@/lib/mail/queue';
import type { AccountLinkPurpose } from '@/lib/mail/templates/account-link';
import { mailTexts } from '@/lib/mail/texts';
import { kickMailWorker } from '@/lib/mail/worker';
import { log } from '@/lib/observability/log';
import { inSteadyTime } from '@/lib/runtime/steady-time';
import {
  activationResendSchema,
  createChangePasswordByHashSchema,
  createSignUpSchema,
  hashSchema,
  passwordRestoreSchema,
  signInSchema,
} from '@/lib/validation/auth';
import { isCommonPassword } from '@/lib/validation/common-passwords';
import { isDisposableEmail } from '@/lib/validation/disposable-email';
import { logAuthEvent } from './audit';
import { checkCaptcha } from './captcha';
import { isKnownDevice, rememberDevice } from './known-devices';
import { AUTH_RATE_LIMITS } from './limits';
import { accountLink } from './links';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { revokeAllAppTokens } from './program-tokens';
import { createSession, revokeSession } from './sessions';
import { AUTH_TOKEN_TTL_MS, consumeAuthToken, issueAuthToken, peekAuthToken } from './tokens';

// spec 4 and 7: what the account calls do, apart from HTTP (lib/auth/responses.ts turns the outcomes into
// answers). Every call validates with the form's zod schema first, then counts against its rate limits,
// and only then hashes or writes.

type UserRow = typeof users.$inferSelect;

/** spec 3 "User", as the API returns it. */
export interface ApiUser {
  id: number;
  email: string;
  is_partner: boolean;
  is_auto_password: boolean;
  is_oauth_connected: boolean;
}

/** Where a request came from: for the rate limits, the session's record and the log. */
export interface RequestContext {
  ip: string;
  userAgent?: string | null;
  locale: Locale;
  now?: Date;
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

export async function apiUser(db: DatabaseOrTransaction, user: UserRow): Promise<ApiUser> {
  const connections = await db.$count(oauthConnections, eq(oauthConnections.userId, user.id));
  return {
    id: user.id,
    email: user.email,
    is_partner: user.isPartner,
    is_auto_password: user.isAutoPassword,
    is_oauth_connected: connections > 0,
  };
}

async function findUserByEmail(db: DatabaseOrTransaction, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

async function findUserById(db: DatabaseOrTransaction, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Counts one action against every rule; the first refusal wins. */
async function withinLimits(db: Database, checks: [RateLimitRule, string][]): Promise<AuthFailure | undefined> {
  for (const [rule, key] of checks) {
    const verdict = await consumeRateLimit(db, rule, key);
    if (!verdict.allowed) return { kind: 'rateLimited', retryAfterSeconds: verdict.retryAfterSeconds };
  }
  return undefined;
}

// A hash to check passwords against when the address has no account, so "no such account" takes as long
// as "wrong password" and the timing does not tell which addresses are registered.
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  return decoyHash;
}

/** A new session for `user` (the one the browser brought ends), the device remembered: every way of signing in ends here. */
export async function signInUser(
  db: Database,
  user: UserRow,
  context: RequestContext,
  { previousToken, deviceToken }: { previousToken?: string; deviceToken?: string },
): Promise<SignedIn> {
  const now = context.now ?? new Date();
  // A new token at every sign-in: whatever session the browser brought (perhaps planted) ends here.
  if (previousToken) await revokeSession(db, previousToken);
  const { token } = await createSession(db, user.id, { userAgent: context.userAgent, ip: context.ip }, now);
  const device = await rememberDevice(db, user.id, deviceToken, now);
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, user.id));
  return { user: await apiUser(db, user), sessionToken: token, deviceToken: device };
}

// ---------------------------------------------------------------------------------------------- sign-in

export interface SignInCookies {
  sessionToken?: string;
  deviceToken?: string;
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

  const perIp = await consumeRateLimit(db, AUTH_RATE_LIMITS.signInPerIp, ip);
  if (!perIp.allowed) {
    logAuthEvent('sign-in-limited', { email, ip, reason: 'ip' });
    return { kind: 'error', code: 6 };
  }
  const user = await findUserByEmail(db, email);
  const perAccount = await consumeRateLimit(db, AUTH_RATE_LIMITS.signInPerAccount, email);
  let deviceRule: RateLimitRule | undefined;
  let deviceKey = '';
  if (!perAccount.allowed) {
    // The account's budget is spent: someone is guessing. Browsers it knows keep a budget of their own.
    const known = user ? await isKnownDevice(db, user.id, cookies.deviceToken) : false;
    if (!known || !user) {
      await refundRateLimit(db, AUTH_RATE_LIMITS.signInPerIp, ip);
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
  // The right password: it was no guess, so it spends none of the budgets.
  await refundRateLimit(db, AUTH_RATE_LIMITS.signInPerIp, ip);
  if (perAccount.allowed) await refundRateLimit(db, AUTH_RATE_LIMITS.signInPerAccount, email);
  if (deviceRule) await refundRateLimit(db, deviceRule, deviceKey);

  // Only whoever knows the password learns the account's state. Error code 7 (spec 8 "Password is expired") is
  // never answered: the only passwords the site generates (a gift's recipient, lib/commerce/gifts.ts) are told
  // to nobody, so nobody can present one; the recipient gets in by the mailed link (README, Accounts).
  const refusal = user.blocked ? 2 : !user.emailConfirmedAt ? 3 : 0;
  if (refusal) {
    logAuthEvent('sign-in-failed', { userId: user.id, ip, reason: refusal });
    return { kind: 'error', code: refusal };
  }
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id));
  }
  const signedIn = await signInUser(db, user, context, { previousToken: cookies.sessionToken, deviceToken: cookies.deviceToken });
  logAuthEvent('sign-in', { userId: user.id, ip });
  return signedIn;
}

// ---------------------------------------------------------------------------------------------- sign-up

/** The sign-up query string as stored: at most 1,000 characters, without the leading '?'. */
function signUpQuery(query: string): string | null {
  const trimmed = query.replace(/^\?/, '').slice(0, 1000);
  return trimmed || null;
}

const signUpSchema = createSignUpSchema({ isDisposableEmail, isCommonPassword });
const changePasswordByHashSchema = createChangePasswordByHashSchema({ isCommonPassword });

const captchaFailure: AuthFailure = {
  kind: 'invalid',
  issues: [{ code: 'custom', path: ['captchaToken'], message: 'captchaFailed', input: undefined }],
};

/**
 * spec 7 POST /api/auth/sign-up: an account with an unconfirmed e-mail and the activation mail, or code 9
 * (the address has an account) or 10 (it could not be created). The user signs in once confirmed.
 */
export async function signUp(
  db: Database,
  body: unknown,
  context: RequestContext & { query: string; country?: string },
): Promise<{ kind: 'created'; user: ApiUser } | AuthFailure> {
  const parsed = signUpSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues };
  const captcha = await checkCaptcha(db, { body, locale: context.locale, country: context.country, clientKey: context.ip });
  if (captcha.kind === 'refused') return captchaFailure;
  if (captcha.kind === 'rateLimited') return captcha;
  const { email, password } = parsed.data;
  const limited = await withinLimits(db, [
    [AUTH_RATE_LIMITS.signUpPerIp, context.ip],
    [AUTH_RATE_LIMITS.signUpPerAccount, email],
  ]);
  if (limited) return limited;

  if (await findUserByEmail(db, email)) {
    logAuthEvent('sign-up-failed', { email, ip: context.ip, reason: 9 });
    return { kind: 'error', code: 9 };
  }
  const passwordHash = await hashPassword(password);
  const texts = await mailTexts(context.locale);
  try {
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ email, passwordHash, locale: context.locale, signUpQuery: signUpQuery(context.query) })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!created) return undefined;
      await queueAccountLink(tx, created, 'activation', texts, context.now);
      return created;
    });
    if (!user) {
      // Another request registered the address between the check and the insert.
      logAuthEvent('sign-up-failed', { email, ip: context.ip, reason: 9 });
      return { kind: 'error', code: 9 };
    }
    kickMailWorker();
    logAuthEvent('sign-up', { userId: user.id, ip: context.ip });
    return { kind: 'created', user: await apiUser(db, user) };
  } catch (error) {
    log.error({ err: error }, 'Creating an account failed');
    logAuthEvent('sign-up-failed', { email, ip: context.ip, reason: 10 });
    return { kind: 'error', code: 10 };
  }
}

const LINKS: Record<AccountLinkPurpose, { purpose: 'activation' | 'password-restore' | 'sign-in'; path: string }> = {
  activation: { purpose: 'activation', path: '/user/activate' },
  passwordRestore: { purpose: 'password-restore', path: '/user/change-password' },
  signIn: { purpose: 'sign-in', path: '/user/sign-in-by-hash' },
};

/** Issues a token and queues the mail carrying its link, in the user's language, in the caller's transaction. */
export async function queueAccountLink(
  tx: DatabaseOrTransaction,
  user: Pick<UserRow, 'id' | 'email' | 'locale'>,
  kind: AccountLinkPurpose,
  texts: Awaited<ReturnType<typeof mailTexts>>,
  now: Date = new Date(),
): Promise<void> {
  const { purpose, path } = LINKS[kind];
  const token = await issueAuthToken(tx, user.id, purpose, now);
  const locale = toLocale(user.locale);
  // The restore page needs the account's id as well (spec 7 change-password: id, password, cpassword, hash).
  const params: Record<string, string> = kind === 'passwordRestore' ? { id: String(user.id), hash: token } : { hash: token };
  await enqueueMail(tx, {
    kind: 'account-link',
    to: user.email,
    locale,
    texts,
    now,
    data: {
      purpose: kind,
      email: user.email,
      url: accountLink(locale, path, params),
      validForHours: AUTH_TOKEN_TTL_MS[purpose] / (60 * 60 * 1000),
    },
  });
}

// ----------------------------------------------------------------------------------- activation (spec 4)

export type ActivationOutcome = { kind: 'confirmed' } | { kind: 'alreadyConfirmed' };

/** spec 7 POST /api/auth/activate: confirmed, already confirmed, or code 4 (the page's "not confirmed"). */
export async function activate(db: Database, body: unknown, context: RequestContext): Promise<ActivationOutcome | AuthFailure> {
  const parsed = hashSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues };
  const now = context.now ?? new Date();
  const check = await consumeAuthToken(db, parsed.data.hash, 'activation', now);
  if (check.kind === 'unknown') return { kind: 'error', code: 4 };
  const user = await findUserById(db, check.userId);
  if (!user) return { kind: 'error', code: 4 };
  if (user.emailConfirmedAt) return { kind: 'alreadyConfirmed' };
  if (check.kind !== 'valid') return { kind: 'error', code: 4 };
  await db.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, user.id));
  logAuthEvent('activation', { userId: user.id, ip: context.ip });
  return { kind: 'confirmed' };
}

/** spec 7 POST /api/auth/send-activation-email `{ hash }` (an expired link) or `{ email }` (sign-in, code 3). */
export async function sendActivationEmail(
  db: Database,
  body: unknown,
  context: RequestContext,
): Promise<{ kind: 'sent' } | ActivationOutcome | AuthFailure> {
  const parsed = activationResendSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues };
  const perIp = await withinLimits(db, [[AUTH_RATE_LIMITS.activationMailPerIp, context.ip]]);
  if (perIp) return perIp;
  let user: UserRow | undefined;
  if ('hash' in parsed.data) {
    const check = await peekAuthToken(db, parsed.data.hash, 'activation', context.now);
    if (check.kind === 'unknown') return { kind: 'error', code: 4 };
    user = await findUserById(db, check.userId);
    if (!user) return { kind: 'error', code: 4 };
  } else {
    user = await findUserByEmail(db, parsed.data.email);
    if (!user) return { kind: 'error', code: 8 };
  }
  if (user.blocked) return { kind: 'error', code: 2 };
  if (user.emailConfirmedAt) return { kind: 'alreadyConfirmed' };
  const perAccount = await withinLimits(db, [[AUTH_RATE_LIMITS.activationMailPerAccount, String(user.id)]]);
  if (perAccount) return perAccount;
  const texts = await mailTexts(toLocale(user.locale));
  const target = user;
  await db.transaction((tx) => queueAccountLink(tx, target, 'activation', texts, context.now));
  kickMailWorker();
  logAuthEvent('activation-mail', { userId: user.id, ip: context.ip });
  return { kind: 'sent' };
}

// ------------------------------------------------------------------------------ password restore (spec 4)

/**
 * How long every restore request takes. Without it a known address answered in 33-172 ms and an unknown one
 * in 12-30 ms (PGlite, this machine, tests/integration/auth-api.test.ts); 300 ms leaves room for a slow
 * moment, and a person asking for a link once does not notice it.
 */
export const RESTORE_ANSWER_MS = 300;

/**
 * spec 7 POST /api/auth/send-password-restore-email: code 8 for an address with no account, spec 8's
 * "E-mail is not activated" for an unconfirmed one, code 2 for a blocked one; otherwise the link is mailed.
 * Every answer takes RESTORE_ANSWER_MS, so that a known address (a token and a mail written) does not answer
 * later than an unknown one.
 */
export function sendPasswordRestoreEmail(
  db: Database,
  body: unknown,
  context: RequestContext,
): Promise<{ kind: 'sent' } | AuthFailure> {
  return inSteadyTime(RESTORE_ANSWER_MS, () => restorePassword(db, body, context));
}

async function restorePassword(db: Database, body: unknown, context: RequestContext): Promise<{ kind: 'sent' } | AuthFailure> {
  const parsed = passwordRestoreSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues };
  const { email } = parsed.data;
  const limited = await withinLimits(db, [
    [AUTH_RATE_LIMITS.restorePerIp, context.ip],
    [AUTH_RATE_LIMITS.restorePerAccount, email],
  ]);
  if (limited) return limited;
  const user = await findUserByEmail(db, email);
  if (!user) return { kind: 'error', code: 8 };
  if (user.blocked) return { kind: 'error', code: 2 };
  if (!user.emailConfirmedAt) return { kind: 'notActivated' };
  const texts = await mailTexts(toLocale(user.locale));
  await db.transaction((tx) => queueAccountLink(tx, user, 'passwordRestore', texts, context.now));
  kickMailWorker();
  logAuthEvent('password-restore-mail', { userId: user.id, ip: context.ip });
  return { kind: 'sent' };
}

/**
 * spec 7 POST /api/auth/change-password `{ id, password, cpassword, hash }`: the new password from a restore
 * link. The link works once; every session of the account ends, and this browser gets a new one.
 */
export async function changePasswordByHash(
  db: Database,
  body: unknown,
  context: RequestContext,
  cookies: SignInCookies = {},
): Promise<SignedIn | AuthFailure> {
  const parsed = changePasswordByHashSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues };
  const { id, hash, password } = parsed.data;
  const now = context.now ?? new Date();
  const user = await findUserById(db, id);
  if (!user) return { kind: 'error', code: 5 };
  const peek = await peekAuthToken(db, hash, 'password-restore', now);
  if (peek.kind !== 'valid' || peek.userId !== id) return { kind: 'error', code: 4 };
  if (user.blocked) return { kind: 'error', code: 2 };
  const passwordHash = await hashPassword(password);
  const changed = await db.transaction(async (tx) => {
    const check = await consumeAuthToken(tx, hash, 'password-restore', now);
    if (check.kind !== 'valid' || check.userId !== id) return false;
    await tx
      .update(users)
      .set({
        passwordHash,
        isAutoPassword: false,
        passwordExpiresAt: null,
        // Following the mailed link proved the address is theirs.
        emailConfirmedAt: user.emailConfirmedAt ?? now,
      })
      .where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    // Issue 17: whoever had the old password may have approved a program with it; its tokens end too.
    await revokeAllAppTokens(tx, id, now);
    return true;
  });
  // Another request used the link in between.
  if (!changed) return { kind: 'error', code: 4 };
  logAuthEvent('password-changed', { userId: id, ip: context.ip });
  const updated = (await findUserById(db, id)) as UserRow;
  return signInUser(db, updated, context, { previousToken: cookies.sessionToken, deviceToken: cookies.deviceToken });
}

/** spec 7 POST /api/auth/sign-in-by-hash `{ hash }`: a mailed one-time sign-in link. */
export async function signInByHash(
  db: Database,
  body: unknown,
  context: RequestContext,
  cookies: SignInCookies = {},
): Promise<SignedIn | AuthFailure> {
  const parsed = hashSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues };
  const now = context.now ?? new Date();
  const check = await consumeAuthToken(db, parsed.data.hash, 'sign-in', now);
  if (check.kind !== 'valid') return { kind: 'error', code: 4 };
  const user = await findUserById(db, check.userId);
  if (!user) return { kind: 'error', code: 5 };
  if (user.blocked) return { kind: 'error', code: 2 };
  if (!user.emailConfirmedAt) await db.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, user.id));
  logAuthEvent('sign-in-by-hash', { userId: user.id, ip: context.ip });
  return signInUser(db, user, context, { previousToken: cookies.sessionToken, deviceToken: cookies.deviceToken });
}
