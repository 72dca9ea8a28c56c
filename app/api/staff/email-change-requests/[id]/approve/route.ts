import { emailChangeDecisionAnswer } from '@/lib/http/staff-accounts';
import { route } from '@/lib/http/route';
import { staffInvalid } from '@/lib/http/staff';
import { decideEmailChange } from '@/lib/staff/email-changes';
import { staffActorOf } from '@/lib/staff/standing';
import { idParamSchema } from '@/lib/validation/membership';
import { staffEmptySchema } from '@/lib/validation/staff';

type Context = { params: Promise<{ id: string }> };

/** POST /api/staff/email-change-requests/{id}/approve (issue 20): the address changes, both addresses are mailed, sessions stay. */
export async function POST(request: Request, { params }: Context) {
  const { id } = await params;
  return route(
    '/api/staff/email-change-requests/[id]/approve',
    { sameOrigin: true, body: 'json', session: 'staff' },
    async ({ db, body, locale, signedIn }) => {
      const parsed = staffEmptySchema.safeParse(body);
      if (!parsed.success) return staffInvalid(parsed.error, locale);
      const requestId = idParamSchema.safeParse(id);
      const outcome = requestId.success
        ? await decideEmailChange(db, staffActorOf(signedIn), requestId.data, { kind: 'approve' })
        : { kind: 'notFound' as const };
      return emailChangeDecisionAnswer(outcome, locale);
    },
  )(request);
}
