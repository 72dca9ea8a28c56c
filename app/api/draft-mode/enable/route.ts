import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { draftModeClient } from '@/lib/content/source';

// next-sanity 13 types this option with its own @sanity/client 7; what it calls on it (validatePreviewUrl:
// config, withConfig, fetch) is the same in the @sanity/client 8 the site uses.
type DraftModeClient = Parameters<typeof defineEnableDraftMode>[0]['client'];

/**
 * GET /api/draft-mode/enable: the Presentation tool opens the site through here with a short-lived secret
 * it stored in the Content Lake. A valid secret turns on draft mode (a cookie for this browser only) and
 * redirects to the page to preview; anything else is 401. Where drafts cannot be read, there is no preview.
 */
export async function GET(request: Request): Promise<Response> {
  const client = draftModeClient();
  if (!client) return new Response('Preview is not configured', { status: 404 });
  return defineEnableDraftMode({ client: client as unknown as DraftModeClient }).GET(request);
}
