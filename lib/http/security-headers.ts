// The security headers of every response (issue "Go live safely", part 3). The serving process
// (scripts/serve.ts) sets them from the run-time configuration before Next answers, so one build serves
// every environment. securityHeaders() is pure: the settings come in, the headers go out.

import type { ThirdPartySources } from '@/lib/analytics/third-party';
import { TURNSTILE_SCRIPT_URL } from '@/lib/auth/captcha';
import { type Config, isLoopbackHost } from '@/lib/config';
import { PLACEHOLDER_PROJECT_ID } from '@/lib/content/env';
import { SANITY_CDN } from '@/lib/content/image-url';

/** What the policies depend on: the public origin and the third parties the browser may reach. */
export interface SecuritySettings {
  /** The site is served over HTTPS: plain-HTTP subresources are upgraded. */
  https: boolean;
  /** Browsers must come back over HTTPS only: a public HTTPS site (never loopback, which other programs share). */
  hsts: boolean;
  /** Next in development (`npm run dev`): React's debugging needs eval. */
  development: boolean;
  /** Where pages load content images from: the local Content Lake's loopback listener or Sanity's CDN. */
  contentImages?: string;
  /** What the embedded Studio talks to: the content API (HTTP and WebSocket) and where its images live. */
  studio: { connect: string[]; images: string[] };
  /** The captcha service's origin (its script, its challenge frame, its calls); unset without a captcha. */
  captcha?: string;
  /** Where the payment provider's hosted checkout takes the buyer; unset with the fake provider. */
  checkout?: string;
  /** Where the browser sends error reports (the origin of NEXT_PUBLIC_SENTRY_DSN); unset without one. */
  errorReports?: string;
  /**
   * The analytics and tag-manager hosts (lib/analytics/third-party.ts), only while the Site settings name an ID
   * and only for a page that may load them: the proxy adds them per request (lib/http/page-proxy.ts); unset, nothing is added.
   */
  thirdParty?: ThirdPartySources;
}

export type SecurityHeaders = Record<string, string>;

const STUDIO_PATH = /^\/studio(?:\/|$)/;
const API_PATH = /^\/api(?:\/|$)/;

// Two years, the usual preload threshold; not includeSubDomains: other hosts of the domain are not ours.
const HSTS = 'max-age=63072000';

type Directives = Record<string, (string | undefined | false)[]>;

function policy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources.filter((source) => typeof source === 'string'))].join(' '))
    .join('; ');
}

/**
 * The shop's pages. Scripts: Next writes the page's data into inline <script> tags
 * (`self.__next_f.push(...)`) that differ per page and change whenever a publish regenerates the page
 * without a build, so hashes cannot be fixed at build time, and a per-request nonce would make every page
 * dynamic and uncacheable. Hence 'unsafe-inline' for scripts, kept from doing harm by the rest: script
 * files only from this origin (and the captcha's), every rendered HTML string sanitised (spec 5), no
 * plugins, no <base>, forms only to ourselves. Styles: React's style attributes and next/image's blurred
 * placeholders are inline.
 */
function pagePolicy(settings: SecuritySettings): string {
  const { captcha, contentImages, checkout, errorReports, thirdParty } = settings;
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", settings.development && "'unsafe-eval'", captcha, ...(thirdParty?.script ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: the images' blurred placeholders (lqip) and next/image's placeholder SVG.
    'img-src': ["'self'", 'data:', 'blob:', contentImages, ...(thirdParty?.img ?? [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", captcha, errorReports, ...(thirdParty?.connect ?? [])],
    'frame-src': ["'self'", captcha],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The checkout hands the buyer to the provider's hosted page.
    'form-action': ["'self'", checkout],
    // The Studio's Presentation tool shows the site in a frame of its own origin.
    'frame-ancestors': ["'self'"],
    ...(settings.https ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/**
 * The embedded Studio: a client app that talks to the content API over HTTP, EventSource and WebSocket,
 * runs workers from blob: URLs, injects its styles at run time, takes its typeface from Sanity's design system
 * and shows editors' avatars from their sign-in provider (any HTTPS host).
 */
function studioPolicy(settings: SecuritySettings): string {
  const { studio } = settings;
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", settings.development && "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...studio.images],
    'font-src': ["'self'", 'data:', SANITY_DESIGN_SYSTEM],
    'connect-src': ["'self'", ...studio.connect],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...(settings.https ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/**
 * JSON and files from /api: nothing in them may load, run or be framed. Chromium's PDF viewer still draws
 * the invoice PDF under it (tests/e2e/security-headers.spec.ts opens one).
 */
const API_POLICY = policy({
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

function contentSecurityPolicy(pathname: string, settings: SecuritySettings): string {
  if (STUDIO_PATH.test(pathname)) return studioPolicy(settings);
  if (API_PATH.test(pathname)) return API_POLICY;
  return pagePolicy(settings);
}

/** The headers for a response to `pathname` (the path only, no query). */
export function securityHeaders(pathname: string, settings: SecuritySettings): SecurityHeaders {
  return {
    'Content-Security-Policy': contentSecurityPolicy(pathname, settings),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': API_PATH.test(pathname) ? 'DENY' : 'SAMEORIGIN',
    ...(settings.hsts ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** Sanity's global API: users, projects, and the Studio's feedback and telemetry intake. */
const SANITY_API = 'https://api.sanity.io';
/**
 * Studio 6's typeface (Inter, from @sanity/ui 5's styles). Off the internet, as with the local Content Lake on a
 * machine without it, the request fails and the Studio keeps the system's sans-serif.
 */
const SANITY_DESIGN_SYSTEM = 'https://design-system-static.sanity.io';
/** Where the Studio asks whether a newer Sanity version is out. */
const SANITY_MODULES_CDN = 'https://sanity-cdn.com';
/** Stripe Checkout, the hosted payment page. */
const STRIPE_CHECKOUT = 'https://checkout.stripe.com';

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The WebSocket origin beside an HTTP one (the Studio's presence and listeners). */
function socketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/**
 * What the Studio reaches, chosen like its target (lib/content/env.ts embeddedStudioTarget): a hosted
 * project's API, or the local Content Lake as the browser reaches it. Sanity's client asks the API host
 * itself and the project's own subdomain of it (`<projectId>.api.sanity.io`, `local.localhost`), over
 * HTTP, EventSource and WebSocket.
 */
function studioOrigins(env: Config['env'], projectId: string | undefined): SecuritySettings['studio'] {
  const lake = projectId ? undefined : originOf(env.CONTENT_LAKE_STUDIO_URL);
  const api = lake ?? originOf(env.SANITY_API_HOST) ?? SANITY_API;
  const { protocol, host } = new URL(api);
  const project = `${protocol}//${projectId ?? PLACEHOLDER_PROJECT_ID}.${host}`;
  // Sanity's own services too, whatever the content API: on a network without them, the calls fail quietly.
  const connect = [api, project, socketOrigin(api), socketOrigin(project), SANITY_API, SANITY_MODULES_CDN];
  // Editors' avatars come from their sign-in provider (Google, GitHub, Sanity): any HTTPS host.
  return { connect, images: lake ? [lake, project] : [SANITY_CDN, 'https:'] };
}

/** The settings the headers are made from: the run-time configuration, and whether Next runs in development. */
export function securitySettingsFrom(
  { env, siteUrl, payments }: Pick<Config, 'env' | 'siteUrl' | 'payments'>,
  { development }: { development: boolean },
): SecuritySettings {
  const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? env.SANITY_PROJECT_ID;
  // As lib/auth/captcha.ts captchaConfig(): a captcha needs both keys.
  const captcha = env.CAPTCHA_SITE_KEY && env.CAPTCHA_SECRET_KEY ? originOf(env.CAPTCHA_SCRIPT_URL ?? TURNSTILE_SCRIPT_URL) : undefined;
  return {
    https: siteUrl.protocol === 'https:',
    hsts: siteUrl.protocol === 'https:' && !isLoopbackHost(siteUrl.hostname),
    development,
    // As lib/content/images.ts contentImageSource(): Sanity's CDN, else the local Content Lake.
    contentImages: projectId ? SANITY_CDN : originOf(env.CONTENT_LAKE_URL),
    studio: studioOrigins(env, projectId),
    ...(captcha ? { captcha } : {}),
    ...(payments === 'stripe' ? { checkout: STRIPE_CHECKOUT } : {}),
    ...(env.NEXT_PUBLIC_SENTRY_DSN ? { errorReports: originOf(env.NEXT_PUBLIC_SENTRY_DSN) } : {}),
  };
}
