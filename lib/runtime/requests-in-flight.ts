// Issue 15: a page that began rendering before a publish and is stored after it would be kept as fresh with the
// text it read before (lib/content/publish-settle.ts). The serving process (scripts/serve.ts) records here each
// request from its start until its response closes; the app asks when the requests open at some moment have
// all ended. As with the request context, the serving script and the app's bundles each load their own copy of
// this module, so the one registry lives on globalThis under a registered symbol.

interface OpenRequest {
  ended: Promise<void>;
}

interface Registry {
  open: Map<object, OpenRequest>;
}

const REGISTRY_KEY = Symbol.for('remapper.requests-in-flight');
const holder = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
const registry = (holder[REGISTRY_KEY] ??= { open: new Map() });

/** Marks `request` (any object standing for it: the request context) as in flight; call the result when it ends. */
export function requestBegun(request: object): () => void {
  let end: () => void = () => {};
  const ended = new Promise<void>((resolve) => (end = resolve));
  registry.open.set(request, { ended });
  return () => {
    registry.open.delete(request);
    end();
  };
}

/** How many requests are in flight now. */
export function requestsInFlight(): number {
  return registry.open.size;
}

/**
 * Resolves once every request in flight now has ended (requests begun later are not waited for), leaving out
 * `except` (the caller's own request).
 */
export function requestsNowInFlightEnded(except?: object): Promise<void> {
  const waiting = [...registry.open].filter(([request]) => request !== except).map(([, { ended }]) => ended);
  return Promise.all(waiting).then(() => undefined);
}
