import { z } from 'zod';
import { NO_STORE } from '@/lib/http/responses';
import { route } from '@/lib/http/route';
import { runRenewalsOfOrder } from '@/lib/memberships/renewal-run';

const runSchema = z.strictObject({ order_id: z.number().int().positive(), at: z.iso.datetime().optional() });

/**
 * POST /api/e2e/renewals `{ order_id, at? }` -> `{ at, memberships, outcomes, charges }`: the renewal job, run now as
 * of `at` (by default half an hour before the order's plan ends) for the plans of that order only. Exists only for
 * the end-to-end tests (E2E_TEST_ROUTES=1); anywhere else it answers 404.
 */
export const POST = route('/api/e2e/renewals', { testOnly: true, body: 'json' }, async ({ db, body }) => {
  const parsed = runSchema.safeParse(body);
  if (!parsed.success) return Response.json({ message: parsed.error.message }, { status: 400, headers: NO_STORE });
  const run = await runRenewalsOfOrder(db, parsed.data.order_id, parsed.data.at ? new Date(parsed.data.at) : undefined);
  if (!run) return Response.json({ message: 'The order made no plan' }, { status: 404, headers: NO_STORE });
  return Response.json(run, { headers: NO_STORE });
});
