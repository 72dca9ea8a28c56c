import { config } from '@/lib/config';
import type { Locale } from '@/lib/i18n/config';
import { log } from '@/lib/observability/log';

// spec 7 "A captcha script loads with a site key when the country is not China"; the issue: "off when
// unconfigured" and "no captcha for China locales" (the usual captcha services are unreachable there).
// The verification speaks the siteverify protocol that Cloudflare Turnstile, hCaptcha and reCAPTCHA share:
// a form POST of secret, response and remoteip, answered with `{ "success": true | false }`.

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
 * never as the visitor claims it.
 */
export function requestCountry(request: Request): string | undefined {
  const value = request.headers.get(config().env.COUNTRY_HEADER ?? 'cf-ipcountry')?.trim().toUpperCase();
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
 * server, which knows the country from the CDN).
 */
export function publicCaptcha(locale: Locale): PublicCaptcha | null {
  const config = captchaConfig();
  if (!config || locale === 'zh-CN') return null;
  return { siteKey: config.siteKey, scriptUrl: config.scriptUrl };
}

/** Whether a form must carry a captcha answer: configured, and neither the page's language nor the country is China's. */
export function captchaRequired({ locale, country }: { locale: Locale; country?: string }): boolean {
  return Boolean(captchaConfig()) && locale !== 'zh-CN' && country !== 'CN';
}

/** Asks the captcha service whether `token` is a solved challenge; a service that does not answer counts as no. */
export async function verifyCaptcha(token: unknown, ip: string): Promise<boolean> {
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
