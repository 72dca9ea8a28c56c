import { and, desc, eq, gt } from 'drizzle-orm';
import { consumeRateLimit } from '@/lib/runtime/rate-limit';
import type { RequestContext } from '@/lib/auth/flow-context';
import type { ResolvedSession, Session } from '@/lib/auth/sessions';
import { accountLink } from '@/lib/auth/links';
import { type Database, type DatabaseOrTransaction, getDb, type InDatabase } from '@/lib/db/client';
import { emailChangeRequests, type UserRow, users } from '@/lib/db/schema';
import { type Locale, toLocale } from '@/lib/i18n/config';
import { enqueueMail } from '@/lib/mail/queue';
import { mailTexts } from '@/lib/mail/texts';
import { kickMailWorker } from '@/lib/mail/worker';
import { isDisposableEmail } from '@/lib/validation/disposable-email';
import { createEmailChangeSchema } from '@/lib/validation/profile';
import { checkCurrentPassword } from './current-password';
import { ACCOUNT_RATE_LIMITS, EMAIL_CHANGE_WAIT_MS } from './limits';
import { type AccountFailure, invalid } from './outcomes';

// spec 2 /account/change-email, spec 3 "Email change request", spec 4 "re-request is available only after
// 15 minutes", spec 8 'Request failed'. Support makes the change; the request is what they work from.

/** A request younger than the wait: while one exists, no new one is taken. */
export interface RecentEmailChange {
  currentEmail: string;
  newEmail: string;
  createdAt: Date;
  /** When a new request becomes possible. */
  availableAt: Date;
}

async function recentRequest(db: DatabaseOrTransaction, userId: number, now: Date): Promise<RecentEmailChange | null> {
  const [row] = await db
    .select()
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.userId, userId), gt(emailChangeRequests.createdAt, new Date(now.getTime() - EMAIL_CHANGE_WAIT_MS))))
    .orderBy(desc(emailChangeRequests.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    currentEmail: row.currentEmail,
    newEmail: row.newEmail,
    createdAt: row.createdAt,
    availableAt: new Date(row.createdAt.getTime() + EMAIL_CHANGE_WAIT_MS),
  };
}

/**
 * Issue 17: an e-mail change asks for proof that the person at the keyboard owns the account, not just a
 * session left open. An account with a password (its own or a generated one it was mailed) types it again; an
 * account without one (signed up through Steam or another provider) must have signed in within the last
 * FRESH_SIGN_IN_MS, and is asked to sign in again otherwise.
 */
export type EmailChangeProof = 'password' | 'freshSignIn' | 'signInAgain';

/** How recent a sign-in counts as fresh for an account without a password. */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

export function emailChangeProof(
  user: Pick<UserRow, 'passwordHash'>,
  session: Pick<Session, 'createdAt'>,
  now: Date = new Date(),
): EmailChangeProof {
  return accountProof(user.passwordHash !== null, session, now);
}

/** The same proof, asked by every change that matters (an e-mail change, deleting the account), from what a page knows. */
export function accountProof(hasPassword: boolean, session: Pick<Session, 'createdAt'>, now: Date = new Date()): EmailChangeProof {
  if (hasPassword) return 'password';
  return now.getTime() - session.createdAt.getTime() <= FRESH_SIGN_IN_MS ? 'freshSignIn' : 'signInAgain';
}

/**
 * The signed-in account's row and the proof a change that matters asks of it (emailChangeProof): read the same way
 * by the e-mail change and the deletion. `signInAgain` for an account without a password signed in too long ago.
 */
export async function accountForChange(
  db: Database,
  signedIn: Pick<ResolvedSession, 'user' | 'session'>,
  now: Date,
): Promise<{ user: UserRow; proof: Exclude<EmailChangeProof, 'signInAgain'> } | 'signInAgain'> {
  const userId = signedIn.user.id;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error(`The signed-in user ${userId} has no row`);
  const proof = emailChangeProof(user, signedIn.session, now);
  return proof === 'signInAgain' ? proof : { user, proof };
}

/** What /account/change-email shows: the request that holds back a new one, or what a new one needs. */
export async function emailChangePage(
  signedIn: Pick<ResolvedSession, 'user' | 'session'>,
  { db = getDb(), now = new Date() }: InDatabase & { now?: Date } = {},
): Promise<{ kind: 'pending'; request: RecentEmailChange } | { kind: 'open'; proof: EmailChangeProof }> {
  const pending = await recentRequest(db, signedIn.user.id, now);
  if (pending) return { kind: 'pending', request: pending };
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, signedIn.user.id)).limit(1);
  if (!user) throw new Error(`The signed-in user ${signedIn.user.id} has no row`);
  return { kind: 'open', proof: emailChangeProof(user, signedIn.session, now) };
}

/**
 * Stores the signed-in user's request and queues the notice to the address the account has now, in one
 * transaction. The account's proof comes first (emailChangeProof), so a session left open learns nothing,
 * not even whether an address has an account. The user's row is locked, so two requests at once cannot both
 * find "no recent request": one is stored, the other refused.
 */
export async function requestEmailChange(
  db: Database,
  signedIn: Pick<ResolvedSession, 'user' | 'session'>,
  body: unknown,
  context: RequestContext,
): Promise<{ kind: 'sent'; request: RecentEmailChange } | AccountFailure> {
  const now = context.now ?? new Date();
  const account = await accountForChange(db, signedIn, now);
  if (account === 'signInAgain') return { kind: 'signInAgain' };
  const { user, proof } = account;
  const userId = user.id;
  const parsed = createEmailChangeSchema({ accountEmail: user.email, isDisposableEmail, passwordRequired: proof === 'password' }).safeParse(
    body,
  );
  if (!parsed.success) return invalid(parsed.error.issues);
  const { currentEmail, newEmail, reason, currentPassword } = parsed.data;
  if (proof === 'password') {
    const refused = await checkCurrentPassword(db, user, currentPassword ?? '', context);
    if (refused) return refused;
  }

  const pending = await recentRequest(db, userId, now);
  if (pending) return { kind: 'emailChangePending', availableAt: pending.availableAt };
  const verdict = await consumeRateLimit(db, ACCOUNT_RATE_LIMITS.emailChangePerIp, context.ip);
  if (!verdict.allowed) return { kind: 'rateLimited', retryAfterSeconds: verdict.retryAfterSeconds };
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1);
  if (taken) return { kind: 'invalid', fields: [{ field: 'newEmail', code: 'emailAlreadyRegistered' }] };

  const locale: Locale = toLocale(user.locale);
  const texts = await mailTexts(locale);
  const outcome = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const raced = await recentRequest(tx, userId, now);
    if (raced) return { kind: 'emailChangePending', availableAt: raced.availableAt } as const;
    const [row] = await tx.insert(emailChangeRequests).values({ userId, currentEmail, newEmail, reason, createdAt: now }).returning();
    if (!row) throw new Error('The email change request was not stored');
    await enqueueMail(tx, {
      kind: 'email-change-notice',
      to: user.email,
      locale,
      texts,
      now,
      data: {
        currentEmail: user.email,
        newEmail,
        reason,
        requestedAt: now.toISOString(),
        changePasswordUrl: accountLink(locale, '/account/change-password', {}),
        supportUrl: accountLink(locale, '/help', {}),
      },
    });
    return {
      kind: 'sent',
      request: { currentEmail, newEmail, createdAt: row.createdAt, availableAt: new Date(row.createdAt.getTime() + EMAIL_CHANGE_WAIT_MS) },
    } as const;
  });
  if (outcome.kind === 'sent') kickMailWorker();
  return outcome;
}
