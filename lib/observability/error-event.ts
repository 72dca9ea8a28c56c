import type { Breadcrumb, BrowserOptions, Event, NodeOptions } from '@sentry/nextjs';
import { scrubJson } from './mask';

// spec 4: a 500 is "also reported to an error-reporting service"; the issue: with no secrets and no full
// e-mail address in it. The same options on the server (error-reports.ts) and in the browser (browser-sentry.ts).

/** Request headers that carry credentials: never part of a report. */
export const SECRET_HEADERS = new Set([
  'cookie',
  'set-cookie',
  'authorization',
  'proxy-authorization',
  'x-poll-secret',
  'stripe-signature',
]);

/**
 * The event as it may leave: no cookies and no credential headers, every address masked and every secret
 * query parameter left out wherever they are (message, exception values, breadcrumbs, request, contexts,
 * extra). Null, so nothing is sent, for an event that cannot be read as JSON.
 */
export function scrubErrorEvent<T extends Event>(event: T): T | null {
  const { request } = event;
  const withoutCredentials: T = request
    ? {
        ...event,
        request: {
          ...request,
          cookies: undefined,
          headers:
            request.headers &&
            Object.fromEntries(Object.entries(request.headers).filter(([name]) => !SECRET_HEADERS.has(name.toLowerCase()))),
        },
      }
    : event;
  try {
    return scrubJson(withoutCredentials);
  } catch {
    // Sentry normalises events before beforeSend, so this is a cycle or a BigInt from elsewhere: better no
    // report than one that was not checked.
    return null;
  }
}

/** A breadcrumb (a console line, a fetch) scrubbed as an event is, before Sentry keeps it. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  return scrubErrorEvent({ breadcrumbs: [breadcrumb] })?.breadcrumbs?.[0] ?? null;
}

/** Sentry's options that keep private data out of reports, for Sentry.init(). */
export const privateDataOptions = {
  // Sentry 11 collects all of these by default. Local variables and bodies may hold a password; cookies and
  // credential headers are secrets; user info is an address. scrubErrorEvent() checks what is left.
  dataCollection: {
    userInfo: false,
    cookies: false,
    httpHeaders: { request: { deny: [...SECRET_HEADERS] }, response: false },
    httpBodies: [],
    urlQueryParams: true,
    databaseQueryData: false,
    stackFrameVariables: false,
    genAI: { inputs: false, outputs: false },
    queues: false,
  },
  beforeSend: scrubErrorEvent,
  beforeBreadcrumb: scrubBreadcrumb,
} satisfies Pick<BrowserOptions & NodeOptions, 'dataCollection' | 'beforeSend' | 'beforeBreadcrumb'>;
