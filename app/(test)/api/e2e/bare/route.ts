import { NO_STORE } from '@/lib/http/responses';
import { testRoutesEnabled } from '@/lib/http/test-routes';

/**
 * GET /api/e2e/bare -> `{ ok: true }`: a route handler that does nothing, so a benchmark can set the cost of
 * the framework beside a real call in the same run (scripts/bench-memberships.mjs). Exists only with
 * E2E_TEST_ROUTES=1; anywhere else it answers 404.
 */
export function GET(): Response {
  if (!testRoutesEnabled()) return Response.json({ message: 'Not found' }, { status: 404, headers: NO_STORE });
  return Response.json({ ok: true }, { headers: NO_STORE });
}
