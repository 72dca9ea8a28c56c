import { emailChangeDecisionAnswer } from '@/lib/http/staff-accounts';
import { route } from '@/lib/http/route';
import { staffInvalid } from '@/lib/http/staff';
import { decideEmailChange } from '@/lib/staff/email-changes';
import { staffActorOf } from '@/lib/staff/standing';
import { idParamSchema } from '@/lib/validation/membership';
import { staffRefusalSchema } from '@/lib/validation/staff';

type Context = { params: Promise<{ id: string }> };

/** POST /api/staff/email-change-requests/{id}/refuse `{ message }` (issue 20): the request is refused and the message mailed. */
export async function POST(request: Request, { params }: Context) {
  const { id } = await params;
  return route(
    '/api/staff/email-change-requests/[id]/refuse',
    { sameOrigin: true, body: 'json', session: 'staff', multiline: ['message'] },
    async ({ db, body, locale, signedIn }) => {
      const parsed = staffRefusalSchema.safeParse(body);
      if (!parsed.success) return staffInvalid(parsed.error, locale, { message: 'messageRequired' });
      const requestId = idParamSchema.safeParse(id);
      const decision = { kind: 'refuse' as const, message: parsed.data.message };
      const outcome = requestId.success
        ? await decideEmailChange(db, staffActorOf(signedIn), requestId.data, decision)
        : { kind: 'notFound' as const };
      return emailChangeDecisionAnswer(outcome, locale);
    },
  )(request);
}
