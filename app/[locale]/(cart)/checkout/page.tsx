import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import styles from '@/components/checkout/checkout.module.css';
import { countryOptions } from '@/lib/validation/countries';
import { readProfile } from '@/lib/account/profile';
import { signInPath } from '@/lib/auth/guard';
import { type PageSearchParams, singleParam } from '@/lib/auth/page-params';
import { currentSession } from '@/lib/auth/current-session';
import { checkoutStanding, quoteCheckout, upgradableTerms } from '@/lib/commerce/checkout';
import { seoMetadata } from '@/lib/content/seo';
import { activeLicenseOf } from '@/lib/memberships/licenses';
import { localizedPath, toLocale } from '@/lib/i18n/config';
import { RESUME_PARAM } from '@/lib/commerce/checkout-fields';
import { initialCheckoutChoice } from '@/lib/commerce/checkout-schema';
import { initialPlanPrices } from '@/lib/commerce/initial-plan-prices';
import { pricingCountry } from '@/lib/commerce/visitor-country';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return seoMetadata(toLocale((await params).locale), '/checkout');
}

/**
 * spec 2 /checkout, in the cart layout: tabs, device count, the buyer's fields and the server's total.
 * Anyone may look at the prices; buying needs an account, so a signed-out visitor is offered sign-in,
 * which comes back here with the same plan.
 */
export default async function CheckoutPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const choice = initialCheckoutChoice(singleParam(query, 'term'), singleParam(query, 'pc'));
  const payment = singleParam(query, 'payment');
  const session = await currentSession();
  const [standing, profile] = session ? await Promise.all([checkoutStanding(session.user.id), readProfile(session.user.id)]) : [null, null];
  const country = profile?.billing.country ?? '';
  // Lifetime access for one of the buyer's legacy licences (its Upgrade link on /account): it replaces it.
  const licenseParam = Number(singleParam(query, 'license'));
  const licenseId = choice.term === 'lifetime' && Number.isInteger(licenseParam) && licenseParam > 0 ? licenseParam : null;
  const license = session && licenseId !== null ? await activeLicenseOf(session.user.id, licenseId) : null;
  // Before a country is chosen, priced where the page's language is read (zh-CN: in yuan), as the tiles are.
  const pricedIn = pricingCountry(locale, country);
  const [quoted, prices] = await Promise.all([
    quoteCheckout(
      { ...choice, country: pricedIn ?? '', vatNumber: '', couponCode: '', gift: false },
      { buyerId: session?.user.id ?? null },
    ),
    initialPlanPrices(pricedIn),
  ]);
  // Signing in comes back to the same plan, and to the same licence (resolved once signed in).
  const back = new URLSearchParams({ term: choice.term, pc: String(choice.pcNum) });
  if (licenseId !== null) back.set('license', String(licenseId));
  const returnPath = localizedPath(locale, `/checkout?${back}`);

  return (
    <div className={styles.page} data-testid="checkout">
      <CheckoutForm
        initial={{ ...choice, country }}
        initialQuote={quoted.quote}
        initialPrices={prices}
        countries={countryOptions(locale)}
        buyerEmail={session?.user.email ?? null}
        mode={standing?.mode ?? 'new'}
        upgradable={standing ? upgradableTerms(standing) : { '3m': true, '1y': true, lifetime: true }}
        heldPlan={standing?.held ?? null}
        signInHref={signInPath(locale, returnPath)}
        payment={payment === 'failed' || payment === 'cancelled' ? payment : null}
        resume={singleParam(query, RESUME_PARAM) === '1'}
        license={license}
      />
    </div>
  );
}
