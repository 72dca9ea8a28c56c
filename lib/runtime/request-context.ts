import { AsyncLocalStorage } from 'node:async_hooks';
import { isLoopbackAddress } from './client-address';

/**
 * What the serving process (scripts/serve.ts) knows of the request being answered, kept for everything
 * that runs on its behalf: the request id every log line and error report carries, and the socket's
 * address, which no header can forge.
 */
export interface RequestContext {
  /** The id of this request: the trusted proxy's `X-Request-Id` when it sent a sane one, else a new UUID. */
  requestId: string;
  /** The address of the socket's other end (the nearest hop: the client or a proxy). */
  peer: string;
  /** The client's address: `peer`, or the address the trusted proxies vouch for (lib/runtime/client-address.ts). */
  client: string;
}

// The serving script and the app's bundles each load their own copy of this module: the one store lives on
// globalThis, under a registered symbol, so both see the same context.
const STORE_KEY = Symbol.for('remapper.request-context');
const holder = globalThis as typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<RequestContext> };
const store = (holder[STORE_KEY] ??= new AsyncLocalStorage<RequestContext>());

/** The context of the request being answered; undefined outside one (jobs, scripts, tests that call handlers). */
export function requestContext(): RequestContext | undefined {
  return store.getStore();
}

/** Runs `work` as part of answering a request: everything it starts sees `context`. */
export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return store.run(context, work);
}

/** The request came over loopback (by the socket, never a header): the person at this machine asked. */
export function requestFromLoopback(): boolean {
  const peer = requestContext()?.peer;
  return peer !== undefined && isLoopbackAddress(peer);
}
