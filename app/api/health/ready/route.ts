// GET /api/health/ready: the same readiness check as /api/health.
export { GET } from '../route';
