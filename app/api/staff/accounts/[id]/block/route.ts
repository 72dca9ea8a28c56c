import { accountChangeAnswer } from '@/lib/http/staff-accounts';
import { route } from '@/lib/http/route';
import { staffFieldError, staffInvalid } from '@/lib/http/staff';
import { changeAccount } from '@/lib/staff/accounts';
import { staffActorOf } from '@/lib/staff/standing';
import { idParamSchema } from '@/lib/validation/membership';
import { staffBlockSchema } from '@/lib/validation/staff';

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/staff/accounts/{id}/block `{ blocked, reason }` (issue 20): blocks the account with a reason staff read
 * (its sessions and program tokens end; the customer meets spec 8's 'Account blocked.'), or unblocks it.
 */
export async function POST(request: Request, { params }: Context) {
  const { id } = await params;
  return route(
    '/api/staff/accounts/[id]/block',
    { sameOrigin: true, body: 'json', session: 'staff' },
    async ({ db, body, locale, signedIn }) => {
      const parsed = staffBlockSchema.safeParse(body);
      if (!parsed.success) return staffInvalid(parsed.error, locale);
      const { blocked, reason } = parsed.data;
      if (blocked && !reason) return staffFieldError('reason', 'reasonRequired', locale);
      const accountId = idParamSchema.safeParse(id);
      const change = blocked ? { kind: 'block' as const, reason: reason ?? '' } : { kind: 'unblock' as const };
      const outcome = accountId.success
        ? await changeAccount(db, staffActorOf(signedIn), accountId.data, change)
        : { kind: 'notFound' as const };
      return accountChangeAnswer(outcome, locale);
    },
  )(request);
}
