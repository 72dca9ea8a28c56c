import { openApiDocument } from '@/lib/http/openapi';
import { route } from '@/lib/http/route';

/** GET /api/openapi.json: the API's OpenAPI 3.1 document (lib/http/openapi/). */
export const GET = route('/api/openapi.json', {}, async () =>
  Response.json(openApiDocument(), { headers: { 'cache-control': 'public, max-age=300' } }),
);
