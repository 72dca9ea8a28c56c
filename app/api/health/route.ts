import { route } from '@/lib/http/route';
import { readinessResponse } from '@/lib/health';

/** GET /api/health: readiness, the same answer as /api/health/ready (lib/health.ts). */
export const GET = route('/api/health', {}, readinessResponse);
