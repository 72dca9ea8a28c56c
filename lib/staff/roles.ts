import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { sessions, staffRecoveryCodes, users } from '@/lib/db/schema';
import { recordStaffAction } from './audit-log';

// Issue 20: "A staff role on accounts, granted and withdrawn only from the command line (`npm run staff --
// grant|revoke <email>`)". No route calls these: scripts/staff.ts is the only caller.

export type StaffRoleOutcome =
  | { kind: 'granted'; email: string }
  | { kind: 'revoked'; email: string }
  | { kind: 'unchanged'; email: string; isStaff: boolean }
  | { kind: 'noAccount'; email: string };

async function liveAccount(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user && !user.deletedAt ? user : undefined;
}

/** Makes the account staff; it confirms its first staff sign-in with a new TOTP set-up. */
export async function grantStaff(db: Database, email: string, now: Date = new Date()): Promise<StaffRoleOutcome> {
  const user = await liveAccount(db, email);
  if (!user) return { kind: 'noAccount', email };
  if (user.isStaff) return { kind: 'unchanged', email: user.email, isStaff: true };
  await db.transaction(async (tx) => {
    await tx.update(users).set({ isStaff: true }).where(eq(users.id, user.id));
    await recordStaffAction(
      tx,
      {
        actor: { kind: 'commandLine' },
        action: 'staff.grant',
        targetUserId: user.id,
        target: user.email,
        before: { is_staff: false },
        after: { is_staff: true },
      },
      now,
    );
  });
  return { kind: 'granted', email: user.email };
}

/**
 * Withdraws the role: staff rights end in every session at once, and the TOTP secret and recovery codes go, so
 * a later grant starts with a new set-up.
 */
export async function revokeStaff(db: Database, email: string, now: Date = new Date()): Promise<StaffRoleOutcome> {
  const user = await liveAccount(db, email);
  if (!user) return { kind: 'noAccount', email };
  if (!user.isStaff) return { kind: 'unchanged', email: user.email, isStaff: false };
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ isStaff: false, totpSecret: null, totpConfirmedAt: null, totpLastUsedAt: null })
      .where(eq(users.id, user.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    await tx.update(sessions).set({ staffVerifiedAt: null, staffSeenAt: null }).where(eq(sessions.userId, user.id));
    await recordStaffAction(
      tx,
      {
        actor: { kind: 'commandLine' },
        action: 'staff.revoke',
        targetUserId: user.id,
        target: user.email,
        before: { is_staff: true },
        after: { is_staff: false },
      },
      now,
    );
  });
  return { kind: 'revoked', email: user.email };
}

export const STAFF_COMMAND_USAGE = 'Usage: npm run staff -- grant|revoke <email>';

/** `npm run staff -- <args>`: what to print and the exit code. */
export async function runStaffCommand(db: Database, args: readonly string[]): Promise<{ exitCode: number; output: string }> {
  const [verb, email, ...rest] = args;
  if ((verb !== 'grant' && verb !== 'revoke') || !email || rest.length > 0) return { exitCode: 2, output: STAFF_COMMAND_USAGE };
  const outcome = verb === 'grant' ? await grantStaff(db, email) : await revokeStaff(db, email);
  switch (outcome.kind) {
    case 'granted':
      return { exitCode: 0, output: `${outcome.email} is staff now; the first staff sign-in sets up its authenticator app.` };
    case 'revoked':
      return { exitCode: 0, output: `${outcome.email} is no longer staff; its staff rights ended in every session.` };
    case 'unchanged':
      return { exitCode: 0, output: `${outcome.email} ${outcome.isStaff ? 'is staff already' : 'is not staff'}: nothing changed.` };
    case 'noAccount':
      return { exitCode: 1, output: `There is no account ${outcome.email}.` };
  }
}
