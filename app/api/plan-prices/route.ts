import { PUBLIC_CACHE, route, searchParam } from '@/lib/http/route';
import { planPrices } from '@/lib/commerce/plan-prices';
import { parseCountryCode } from '@/lib/validation/country-code';

/**
 * GET /api/plan-prices?country_code= -> the price of every sold plan in that country's currency, in minor
 * units: what the checkout's plan tiles, the marketing pages and the offer banner show. Cached a minute, so a
 * price changed in the database shows within about one.
 */
export const GET = route('/api/plan-prices', {}, async ({ request, db }) => {
  const list = await planPrices(db, parseCountryCode(searchParam(request, 'country_code')));
  return Response.json(list, { headers: { 'cache-control': PUBLIC_CACHE } });
});
