import sanitizeHtml from 'sanitize-html';
import { config } from '@/lib/config';
import { displayedHref } from '@/lib/text/link-allow-list';

// spec 5: displayed rich text is sanitised down to this allow-list; every other tag is stripped
// and its text kept, every other attribute (style, class, id, on*) is dropped.
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel', 'title'],
  b: [],
  strong: [],
  br: [],
  p: ['title'],
  li: ['title'],
  ul: ['title'],
};

// spec 5: "script tags are removed with their contents". The other tags here hold code, markup
// for another parser or form data rather than readable text, so their contents go too (the
// library's own list, plus the rest of the raw-text and foreign-content tags).
const REMOVED_WITH_CONTENTS = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'xmp',
  'textarea',
  'option',
];

const URL_ATTRIBUTES = ['href', 'src'];

// Targets that stay in the current window; any other target may open a new one, and the page
// opened must not get `window.opener` back to us.
const SAME_WINDOW_TARGETS = ['', '_self', '_parent', '_top'];
const NEW_WINDOW_REL = ['noopener', 'noreferrer'];

// @types/sanitize-html 2.16 does not declare this option of the library yet.
interface LibraryOptions extends sanitizeHtml.IOptions {
  allowedEmptyAttributes: string[];
}

export interface SanitizeRichHtmlOptions {
  /** The site's own host (`shop.example`, with a port if any); defaults to SITE_URL's host. */
  host?: string;
}

/**
 * Sanitises rich text for display (spec 5). A URL value that is not allowed (see
 * `./link-allow-list`) is emptied rather than dropped, as the spec says, so a link keeps its text
 * and becomes `<a href="">`. External hosts are not on the spec's list, so a link to another site
 * is emptied too (an HTML string gets no DESIGN widening). A link that may open a new window gets
 * `rel="noopener noreferrer"`.
 */
export function sanitizeRichHtml(html: string, options: SanitizeRichHtmlOptions = {}): string {
  const host = options.host ?? siteHost();
  const libraryOptions: LibraryOptions = {
    allowedTags: Object.keys(ALLOWED_ATTRIBUTES),
    allowedAttributes: ALLOWED_ATTRIBUTES,
    // The library drops an empty href; spec 5 keeps the attribute with an empty value.
    allowedEmptyAttributes: ['href'],
    nonTextTags: REMOVED_WITH_CONTENTS,
    disallowedTagsMode: 'discard',
    // A second line behind our own check: the library still removes any href whose scheme it
    // does not know. An image tag, if one is ever allowed, needs `data` added for its src.
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: safeAttributes(tagName, attribs, host) }) },
  };
  return sanitizeHtml(html, libraryOptions);
}

function safeAttributes(tagName: string, attribs: sanitizeHtml.Attributes, host: string | undefined): sanitizeHtml.Attributes {
  const safe = { ...attribs };
  for (const name of URL_ATTRIBUTES) {
    const value = safe[name];
    if (value === undefined) continue;
    // Emit the value exactly as checked, not the raw one the browser would re-read.
    safe[name] = displayedHref(value, { host, imageSource: name === 'src' }) ?? '';
  }
  if (tagName === 'a' && !SAME_WINDOW_TARGETS.includes((safe.target ?? '').trim().toLowerCase())) {
    safe.rel = withTokens(safe.rel ?? '', NEW_WINDOW_REL);
  }
  return safe;
}

function withTokens(list: string, required: readonly string[]): string {
  const tokens = list.split(/\s+/).filter((token) => token !== '');
  const present = new Set(tokens.map((token) => token.toLowerCase()));
  return [...tokens, ...required.filter((token) => !present.has(token))].join(' ');
}

function siteHost(): string | undefined {
  try {
    const { env, siteUrl } = config();
    return env.SITE_URL ? siteUrl.host : undefined;
  } catch {
    // A malformed SITE_URL (config() refuses it) names no host, so only relative links survive.
    return undefined;
  }
}
