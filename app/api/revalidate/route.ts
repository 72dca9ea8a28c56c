import { NO_STORE } from '@/lib/http/responses';
import { SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { route } from '@/lib/http/route';
import { dropPriceAnswers } from '@/lib/commerce/price-answers';
import { handlePublishWebhook } from '@/lib/content/revalidate';
import { announcePublish, instanceId } from '@/lib/content/publish-fanout';
import { rendersBegunBeforeNowStored } from '@/lib/content/publish-settle';
import { STARTUP_DOCUMENT_ID } from '@/lib/content/revalidate-all';
import { CONTENT_TAGS } from '@/lib/content/tags';
import { dropHeldMessages } from '@/lib/i18n/held-messages';
import { webhookSecret } from '@/lib/content/webhook-secret';
import { log } from '@/lib/observability/log';

/**
 * POST /api/revalidate: the Content Lake's signed publish webhook clears the cache tags of the type, here, and
 * announces the publish to the other instances (lib/content/publish-fanout.ts), unless it is itself a relay. Once
 * the renders begun before it have been stored, it expires them again (lib/content/publish-settle.ts). The body is
 * read as text, as signed, with the one reader's streaming limit (413 over it).
 */
export const POST = route('/api/revalidate', { body: 'text' }, async ({ request, body, db }) => {
  const outcome = await handlePublishWebhook(
    body,
    request.headers.get(SIGNATURE_HEADER_NAME),
    webhookSecret(),
    // Expire now: the next visitor gets the published text, not a stale page (publish-to-live in seconds).
    (tag) => revalidateTag(tag, { expire: 0 }),
  );
  // The API's answers read the UI texts held in this process (lib/i18n/held-messages.ts): a publish of one drops them.
  const textsChanged = outcome.status === 200 && outcome.body.revalidated.includes(CONTENT_TAGS.uiMessage);
  if (textsChanged) dropHeldMessages();
  // So do the price answers (lib/commerce/price-answers.ts): a price change on any instance is relayed here as 'prices'.
  // A reading begun before the drop serves no call made after it, so they need no second pass.
  if (outcome.status === 200 && outcome.body.revalidated.includes(CONTENT_TAGS.prices)) dropPriceAnswers();
  if (outcome.status === 200 && outcome.document._id !== STARTUP_DOCUMENT_ID) {
    // The start-up expiry needs no second pass: the instance answers no one until it is done.
    const { revalidated } = outcome.body;
    after(async () => {
      await rendersBegunBeforeNowStored();
      for (const tag of revalidated) revalidateTag(tag, { expire: 0 });
      if (textsChanged) dropHeldMessages();
      log.info(
        { documentId: outcome.body.id, tags: revalidated },
        'A publish expired its cache tags again, after the renders begun before it',
      );
    });
  }
  if (outcome.status === 200 && !outcome.document.relayed) {
    log.info({ documentId: outcome.body.id, tags: outcome.body.revalidated }, 'A publish cleared its cache tags');
    try {
      await announcePublish(db, { id: outcome.document._id, type: outcome.document._type, instance: instanceId() });
    } catch (error) {
      // This instance is fresh; the others catch up at their next start. The webhook is not failed for it:
      // a retry by the Content Lake would change nothing here.
      log.error({ err: error }, 'A publish could not be announced to the other instances');
    }
  }
  return Response.json(outcome.body, { status: outcome.status, headers: NO_STORE });
});
