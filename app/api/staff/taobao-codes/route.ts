import { route, searchParam } from '@/lib/http/route';
import { taobaoImportAnswer } from '@/lib/http/staff-orders';
import { isLocale } from '@/lib/i18n/config';
import { importTaobaoCodes, TAOBAO_IMPORT_MAX_BYTES } from '@/lib/staff/taobao-codes';
import { staffActorOf } from '@/lib/staff/standing';

/**
 * POST /api/staff/taobao-codes?locale= (issue 20): imports a CSV file of Taobao codes (`text/csv`, the file as it
 * is): the good rows load, the refused ones come back with their lines and reasons; a malformed file loads nothing.
 */
export const POST = route(
  '/api/staff/taobao-codes',
  { sameOrigin: true, body: 'text', maxBodyBytes: TAOBAO_IMPORT_MAX_BYTES, session: 'staff' },
  async ({ db, body, locale, request, signedIn }) => {
    const named = searchParam(request, 'locale');
    const outcome = await importTaobaoCodes(db, staffActorOf(signedIn), body);
    return taobaoImportAnswer(outcome, isLocale(named) ? named : locale);
  },
);
