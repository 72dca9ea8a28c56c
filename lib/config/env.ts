import { z } from 'zod';

// The one reader of the environment (DESIGN.md lib/config). Every setting the shop reads is declared here,
// with its default; code asks `config()` (lib/config/index.ts) instead of reading process.env. Values are
// read at call time, never at build time, so one build serves every environment.

/** The environment as the process got it (strings, or nothing). */
export type Environment = Record<string, string | undefined>;

/** An unset variable and an empty (or blank) one mean the same: not set. */
const optional = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const flag = z
  .string()
  .optional()
  .transform((value) => value?.trim() === '1');

const positiveInt = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return fallback;
      const parsed = Number(value);
      if (Number.isInteger(parsed) && parsed > 0) return parsed;
      context.addIssue({ code: 'custom', message: 'must be a whole number above 0' });
      return z.NEVER;
    });

export const environmentSchema = z.object({
  NODE_ENV: optional,
  PORT: positiveInt(3000),
  SITE_URL: optional,
  /** `fake` (a staging site that takes no money and says so) or `stripe`; unset: Stripe when a key is set. */
  PAYMENTS: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.enum(['fake', 'stripe']).optional()),

  DATABASE_URL: optional,
  DATABASE_POOL_SIZE: positiveInt(10),
  PGLITE_DIR: optional,

  SANITY_PROJECT_ID: optional,
  NEXT_PUBLIC_SANITY_PROJECT_ID: optional,
  SANITY_DATASET: optional,
  NEXT_PUBLIC_SANITY_DATASET: optional,
  SANITY_API_READ_TOKEN: optional,
  SANITY_WEBHOOK_SECRET: optional,
  /** Another host speaking Sanity's API for a hosted project (a stand-in in tests); Sanity's own when unset. */
  SANITY_API_HOST: optional,
  CONTENT_LAKE_URL: optional,
  CONTENT_LAKE_STUDIO_URL: optional,
  CONTENT_LAKE_DIR: optional,

  SMTP_URL: optional,
  MAIL_FROM: optional,
  SUPPORT_EMAIL: optional,
  MAIL_OUTBOX: flag,

  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  FAKE_RENEWALS_DECLINE: flag,

  SELLER_COUNTRY: optional,
  INVOICE_SELLER_ADDRESS: optional,
  INVOICE_CJK_FONT: optional,

  TRUSTED_PROXIES: optional,
  COUNTRY_HEADER: optional,

  CAPTCHA_SITE_KEY: optional,
  CAPTCHA_SECRET_KEY: optional,
  CAPTCHA_VERIFY_URL: optional,
  CAPTCHA_SCRIPT_URL: optional,

  SENTRY_DSN: optional,
  LOG_LEVEL: optional,
  AUTH_LOG: optional,

  RENEWALS: optional,
  RENEWALS_INTERVAL_MS: positiveInt(300_000),
  E2E_TEST_ROUTES: flag,
});

export type EnvironmentSettings = z.output<typeof environmentSchema>;

/** Reads the environment; a malformed value is an error that names its variable. */
export function parseEnvironment(env: Environment): EnvironmentSettings {
  const parsed = environmentSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new Error(`The environment has bad settings: ${problems.join('; ')}`);
}
