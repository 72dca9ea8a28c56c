// spec 4 in the browser: errors reach Sentry when NEXT_PUBLIC_SENTRY_DSN was set at build time
// (next.config.ts bakes it in, empty when unset). The SDK is fetched on the first error, never with the
// page; without the DSN the condition below is constant, and the build holds no Sentry code at all.

let reporter: Promise<(error: unknown) => void> | undefined;

/** Hands an error to Sentry (loaded now, on the first one); does nothing when no DSN was built in. */
export function reportBrowserError(error: unknown): void {
  // Read in place, not through a variable: the bundler drops the import only for a literal condition.
  if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
    const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
    reporter ??= import('./browser-sentry').then(({ startBrowserSentry }) => startBrowserSentry(dsn));
    void reporter.then((report) => report(error));
  }
}
