import { config } from '@/lib/config';

// The settings of the logs and error reports (declared in lib/config/env.ts).

export interface ObservabilitySettings {
  /** pino's level: fatal, error, warn, info, debug, trace or silent. */
  logLevel: string;
  /** Where the server sends error reports (Sentry's DSN); none are sent without it. Sentry itself reads
   *  SENTRY_ENVIRONMENT and SENTRY_RELEASE. */
  sentryDsn: string | undefined;
}

/** The settings; `info` and no reports when the environment cannot be read (that failure must be logged). */
export function observabilitySettings(): ObservabilitySettings {
  try {
    const { env } = config();
    return { logLevel: env.LOG_LEVEL ?? 'info', sentryDsn: env.SENTRY_DSN };
  } catch {
    return { logLevel: 'info', sentryDsn: undefined };
  }
}
