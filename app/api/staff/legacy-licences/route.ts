import { route } from '@/lib/http/route';
import { legacyImportAnswer } from '@/lib/http/staff-legacy-licences';
import { staffInvalid } from '@/lib/http/staff';
import { importLegacyLicences } from '@/lib/staff/legacy-licences';
import { staffActorOf } from '@/lib/staff/standing';
import { LEGACY_CSV_MAX_BYTES, staffLegacyImportSchema } from '@/lib/validation/staff';

/**
 * POST /api/staff/legacy-licences `{ csv }` (issue 20): imports legacy licences (serial, owner e-mail, PCs), each
 * attached to the account of its address. Answers what was loaded and the refused rows with their line and reason,
 * in the staff member's language; a file that cannot be read as the expected CSV loads nothing (422).
 */
export const POST = route(
  '/api/staff/legacy-licences',
  { sameOrigin: true, body: 'json', session: 'staff', multiline: ['csv'], maxBodyBytes: LEGACY_CSV_MAX_BYTES + 4096 },
  async ({ db, body, locale, signedIn }) => {
    const parsed = staffLegacyImportSchema.safeParse(body);
    if (!parsed.success) return staffInvalid(parsed.error, locale, { csv: 'csvRequired' });
    return legacyImportAnswer(await importLegacyLicences(db, staffActorOf(signedIn), parsed.data.csv), locale);
  },
);
