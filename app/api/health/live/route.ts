import { NO_STORE } from '@/lib/http/responses';
/**
 * GET /api/health/live: liveness. The process answers; nothing else is touched (no database, no content),
 * so a slow dependency never gets a healthy instance restarted.
 */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: NO_STORE });
}
