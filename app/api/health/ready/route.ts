import { route } from '@/lib/http/route';
import { readinessResponse } from '@/lib/health';

/**
 * GET /api/health/ready: readiness. 200 while the database answers, with the content source's state in the
 * body (cached briefly); 503 when the database does not.
 */
export const GET = route('/api/health/ready', {}, readinessResponse);
