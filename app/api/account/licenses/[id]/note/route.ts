import { accountWriteRoute, PRIVATE_NO_STORE } from '@/lib/account/http';
import { logNotOwned } from '@/lib/auth/audit';
import { getDb } from '@/lib/db/client';
import { messagesByLocale } from '@/lib/i18n/messages';
import { membershipMessage, membershipWriteRefusal } from '@/lib/memberships/account-http';
import { setLicenseNote } from '@/lib/memberships/licenses';
import { idParamSchema, licenseNoteSchema } from '@/lib/validation/membership';

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/account/licenses/{id}/note `{ note }` (spec 2 "notes modal") -> `{ success, note }`; 422 for a note
 * over 500 characters or with control characters, 404 for a licence that is not the caller's.
 */
export async function POST(request: Request, { params }: Context) {
  const { id } = await params;
  return accountWriteRoute('/api/account/licenses/[id]/note', async ({ body, locale, signedIn }) => {
    const refused = await membershipWriteRefusal(signedIn, locale);
    if (refused) return refused;
    const parsed = licenseNoteSchema.safeParse(body);
    if (!parsed.success) {
      const texts = messagesByLocale[locale].shop.membership.licenses;
      const errors = parsed.error.issues.map((issue) => {
        const code = issue.message === 'tooLong' ? 'tooLong' : 'invalid';
        return { field: issue.path.map(String).join('.') || 'body', code, message: code === 'tooLong' ? texts.noteTooLong : texts.noteInvalid };
      });
      return Response.json({ message: errors[0]?.message ?? texts.noteInvalid, errors }, { status: 422, headers: PRIVATE_NO_STORE });
    }
    const licenseId = idParamSchema.safeParse(id);
    const saved = licenseId.success ? await setLicenseNote(getDb(), signedIn.user.id, licenseId.data, parsed.data.note) : null;
    if (!saved) {
      logNotOwned(request, signedIn.user.id, 'license', id);
      return membershipMessage(404, 'licenseNotFound', locale);
    }
    return Response.json({ success: true, note: saved.note }, { headers: PRIVATE_NO_STORE });
  })(request);
}
