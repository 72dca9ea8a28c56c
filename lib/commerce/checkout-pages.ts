import { notFound } from 'next/navigation';
import { requireSignedIn } from '@/lib/auth/guard';
import { type PageSearchParams, singleParam } from '@/lib/auth/page-params';
import { getDb } from '@/lib/db/client';
import { type Locale, localizedPath } from '@/lib/i18n/config';
import { type CheckoutSummary, checkoutSummary } from './checkout-summary';

/**
 * The order a checkout page (/accept-fake-payment, /account/payment/thank-you) is about: the signed-in
 * user's own, from `?order=`. Signed out: to sign-in and back. Any other id: the 404 page, the same for an
 * order that does not exist and one that is someone else's.
 */
export async function ownOrderForPage(locale: Locale, path: string, query: PageSearchParams): Promise<CheckoutSummary> {
  const raw = singleParam(query, 'order');
  const returnPath = localizedPath(locale, raw ? `${path}?order=${encodeURIComponent(raw)}` : path);
  const { user } = await requireSignedIn(locale, returnPath);
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) notFound();
  const summary = await checkoutSummary(getDb(), user.id, Number(raw));
  if (!summary) notFound();
  return summary;
}
