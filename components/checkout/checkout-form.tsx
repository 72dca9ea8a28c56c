'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useSiteForm } from '@/components/forms/use-site-form';
import { useHydrated } from '@/components/account/use-hydrated';
import { usePlanPrices } from '@/components/shop/use-plan-prices';
import { addMonths } from '@/lib/commerce/calendar';
import type { CheckoutMode, CheckoutQuote } from '@/lib/commerce/checkout';
import type { CheckoutInput, CheckoutValues } from '@/lib/commerce/checkout-schema';
import type { InitialPlanPrices } from '@/lib/commerce/plan-price-list';
import { autoRenewOffered, type CheckoutTerm, type PlanChoice, planOf } from '@/lib/commerce/plans';
import { purchaseOf } from '@/lib/commerce/upgrade-rules';
import { pricingCountry } from '@/lib/commerce/visitor-country';
import { toLocale } from '@/lib/i18n/config';
import type { CountryOption } from '@/lib/validation/countries';
import { CheckoutActions } from './checkout-actions';
import { CheckoutDetails } from './checkout-details';
import { signInWithPlan } from './checkout-draft';
import { OrderSummary } from './order-summary';
import { PlanPicker } from './plan-picker';
import { useAutoRenewOffer, useQuoteFieldErrors, useRestoredDraft } from './use-checkout-effects';
import { useCheckoutQuote } from './use-checkout-quote';
import { useCheckoutSubmit } from './use-checkout-submit';
import styles from './checkout.module.css';

const resolver = lazyZodResolver(async () => (await import('@/lib/commerce/checkout-schema')).createCheckoutSchema());

export interface CheckoutFormProps {
  initial: { term: CheckoutTerm; pcNum: number; country: string };
  initialQuote: CheckoutQuote | null;
  /** The shop's prices the page was rendered with, for the plan tiles. */
  initialPrices: InitialPlanPrices | null;
  countries: CountryOption[];
  /** The signed-in buyer's address; null for a visitor, who is offered sign-in instead of the buy button. */
  buyerEmail: string | null;
  /** spec 2: the page title differs for a new plan, an upgrade and a renewal (checkoutStanding). */
  mode: CheckoutMode;
  upgradable: Record<CheckoutTerm, boolean>;
  /** The plan the buyer's account holds, and when it ends (ISO; null for lifetime access). */
  heldPlan: (PlanChoice & { expiresAt: string | null }) | null;
  signInHref: string;
  /** The buyer came back from a failed or cancelled payment: their choices are restored. */
  payment: 'failed' | 'cancelled' | null;
  /** The buyer signed in again after their session ran out while buying: their choices are restored. */
  resume: boolean;
  /** Lifetime access bought to replace this legacy licence of the buyer's (spec 1); null otherwise. */
  license?: { id: number; serialNumber: string } | null;
}

export function CheckoutForm({
  initial,
  initialQuote,
  initialPrices,
  countries,
  buyerEmail,
  mode: standingMode,
  upgradable,
  heldPlan,
  signInHref,
  payment,
  resume,
  license = null,
}: CheckoutFormProps) {
  const t = useTranslations('shop.checkout');
  const locale = useLocale();
  const hydrated = useHydrated();
  const methods = useSiteForm<CheckoutInput, unknown, CheckoutValues>({
    resolver,
    defaultValues: {
      term: initial.term,
      pcNum: initial.pcNum,
      country: initial.country,
      vatNumber: '',
      paymentMethod: 'card',
      email: buyerEmail ?? '',
      recipientEmail: '',
      couponCode: '',
      autoRenew: false,
    },
  });
  const { control, setValue, clearErrors, getValues, formState } = methods;
  const [gift, setGift] = useState(false);
  // The coupon counts once applied (button or Enter), the VAT number once the field is left: the total
  // does not flicker through refusals while the buyer is still typing.
  const [coupon, setCoupon] = useState('');
  const [vat, setVat] = useState('');

  const [watchedTerm, watchedPcNum, watchedCountry, watchedMethod] = useWatch({
    control,
    name: ['term', 'pcNum', 'country', 'paymentMethod'],
  });
  const term = watchedTerm as CheckoutTerm;
  const pcNum = Number(watchedPcNum);
  const country = String(watchedCountry ?? '');
  const paymentMethod = String(watchedMethod ?? '');
  // Until a country is chosen, the tiles and the total are in the page language's currency (zh-CN: yuan).
  const pricedIn = pricingCountry(toLocale(locale), country) ?? '';
  const quote = useCheckoutQuote({ term, pcNum, country: pricedIn, vatNumber: vat, couponCode: coupon, gift, locale }, initialQuote);
  const prices = usePlanPrices(initialPrices, pricedIn);

  useRestoredDraft({ payment, resume }, methods, (draft) => {
    setGift(draft.gift);
    setCoupon(draft.coupon);
    setVat(draft.vat);
  });
  useQuoteFieldErrors(quote.errors, methods);
  const offerAutoRenew = autoRenewOffered(term, paymentMethod, country);
  useAutoRenewOffer(offerAutoRenew, methods);
  const { buy, formError, clearFormError, leaving } = useCheckoutSubmit({
    methods,
    extras: { gift, coupon, vat },
    license,
    signInHref,
    locale,
  });

  // spec 8: a plan at or below the one held is no upgrade, unless it is the same subscription, which renews it
  // (a gift is not the buyer's plan).
  const purchase = heldPlan && !gift ? purchaseOf(heldPlan, planOf(term, pcNum)) : null;
  const unavailable = !gift && (!upgradable[term] || (heldPlan !== null && purchase === null));
  const mode: CheckoutMode = gift ? 'new' : heldPlan ? (purchase === 'renewal' ? 'renewal' : 'upgrade') : standingMode;
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const renewal =
    purchase === 'renewal' && heldPlan?.expiresAt
      ? {
          ends: dates.format(new Date(heldPlan.expiresAt)),
          until: dates.format(addMonths(new Date(heldPlan.expiresAt), heldPlan.periodMonths)),
        }
      : null;
  const signedIn = buyerEmail !== null;

  const applyCoupon = () => {
    clearErrors('couponCode');
    setCoupon(String(getValues('couponCode') ?? '').trim());
  };
  const submit = (event: FormEvent<HTMLFormElement>) => methods.handleSubmit(buy, clearFormError)(event);
  const busy = formState.isSubmitting || leaving;

  return (
    <FormProvider {...methods}>
      <header className={styles.header}>
        <h1 data-testid="checkout-title" data-mode={mode}>
          {t(`titles.${mode}`)}
        </h1>
        <p className={styles.muted}>{t('intro')}</p>
      </header>
      <form noValidate onSubmit={submit} className={styles.layout} data-testid="checkout-form" aria-busy={busy}>
        {/*
         * Disabled until hydrated: a choice made before the page can act on it (a slow phone) would be set back to
         * the default when the form takes over, and the total would not follow it.
         */}
        <fieldset className={styles.main} disabled={!hydrated} data-testid="checkout-fields">
          {license && term === 'lifetime' && !gift ? (
            <p className={styles.notice} data-testid="license-upgrade-notice">
              {t('forLicense', { serial: license.serialNumber })}
            </p>
          ) : null}
          {renewal ? (
            <p className={styles.notice} data-testid="renewal-notice">
              {t('renewalNotice', renewal)}
            </p>
          ) : null}
          {payment ? (
            <p className={styles.notice} role="alert" data-testid="payment-returned">
              {payment === 'failed' ? t('paymentFailed') : t('paymentCancelled')}
            </p>
          ) : null}

          <PlanPicker
            term={term}
            pcNum={pcNum}
            upgradable={gift ? { '3m': true, '1y': true, lifetime: true } : upgradable}
            heldPlan={gift ? null : heldPlan}
            prices={prices}
            onTerm={(next, nextPcNum) => {
              setValue('term', next);
              setValue('pcNum', nextPcNum);
            }}
            onPcNum={(next) => setValue('pcNum', next)}
          />

          <CheckoutDetails
            countries={countries}
            signedIn={signedIn}
            hydrated={hydrated}
            gift={gift}
            onGift={setGift}
            onVatLeft={setVat}
            onApplyCoupon={applyCoupon}
            couponApplied={quote.message}
            // spec 1: renewals are at the standard price, which is the subtotal before any coupon.
            autoRenew={offerAutoRenew ? { months: planOf(term, pcNum).periodMonths, price: quote.quote?.formatted.subtotal ?? '…' } : null}
          />
        </fieldset>

        <OrderSummary quote={quote.quote} status={quote.status}>
          <CheckoutActions
            formError={formError}
            buy={signedIn ? { disabled: !hydrated || busy || unavailable || !quote.quote, busy } : null}
            signInLink={signInWithPlan(signInHref, term, pcNum)}
          />
        </OrderSummary>
      </form>
    </FormProvider>
  );
}
