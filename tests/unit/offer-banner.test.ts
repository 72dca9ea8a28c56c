import { describe, expect, it } from 'vitest';
import type { Viewer } from '@/lib/auth/viewer';
import { isOfferBannerHiddenOn, showsOfferBanner } from '@/lib/commerce/offer-banner';

// spec 4: "Offer banner is hidden on /account*, /user*, /, /checkout, /eula, /privacy, /saas,
// /terms-of-use, /help and /accept-fake-payment. Elsewhere it is shown for non-resellers, and for
// signed-in users only when they have no paid subscription."

describe('the pages without the offer banner', () => {
  it.each([
    ['/', true],
    ['/account', true],
    ['/account/orders/42', true],
    ['/account/customers', true],
    ['/user/sign-in', true],
    ['/user/callback/google', true],
    ['/checkout', true],
    ['/checkout/', true],
    ['/eula', true],
    ['/privacy', true],
    ['/saas', true],
    ['/terms-of-use', true],
    ['/help', true],
    ['/accept-fake-payment', true],
    // everything else has it, including pages whose names start like a hidden one
    ['/blog', false],
    ['/blog/post/gyro-aiming', false],
    ['/releases', false],
    ['/macro-controller', false],
    ['/helpful', false],
    ['/checkout-faq', false],
    ['/partners', false],
    ['/no-such-page', false],
  ])('%s hidden: %s', (path, hidden) => {
    expect(isOfferBannerHiddenOn(path)).toBe(hidden);
  });
});

describe('who gets the offer banner', () => {
  const viewers: [string, Viewer, boolean][] = [
    ['an anonymous visitor', { kind: 'anonymous' }, true],
    ['a customer without a paid subscription', { kind: 'customer', hasPaidSubscription: false }, true],
    ['a customer with a paid subscription', { kind: 'customer', hasPaidSubscription: true }, false],
    ['a reseller', { kind: 'reseller' }, false],
  ];

  it.each(viewers)('%s on /blog: %s', (_, viewer, shown) => {
    expect(showsOfferBanner({ enabled: true, path: '/blog', viewer })).toBe(shown);
  });

  it.each(viewers)('%s on /help: never', (_, viewer) => {
    expect(showsOfferBanner({ enabled: true, path: '/help', viewer })).toBe(false);
  });

  it('a disabled banner shows to no one', () => {
    expect(showsOfferBanner({ enabled: false, path: '/blog', viewer: { kind: 'anonymous' } })).toBe(false);
  });
});
