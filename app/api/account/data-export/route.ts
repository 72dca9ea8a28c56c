import { ACCOUNT_RATE_LIMITS } from '@/lib/account/limits';
import { accountDataExport } from '@/lib/account/data-export';
import { dataExportFileName } from '@/lib/account/data-export-file';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';

/**
 * GET /api/account/data-export: everything the shop holds about the signed-in account, as a JSON file to save
 * (issue 23, GDPR articles 15 and 20). No password hash, token or secret: lib/account/data-export-fields.ts.
 */
export const GET = route(
  '/api/account/data-export',
  { session: 'user', rateLimits: [[ACCOUNT_RATE_LIMITS.dataExportPerUser, 'user']] },
  async ({ db, signedIn }) => {
    const now = new Date();
    const data = await accountDataExport(db, signedIn.user.id, now);
    if (!data) throw new Error(`The signed-in user ${signedIn.user.id} has no row`);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        ...PRIVATE_NO_STORE,
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${dataExportFileName(now)}"`,
        'x-content-type-options': 'nosniff',
      },
    });
  },
);
