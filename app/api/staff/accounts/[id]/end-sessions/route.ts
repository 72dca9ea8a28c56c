import { accountChangeAnswer } from '@/lib/http/staff-accounts';
import { route } from '@/lib/http/route';
import { staffInvalid } from '@/lib/http/staff';
import { changeAccount } from '@/lib/staff/accounts';
import { staffActorOf } from '@/lib/staff/standing';
import { idParamSchema } from '@/lib/validation/membership';
import { staffEmptySchema } from '@/lib/validation/staff';

type Context = { params: Promise<{ id: string }> };

/** POST /api/staff/accounts/{id}/end-sessions (issue 20): ends every session of the account and revokes its program tokens. */
export async function POST(request: Request, { params }: Context) {
  const { id } = await params;
  return route(
    '/api/staff/accounts/[id]/end-sessions',
    { sameOrigin: true, body: 'json', session: 'staff' },
    async ({ db, body, locale, signedIn }) => {
      const parsed = staffEmptySchema.safeParse(body);
      if (!parsed.success) return staffInvalid(parsed.error, locale);
      const accountId = idParamSchema.safeParse(id);
      const outcome = accountId.success
        ? await changeAccount(db, staffActorOf(signedIn), accountId.data, { kind: 'endSessions' })
        : { kind: 'notFound' as const };
      return accountChangeAnswer(outcome, locale);
    },
  )(request);
}
