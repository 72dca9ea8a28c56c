import { type Config, config as readConfig, type Environment, isLoopbackHost } from './index';
import { parseEnvironment } from './env';
import { parseTrustedProxies, TrustedProxiesError } from './trusted-proxies';

/** `smtp://` or `smtps://` with a host; the reason otherwise, without echoing the URL (it may hold a password). */
export function smtpUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'SMTP_URL is not a URL';
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') return 'SMTP_URL must start with smtp:// or smtps://';
  if (!parsed.hostname) return 'SMTP_URL names no host';
  return null;
}

const MIN_SECRET_LENGTH = 16;

/** What a production server lacks or has unsafe, one sentence each, every one at once. */
function productionProblems({ env, siteUrl, payments }: Config): string[] {
  const problems: string[] = [];
  if (siteUrl.protocol !== 'https:') problems.push(`SITE_URL must be an https:// origin (it is ${siteUrl.origin}).`);
  if (!env.DATABASE_URL) problems.push('DATABASE_URL is not set: production needs PostgreSQL (PGlite is for the local profile).');
  const projectId = env.SANITY_PROJECT_ID ?? env.NEXT_PUBLIC_SANITY_PROJECT_ID;
  if (!projectId) {
    problems.push(
      'SANITY_PROJECT_ID is not set: production reads content from a hosted Sanity project (the local Content Lake is for one machine).',
    );
  }
  if (!env.SANITY_WEBHOOK_SECRET) {
    problems.push('SANITY_WEBHOOK_SECRET is not set: the publish webhook to /api/revalidate needs its secret.');
  } else if (env.SANITY_WEBHOOK_SECRET.length < MIN_SECRET_LENGTH) {
    problems.push(`SANITY_WEBHOOK_SECRET is shorter than ${MIN_SECRET_LENGTH} characters.`);
  }
  if (env.SANITY_API_HOST && !httpsOrLoopback(env.SANITY_API_HOST)) {
    problems.push('SANITY_API_HOST must be an https:// URL (plain http only on this machine).');
  }
  if (env.STRIPE_API_URL && !httpsOrLoopback(env.STRIPE_API_URL)) {
    problems.push('STRIPE_API_URL must be an https:// URL (plain http only on this machine).');
  }
  if (!env.SMTP_URL) problems.push('SMTP_URL is not set: production sends mail over SMTP (the outbox is for the local profile).');
  else {
    const smtp = smtpUrlProblem(env.SMTP_URL);
    if (smtp) problems.push(`${smtp}.`);
  }
  if (!env.MAIL_LINK_SECRET) {
    problems.push('MAIL_LINK_SECRET is not set: the unsubscribe links in mails are signed with it.');
  } else if (env.MAIL_LINK_SECRET.length < MIN_SECRET_LENGTH) {
    problems.push(`MAIL_LINK_SECRET is shorter than ${MIN_SECRET_LENGTH} characters.`);
  }
  if (payments === 'stripe') {
    if (!env.STRIPE_SECRET_KEY)
      problems.push(
        'STRIPE_SECRET_KEY is not set: production takes payments with Stripe (PAYMENTS=fake for a staging site that takes none).',
      );
    if (!env.STRIPE_WEBHOOK_SECRET) problems.push("STRIPE_WEBHOOK_SECRET is not set: only Stripe's signed webhook can mark an order paid.");
  }
  if (!env.SELLER_COUNTRY) problems.push("SELLER_COUNTRY is not set: invoices and VAT depend on the seller's EU country.");
  if (!env.INVOICE_SELLER_ADDRESS) problems.push("INVOICE_SELLER_ADDRESS is not set: invoices must show the seller's postal address.");
  if (!env.TRUSTED_PROXIES) {
    problems.push("TRUSTED_PROXIES is not set: say which proxies may name the client's address (a hop count, address ranges, or `none`).");
  }
  return problems;
}

function httpsOrLoopback(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname));
  } catch {
    return false;
  }
}

export interface ConfigCheck {
  /** Undefined when the environment could not be read at all. */
  config?: Config;
  /** Settings that stop the server from starting. */
  problems: string[];
  /** Settings that are ignored in this profile, said out loud. */
  ignored: string[];
}

/** Everything wrong with the environment, for the start-up check: every problem at once, never the first only. */
export function checkConfig(env: Environment = process.env): ConfigCheck {
  let settings;
  try {
    settings = parseEnvironment(env);
  } catch (error) {
    return { problems: [(error as Error).message], ignored: [] };
  }
  try {
    parseTrustedProxies(settings.TRUSTED_PROXIES);
  } catch (error) {
    if (error instanceof TrustedProxiesError) return { problems: [error.message], ignored: [] };
    throw error;
  }
  const checked = readConfig(env);
  if (checked.profile === 'local') return { config: checked, problems: [], ignored: [] };
  const ignored: string[] = [];
  if (settings.MAIL_OUTBOX) ignored.push('MAIL_OUTBOX: production has no mail outbox.');
  if (settings.E2E_TEST_ROUTES) ignored.push('E2E_TEST_ROUTES: production has no test-only routes.');
  if (settings.CONTENT_LAKE_URL && (settings.SANITY_PROJECT_ID ?? settings.NEXT_PUBLIC_SANITY_PROJECT_ID)) {
    ignored.push('CONTENT_LAKE_URL: content comes from the hosted Sanity project.');
  }
  return { config: checked, problems: productionProblems(checked), ignored };
}
