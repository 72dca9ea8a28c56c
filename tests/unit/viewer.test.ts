import { describe, expect, it } from 'vitest';
import { showsOfferBanner } from '@/lib/commerce/offer-banner';
import { viewerFromCookies, viewerHint } from '@/lib/auth/viewer';

describe('the viewer hint cookie', () => {
  it.each([
    [{ isPartner: true, hasPaidSubscription: false }, 'reseller'],
    [{ isPartner: true, hasPaidSubscription: true }, 'reseller'],
    [{ isPartner: false, hasPaidSubscription: true }, 'customer-paid'],
    [{ isPartner: false, hasPaidSubscription: false }, 'customer'],
  ])('%j is written as %s and read back as the same viewer', (user, hint) => {
    expect(viewerHint(user)).toBe(hint);
    const viewer = viewerFromCookies(`NEXT_LOCALE=en; viewer=${hint}; other=1`);
    expect(viewer.kind).toBe(user.isPartner ? 'reseller' : 'customer');
  });

  it.each(['', 'viewer=', 'viewer=admin', 'myviewer=reseller', 'viewer=reseller%00'])('reads %j as anonymous', (cookies) => {
    expect(viewerFromCookies(cookies)).toEqual({ kind: 'anonymous' });
  });

  it('hides the banner on a blog page for resellers and paying customers only (spec 4)', () => {
    const on = (cookies: string) => showsOfferBanner({ enabled: true, path: '/blog', viewer: viewerFromCookies(cookies) });
    expect(on('')).toBe(true);
    expect(on('viewer=customer')).toBe(true);
    expect(on('viewer=customer-paid')).toBe(false);
    expect(on('viewer=reseller')).toBe(false);
  });
});
