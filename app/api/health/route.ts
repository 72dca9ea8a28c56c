import { jsonRoute } from '@/lib/api/route-handler';
import { checkHealth } from '@/lib/health';

/** GET /api/health: 200 when the database and the content source answer, 503 otherwise. */
export const GET = jsonRoute('/api/health', async () => {
  const health = await checkHealth();
  return Response.json(health, {
    status: health.status === 'ok' ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
});
