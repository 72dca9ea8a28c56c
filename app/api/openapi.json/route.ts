import { openApiDocument } from '@/lib/api/openapi';

/** GET /api/openapi.json: the API's OpenAPI 3.1 document (lib/api/openapi.ts). */
export function GET(): Response {
  return Response.json(openApiDocument(), { headers: { 'cache-control': 'public, max-age=300' } });
}
