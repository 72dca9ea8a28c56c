import type { NodeOptions } from '@sentry/nextjs';
import type { Instrumentation } from 'next';
import { requestContext } from '@/lib/runtime/request-context';
import { privateDataOptions } from './error-event';
import { observabilitySettings } from './settings';

// spec 4: "A 500 error is also reported to an error-reporting service": Sentry, when SENTRY_DSN is set.
// Without it the SDK is never loaded. Errors are sent, no traces: the server's own log has the timings.

/** Starts this server process's error reports (instrumentation.ts register()); nothing without SENTRY_DSN. */
export async function startErrorReports(): Promise<void> {
  const { sentryDsn } = observabilitySettings();
  if (!sentryDsn) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.init({ dsn: sentryDsn, ...privateDataOptions, ...ERRORS_ONLY });
}

/**
 * Errors only (issue 16), as spec 4 asks. The Next.js SDK otherwise registers an OpenTelemetry tracer, which makes Next
 * trace every render into spans, hooks module loading, and follows each incoming and outgoing request (for traces,
 * a scope and a release-health session per request): 23-31 % of a page's or an API route's rate on these machines
 * (`npm run bench:error-reports`; the README has the figures). Next hands each thrown error to onRequestError with its request (reportRequestError), which needs
 * none of it. Breadcrumbs are off: with no scope per request they would mix one request's trail into another's.
 */
const ERRORS_ONLY = {
  enableOpenTelemetrySetup: false,
  enableRuntimeChannelInjection: false,
  integrations: (defaults) => defaults.filter(({ name }) => !REQUEST_FOLLOWING_INTEGRATIONS.has(name)),
  maxBreadcrumbs: 0,
} satisfies NodeOptions;
const REQUEST_FOLLOWING_INTEGRATIONS = new Set(['Http', 'NodeFetch']);

/**
 * Next's onRequestError: a render, route handler, server action or proxy that threw. Reported with the id
 * of its request (the `request_id` tag), the one its log lines and its `X-Request-Id` answer carry.
 */
export async function reportRequestError(...[error, request, context]: Parameters<Instrumentation.onRequestError>): Promise<void> {
  if (!observabilitySettings().sentryDsn) return;
  const requestId = requestContext()?.requestId;
  const Sentry = await import('@sentry/nextjs');
  Sentry.withScope((scope) => {
    if (requestId) scope.setTag('request_id', requestId);
    Sentry.captureRequestError(error, request, context);
  });
}
