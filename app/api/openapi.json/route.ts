import { openApiDocument } from '@/lib/http/openapi';

/** GET /api/openapi.json: the API's OpenAPI 3.1 document (lib/http/openapi/). */
export function GET(): Response {
  return Response.json(openApiDocument(), { headers: { 'cache-control': 'public, max-age=300' } });
}
