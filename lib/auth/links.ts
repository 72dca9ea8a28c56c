import { type Locale, localizedPath } from '@/lib/i18n/config';
import { siteUrl } from '@/lib/site/url';

/**
 * The absolute address of an account page with a token, for a mail: always from the configured SITE_URL,
 * never from the request's Host header, which an attacker could set to their own site and so receive the
 * token of whoever clicks (the issue: "the link is built from the configured base URL").
 */
export function accountLink(locale: Locale, path: string, params: Record<string, string>): string {
  const url = new URL(localizedPath(locale, path), siteUrl());
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}
