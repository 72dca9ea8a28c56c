import { NO_STORE } from '@/lib/http/responses';
import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { route } from '@/lib/http/route';
import { localRedirectPath } from '@/lib/site/url';

/**
 * POST /api/draft-mode/disable, form field `redirect=/help`: back to the published site, on the page the
 * editor was on (303, so the browser GETs it). It changes state, so it is a POST from our own origin only
 * (issue 17), sent by the draft-mode bar's form.
 */
export const POST = route('/api/draft-mode/disable', { sameOrigin: true, body: 'text' }, async ({ request, body }) => {
  const redirect = new URLSearchParams(body).get('redirect');
  (await draftMode()).disable();
  const target = localRedirectPath(redirect);
  return NextResponse.redirect(new URL(target, request.url), { status: 303, headers: NO_STORE });
});
