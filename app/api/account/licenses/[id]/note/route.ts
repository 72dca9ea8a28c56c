import { route } from '@/lib/http/route';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { MEMBERSHIP_RATE_LIMITS } from '@/lib/memberships/limits';
import { logNotOwned } from '@/lib/auth/audit';
import { messagesFor } from '@/lib/i18n/held-messages';
import { membershipMessage } from '@/lib/http/memberships';
import { setLicenseNote } from '@/lib/memberships/licenses';
import { idParamSchema, licenseNoteSchema } from '@/lib/validation/membership';

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/account/licenses/{id}/note `{ note }` (spec 2 "notes modal") -> `{ success, note }`; 422 for a note
 * over 500 characters or with control characters, 404 for a licence that is not the caller's.
 */
export async function POST(request: Request, { params }: Context) {
  const { id } = await params;
  return route(
    '/api/account/licenses/[id]/note',
    {
      sameOrigin: true,
      body: 'json',
      multiline: ['note'],
      session: 'customer',
      rateLimits: [[MEMBERSHIP_RATE_LIMITS.writesPerUser, 'user']],
    },
    async ({ db, body, locale, signedIn }) => {
      const parsed = licenseNoteSchema.safeParse(body);
      if (!parsed.success) {
        const texts = messagesFor(locale).shop.membership.licenses;
        const errors = parsed.error.issues.map((issue) => {
          const code = issue.message === 'tooLong' ? 'tooLong' : 'invalid';
          return {
            field: issue.path.map(String).join('.') || 'body',
            code,
            message: code === 'tooLong' ? texts.noteTooLong : texts.noteInvalid,
          };
        });
        return Response.json({ message: errors[0]?.message ?? texts.noteInvalid, errors }, { status: 422, headers: PRIVATE_NO_STORE });
      }
      const licenseId = idParamSchema.safeParse(id);
      const saved = licenseId.success ? await setLicenseNote(db, signedIn.user.id, licenseId.data, parsed.data.note) : null;
      if (!saved) {
        logNotOwned(request, signedIn.user.id, 'license', id);
        return membershipMessage(404, 'licenseNotFound', locale);
      }
      return Response.json({ success: true, note: saved.note }, { headers: PRIVATE_NO_STORE });
    },
  )(request);
}
