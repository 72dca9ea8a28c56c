import { consumeRateLimit, type RateLimitRule } from '@/lib/runtime/rate-limit';
import { config } from '@/lib/config';
import type { Database } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/config';
import { log } from '@/lib/observability/log';

// spec 7 "A captcha script loads with a site key when the country is not China"; the issue: "off when
// unconfigured" and "no captcha for China locales" (the usual captcha services are unreachable there).
// The verification speaks the siteverify protocol that Cloudflare Turnstile, hCaptcha and reCAPTCHA share:
// a form POST of secret, response and remoteip, answered with `{ "success": true | false }`.
//
// Issue 17: the server decides on facts the client cannot choose. The country counts only from the CDN's
// header, and only when the site says it is behind that CDN (CDN_COUNTRY_HEADER_TRUSTED). The locale a form
// names is the client's choice: the zh-CN pages show no widget (spec 252), so a form sent without an answer in
// zh-CN is let through, but within a budget of its own, far smaller than the forms' usual limits, so claiming
// zh-CN buys a robot a few submissions an hour per address instead of skipping the captcha.

export interface CaptchaConfig {
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
  scriptUrl: string;
}

/** Cloudflare Turnstile's widget script, the default captcha. */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

export function captchaConfig(): CaptchaConfig | undefined {
  const { CAPTCHA_SITE_KEY: siteKey, CAPTCHA_SECRET_KEY: secretKey, CAPTCHA_VERIFY_URL, CAPTCHA_SCRIPT_URL } = config().env;
  if (!siteKey || !secretKey) return undefined;
  return {
    siteKey,
    secretKey,
    verifyUrl: CAPTCHA_VERIFY_URL ?? 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    scriptUrl: CAPTCHA_SCRIPT_URL ?? TURNSTILE_SCRIPT_URL,
  };
}

/**
 * The visitor's country as the CDN in front of the site tells it (COUNTRY_HEADER, Cloudflare's by default),
 * never as the visitor claims it: without CDN_COUNTRY_HEADER_TRUSTED the header is anyone's to write, so
 * there is no country.
 */
export function requestCountry(request: Request): string | undefined {
  const { CDN_COUNTRY_HEADER_TRUSTED, COUNTRY_HEADER } = config().env;
  if (!CDN_COUNTRY_HEADER_TRUSTED) return undefined;
  const value = request.headers
    .get(COUNTRY_HEADER ?? 'cf-ipcountry')
    ?.trim()
    .toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) ? value : undefined;
}

/** What a form's widget needs in the browser: the site key and the script, or null where none is asked. */
export interface PublicCaptcha {
  siteKey: string;
  scriptUrl: string;
}

/**
 * The captcha a page in `locale` shows, decided when the page is rendered (pages are static, so the country
 * is not known here: a visitor in China on an English page whose widget cannot load is let through by the
 * server when the trusted CDN says so).
 */
export function publicCaptcha(locale: Locale): PublicCaptcha | null {
  const config = captchaConfig();
  if (!config || locale === 'zh-CN') return null;
  return { siteKey: config.siteKey, scriptUrl: config.scriptUrl };
}

/**
 * Forms sent without a captcha answer because they name zh-CN, whose pages show none: 5 an hour per client
 * address, sign-up and the contact forms together (their usual limits allow 40).
 */
export const CAPTCHA_FREE_RATE_LIMIT: RateLimitRule = { name: 'captcha-free-forms', points: 5, durationSeconds: 60 * 60 };

/** What a form must carry: nothing, a solved challenge, or (a zh-CN form) a place in the captcha-free budget. */
export type CaptchaDemand = 'none' | 'answer' | 'captchaFreeBudget';

/**
 * spec 7 and 252: no captcha unconfigured or for a visitor the trusted CDN places in China; a zh-CN form goes
 * without an answer, on the captcha-free budget; every other form carries one.
 */
export function captchaDemand({ locale, country }: { locale: Locale; country?: string }): CaptchaDemand {
  if (!captchaConfig() || country === 'CN') return 'none';
  return locale === 'zh-CN' ? 'captchaFreeBudget' : 'answer';
}

export type CaptchaVerdict = { kind: 'passed' } | { kind: 'refused' } | { kind: 'rateLimited'; retryAfterSeconds: number };

/**
 * The captcha check of a form (sign-up, the contact forms): `body` may carry `captchaToken`, `clientKey` is
 * the client's address, `country` comes from requestCountry.
 */
export async function checkCaptcha(
  db: Database,
  { body, locale, country, clientKey }: { body: unknown; locale: Locale; country?: string; clientKey: string },
): Promise<CaptchaVerdict> {
  switch (captchaDemand({ locale, country })) {
    case 'none':
      return { kind: 'passed' };
    case 'captchaFreeBudget': {
      const verdict = await consumeRateLimit(db, CAPTCHA_FREE_RATE_LIMIT, clientKey);
      return verdict.allowed ? { kind: 'passed' } : { kind: 'rateLimited', retryAfterSeconds: verdict.retryAfterSeconds };
    }
    case 'answer': {
      const token = typeof body === 'object' && body !== null && 'captchaToken' in body ? body.captchaToken : undefined;
      return (await verifyCaptcha(token, clientKey)) ? { kind: 'passed' } : { kind: 'refused' };
    }
  }
}

/** Asks the captcha service whether `token` is a solved challenge; a service that does not answer counts as no. */
async function verifyCaptcha(token: unknown, ip: string): Promise<boolean> {
  const config = captchaConfig();
  if (!config) return true;
  if (typeof token !== 'string' || !token || token.length > 4096) return false;
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      body: new URLSearchParams({ secret: config.secretKey, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true;
  } catch (error) {
    log.warn({ err: error }, 'The captcha service did not answer');
    return false;
  }
}
