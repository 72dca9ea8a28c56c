import { and, inArray, ne } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@/lib/db/client';
import { mailMessages } from '@/lib/db/schema';
import type { MailKind } from './templates';

// Issue 23: the mail confirming an account's deletion is the one thing kept at the erased account's address, so it
// can be sent. Once delivered (or given up on), its row keeps the subject and dates, and the address and the body
// that names it go.

/** What such a mail's row is addressed to once its real address is erased (RFC 2606 .invalid). */
export const ERASED_MAIL_ADDRESS = 'deleted@deleted.invalid';

/** The mails whose address is erased once delivered. */
const ERASED_ONCE_DELIVERED: readonly MailKind[] = ['account-deleted'];

/** Erases the address and body of every such mail no longer to be delivered (housekeeping); returns how many. */
export async function eraseDeliveredAddresses(db: DatabaseOrTransaction): Promise<number> {
  const erased = await db
    .update(mailMessages)
    .set({ to: ERASED_MAIL_ADDRESS, text: '', html: '' })
    .where(
      and(
        inArray(mailMessages.kind, [...ERASED_ONCE_DELIVERED]),
        inArray(mailMessages.status, ['sent', 'failed']),
        ne(mailMessages.to, ERASED_MAIL_ADDRESS),
      ),
    )
    .returning({ id: mailMessages.id });
  return erased.length;
}
