import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, sql, type WithSubquery } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '@/lib/db/client';
import { preparedOn } from '@/lib/db/prepared';
import { sessions, users } from '@/lib/db/schema';

// DESIGN.md "Sessions: random tokens, stored hashed in the database, in an HttpOnly, SameSite=Lax cookie".
// DESIGN.md and the spec name no lifetimes: a session ends after 14 days without a request, and 90 days
// after sign-in whatever happens, so a stolen cookie stops working even while it is used.
export const SESSION_IDLE_TIMEOUT_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TTL_MS = 90 * 24 * 60 * 60 * 1000;
// last_seen_at only needs minute precision for the idle timeout; writing it on every request would not.
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

const TOKEN_BYTES = 32;
// 32 bytes in base64url without padding.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const USER_AGENT_MAX_LENGTH = 512;

export interface SessionMeta {
  userAgent?: string | null;
  ip?: string | null;
}

/** Who a valid session token belongs to: the app's shape, not the table's. */
export interface SessionUser {
  id: number;
  email: string;
  isPartner: boolean;
  isAutoPassword: boolean;
  emailConfirmed: boolean;
  locale: string;
  /** Issue 20: a staff account; its session holds staff rights only once a TOTP code is confirmed in it. */
  isStaff: boolean;
}

export interface Session {
  id: number;
  userId: number;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  /** Issue 20: when a TOTP code was confirmed in this session (null: staff-pending), and its last staff use. */
  staffVerifiedAt: Date | null;
  staffSeenAt: Date | null;
}

export interface ResolvedSession {
  user: SessionUser;
  session: Session;
}

/** The hex SHA-256 of a token: what the table stores and looks up. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Starts a session for `userId` and returns its token, the only copy there will be: the table keeps the
 * token's SHA-256, so whoever reads the table cannot sign in with what they read. `alongside`: other writes
 * made in the same statement (a sign-in's, lib/auth/sign-in-user.ts), as common table expressions.
 */
export async function createSession(
  db: DatabaseOrTransaction,
  userId: number,
  meta: SessionMeta = {},
  now: Date = new Date(),
  alongside: WithSubquery[] = [],
): Promise<{ token: string; session: Session }> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const [row] = await db
    .with(...alongside)
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_TTL_MS),
      userAgent: meta.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null,
      ip: meta.ip || null,
    })
    .returning();
  if (!row) throw new Error('Inserting a session returned no row');
  return { token, session: toSession(row) };
}

/** A session and its account by the token's hash: only the columns the answer needs (issue 16: every signed-in call asks this first). */
const sessionByToken = preparedOn((db) =>
  db
    .select({
      session: {
        id: sessions.id,
        userId: sessions.userId,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        staffVerifiedAt: sessions.staffVerifiedAt,
        staffSeenAt: sessions.staffSeenAt,
      },
      user: {
        id: users.id,
        email: users.email,
        isPartner: users.isPartner,
        isAutoPassword: users.isAutoPassword,
        emailConfirmedAt: users.emailConfirmedAt,
        locale: users.locale,
        isStaff: users.isStaff,
        blocked: users.blocked,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token'),
);

/**
 * The user and session a cookie's token stands for, or null when the token is unknown, revoked, idle
 * for too long, past its absolute expiry, or its user is blocked (spec 6: a blocked user is signed out).
 * Ended sessions are deleted on the way.
 */
export async function resolveSession(
  db: DatabaseOrTransaction,
  token: string | undefined,
  now: Date = new Date(),
): Promise<ResolvedSession | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [row] = await sessionByToken(db).execute({ tokenHash: hashSessionToken(token) });
  if (!row) return null;
  const { session, user } = row;
  const idleSince = now.getTime() - session.lastSeenAt.getTime();
  if (now >= session.expiresAt || idleSince >= SESSION_IDLE_TIMEOUT_MS) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  if (user.blocked) return null;
  let lastSeenAt = session.lastSeenAt;
  if (idleSince >= SESSION_TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
    lastSeenAt = now;
  }
  return {
    user: {
      id: user.id,
      email: user.email,
      isPartner: user.isPartner,
      isAutoPassword: user.isAutoPassword,
      emailConfirmed: user.emailConfirmedAt !== null,
      locale: user.locale,
      isStaff: user.isStaff,
    },
    session: toSession({ ...session, lastSeenAt }),
  };
}

/** Ends the session a token stands for (sign-out); true when there was one. */
export async function revokeSession(db: DatabaseOrTransaction, token: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Ends every session of a user but the one in use ("sign out everywhere else", spec 4 password change). */
export async function revokeOtherSessions(db: DatabaseOrTransaction, userId: number, keepSessionId: number): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}

/**
 * Replaces whatever session the browser brought with a new one for `userId`: on sign-in and whenever
 * the user's privileges change, so a token planted in the browser before (session fixation) or seen
 * before the change never carries the new rights.
 */
export function rotateSession(
  db: Database,
  previousToken: string | undefined,
  userId: number,
  meta: SessionMeta = {},
  now: Date = new Date(),
): Promise<{ token: string; session: Session }> {
  return db.transaction(async (tx) => {
    if (previousToken) await revokeSession(tx, previousToken);
    return createSession(tx, userId, meta, now);
  });
}

/** Deletes sessions that have ended, idle or absolute; for a periodic job. */
export async function deleteEndedSessions(db: DatabaseOrTransaction, now: Date = new Date()): Promise<number> {
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS);
  const expired = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const idle = await db.delete(sessions).where(lt(sessions.lastSeenAt, idleCutoff)).returning({ id: sessions.id });
  return expired.length + idle.length;
}

export interface SessionCookie {
  name: string;
  value: string;
  // The shape of Next's `cookies().set(name, value, options)` and `NextResponse.cookies.set`.
  options: {
    httpOnly: true;
    secure: boolean;
    sameSite: 'lax';
    path: '/';
    maxAge: number;
  };
}

/**
 * The cookie's name. `__Host-` makes the browser refuse it unless it is Secure, host-only and on Path=/,
 * so no subdomain or plain-HTTP page can set it; development over http://localhost cannot be Secure.
 */
export function sessionCookieName({ production }: { production: boolean }): string {
  return production ? '__Host-session' : 'session';
}

/** The cookie that carries a session token; it lives as long as the session can. */
export function sessionCookie(token: string, { production }: { production: boolean }): SessionCookie {
  return {
    name: sessionCookieName({ production }),
    value: token,
    options: {
      httpOnly: true,
      secure: production,
      sameSite: 'lax',
      path: '/',
      maxAge: Math.floor(SESSION_ABSOLUTE_TTL_MS / 1000),
    },
  };
}

/** The cookie that removes the session cookie from the browser (sign-out). */
export function clearedSessionCookie({ production }: { production: boolean }): SessionCookie {
  const cookie = sessionCookie('', { production });
  return { ...cookie, options: { ...cookie.options, maxAge: 0 } };
}

function toSession(row: Session): Session {
  return {
    id: row.id,
    userId: row.userId,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    staffVerifiedAt: row.staffVerifiedAt,
    staffSeenAt: row.staffSeenAt,
  };
}
