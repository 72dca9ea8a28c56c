import type { Viewer } from '@/lib/auth/viewer';

// spec 4: where the offer banner shows, and to whom. Pure, so the whole matrix is unit-tested
// (tests/unit/offer-banner.test.ts) and the browser and the server decide the same way.

/** spec 4's list; a trailing * matches every path that starts with what precedes it. */
export const OFFER_BANNER_HIDDEN_ON = [
  '/account*',
  '/user*',
  '/',
  '/checkout',
  '/eula',
  '/privacy',
  '/saas',
  '/terms-of-use',
  '/help',
  '/accept-fake-payment',
] as const;

/** Whether spec 4 hides the banner on a locale-free path ('/help', '/account/orders'). */
export function isOfferBannerHiddenOn(path: string): boolean {
  const normalised = path.replace(/\/+$/, '') || '/';
  return OFFER_BANNER_HIDDEN_ON.some((rule) => (rule.endsWith('*') ? normalised.startsWith(rule.slice(0, -1)) : normalised === rule));
}

/** Resellers never see it; signed-in customers only while they have no paid subscription. */
export function isOfferBannerFor(viewer: Viewer): boolean {
  switch (viewer.kind) {
    case 'anonymous':
      return true;
    case 'customer':
      return !viewer.hasPaidSubscription;
    case 'reseller':
      return false;
  }
}

export function showsOfferBanner({ enabled, path, viewer }: { enabled: boolean; path: string; viewer: Viewer }): boolean {
  return enabled && !isOfferBannerHiddenOn(path) && isOfferBannerFor(viewer);
}
