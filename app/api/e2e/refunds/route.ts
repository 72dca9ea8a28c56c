import { z } from 'zod';
import { jsonRoute } from '@/lib/http/route';
import { refundByStaff } from '@/lib/commerce/staff-refund';
import { getDb } from '@/lib/db/client';
import { testRoutesEnabled } from '@/lib/http/test-routes';

const NO_STORE = { 'cache-control': 'no-store' };

const refundSchema = z.object({ order_id: z.number().int().positive().max(2_147_483_647) });

/**
 * POST /api/e2e/refunds `{ order_id }` -> `{ status }`: what `npm run order:refund` does for a fake-provider
 * order, for the end-to-end tests, whose server holds the embedded database the command would need. Exists
 * only for the end-to-end tests (E2E_TEST_ROUTES=1); anywhere else it answers 404.
 */
export const POST = jsonRoute('/api/e2e/refunds', async (request) => {
  if (!testRoutesEnabled()) return Response.json({ message: 'Not found' }, { status: 404, headers: NO_STORE });
  const parsed = refundSchema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) return Response.json({ message: parsed.error.message }, { status: 400, headers: NO_STORE });
  const outcome = await refundByStaff(getDb(), parsed.data.order_id);
  if (outcome.kind !== 'refunded') return Response.json({ message: outcome.kind }, { status: 409, headers: NO_STORE });
  return Response.json({ status: outcome.outcome.order.status }, { headers: NO_STORE });
});
