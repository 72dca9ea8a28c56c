import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProviderIdentity } from '@/lib/auth/oauth/identity';
import { connectProvider, disconnectProvider, signInWithProvider } from '@/lib/auth/oauth/link';
import { resolveSession } from '@/lib/auth/sessions';
import type { Database } from '@/lib/db/client';
import { oauthConnections, sessions, users } from '@/lib/db/schema';
import { withTestDatabase } from './test-db';

// The linking rules of spec 2, 3, 8 "OAuth" against a real database.

let db: Database;
withTestDatabase({}, { opened: (opened) => (db = opened.db) });
beforeEach(async () => {
  await db.delete(users);
});

const context = { ip: '10.0.0.1', userAgent: 'vitest', locale: 'en' as const };
const identity = (overrides: Partial<ProviderIdentity> = {}): ProviderIdentity => ({
  providerUserId: 'google-1',
  email: 'mei.lin@example.com',
  emailVerified: true,
  displayName: 'Mei Lin',
  ...overrides,
});

async function insertUser(email: string, values: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({ email, emailConfirmedAt: new Date(), ...values })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

describe('signing in with a provider', () => {
  it('creates a confirmed account without a password for a verified new e-mail, and signs it in', async () => {
    const outcome = await signInWithProvider(db, 'google', identity(), context);
    expect(outcome.kind).toBe('signedIn');
    if (outcome.kind !== 'signedIn') return;
    expect(outcome.created).toBe(true);
    expect(outcome.signedIn.user).toMatchObject({ email: 'mei.lin@example.com', is_auto_password: false, is_oauth_connected: true });
    const [user] = await db.select().from(users).where(eq(users.email, 'mei.lin@example.com'));
    expect(user?.passwordHash).toBeNull();
    expect(user?.emailConfirmedAt).not.toBeNull();
    expect((await resolveSession(db, outcome.signedIn.sessionToken))?.user.id).toBe(user?.id);
    const rows = await db.select().from(oauthConnections);
    expect(rows).toMatchObject([{ userId: user?.id, providerId: 1, providerUserId: 'google-1' }]);
  });

  it('finds the account by the provider user id, whatever e-mail the provider reports now', async () => {
    const user = await insertUser('owner@example.com');
    await db.insert(oauthConnections).values({ userId: user.id, providerId: 3, providerUserId: 'discord-9', email: 'owner@example.com' });
    const outcome = await signInWithProvider(
      db,
      'discord',
      identity({ providerUserId: 'discord-9', email: 'other@example.com', emailVerified: false }),
      context,
    );
    expect(outcome).toMatchObject({ kind: 'signedIn', created: false, signedIn: { user: { id: user.id } } });
    // The same id at another provider is another account.
    expect(await signInWithProvider(db, 'google', identity({ providerUserId: 'discord-9', email: null }), context)).toEqual({
      kind: 'result',
      result: 'no-verified-email',
    });
  });

  it('rotates the session the browser brought', async () => {
    const user = await insertUser('owner@example.com');
    await db.insert(oauthConnections).values({ userId: user.id, providerId: 1, providerUserId: 'google-1' });
    const first = await signInWithProvider(db, 'google', identity(), context);
    if (first.kind !== 'signedIn') throw new Error('not signed in');
    const second = await signInWithProvider(db, 'google', identity(), context, {
      sessionToken: first.signedIn.sessionToken,
      deviceToken: first.signedIn.deviceToken,
    });
    if (second.kind !== 'signedIn') throw new Error('not signed in');
    expect(second.signedIn.sessionToken).not.toBe(first.signedIn.sessionToken);
    expect(await resolveSession(db, first.signedIn.sessionToken)).toBeNull();
    expect(second.signedIn.deviceToken).toBe(first.signedIn.deviceToken);
    expect(await db.$count(sessions, eq(sessions.userId, user.id))).toBe(1);
  });

  it('never links an existing account by e-mail: account exists, verified or not', async () => {
    await insertUser('mei.lin@example.com', { passwordHash: 'x' });
    expect(await signInWithProvider(db, 'google', identity(), context)).toEqual({ kind: 'result', result: 'account-exists' });
    expect(await db.$count(oauthConnections)).toBe(0);
  });

  it('never creates an account from an unverified or missing e-mail', async () => {
    expect(await signInWithProvider(db, 'google', identity({ emailVerified: false }), context)).toEqual({
      kind: 'result',
      result: 'no-verified-email',
    });
    expect(
      await signInWithProvider(db, 'steam', identity({ providerUserId: '76561197960287930', email: null, emailVerified: false }), context),
    ).toEqual({
      kind: 'result',
      result: 'no-verified-email',
    });
    expect(await db.$count(users)).toBe(0);
  });

  it('refuses a blocked account', async () => {
    const user = await insertUser('owner@example.com', { blocked: true });
    await db.insert(oauthConnections).values({ userId: user.id, providerId: 1, providerUserId: 'google-1' });
    expect(await signInWithProvider(db, 'google', identity(), context)).toEqual({ kind: 'result', result: 'blocked' });
  });
});

describe('connecting and disconnecting', () => {
  it('connects a provider account to the signed-in user, once', async () => {
    const user = await insertUser('owner@example.com', { passwordHash: 'x' });
    const outcome = await connectProvider(db, user.id, 'discord', identity({ providerUserId: 'd-1', email: 'someone-else@example.com' }));
    expect(outcome.kind).toBe('connected');
    // Again: the same connection.
    expect(await connectProvider(db, user.id, 'discord', identity({ providerUserId: 'd-1' }))).toEqual(outcome);
    // Another Discord account for the same user.
    expect(await connectProvider(db, user.id, 'discord', identity({ providerUserId: 'd-2' }))).toEqual({
      kind: 'result',
      result: 'provider-already-connected',
    });
  });

  it('refuses a provider account that belongs to another user', async () => {
    const owner = await insertUser('owner@example.com');
    const other = await insertUser('other@example.com');
    await connectProvider(db, owner.id, 'google', identity());
    expect(await connectProvider(db, other.id, 'google', identity())).toEqual({ kind: 'result', result: 'connected-elsewhere' });
  });

  it('keeps the last way to sign in: no password and one connection', async () => {
    const user = await insertUser('owner@example.com', { passwordHash: null });
    const google = await connectProvider(db, user.id, 'google', identity());
    const discord = await connectProvider(db, user.id, 'discord', identity({ providerUserId: 'd-1' }));
    if (google.kind !== 'connected' || discord.kind !== 'connected') throw new Error('not connected');
    expect(await disconnectProvider(db, user.id, google.connectionId)).toEqual({ kind: 'disconnected' });
    expect(await disconnectProvider(db, user.id, discord.connectionId)).toEqual({ kind: 'lastSignInMethod' });
    expect(await db.$count(oauthConnections, eq(oauthConnections.userId, user.id))).toBe(1);
  });

  it('lets a user with a password remove every connection', async () => {
    const user = await insertUser('owner@example.com', { passwordHash: 'x' });
    const steam = await connectProvider(db, user.id, 'steam', identity({ providerUserId: '76561197960287930', email: null }));
    if (steam.kind !== 'connected') throw new Error('not connected');
    expect(await disconnectProvider(db, user.id, steam.connectionId)).toEqual({ kind: 'disconnected' });
  });

  it("never removes another user's connection", async () => {
    const owner = await insertUser('owner@example.com', { passwordHash: 'x' });
    const other = await insertUser('other@example.com', { passwordHash: 'x' });
    const connected = await connectProvider(db, owner.id, 'google', identity());
    if (connected.kind !== 'connected') throw new Error('not connected');
    expect(await disconnectProvider(db, other.id, connected.connectionId)).toEqual({ kind: 'notFound' });
    expect(await db.$count(oauthConnections)).toBe(1);
  });
});
