import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createSession,
  deleteEndedSessions,
  resolveSession,
  revokeOtherSessions,
  revokeSession,
  rotateSession,
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from '@/lib/auth/sessions';
import type { Database } from '@/lib/db/client';
import { sessions, users } from '@/lib/db/schema';
import { testDriver, withTestDatabase } from './test-db';

let db: Database;
withTestDatabase({}, { opened: (opened) => (db = opened.db) });

beforeEach(async () => {
  await db.delete(users);
});

const T0 = new Date('2026-11-23T06:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

async function insertUser(email = 'mei.lin@example.com', values: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({ email, ...values })
    .returning();
  if (!user) throw new Error('no user inserted');
  return user;
}

async function storedSession(id: number) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

describe(`users table (${testDriver})`, () => {
  it('keeps emails lower-case and unique', async () => {
    await insertUser('mei.lin@example.com');
    await expect(insertUser('Mei.Lin@example.com')).rejects.toThrow();
    await expect(insertUser('mei.lin@example.com')).rejects.toThrow();
  });

  it('starts unconfirmed, not blocked, in English, with no password for OAuth-only accounts', async () => {
    const user = await insertUser();
    expect(user).toMatchObject({
      passwordHash: null,
      isAutoPassword: false,
      emailConfirmedAt: null,
      blocked: false,
      isPartner: false,
      locale: 'en',
      subscribedToEmails: false,
      passwordExpiresAt: null,
    });
    await expect(insertUser('other@example.com', { locale: 'fr' })).rejects.toThrow();
  });
});

describe(`sessions (${testDriver})`, () => {
  it('hands out 256-bit base64url tokens and stores only their SHA-256', async () => {
    const user = await insertUser();
    const first = await createSession(db, user.id, { userAgent: 'Firefox/140', ip: '203.0.113.7' }, T0);
    const second = await createSession(db, user.id, {}, T0);
    for (const { token } of [first, second]) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(first.token).not.toBe(second.token);

    const row = await storedSession(first.session.id);
    expect(row?.tokenHash).toBe(createHash('sha256').update(first.token).digest('hex'));
    expect(row).toMatchObject({ userAgent: 'Firefox/140', ip: '203.0.113.7', createdAt: T0, lastSeenAt: T0 });
    expect(row?.expiresAt).toEqual(at(SESSION_ABSOLUTE_TTL_MS));

    const everything = await db.execute<{ row: string }>(sql`select row_to_json(s)::text as row from sessions s`);
    const dump = everything.rows.map((r) => r.row).join('\n');
    expect(dump).not.toContain(first.token);
    expect(dump).not.toContain(second.token);
    expect(dump).not.toContain(Buffer.from(first.token, 'base64url').toString('hex'));
  });

  it('resolves a token to its user and session, and nothing else to anything', async () => {
    const user = await insertUser('buyer@example.com', { emailConfirmedAt: T0, isPartner: true });
    const { token, session } = await createSession(db, user.id, {}, T0);
    expect(await resolveSession(db, token, at(1000))).toEqual({
      user: {
        id: user.id,
        email: 'buyer@example.com',
        isPartner: true,
        isAutoPassword: false,
        emailConfirmed: true,
        locale: 'en',
        isStaff: false,
      },
      session: {
        id: session.id,
        userId: user.id,
        createdAt: T0,
        lastSeenAt: T0,
        expiresAt: session.expiresAt,
        staffVerifiedAt: null,
        staffSeenAt: null,
      },
    });
    const otherToken = Buffer.alloc(32, 7).toString('base64url');
    expect(await resolveSession(db, otherToken, at(1000))).toBeNull();
    expect(await resolveSession(db, undefined, at(1000))).toBeNull();
    expect(await resolveSession(db, `${token}x`, at(1000))).toBeNull();
    expect(await resolveSession(db, createHash('sha256').update(token).digest('hex'), at(1000))).toBeNull();
  });

  it('writes last_seen_at at most once a minute', async () => {
    const user = await insertUser();
    const { token, session } = await createSession(db, user.id, {}, T0);
    expect((await resolveSession(db, token, at(30_000)))?.session.lastSeenAt).toEqual(T0);
    expect((await storedSession(session.id))?.lastSeenAt).toEqual(T0);
    const later = at(SESSION_TOUCH_INTERVAL_MS + 1000);
    expect((await resolveSession(db, token, later))?.session.lastSeenAt).toEqual(later);
    expect((await storedSession(session.id))?.lastSeenAt).toEqual(later);
  });

  it('ends a session left idle for the idle timeout, and each use restarts the timeout', async () => {
    const user = await insertUser();
    const { token, session } = await createSession(db, user.id, {}, T0);
    const lastUse = SESSION_IDLE_TIMEOUT_MS - 1000;
    expect(await resolveSession(db, token, at(lastUse))).not.toBeNull();
    expect(await resolveSession(db, token, at(lastUse + SESSION_IDLE_TIMEOUT_MS - 1000))).not.toBeNull();
    const idleUntil = lastUse + SESSION_IDLE_TIMEOUT_MS - 1000 + SESSION_IDLE_TIMEOUT_MS;
    expect(await resolveSession(db, token, at(idleUntil))).toBeNull();
    expect(await storedSession(session.id)).toBeUndefined();
  });

  it('ends a session at its absolute expiry however often it is used', async () => {
    const user = await insertUser();
    const { token } = await createSession(db, user.id, {}, T0);
    for (let day = 10; day < SESSION_ABSOLUTE_TTL_MS / DAY; day += 10) {
      expect(await resolveSession(db, token, at(day * DAY))).not.toBeNull();
    }
    expect(await resolveSession(db, token, at(SESSION_ABSOLUTE_TTL_MS - 1000))).not.toBeNull();
    expect(await resolveSession(db, token, at(SESSION_ABSOLUTE_TTL_MS))).toBeNull();
    expect(await db.$count(sessions)).toBe(0);
  });

  it('refuses the sessions of a blocked user', async () => {
    const user = await insertUser();
    const { token } = await createSession(db, user.id, {}, T0);
    await db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    expect(await resolveSession(db, token, at(1000))).toBeNull();
  });

  it('rotates on sign-in: a token planted before is rejected afterwards', async () => {
    const attacker = await insertUser('attacker@example.com');
    const victim = await insertUser('victim@example.com');
    const planted = await createSession(db, attacker.id, {}, T0);

    const signedIn = await rotateSession(db, planted.token, victim.id, { userAgent: 'Chrome/140' }, at(5000));
    expect(signedIn.token).not.toBe(planted.token);
    expect(await resolveSession(db, planted.token, at(6000))).toBeNull();
    expect((await resolveSession(db, signedIn.token, at(6000)))?.user.id).toBe(victim.id);

    // A privilege change rotates the victim's own session the same way.
    const promoted = await rotateSession(db, signedIn.token, victim.id, {}, at(7000));
    expect(await resolveSession(db, signedIn.token, at(8000))).toBeNull();
    expect((await resolveSession(db, promoted.token, at(8000)))?.session.id).toBe(promoted.session.id);
    expect(await db.$count(sessions)).toBe(1);

    // A browser that brought no token just gets a new session.
    const fresh = await rotateSession(db, undefined, attacker.id, {}, at(9000));
    expect((await resolveSession(db, fresh.token, at(9000)))?.user.id).toBe(attacker.id);
  });

  it('revokes one session, or all of a user but the current one', async () => {
    const user = await insertUser();
    const other = await insertUser('other@example.com');
    const current = await createSession(db, user.id, {}, T0);
    const laptop = await createSession(db, user.id, {}, T0);
    const phone = await createSession(db, user.id, {}, T0);
    const stranger = await createSession(db, other.id, {}, T0);

    expect(await revokeOtherSessions(db, user.id, current.session.id)).toBe(2);
    expect(await resolveSession(db, current.token, at(1000))).not.toBeNull();
    expect(await resolveSession(db, laptop.token, at(1000))).toBeNull();
    expect(await resolveSession(db, phone.token, at(1000))).toBeNull();
    expect(await resolveSession(db, stranger.token, at(1000))).not.toBeNull();

    expect(await revokeSession(db, current.token)).toBe(true);
    expect(await revokeSession(db, current.token)).toBe(false);
    expect(await resolveSession(db, current.token, at(2000))).toBeNull();
  });

  it('deletes the sessions of a deleted user, and ended sessions on cleanup', async () => {
    const user = await insertUser();
    const keeper = await insertUser('keeper@example.com');
    await createSession(db, user.id, {}, T0);
    await db.delete(users).where(eq(users.id, user.id));
    expect(await db.$count(sessions)).toBe(0);

    const idle = await createSession(db, keeper.id, {}, T0);
    const old = await createSession(db, keeper.id, {}, at(-SESSION_ABSOLUTE_TTL_MS));
    const live = await createSession(db, keeper.id, {}, at(SESSION_IDLE_TIMEOUT_MS));
    expect(await deleteEndedSessions(db, at(SESSION_IDLE_TIMEOUT_MS + 1000))).toBe(2);
    expect(await storedSession(idle.session.id)).toBeUndefined();
    expect(await storedSession(old.session.id)).toBeUndefined();
    expect(await storedSession(live.session.id)).toBeDefined();
  });
});
