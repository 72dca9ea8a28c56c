import type { Instrumentation } from 'next';

// Next calls register() once per server process, before the first request is answered.
// NEXT_RUNTIME and NEXT_PHASE are Next's own variables, not the shop's settings: read here, not in lib/config.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Pages prerendered by `next build` and rendered by a server alike leave islands out of their inline payload.
  const { installInlinePayloadFilter } = await import('./lib/ui/islands/inline-payload-filter');
  installInlinePayloadFilter();
  // `next build` runs this in its prerendering workers too; only a serving process delivers mail.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { maskConsole } = await import('./lib/observability/console');
  maskConsole();
  const { startErrorReports } = await import('./lib/observability/error-reports');
  await startErrorReports();
  const { startMailWorker } = await import('./lib/mail/worker');
  startMailWorker();
  const { startAuthHousekeeping } = await import('./lib/auth/housekeeping');
  startAuthHousekeeping();
  const { startRenewalWorker } = await import('./lib/memberships/renewal-worker');
  startRenewalWorker();
}

// spec 4: a thrown render, route handler or server action is reported (lib/observability/error-reports.ts).
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportRequestError } = await import('./lib/observability/error-reports');
  await reportRequestError(...args);
};
