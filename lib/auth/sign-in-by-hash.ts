import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { hashSchema } from '@/lib/validation/auth';
import { findUserById } from './account-lookup';
import { logAuthEvent } from './audit';
import type { AuthFailure, RequestContext, SignedIn, SignInCookies } from './flow-context';
import { signInUser } from './sign-in-user';
import { consumeAuthToken } from './tokens';

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
