import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { dropPriceAnswers } from '@/lib/commerce/price-answers';
import type { Notifier } from '@/lib/content/publish-fanout';
import { announcePublish, instanceId } from '@/lib/content/publish-fanout';
import { rendersBegunBeforeNowStored } from '@/lib/content/publish-settle';
import { CONTENT_TAGS } from '@/lib/content/tags';
import { log } from '@/lib/observability/log';

// Issue 20: a price change shows at once on every instance. The prices' cache tag (lib/commerce/
// initial-plan-prices.ts, program-prices.ts) is expired here, and announced on the publish channel as a publish
// of 'prices' is: every other instance relays it to its own /api/revalidate (scripts/serve.ts), which expires the
// same tag there. As for a publish, the tag is expired again once the renders begun before the change are stored.
// The price answers GET /api/currency and GET /api/subscription-prices hold in memory (lib/commerce/price-answers.ts,
// issue 16) are dropped with the tag, here and by the relay.

/** Expires the price caches here and on every other instance; called after the change is committed. */
export async function expirePriceCaches(db: Notifier, changeId: string): Promise<void> {
  const expire = () => {
    revalidateTag(CONTENT_TAGS.prices, { expire: 0 });
    dropPriceAnswers();
  };
  expire();
  try {
    after(async () => {
      await rendersBegunBeforeNowStored();
      expire();
    });
  } catch {
    // Outside a request (a script, a test) no render can have begun before the change: no second pass is needed.
  }
  try {
    await announcePublish(db, { id: changeId, type: CONTENT_TAGS.prices, instance: instanceId() });
  } catch (error) {
    // The change is made and this instance is fresh; the others read it within their cache's minute (the
    // checkout's quote reads the database itself). Not worth failing the staff member's call.
    log.error({ err: error }, 'A price change could not be announced to the other instances');
  }
}
