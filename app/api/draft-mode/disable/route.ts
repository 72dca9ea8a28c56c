import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { localRedirectPath } from '@/lib/site/url';

/** GET /api/draft-mode/disable?redirect=/help: back to the published site, on the page the editor was on. */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const target = localRedirectPath(new URL(request.url).searchParams.get('redirect'));
  return NextResponse.redirect(new URL(target, request.url), { status: 307, headers: { 'cache-control': 'no-store' } });
}
