import { NO_STORE } from '@/lib/http/responses';
import { SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { revalidateTag } from 'next/cache';
import { route } from '@/lib/http/route';
import { handlePublishWebhook } from '@/lib/content/revalidate';
import { webhookSecret } from '@/lib/content/webhook-secret';
import { log } from '@/lib/observability/log';

/**
 * POST /api/revalidate: the Content Lake's signed publish webhook clears the cache tags of the type. The body is
 * read as text, as signed, with the one reader's streaming limit (413 over it).
 */
export const POST = route('/api/revalidate', { body: 'text' }, async ({ request, body }) => {
  const outcome = await handlePublishWebhook(
    body,
    request.headers.get(SIGNATURE_HEADER_NAME),
    webhookSecret(),
    // Expire now: the next visitor gets the published text, not a stale page (publish-to-live in seconds).
    (tag) => revalidateTag(tag, { expire: 0 }),
  );
  if (outcome.status === 200) {
    log.info({ documentId: outcome.body.id, tags: outcome.body.revalidated }, 'A publish cleared its cache tags');
  }
  return Response.json(outcome.body, { status: outcome.status, headers: NO_STORE });
});
