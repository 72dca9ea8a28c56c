// spec 5: "Link and source values must start with {host}, mailto:, tel:, data:image/, ./, ../, # or
// /, otherwise they are emptied." One list for every displayed URL: sanitised HTML strings, and the
// links rendered from content (Portable Text marks, menu items, buttons; DESIGN "Displayed links").
// No dependencies, so the browser bundle can check a link as the server does.

export interface LinkAllowListOptions {
  /** The site's own host (`shop.example`, with a port if any); absolute links to it are allowed. */
  host?: string;
  /** An image source: `data:image/` is allowed there only. */
  imageSource?: boolean;
  /**
   * DESIGN "Displayed links": links that editors write (Portable Text, menus, buttons) may also be
   * absolute `https://` URLs to other hosts. HTML strings keep the spec's list exactly.
   */
  otherHttpsHosts?: boolean;
}

/**
 * The href to display for a URL value, or `undefined` when the value is off the list and the link
 * must be emptied (rendered without an href, its text kept). An allowed value comes back as the
 * browser would read it (see `urlAsBrowserReadsIt`), so what is displayed is exactly what was
 * checked. A value the URL parser cannot read at all, such as "mailto://:" (a host-less authority
 * with a port), is emptied too: no browser could follow it, and what it would mean is a guess.
 */
export function displayedHref(value: string | null | undefined, options: LinkAllowListOptions = {}): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = urlAsBrowserReadsIt(value);
  const allowed = isAllowedRichTextUrl(url, options) || (options.otherHttpsHosts === true && isHttpsUrl(url));
  return allowed && parses(url) ? url : undefined;
}

/** Whether the URL parser reads `url`, relative to a page of some site (the page does not matter: only whether it parses). */
function parses(url: string): boolean {
  try {
    new URL(url, 'https://site.invalid/page');
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a URL value is on spec 5's list: it must start with the site's own `https://{host}` or
 * `http://{host}`, `mailto:`, `tel:`, `data:image/` (image sources only), `./`, `../`, `#` or `/`.
 * The value is first read the way a browser reads it, so control characters, tabs and leading
 * spaces cannot disguise a scheme, and case does not matter.
 */
export function isAllowedRichTextUrl(value: string, options: Omit<LinkAllowListOptions, 'otherHttpsHosts'> = {}): boolean {
  const url = urlAsBrowserReadsIt(value).toLowerCase();
  const host = options.host?.toLowerCase();
  if (host && ['https://', 'http://'].some((scheme) => isOnHost(url, `${scheme}${host}`))) return true;
  if (url.startsWith('mailto:') || url.startsWith('tel:')) return true;
  if (url.startsWith('data:image/')) return options.imageSource === true;
  if (url.startsWith('./') || url.startsWith('../') || url.startsWith('#')) return true;
  // "//x" and "/\x" name another host (browsers read "\" as "/" in http URLs).
  return url.startsWith('/') && !/^\/[/\\]/.test(url);
}

/**
 * A URL as the browser's URL parser sees it: leading and trailing control characters and spaces
 * trimmed, tabs and newlines removed anywhere (so "java\tscript:" is "javascript:"). Character
 * references are not decoded here: the HTML parser has already decoded an attribute's, and React
 * writes a content href's "&" as "&amp;", so the browser never decodes "&#106;" in it.
 */
export function urlAsBrowserReadsIt(value: string): string {
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

function isOnHost(url: string, origin: string): boolean {
  // The origin must end there: "https://shop.example.evil" and "https://shop.example@evil" are
  // other hosts.
  return url.startsWith(origin) && /^(?:[/?#]|$)/.test(url.slice(origin.length));
}

/**
 * Written as `https://` and read by the URL parser as https with a host. "https:evil.example" and
 * "https:/\evil.example" also reach https in a browser, but only by its error recovery: they are
 * emptied rather than guessed at.
 */
function isHttpsUrl(url: string): boolean {
  if (!/^https:\/\/[^/\\]/i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '';
  } catch {
    return false;
  }
}
