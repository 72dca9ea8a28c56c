import { config } from '@/lib/config';

/**
 * The test-only routes (/api/e2e/*, in app/(test)/api/e2e behind route()'s testOnly; the /e2e-* pages) exist
 * only in the local profile with E2E_TEST_ROUTES=1 (the end-to-end tests and bench:shop, bench:memberships and
 * bench:auth set it); in production they answer 404 whatever is set.
 */
export function testRoutesEnabled(): boolean {
  return config().testRoutes;
}
