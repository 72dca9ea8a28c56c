import { reportBrowserError } from './lib/observability/browser-errors';

// Next runs this in the browser before the app starts. spec 4: errors nothing else catches are reported
// when a DSN was built in (lib/observability/browser-errors.ts); without one this is dropped from the build.
if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
  addEventListener('error', (event) => reportBrowserError(event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => reportBrowserError(event.reason));
}
