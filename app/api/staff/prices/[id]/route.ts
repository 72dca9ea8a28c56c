import { route } from '@/lib/http/route';
import { staffFieldError, staffInvalid, staffMessage } from '@/lib/http/staff';
import { PRIVATE_NO_STORE } from '@/lib/http/responses';
import { expirePriceCaches } from '@/lib/staff/price-cache';
import { changePrice } from '@/lib/staff/prices';
import { staffActorOf } from '@/lib/staff/standing';
import { idParamSchema } from '@/lib/validation/membership';
import { staffPriceSchema } from '@/lib/validation/staff';

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/staff/prices/{id} `{ price, price_old }` (issue 20): sets a plan's price in one currency and its
 * struck-through former price (empty: none), in major units. Audited with before and after; the price caches
 * expire at once here and on every other instance, so the checkout, the price phrases and the offer banner show it.
 */
export async function POST(request: Request, { params }: Context) {
  const { id } = await params;
  return route('/api/staff/prices/[id]', { sameOrigin: true, body: 'json', session: 'staff' }, async ({ db, body, locale, signedIn }) => {
    const parsed = staffPriceSchema.safeParse(body);
    if (!parsed.success) return staffInvalid(parsed.error, locale, { price: 'priceInvalid', price_old: 'priceOldInvalid' });
    const priceId = idParamSchema.safeParse(id);
    if (!priceId.success) return staffMessage(404, 'priceNotFound', locale);
    const outcome = await changePrice(db, staffActorOf(signedIn), priceId.data, {
      price: parsed.data.price,
      priceOld: parsed.data.price_old ?? '',
    });
    switch (outcome.kind) {
      case 'notFound':
        return staffMessage(404, 'priceNotFound', locale);
      case 'invalid':
        return staffFieldError(outcome.field, outcome.refusal, locale);
      case 'done':
        await expirePriceCaches(db, `price-${priceId.data}-${Date.now()}`);
        return Response.json({ before: outcome.before, after: outcome.after }, { headers: PRIVATE_NO_STORE });
    }
  })(request);
}
