import { issueTaobaoCode } from '@/lib/commerce/taobao';
import { NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';

/**
 * POST /api/e2e/taobao-codes -> `{ code }`: a fresh, unused code for a 1-year 2-PC subscription, so every
 * end-to-end run applies one of its own (the demo codes are applied once, for good). Exists only for the
 * end-to-end tests (E2E_TEST_ROUTES=1); anywhere else it answers 404.
 */
export const POST = route('/api/e2e/taobao-codes', { testOnly: true }, async ({ db }) =>
  Response.json({ code: await issueTaobaoCode(db) }, { status: 201, headers: NO_STORE }),
);
