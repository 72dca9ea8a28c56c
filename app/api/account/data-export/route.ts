import { ACCOUNT_RATE_LIMITS } from '@/lib/account/limits';
import { accountDataExport } from '@/lib/account/data-export';
import { dataExportAnswer } from '@/lib/http/account';
import { messageAnswer, PRIVATE_NO_STORE } from '@/lib/http/responses';
import { route, searchParam } from '@/lib/http/route';
import { isLocale } from '@/lib/i18n/config';
import { messagesFor } from '@/lib/i18n/held-messages';

/**
 * GET /api/account/data-export?format=json|html&locale=: everything the shop holds about the signed-in account, as a
 * file to save (issue 23, GDPR articles 15 and 20): JSON by default, or a readable HTML page in `locale`. No password
 * hash, token or secret: lib/account/data-export-fields.ts. 422 for another format.
 */
export const GET = route(
  '/api/account/data-export',
  { session: 'user', rateLimits: [[ACCOUNT_RATE_LIMITS.dataExportPerUser, 'user']] },
  async ({ db, request, locale: requested, signedIn }) => {
    const named = searchParam(request, 'locale');
    const locale = isLocale(named) ? named : requested;
    const format = searchParam(request, 'format') ?? 'json';
    if (format !== 'json' && format !== 'html') return messageAnswer(422, messagesFor(locale).profile.data.formatInvalid, PRIVATE_NO_STORE);
    const now = new Date();
    const data = await accountDataExport(db, signedIn.user.id, now);
    if (!data) throw new Error(`The signed-in user ${signedIn.user.id} has no row`);
    return dataExportAnswer(data, format, locale, now);
  },
);
