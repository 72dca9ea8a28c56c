import { route } from '@/lib/http/route';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { NextResponse } from 'next/server';
import { setViewerCookie } from '@/lib/http/auth';
import { viewerHint } from '@/lib/auth/viewer';
import { holdsPaidPlan } from '@/lib/commerce/grants';

/**
 * GET /api/account/viewer -> `{ viewer }`: the offer banner's hint (lib/auth/viewer.ts) of the signed-in
 * account as it stands now, and the cookie set to it. Sign-in sets the hint; the pages after a purchase (the
 * thank-you page, a Taobao code) call this, so the banner stops offering a plan the account now holds.
 */
export const GET = route('/api/account/viewer', { session: 'user' }, async ({ db, signedIn }) => {
  const viewer = { isPartner: signedIn.user.isPartner, hasPaidSubscription: await holdsPaidPlan(db, signedIn.user.id) };
  const response = NextResponse.json({ viewer: viewerHint(viewer) }, { headers: PRIVATE_NO_STORE });
  setViewerCookie(response, viewer);
  return response;
});
