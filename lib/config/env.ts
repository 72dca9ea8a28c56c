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

/** The settings of an OAuth 2.0 sign-in provider (lib/auth/oauth/providers.ts); the endpoints default to the provider's own. */
const OAUTH2_SETTINGS = ['CLIENT_ID', 'CLIENT_SECRET', 'ISSUER', 'AUTHORIZE_URL', 'TOKEN_URL', 'USERINFO_URL'] as const;

export type OAuth2Setting = (typeof OAUTH2_SETTINGS)[number];

function oauth2Provider<P extends string>(provider: P) {
  return Object.fromEntries(OAUTH2_SETTINGS.map((setting) => [`OAUTH_${provider}_${setting}`, optional])) as Record<
    `OAUTH_${P}_${OAuth2Setting}`,
    typeof optional
  >;
}

export const environmentSchema = z.object({
  NODE_ENV: optional,
  /** The port the server listens on. */
  PORT: positiveInt(3000),
  /** The address it listens on (`127.0.0.1` behind a proxy on the same machine); unset: every interface. */
  LISTEN_HOST: optional,
  /** The public origin; default http://localhost:$PORT, which is the local profile. */
  SITE_URL: optional,
  /** `fake` (a staging site that takes no money and says so) or `stripe`; unset: Stripe when a key is set. */
  PAYMENTS: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.enum(['fake', 'stripe']).optional()),

  /**
   * PostgreSQL; unset: PGlite (local profile only). TLS as the URL says: `?sslmode=require` (node-postgres
   * verifies the certificate as for verify-full, which says the same without its warning),
   * `?sslmode=no-verify` (encrypted, unverified) or `?sslmode=disable`.
   */
  DATABASE_URL: optional,
  /** The most connections each server process holds open to PostgreSQL (node-postgres Pool `max`). */
  DATABASE_POOL_MAX: positiveInt(10),
  /** PGlite's data folder; default .data/pglite, `memory://` for a throwaway database. */
  PGLITE_DIR: optional,

  SANITY_PROJECT_ID: optional,
  NEXT_PUBLIC_SANITY_PROJECT_ID: optional,
  SANITY_DATASET: optional,
  NEXT_PUBLIC_SANITY_DATASET: optional,
  /** A Viewer token, server-only: the Presentation tool previews a hosted project's drafts with it; unset, no draft mode. */
  SANITY_API_READ_TOKEN: optional,
  SANITY_WEBHOOK_SECRET: optional,
  /** Another host speaking Sanity's API for a hosted project (a stand-in in tests); Sanity's own when unset. */
  SANITY_API_HOST: optional,
  /** The local Content Lake as the server reaches it (plain HTTP on loopback); set by `npm start` without a project. */
  CONTENT_LAKE_URL: optional,
  /** The local Content Lake as the Studio in the browser reaches it (HTTPS, HTTP/2); set by `npm start`. */
  CONTENT_LAKE_STUDIO_URL: optional,
  /**
   * The local Content Lake's token (writes, drafts): made on its first start by `npm start`, which sets this.
   * Server-only: the embedded Studio asks /api/studio/lake-token for it (lib/content/studio-token.ts).
   */
  CONTENT_LAKE_TOKEN: optional,
  CONTENT_LAKE_DIR: optional,

  SMTP_URL: optional,
  MAIL_FROM: optional,
  SUPPORT_EMAIL: optional,
  MAIL_OUTBOX: flag,
  /**
   * The key that signs the unsubscribe links of list mails (lib/mail/unsubscribe-token.ts); production needs
   * one of at least 16 characters, the same on every instance. Changing it stops the links already mailed.
   */
  MAIL_LINK_SECRET: optional,

  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Another host speaking Stripe's API (a stand-in in tests, such as stripe-mock); https, or http on loopback. */
  STRIPE_API_URL: optional,
  /** `1`: the fake provider declines every renewal charge (to try the retries by hand). */
  FAKE_RENEWALS_DECLINE: flag,

  /** The seller's EU VAT country; default IE, a placeholder (lib/commerce/vat.ts checks it). */
  SELLER_COUNTRY: optional,
  /** The invoice's postal address, lines separated by `|`; default the shop's name and SELLER_COUNTRY. */
  INVOICE_SELLER_ADDRESS: optional,
  /** The font invoices draw non-Latin text with; default Debian's Noto Sans CJK (lib/commerce/invoice-pdf.ts). */
  INVOICE_CJK_FONT: optional,
  /** `1`: ask the EU's VIES service about a business buyer's VAT number at checkout. */
  VIES_CHECK: flag,
  /** Where the VIES check is sent; default VIES's REST endpoint (a stand-in in tests). */
  VIES_URL: optional,

  TRUSTED_PROXIES: optional,
  /** The header in which the CDN names the visitor's country; default `cf-ipcountry` (Cloudflare's). */
  COUNTRY_HEADER: optional,
  /** `1`: the site is reached only through that CDN, so its country header is believed (lib/auth/captcha.ts). */
  CDN_COUNTRY_HEADER_TRUSTED: flag,

  /** Both keys set: sign-up asks for a captcha (lib/auth/captcha.ts). */
  CAPTCHA_SITE_KEY: optional,
  CAPTCHA_SECRET_KEY: optional,
  /** Another captcha service's siteverify endpoint and widget script; default Cloudflare Turnstile's. */
  CAPTCHA_VERIFY_URL: optional,
  CAPTCHA_SCRIPT_URL: optional,
  /**
   * Where the analytics and tag-manager scripts load from; default Google's (https://www.googletagmanager.com).
   * The end-to-end tests point it at a loopback stand-in (app/(test)/api/e2e/third-party).
   */
  THIRD_PARTY_SCRIPT_ORIGIN: optional,

  /** Sign-in with Google, Facebook, Discord: offered when the client id and secret are both set. */
  ...oauth2Provider('GOOGLE'),
  ...oauth2Provider('FACEBOOK'),
  ...oauth2Provider('DISCORD'),
  /** `1`: offer Steam sign-in (OpenID 2.0, nothing to register). */
  OAUTH_STEAM_ENABLED: flag,
  /** Steam's OpenID endpoint; default steamcommunity.com's (a stand-in in tests). */
  OAUTH_STEAM_OPENID_URL: optional,
  /** The key of the sign-in state cookie; default derived from the client secrets (lib/auth/oauth/state.ts). */
  OAUTH_STATE_SECRET: optional,

  /**
   * The build this instance serves (scripts/lib/deployment-id.mjs): given at build time, or left out and made by
   * `npm run build`; `npm start` sets it from the build, so /api/build/latest tells open pages which build is live.
   */
  NEXT_DEPLOYMENT_ID: optional,
  SENTRY_DSN: optional,
  /** The browser's Sentry DSN, baked in at build; here only so the pages' CSP lets the reports out. */
  NEXT_PUBLIC_SENTRY_DSN: optional,
  LOG_LEVEL: optional,
  /** `off` silences the sign-in log. */
  AUTH_LOG: optional,

  /** `off`: this instance runs no renewal worker. */
  /**
   * This process's id among several instances (lib/content/publish-fanout.ts): made by the serving process at
   * start (scripts/serve.ts), so an instance skips its own publish announcements. Not a setting to give.
   */
  REMAPPER_INSTANCE_ID: optional,
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
