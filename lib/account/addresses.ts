import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { emailChangeRequests, users } from '@/lib/db/schema';

// Issue 23: the mails and messages about an account went to every address it has had, not only today's. Its
// e-mail change requests record them: each request's current address was the account's then, and a request
// support carried out ('done') made its new address the account's. An earlier address another account holds now
// is that account's: its mails are not this one's to download or erase.

/** The account's address now, then the earlier ones no other account holds, lower-cased, each once. */
export async function accountAddresses(db: DatabaseOrTransaction, userId: number, currentEmail: string): Promise<string[]> {
  const changes = await db
    .select({ currentEmail: emailChangeRequests.currentEmail, newEmail: emailChangeRequests.newEmail, status: emailChangeRequests.status })
    .from(emailChangeRequests)
    .where(eq(emailChangeRequests.userId, userId));
  const current = currentEmail.toLowerCase();
  const had = changes.flatMap((change) => (change.status === 'done' ? [change.currentEmail, change.newEmail] : [change.currentEmail]));
  const earlier = new Set(had.map((address) => address.toLowerCase()));
  earlier.delete(current);
  if (earlier.size === 0) return [current];
  const heldByOthers = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.email, [...earlier]), ne(users.id, userId)));
  for (const { email } of heldByOthers) earlier.delete(email.toLowerCase());
  return [current, ...earlier];
}
