import { eq } from 'drizzle-orm';
import type { ResolvedSession } from '@/lib/auth/sessions';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { sessions } from '@/lib/db/schema';
import { STAFF_IDLE_TIMEOUT_MS, STAFF_TOUCH_INTERVAL_MS } from './limits';

/**
 * Issue 20: where a session stands for the staff area. 'pending': a staff account signed in as usual, whose
 * session has not confirmed a TOTP code yet, or whose staff rights ended after 12 idle hours.
 */
export type StaffStanding = 'notStaff' | 'pending' | 'staff';

/** The session's standing; a staff session's use is noted (once a minute), and one idle too long is made pending. */
export async function staffStanding(db: DatabaseOrTransaction, signedIn: ResolvedSession, now: Date = new Date()): Promise<StaffStanding> {
  if (!signedIn.user.isStaff) return 'notStaff';
  const { id } = signedIn.session;
  const idle = staffIdleMs(signedIn, now);
  if (idle === null) return 'pending';
  if (idle >= STAFF_IDLE_TIMEOUT_MS) {
    await db.update(sessions).set({ staffVerifiedAt: null, staffSeenAt: null }).where(eq(sessions.id, id));
    return 'pending';
  }
  if (idle >= STAFF_TOUCH_INTERVAL_MS) await db.update(sessions).set({ staffSeenAt: now }).where(eq(sessions.id, id));
  return 'staff';
}

/** How long a confirmed staff session has been idle; null when it has not confirmed a code. */
function staffIdleMs({ session }: ResolvedSession, now: Date): number | null {
  if (!session.staffVerifiedAt) return null;
  return now.getTime() - (session.staffSeenAt ?? session.staffVerifiedAt).getTime();
}

/**
 * Whether the session holds staff rights now, by the rule staffStanding applies, without noting its use: for what
 * only shows or hides (the staff navigation), not for what a staff right allows.
 */
export function holdsStaffRights(signedIn: ResolvedSession, now: Date = new Date()): boolean {
  const idle = staffIdleMs(signedIn, now);
  return signedIn.user.isStaff && idle !== null && idle < STAFF_IDLE_TIMEOUT_MS;
}

/** Who acted, for the audit log, from a session with staff rights. */
export function staffActorOf(signedIn: ResolvedSession) {
  return { kind: 'staff', userId: signedIn.user.id, email: signedIn.user.email } as const;
}
