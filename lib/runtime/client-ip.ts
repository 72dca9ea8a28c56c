import { requestContext } from '@/lib/runtime/request-context';

/**
 * The address a request came from, for rate limits and logs: what the serving process (scripts/serve.ts)
 * worked out from the socket and TRUSTED_PROXIES (lib/runtime/client-address.ts), never a header taken on a
 * client's word. Outside a served request (a script, a test calling a handler) every caller is one 'unknown'.
 */
export function clientIp(): string {
  return requestContext()?.client ?? 'unknown';
}
