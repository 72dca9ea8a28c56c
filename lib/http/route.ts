import { log } from '@/lib/observability/log';
import { API_ERROR_MESSAGES } from '@/lib/api/error-codes';

/** Public data that is the same for every visitor: shared caches may hold it briefly. */
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';
/** Marketing content that changes on publish: browsers revalidate, shared caches hold it a minute. */
export const CONTENT_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

type Handler = (request: Request) => Promise<Response>;

/**
 * Wraps a route handler so an unexpected failure answers a JSON 500 with a generic message:
 * the stack goes to the server log, never to the caller.
 */
export function jsonRoute(name: string, handler: Handler): Handler {
  return async (request) => {
    try {
      return await handler(request);
    } catch (error) {
      log.error({ err: error }, `${request.method} ${name} failed`);
      return Response.json(
        { message: API_ERROR_MESSAGES.generic },
        { status: 500, headers: { 'cache-control': 'no-store' } },
      );
    }
  };
}

/** A query parameter of the request's URL, or null. */
export function searchParam(request: Request, name: string): string | null {
  return new URL(request.url).searchParams.get(name);
}
