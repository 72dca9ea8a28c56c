import { accountChangeAnswer } from '@/lib/http/staff-accounts';
import { route } from '@/lib/http/route';
import { staffInvalid } from '@/lib/http/staff';
import { changeAccount } from '@/lib/staff/accounts';
import { staffActorOf } from '@/lib/staff/standing';
import { idParamSchema } from '@/lib/validation/membership';
import { staffResellerSchema } from '@/lib/validation/staff';

type Context = { params: Promise<{ id: string }> };

/** POST /api/staff/accounts/{id}/reseller `{ reseller }` (issue 20, spec 6): grants or withdraws reseller status. */
export async function POST(request: Request, { params }: Context) {
  const { id } = await params;
  return route(
    '/api/staff/accounts/[id]/reseller',
    { sameOrigin: true, body: 'json', session: 'staff' },
    async ({ db, body, locale, signedIn }) => {
      const parsed = staffResellerSchema.safeParse(body);
      if (!parsed.success) return staffInvalid(parsed.error, locale);
      const accountId = idParamSchema.safeParse(id);
      const change = { kind: 'reseller' as const, reseller: parsed.data.reseller };
      const outcome = accountId.success
        ? await changeAccount(db, staffActorOf(signedIn), accountId.data, change)
        : { kind: 'notFound' as const };
      return accountChangeAnswer(outcome, locale);
    },
  )(request);
}
