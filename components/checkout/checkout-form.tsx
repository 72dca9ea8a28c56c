'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormProvider, type Path, useForm, useWatch } from 'react-hook-form';
import formStyles from '@/components/forms/forms.module.css';
import { useHydrated } from '@/components/account/use-hydrated';
import { ApiError, createHttpClient } from '@/lib/api/client';
import type { CountryOption } from '@/lib/validation/countries';
import type { CheckoutMode, CheckoutQuote } from '@/lib/commerce/checkout';
import { purchaseOf } from '@/lib/commerce/upgrade-rules';
import { Link } from '@/lib/i18n/navigation';
import { addMonths } from '@/lib/commerce/calendar';
import { autoRenewOffered, type CheckoutTerm, PAYMENT_METHODS, type PlanChoice, planOf } from '@/lib/commerce/plans';
import { type CheckoutInput, type CheckoutValues, createCheckoutSchema, isCheckoutErrorKey } from '@/lib/commerce/checkout-schema';
import { CHECKOUT_FIELDS, newIdempotencyKey, readDraft, saveDraft, signInWithPlan } from './checkout-draft';
import { CheckoutField } from './checkout-field';
import { OrderSummary } from './order-summary';
import { PlanPicker } from './plan-picker';
import { useCheckoutQuote } from './use-checkout-quote';
import { usePlanPrices } from '@/components/shop/use-plan-prices';
import type { InitialPlanPrices } from '@/lib/commerce/plan-price-list';
import { pricingCountry } from '@/lib/commerce/visitor-country';
import { toLocale } from '@/lib/i18n/config';
import styles from './checkout.module.css';

const schema = createCheckoutSchema();
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
  const methods = useForm<CheckoutInput, unknown, CheckoutValues>({
    resolver: zodResolver(schema),
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
  const { register, control, setValue, setError, clearErrors, getValues, formState } = methods;
  const [gift, setGift] = useState(false);
  // The coupon counts once applied (button or Enter), the VAT number once the field is left: the total
  // does not flicker through refusals while the buyer is still typing.
  const [coupon, setCoupon] = useState('');
  const [vat, setVat] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const submission = useRef<{ signature: string; key: string } | null>(null);

  const [watchedTerm, watchedPcNum, watchedCountry, watchedMethod] = useWatch({ control, name: ['term', 'pcNum', 'country', 'paymentMethod'] });
  const term = watchedTerm as CheckoutTerm;
  const pcNum = Number(watchedPcNum);
  const country = String(watchedCountry ?? '');
  const paymentMethod = String(watchedMethod ?? '');
  // Until a country is chosen, the tiles and the total are in the page language's currency (zh-CN: yuan).
  const pricedIn = pricingCountry(toLocale(locale), country) ?? '';
  const quote = useCheckoutQuote({ term, pcNum, country: pricedIn, vatNumber: vat, couponCode: coupon, gift, locale }, initialQuote);
  const prices = usePlanPrices(initialPrices, pricedIn);

  // Back from a failed or cancelled payment, or from signing in again: what the buyer chose before comes back
  // (nothing lost).
  useEffect(() => {
    if (!payment && !resume) return;
    const draft = readDraft();
    if (!draft) return;
    for (const field of CHECKOUT_FIELDS) {
      const value = draft.values[field];
      // The plan in the link wins: it is what the buyer was sent back with.
      if (value !== undefined && field !== 'term' && field !== 'pcNum' && field !== 'email') setValue(field, value as never);
    }
    // sessionStorage only exists in the browser, so the draft can only be read after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setGift(draft.gift);
    setCoupon(draft.coupon);
    setVat(draft.vat);
  }, [payment, resume, setValue]);

  // The quote's refusals show on their fields, and go when the field is fixed.
  useEffect(() => {
    for (const field of ['vatNumber', 'couponCode'] as const) {
      const code = quote.errors[field];
      if (code) setError(field, { type: 'server', message: code });
      else if (formState.errors[field]?.type === 'server') clearErrors(field);
    }
    // formState.errors is read, not watched: only a new quote changes what the server refused.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quote.errors, setError, clearErrors]);

  const offerAutoRenew = autoRenewOffered(term, paymentMethod, country);
  useEffect(() => {
    if (!offerAutoRenew) setValue('autoRenew', false);
  }, [offerAutoRenew, setValue]);

  // spec 8: a plan at or below the one held is no upgrade, unless it is the same subscription, which renews it
  // (a gift is not the buyer's plan).
  const purchase = heldPlan && !gift ? purchaseOf(heldPlan, planOf(term, pcNum)) : null;
  const unavailable = !gift && (!upgradable[term] || (heldPlan !== null && purchase === null));
  const mode: CheckoutMode = gift ? 'new' : heldPlan ? (purchase === 'renewal' ? 'renewal' : 'upgrade') : standingMode;
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const renewal =
    purchase === 'renewal' && heldPlan?.expiresAt
      ? { ends: dates.format(new Date(heldPlan.expiresAt)), until: dates.format(addMonths(new Date(heldPlan.expiresAt), heldPlan.periodMonths)) }
      : null;
  const signInLink = signInWithPlan(signInHref, term, pcNum);
  const signedIn = buyerEmail !== null;

  const applyCoupon = () => {
    clearErrors('couponCode');
    setCoupon(String(getValues('couponCode') ?? '').trim());
  };

  const buy = async (values: CheckoutValues) => {
    setFormError(null);
    const forLicense = license !== null && values.term === 'lifetime' && !gift;
    const body = { ...values, recipientEmail: gift ? values.recipientEmail : '', licenseId: forLicense ? license.id : null };
    const signature = JSON.stringify(body);
    if (submission.current?.signature !== signature) submission.current = { signature, key: newIdempotencyKey() };
    // Saved first: a payment page, or a sign-in after the session ran out, comes back to it.
    saveDraft({ values: getValues(), gift, coupon, vat });
    // A session that ran out while the form was open: sign in again and come back to this very form.
    const checkoutApi = createHttpClient({ signInPath: signInWithPlan(signInHref, values.term, values.pcNum, { resume: true }) });
    try {
      const { redirectUrl } = await checkoutApi.post<{ redirectUrl: string }>('/api/checkout', { ...body, idempotencyKey: submission.current.key, locale });
      setLeaving(true);
      window.location.assign(redirectUrl);
    } catch (error) {
      // Signed out: the client is on its way to the sign-in page, which comes back here.
      if (error instanceof ApiError && error.status === 401) {
        setLeaving(true);
        return;
      }
      if (error instanceof ApiError && error.status === 422) {
        const errors = ((error.body as { errors?: { field: string; code: string }[] })?.errors ?? []).filter(
          (entry) => (CHECKOUT_FIELDS as readonly string[]).includes(entry.field) && isCheckoutErrorKey(entry.code),
        );
        errors.forEach(({ field, code }, index) => {
          setError(field as Path<CheckoutInput>, { type: 'server', message: code }, { shouldFocus: index === 0 });
        });
        if (errors.length > 0) return;
      }
      const message = error instanceof ApiError ? (error.body as { message?: unknown } | undefined)?.message : undefined;
      setFormError(typeof message === 'string' ? message : t('api.paymentUnavailable'));
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => methods.handleSubmit(buy, () => setFormError(null))(event);

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

          <section className={styles.card} aria-labelledby="details-heading">
            <h2 id="details-heading">{t('detailsHeading')}</h2>
            <CheckoutField name="country" label={t('fields.country')}>
              {(control) => (
                <select {...control} {...register('country')} className={formStyles.input} autoComplete="country" data-testid="country">
                  <option value="">{t('fields.countryPlaceholder')}</option>
                  {countries.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </CheckoutField>

            <CheckoutField name="vatNumber" label={t('fields.vatNumber')} hint={t('fields.vatNumberHint')}>
              {(control) => (
                <input
                  {...control}
                  {...register('vatNumber', { onBlur: (event) => setVat(String(event.target.value).trim()) })}
                  className={formStyles.input}
                  autoComplete="off"
                  spellCheck={false}
                  data-testid="vat-number"
                />
              )}
            </CheckoutField>

            {signedIn ? (
              <>
                <fieldset className={styles.choices}>
                  <legend className={formStyles.label}>{t('fields.paymentMethod')}</legend>
                  {PAYMENT_METHODS.map((method) => (
                    <label key={method} className={styles.choice}>
                      <input type="radio" value={method} {...register('paymentMethod')} />
                      {t(`methods.${method}`)}
                    </label>
                  ))}
                </fieldset>

                <CheckoutField name="email" label={t('fields.email')} hint={t('fields.emailHint')}>
                  {(control) => (
                    <input {...control} {...register('email')} type="email" readOnly className={formStyles.input} autoComplete="email" />
                  )}
                </CheckoutField>

                <label className={styles.checkbox}>
                  <input type="checkbox" checked={gift} onChange={(event) => setGift(event.target.checked)} data-testid="gift" />
                  {t('fields.gift')}
                </label>
                {gift ? (
                  <CheckoutField name="recipientEmail" label={t('fields.recipientEmail')} hint={t('fields.recipientEmailHint')}>
                    {(control) => (
                      <input {...control} {...register('recipientEmail')} type="email" className={formStyles.input} data-testid="recipient-email" />
                    )}
                  </CheckoutField>
                ) : null}
              </>
            ) : null}

            <CheckoutField name="couponCode" label={t('fields.couponCode')} success={quote.message}>
              {(control) => (
                <div className={styles.inline}>
                  <input
                    {...control}
                    {...register('couponCode')}
                    className={formStyles.input}
                    autoComplete="off"
                    spellCheck={false}
                    data-testid="coupon"
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        applyCoupon();
                      }
                    }}
                  />
                  <button type="button" className="button button--ghost" onClick={applyCoupon} disabled={!hydrated}>
                    {t('fields.applyCoupon')}
                  </button>
                </div>
              )}
            </CheckoutField>

            {signedIn && offerAutoRenew ? (
              <label className={styles.checkbox}>
                <input type="checkbox" {...register('autoRenew')} aria-describedby="auto-renew-hint" />
                <span>
                  {t('fields.autoRenew')}
                  <span id="auto-renew-hint" className={styles.hint} data-testid="auto-renew-hint">
                    {t('fields.autoRenewHint', {
                      months: planOf(term, pcNum).periodMonths,
                      // spec 1: renewals are at the standard price, which is the subtotal before any coupon.
                      price: quote.quote?.formatted.subtotal ?? '…',
                    })}
                  </span>
                </span>
              </label>
            ) : null}
          </section>
        </fieldset>

        <OrderSummary quote={quote.quote} status={quote.status}>
          {formError ? (
            <p className={formStyles.error} role="alert" data-testid="checkout-error">
              {formError}
            </p>
          ) : null}
          {/* Issue 25: the refund terms sit next to the buy button, where a buyer decides. */}
          <p className={styles.agreement} data-testid="refund-terms">
            {t.rich('refundTerms', { terms: (chunks) => <Link href="/terms-of-use">{chunks}</Link> })}
          </p>
          {signedIn ? (
            <>
              <p className={styles.agreement}>
                {t.rich('agreement', {
                  terms: (chunks) => <Link href="/terms-of-use">{chunks}</Link>,
                  saas: (chunks) => <Link href="/saas">{chunks}</Link>,
                })}
              </p>
              <button
                type="submit"
                className={`button button--primary ${styles.buy}`}
                disabled={!hydrated || busy || unavailable || !quote.quote}
                data-testid="agree-and-buy"
              >
                {busy ? t('submitting') : t('submit')}
              </button>
            </>
          ) : (
            <>
              <p className={styles.muted}>{t('signInText')}</p>
              <a href={signInLink} className={`button button--primary ${styles.buy}`} data-testid="sign-in-to-buy">
                {t('signInToBuy')}
              </a>
              <p className={styles.agreement}>
                {t.rich('agreement', {
                  terms: (chunks) => <Link href="/terms-of-use">{chunks}</Link>,
                  saas: (chunks) => <Link href="/saas">{chunks}</Link>,
                })}
              </p>
            </>
          )}
        </OrderSummary>
      </form>
    </FormProvider>
  );
}
