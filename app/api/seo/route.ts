import { CONTENT_CACHE, route, searchParam } from '@/lib/http/route';
import { seoEntries } from '@/lib/content/seo';
import { defaultLocale, isLocale } from '@/lib/i18n/config';

/**
 * spec 7: GET /api/seo?locale= -> [{ url, title, description, keywords }]. An unknown or missing
 * locale gives English; the country_code the browser adds is not used.
 */
export const GET = route('/api/seo', {}, async ({ request }) => {
  const requested = searchParam(request, 'locale');
  const entries = await seoEntries(isLocale(requested) ? requested : defaultLocale);
  return Response.json(entries, { headers: { 'cache-control': CONTENT_CACHE } });
});
