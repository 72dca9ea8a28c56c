import { NO_STORE } from '@/lib/http/responses';
import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { isSameOriginWrite } from '@/lib/http/origin';
import { localRedirectPath } from '@/lib/site/url';

/**
 * POST /api/draft-mode/disable, form field `redirect=/help`: back to the published site, on the page the
 * editor was on (303, so the browser GETs it). It changes state, so it is a POST from our own origin only
 * (issue 17), sent by the draft-mode bar's form.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOriginWrite(request)) return Response.json({ message: 'Forbidden' }, { status: 403, headers: NO_STORE });
  const form = await request.formData().catch(() => undefined);
  const redirect = form?.get('redirect');
  (await draftMode()).disable();
  const target = localRedirectPath(typeof redirect === 'string' ? redirect : null);
  return NextResponse.redirect(new URL(target, request.url), { status: 303, headers: NO_STORE });
}
