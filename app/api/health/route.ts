import { jsonRoute } from '@/lib/api/route-handler';
import { checkHealth } from '@/lib/health';

/**
 * GET /api/health (and /api/health/ready): readiness. 200 while the database answers, with the content
 * source's state in the body (cached briefly, lib/health.ts); 503 when the database does not.
 */
export const GET = jsonRoute('/api/health', async () => {
  const health = await checkHealth();
  return Response.json(health, {
    status: health.ready ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
});
