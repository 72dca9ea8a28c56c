import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { draftModeClient } from '@/lib/content/source';
import { NO_STORE } from '@/lib/http/responses';

// next-sanity 13 types this option with its own @sanity/client 7; what it calls on it (validatePreviewUrl:
// config, withConfig, fetch) is the same in the @sanity/client 8 the site uses.
type DraftModeClient = Parameters<typeof defineEnableDraftMode>[0]['client'];

/**
 * GET /api/draft-mode/enable: the Presentation tool opens the site through here with a short-lived secret
 * it stored in the Content Lake. A valid secret turns on draft mode (a cookie for this browser only) and
 * redirects to the page to preview; anything else is 401. Where drafts cannot be read, there is no preview (404).
 * Refusals are JSON `{ message }`, as every other answer of the API. Not wrapped in route(): next-sanity answers a
 * valid secret by throwing Next's redirect, which route()'s catch-all would turn into a 500.
 */
export async function GET(request: Request): Promise<Response> {
  const client = draftModeClient();
  if (!client) return Response.json({ message: 'Preview is not configured' }, { status: 404, headers: NO_STORE });
  const response = await defineEnableDraftMode({ client: client as unknown as DraftModeClient }).GET(request);
  if (response.status < 400 || response.headers.get('content-type')?.includes('json')) return response;
  return Response.json(
    { message: (await response.text()) || 'Preview could not be enabled' },
    { status: response.status, headers: NO_STORE },
  );
}
