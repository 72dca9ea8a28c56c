import * as Sentry from '@sentry/nextjs';
import { privateDataOptions } from './error-event';

/** Starts Sentry in this tab (browser-errors.ts loads this module on the first error) and returns the reporter. */
export function startBrowserSentry(dsn: string): (error: unknown) => void {
  Sentry.init({
    dsn,
    // instrumentation-client.ts and the error screens hand every error over; Sentry's own global handlers
    // would report the same ones again.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'GlobalHandlers'),
    ...privateDataOptions,
  });
  return (error) => {
    Sentry.captureException(error);
  };
}
