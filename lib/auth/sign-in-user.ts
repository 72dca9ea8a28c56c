import { eq } from 'drizzle-orm';
import type { WithSubquery } from 'drizzle-orm/subquery';
import type { Database } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { apiUser, toApiUser, type UserRow } from './account-lookup';
import type { RequestContext, SignedIn } from './flow-context';
import { deviceRecord } from './known-devices';
import { createSession, revokeSession } from './sessions';

/**
 * A new session for `user` (the one the browser brought ends), the device remembered: every way of signing in ends
 * here. A caller that has read whether the account has a connected OAuth provider says so (`oauthConnected`), and
 * one with writes of its own can have them made in the session's statement (`alongside`).
 */
export async function signInUser(
  db: Database,
  user: UserRow,
  context: RequestContext,
  {
    previousToken,
    deviceToken,
    oauthConnected,
    alongside = [],
  }: { previousToken?: string; deviceToken?: string; oauthConnected?: boolean; alongside?: WithSubquery[] },
): Promise<SignedIn> {
  const now = context.now ?? new Date();
  const device = deviceRecord(db, user.id, deviceToken, now);
  // These touch different rows and need nothing of each other: asked together (issue 16).
  const [, { token }, apiAnswer] = await Promise.all([
    // A new token at every sign-in: whatever session the browser brought (perhaps planted) ends here.
    previousToken ? revokeSession(db, previousToken) : undefined,
    // The session, the browser remembered and the account's last sign-in: one statement.
    createSession(db, user.id, { userAgent: context.userAgent, ip: context.ip }, now, [
      db.$with('remembered_device').as(device.write),
      db.$with('signed_in_at').as(db.update(users).set({ lastSignInAt: now }).where(eq(users.id, user.id))),
      ...alongside,
    ]),
    oauthConnected === undefined ? apiUser(db, user) : toApiUser(user, oauthConnected),
  ]);
  return { user: apiAnswer, sessionToken: token, deviceToken: device.deviceToken };
}
