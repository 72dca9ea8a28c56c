import { siteUrl } from '@/lib/site/url';

/**
 * Whether cookies are sent Secure, with the `__Host-` prefix: whenever the site is served over HTTPS
 * (SITE_URL). `npm start` on http://localhost cannot use them.
 */
export function secureCookies(): boolean {
  return siteUrl().protocol === 'https:';
}

/** A cookie of a `Cookie` header's value, decoded; undefined when absent. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0 || pair.slice(0, at).trim() !== name) continue;
    const raw = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** A cookie the request carries, decoded; undefined when absent. */
export function readCookie(request: Request, name: string): string | undefined {
  return cookieValue(request.headers.get('cookie'), name);
}
