import { and, asc, eq, TransactionRollbackError } from 'drizzle-orm';
import type { RequestContext, SignedIn, SignInCookies } from '@/lib/auth/flow-context';
import { signInUser } from '@/lib/auth/sign-in-user';
import { logAuthEvent } from '@/lib/auth/audit';
import { OAUTH_PROVIDER_IDS, OAUTH_PROVIDER_NAMES, type OAuthProviderName } from '@/lib/auth/oauth-providers';
import type { Database, DatabaseOrTransaction } from '@/lib/db/client';
import { oauthConnections, users } from '@/lib/db/schema';
import type { ProviderIdentity } from './identity';
import { oneOf } from '@/lib/validation/one-of';

// The rules that tie a provider's account to ours (spec 2, 3, 8 "OAuth"). An account is found by the
// provider's user id alone. An e-mail creates an account only when the provider verified it and no
// account has it; an account that has it is never linked automatically (the callback says "account
// exists" and the owner connects from the profile after signing in). Disconnecting never leaves an
// account without a way to sign in.

/** The result pages of /user/callback/{provider}, apart from success. */
export const OAUTH_RESULTS = [
  'account-exists',
  'access-denied',
  'no-verified-email',
  'connected-elsewhere',
  'provider-already-connected',
  'expired',
  'failed',
  'blocked',
  'sign-in-required',
] as const;
export type OAuthResult = (typeof OAUTH_RESULTS)[number];

export const isOAuthResult = oneOf(OAUTH_RESULTS);

export type SignInOutcome = { kind: 'signedIn'; signedIn: SignedIn; created: boolean } | { kind: 'result'; result: OAuthResult };
export type ConnectOutcome = { kind: 'connected'; connectionId: number } | { kind: 'result'; result: OAuthResult };
export type DisconnectOutcome = { kind: 'disconnected' } | { kind: 'notFound' } | { kind: 'lastSignInMethod' };

async function connectionOf(db: Database, provider: OAuthProviderName, providerUserId: string) {
  const [row] = await db
    .select()
    .from(oauthConnections)
    .where(and(eq(oauthConnections.providerId, OAUTH_PROVIDER_IDS[provider]), eq(oauthConnections.providerUserId, providerUserId)))
    .limit(1);
  return row;
}

/** Sign-in with a provider: the connected account, a new account for a verified new e-mail, or a result page. */
export async function signInWithProvider(
  db: Database,
  provider: OAuthProviderName,
  identity: ProviderIdentity,
  context: RequestContext,
  cookies: SignInCookies = {},
): Promise<SignInOutcome> {
  const now = context.now ?? new Date();
  const connection = await connectionOf(db, provider, identity.providerUserId);
  if (connection) {
    const [user] = await db.select().from(users).where(eq(users.id, connection.userId)).limit(1);
    if (!user) return { kind: 'result', result: 'failed' };
    if (user.blocked) {
      logAuthEvent('sign-in-failed', { userId: user.id, ip: context.ip, reason: 2 });
      return { kind: 'result', result: 'blocked' };
    }
    // The provider vouched for the person; an address never confirmed by mail is taken as theirs no more
    // than before, so emailConfirmedAt stays as it is.
    logAuthEvent('sign-in', { userId: user.id, ip: context.ip });
    const signedIn = await signInUser(db, user, context, { previousToken: cookies.sessionToken, deviceToken: cookies.deviceToken });
    return { kind: 'signedIn', signedIn, created: false };
  }

  if (!identity.email || !identity.emailVerified) return { kind: 'result', result: 'no-verified-email' };
  const email = identity.email;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) return { kind: 'result', result: 'account-exists' };

  const created = await db
    .transaction(async (tx) => {
      // No password: is_auto_password stays false and the profile offers to set one (spec 4).
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash: null, emailConfirmedAt: now, locale: context.locale })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!user) return undefined;
      const [connected] = await tx
        .insert(oauthConnections)
        .values({
          userId: user.id,
          providerId: OAUTH_PROVIDER_IDS[provider],
          providerUserId: identity.providerUserId,
          email,
          displayName: identity.displayName,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: oauthConnections.id });
      // The same provider account finished a parallel sign-in first: undo this one.
      if (!connected) tx.rollback();
      return user;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return undefined;
      throw error;
    });
  if (!created) {
    // A parallel request won the race: the address or the provider account has an account now.
    const raced = await connectionOf(db, provider, identity.providerUserId);
    return raced ? signInWithProvider(db, provider, identity, context, cookies) : { kind: 'result', result: 'account-exists' };
  }
  logAuthEvent('sign-up', { userId: created.id, ip: context.ip });
  const signedIn = await signInUser(db, created, context, { previousToken: cookies.sessionToken, deviceToken: cookies.deviceToken });
  return { kind: 'signedIn', signedIn, created: true };
}

/** Connects a provider account to the signed-in user (the profile's connect buttons). */
export async function connectProvider(
  db: Database,
  userId: number,
  provider: OAuthProviderName,
  identity: ProviderIdentity,
  now: Date = new Date(),
): Promise<ConnectOutcome> {
  const existing = await connectionOf(db, provider, identity.providerUserId);
  if (existing) {
    return existing.userId === userId
      ? { kind: 'connected', connectionId: existing.id }
      : { kind: 'result', result: 'connected-elsewhere' };
  }
  const [inserted] = await db
    .insert(oauthConnections)
    .values({
      userId,
      providerId: OAUTH_PROVIDER_IDS[provider],
      providerUserId: identity.providerUserId,
      email: identity.email,
      displayName: identity.displayName,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: oauthConnections.id });
  if (inserted) return { kind: 'connected', connectionId: inserted.id };
  // Either unique constraint: the provider account was taken meanwhile, or this user has the provider.
  const raced = await connectionOf(db, provider, identity.providerUserId);
  if (raced)
    return raced.userId === userId ? { kind: 'connected', connectionId: raced.id } : { kind: 'result', result: 'connected-elsewhere' };
  return { kind: 'result', result: 'provider-already-connected' };
}

/**
 * Removes one of the user's connections, of any provider, unless it is the last way to sign in: an
 * account without a password keeps its last connection. Locked on the user's row, so two disconnects
 * at once cannot remove the last two connections together.
 */
export async function disconnectProvider(db: Database, userId: number, connectionId: number): Promise<DisconnectOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return { kind: 'notFound' } as const;
    const connections = await tx.select({ id: oauthConnections.id }).from(oauthConnections).where(eq(oauthConnections.userId, userId));
    if (!connections.some((row) => row.id === connectionId)) return { kind: 'notFound' } as const;
    if (!user.passwordHash && connections.length <= 1) return { kind: 'lastSignInMethod' } as const;
    await tx.delete(oauthConnections).where(and(eq(oauthConnections.id, connectionId), eq(oauthConnections.userId, userId)));
    return { kind: 'disconnected' } as const;
  });
}

/** spec 3 "OAuth connection": one the account has, in the API's snake_case. */
export interface OAuthConnectionJson {
  id: number;
  provider_id: number;
  provider: string;
  email: string | null;
  created_at: string;
}

/** The account's OAuth connections (spec 7 GET /api/account/oauth-list), by provider. */
export async function oauthConnectionsOf(db: DatabaseOrTransaction, userId: number): Promise<OAuthConnectionJson[]> {
  const rows = await db
    .select({
      id: oauthConnections.id,
      providerId: oauthConnections.providerId,
      email: oauthConnections.email,
      createdAt: oauthConnections.createdAt,
    })
    .from(oauthConnections)
    .where(eq(oauthConnections.userId, userId))
    .orderBy(asc(oauthConnections.providerId));
  return rows.map((row) => ({
    id: row.id,
    provider_id: row.providerId,
    provider: OAUTH_PROVIDER_NAMES[row.providerId as keyof typeof OAUTH_PROVIDER_NAMES],
    email: row.email,
    created_at: row.createdAt.toISOString(),
  }));
}
