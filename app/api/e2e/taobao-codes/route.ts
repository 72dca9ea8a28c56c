import { randomBytes } from 'node:crypto';
import { jsonRoute } from '@/lib/http/route';
import { getDb } from '@/lib/db/client';
import { taobaoCodes } from '@/lib/db/schema';
import { testRoutesEnabled } from '@/lib/http/test-routes';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * POST /api/e2e/taobao-codes -> `{ code }`: a fresh, unused code for a 1-year 2-PC subscription, so every
 * end-to-end run applies one of its own (the demo codes are applied once, for good). Exists only for the
 * end-to-end tests (E2E_TEST_ROUTES=1); anywhere else it answers 404.
 */
export const POST = jsonRoute('/api/e2e/taobao-codes', async () => {
  if (!testRoutesEnabled()) return Response.json({ message: 'Not found' }, { status: 404, headers: NO_STORE });
  const code = `TB-E2E-${randomBytes(6).toString('hex').toUpperCase()}`;
  await getDb().insert(taobaoCodes).values({ code, kind: 'subscription', periodMonths: 12, pcNum: 2 });
  return Response.json({ code }, { status: 201, headers: NO_STORE });
});
