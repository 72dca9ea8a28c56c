import { route, searchParam } from '@/lib/http/route';
import { planPrices } from '@/lib/commerce/plan-prices';
import { parseCountryCode } from '@/lib/validation/country-code';

// A staff price change shows at once (issue 20): a browser or cache asks again every time (the answer is small,
// and read from the database), so a visitor who looked a minute ago is not shown the old price.
const PRICE_LIST_CACHE = 'public, no-cache';

/**
 * GET /api/plan-prices?country_code= -> the price of every sold plan in that country's currency, in minor
 * units: what the checkout's plan tiles, the marketing pages and the offer banner show.
 */
export const GET = route('/api/plan-prices', {}, async ({ request, db }) => {
  const list = await planPrices(db, parseCountryCode(searchParam(request, 'country_code')));
  return Response.json(list, { headers: { 'cache-control': PRICE_LIST_CACHE } });
});
