import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { createSession, revokeSession, type SessionMeta } from '@/lib/auth/sessions';
import type { Database } from '@/lib/db/client';
import { sessions, staffRecoveryCodes, users } from '@/lib/db/schema';
import { consumeRateLimit, refundRateLimits } from '@/lib/runtime/rate-limit';
import { STAFF_RATE_LIMITS } from './limits';

// Issue 20: "Staff sign in as usual and then confirm with a TOTP code (set up on first staff sign-in, with a
// well-kept TOTP library; recovery codes shown once)". RFC 6238 defaults (SHA-1, 6 digits, 30 s), which every
// authenticator app reads from the otpauth:// URI.

const ISSUER = 'Remapper staff';
export const RECOVERY_CODE_COUNT = 10;

function totpFor(secret: string, email: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}

const STEP_MS = 30_000;

/**
 * The start of the 30-second step whose code `code` is: now's, or one either side (a phone's clock drifts); null
 * when it matches none.
 */
export function matchedTotpStep(secret: string, code: string, now: Date = new Date()): Date | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, 'staff').validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : new Date((Math.floor(now.getTime() / STEP_MS) + delta) * STEP_MS);
}

const hashCode = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** A recovery code as typed: without spaces and dashes, lower case. */
function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** Ten codes of 60 random bits each, as `xxxx-xxxx-xxxx` (hex). */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const hex = randomBytes(6).toString('hex');
    return `${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8, 12)}`;
  });
}

/** What the confirm page shows: the set-up (secret and URI) until a first code matched, else just the code field. */
export type TotpStep = { kind: 'setUp'; secret: string; uri: string } | { kind: 'confirm' };

/** The staff member's step; the secret is made on the first visit and kept until a code confirms it. */
export async function totpStep(db: Database, userId: number): Promise<TotpStep> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error(`The signed-in user ${userId} has no row`);
  if (user.totpConfirmedAt && user.totpSecret) return { kind: 'confirm' };
  let secret = user.totpSecret;
  if (!secret) {
    const made = new Secret({ size: 20 }).base32;
    // Two first visits at once keep the one that landed first.
    const [stored] = await db
      .update(users)
      .set({ totpSecret: made })
      .where(and(eq(users.id, userId), isNull(users.totpSecret)))
      .returning({ secret: users.totpSecret });
    secret = stored?.secret ?? (await db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, userId)))[0]?.secret ?? made;
  }
  return { kind: 'setUp', secret: secret!, uri: totpFor(secret!, user.email).toString() };
}

export type ConfirmOutcome =
  | { kind: 'verified'; recoveryCodes: string[] | null; sessionToken: string }
  | { kind: 'wrongCode' }
  | { kind: 'notStaff' }
  | { kind: 'rateLimited'; retryAfterSeconds: number };

/**
 * A code typed in a staff account's session: a TOTP code (the first one confirms the set-up and answers the
 * recovery codes, once) or an unused recovery code (which is used up). A match gives the session staff rights.
 */
export async function confirmStaffCode(
  db: Database,
  signedIn: { userId: number; sessionToken: string; meta: SessionMeta },
  code: string,
  now: Date = new Date(),
): Promise<ConfirmOutcome> {
  const [user] = await db.select().from(users).where(eq(users.id, signedIn.userId)).limit(1);
  if (!user?.isStaff) return { kind: 'notStaff' };
  const budget = await consumeRateLimit(db, STAFF_RATE_LIMITS.codePerUser, String(user.id));
  if (!budget.allowed) return { kind: 'rateLimited', retryAfterSeconds: budget.retryAfterSeconds };
  const typed = code.trim();
  const secret = user.totpSecret;
  const step = secret === null ? null : matchedTotpStep(secret, typed, now);
  const totpMatches = step !== null;
  const outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
    let recoveryCodes: string[] | null = null;
    if (step !== null) {
      // A code is good once: its step is claimed, so the same code (or an older one) typed again, here or in another
      // session, is a wrong code; of two sessions typing it at once, one gets it.
      const claimed = await tx
        .update(users)
        .set({ totpLastUsedAt: step })
        .where(and(eq(users.id, user.id), or(isNull(users.totpLastUsedAt), lt(users.totpLastUsedAt, step))))
        .returning({ id: users.id });
      if (claimed.length === 0) return { kind: 'wrongCode' };
    }
    if (totpMatches && !user.totpConfirmedAt) {
      recoveryCodes = newRecoveryCodes();
      await tx.update(users).set({ totpConfirmedAt: now }).where(eq(users.id, user.id));
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
      await tx
        .insert(staffRecoveryCodes)
        .values(recoveryCodes.map((plain) => ({ userId: user.id, codeHash: hashCode(plain), createdAt: now })));
    } else if (!totpMatches) {
      if (!user.totpConfirmedAt || normalizeRecoveryCode(typed).length !== 12) return { kind: 'wrongCode' };
      const used = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(eq(staffRecoveryCodes.userId, user.id), eq(staffRecoveryCodes.codeHash, hashCode(typed)), isNull(staffRecoveryCodes.usedAt)),
        )
        .returning({ id: staffRecoveryCodes.id });
      if (used.length === 0) return { kind: 'wrongCode' };
    }
    // Staff rights are new privileges: a new session token carries them (lib/auth/sessions.ts rotateSession).
    await revokeSession(tx, signedIn.sessionToken);
    const { token, session } = await createSession(tx, user.id, signedIn.meta, now);
    await tx.update(sessions).set({ staffVerifiedAt: now, staffSeenAt: now }).where(eq(sessions.id, session.id));
    return { kind: 'verified', recoveryCodes, sessionToken: token };
  });
  if (outcome.kind === 'verified') await refundRateLimits(db, [STAFF_RATE_LIMITS.codePerUser, String(user.id)]);
  return outcome;
}
