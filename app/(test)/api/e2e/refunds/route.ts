import { z } from 'zod';
import { refundByStaff } from '@/lib/commerce/staff-refund';
import { NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';

const refundSchema = z.object({ order_id: z.number().int().positive().max(2_147_483_647) });

/**
 * POST /api/e2e/refunds `{ order_id }` -> `{ status }`: what `npm run order:refund` does for a fake-provider
 * order, for the end-to-end tests, whose server holds the embedded database the command would need. Exists
 * only for the end-to-end tests (E2E_TEST_ROUTES=1); anywhere else it answers 404.
 */
export const POST = route('/api/e2e/refunds', { testOnly: true, body: 'json' }, async ({ db, body }) => {
  const parsed = refundSchema.safeParse(body);
  if (!parsed.success) return Response.json({ message: parsed.error.message }, { status: 400, headers: NO_STORE });
  const outcome = await refundByStaff(db, parsed.data.order_id);
  if (outcome.kind !== 'refunded') return Response.json({ message: outcome.kind }, { status: 409, headers: NO_STORE });
  return Response.json({ status: outcome.outcome.order.status }, { headers: NO_STORE });
});
