// spec 7: analytics and tag-manager scripts are third-party. Their IDs are set in the Studio's Site settings
// (none by default); the browser loads them only after the visitor's Ok on the cookie banner, and only on
// marketing pages, never on the account, checkout, sign-in or Studio pages. The Content-Security-Policy of
// those pages allows their hosts only while an ID is set (lib/http/security-headers.ts, lib/http/page-proxy.ts).

/** A Google Analytics 4 measurement ID: "G-" and 4 to 12 capitals or digits. */
export const ANALYTICS_ID_PATTERN = /^G-[A-Z0-9]{4,12}$/;
/** A Google Tag Manager container ID: "GTM-" and 4 to 10 capitals or digits. */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,10}$/;

/** Where both scripts are served; THIRD_PARTY_SCRIPT_ORIGIN replaces it (the end-to-end tests' loopback stand-in). */
export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';

/** Where Google Analytics sends its measurements (connect-src, img-src), as Google's CSP guide lists them. */
const ANALYTICS_COLLECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

export interface ThirdPartyIds {
  analyticsId: string | null;
  tagManagerId: string | null;
}

export const NO_THIRD_PARTY: ThirdPartyIds = { analyticsId: null, tagManagerId: null };

/** The IDs as the site uses them: one of the wrong shape (a hand-edited dataset) counts as unset. */
export function thirdPartyIds(row: { analyticsId?: string | null; tagManagerId?: string | null } | null | undefined): ThirdPartyIds {
  const analyticsId = row?.analyticsId?.trim() ?? '';
  const tagManagerId = row?.tagManagerId?.trim() ?? '';
  return {
    analyticsId: ANALYTICS_ID_PATTERN.test(analyticsId) ? analyticsId : null,
    tagManagerId: TAG_MANAGER_ID_PATTERN.test(tagManagerId) ? tagManagerId : null,
  };
}

export function hasThirdParty(ids: ThirdPartyIds): boolean {
  return ids.analyticsId !== null || ids.tagManagerId !== null;
}

/** Pages that never load them (locale-free paths): the account, checkout, sign-in and Studio pages, and the API. */
const WITHOUT_THIRD_PARTY = ['/account', '/checkout', '/user', '/studio', '/api', '/accept-fake-payment'];

/** Whether a locale-free path ('/help') is a page that may load the third-party scripts. */
export function thirdPartyAllowedOn(path: string): boolean {
  return !WITHOUT_THIRD_PARTY.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export interface ThirdPartyScript {
  key: string;
  src: string;
  /** Run before the script: the dataLayer it reads. */
  init: string;
}

/** The scripts to load for the IDs, from `origin` (GOOGLE_TAG_ORIGIN, or the stand-in). */
export function thirdPartyScripts(ids: ThirdPartyIds, origin: string = GOOGLE_TAG_ORIGIN): ThirdPartyScript[] {
  const base = origin.replace(/\/+$/, '');
  const scripts: ThirdPartyScript[] = [];
  if (ids.analyticsId) {
    const id = ids.analyticsId;
    scripts.push({
      key: 'analytics',
      src: `${base}/gtag/js?id=${encodeURIComponent(id)}`,
      init: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(id)});`,
    });
  }
  if (ids.tagManagerId) {
    scripts.push({
      key: 'tag-manager',
      src: `${base}/gtm.js?id=${encodeURIComponent(ids.tagManagerId)}`,
      init: `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});`,
    });
  }
  return scripts;
}

/** What a page's policy must add for the IDs: nothing without one. */
export interface ThirdPartySources {
  script: string[];
  connect: string[];
  img: string[];
}

export function thirdPartySources(ids: ThirdPartyIds, origin: string = GOOGLE_TAG_ORIGIN): ThirdPartySources | undefined {
  if (!hasThirdParty(ids)) return undefined;
  const scriptOrigin = new URL(origin).origin;
  return {
    script: [scriptOrigin],
    connect: [scriptOrigin, ...(ids.analyticsId ? ANALYTICS_COLLECT : [])],
    img: [scriptOrigin, ...(ids.analyticsId ? ANALYTICS_COLLECT : [])],
  };
}
