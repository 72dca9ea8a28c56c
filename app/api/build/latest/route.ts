import { config } from '@/lib/config';
import { NO_STORE } from '@/lib/http/responses';

/**
 * GET /api/build/latest (spec 7: the latest-build file open pages poll): the deployment this instance serves
 * (scripts/lib/deployment-id.mjs). A page whose own id differs was served by an older build, and offers a reload
 * (components/layout/new-version-offer.tsx). Touches nothing, so polling costs an instance next to nothing.
 */
export function GET(): Response {
  return Response.json({ id: config().env.NEXT_DEPLOYMENT_ID || null }, { headers: NO_STORE });
}
