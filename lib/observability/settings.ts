// The settings of the logs and error reports, read in one place (to move into lib/config with the rest).

export interface ObservabilitySettings {
  /** pino's level: fatal, error, warn, info, debug, trace or silent. */
  logLevel: string;
  /** Where the server sends error reports (Sentry's DSN); none are sent without it. */
  sentryDsn: string | undefined;
  /** Sentry's environment name (production, staging); Sentry's default when unset. */
  sentryEnvironment: string | undefined;
}

export function observabilitySettings(env: NodeJS.ProcessEnv = process.env): ObservabilitySettings {
  return {
    logLevel: env.LOG_LEVEL || 'info',
    sentryDsn: env.SENTRY_DSN || undefined,
    sentryEnvironment: env.SENTRY_ENVIRONMENT || undefined,
  };
}
