import { randomUUID } from 'node:crypto';
import { parseTrustedProxies } from '@/lib/config/trusted-proxies';
import { clientAddress } from '@/lib/runtime/client-address';
import { runInRequestContext } from '@/lib/runtime/request-context';

// The tests call route handlers as the serving process (scripts/serve.ts) would, with the test standing in
// for a trusted reverse proxy on loopback: each request's X-Forwarded-For names its client, through the
// same clientAddress() and TRUSTED_PROXIES rules the server applies.
const LOOPBACK_PROXY = parseTrustedProxies('loopback');

/** A route handler, called inside a request context from a loopback peer (the test, as a trusted proxy). */
export function served<Rest extends unknown[]>(handler: (request: Request, ...rest: Rest) => Promise<Response>) {
  return (request: Request, ...rest: Rest): Promise<Response> => {
    const peer = '127.0.0.1';
    const client = clientAddress(peer, request.headers.get('x-forwarded-for'), LOOPBACK_PROXY);
    return runInRequestContext({ requestId: randomUUID(), peer, client }, () => handler(request, ...rest));
  };
}
