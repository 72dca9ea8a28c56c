'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import formStyles from '@/components/forms/forms.module.css';
import type { CheckoutInput, CheckoutValues } from '@/lib/commerce/checkout-schema';
import { PAYMENT_METHODS } from '@/lib/commerce/plans';
import type { CountryOption } from '@/lib/validation/countries';
import { CheckoutField } from './checkout-field';
import styles from './checkout.module.css';

interface CheckoutDetailsProps {
  countries: CountryOption[];
  /** A visitor sees the country, VAT number and coupon; a signed-in buyer also the method, address and gift. */
  signedIn: boolean;
  hydrated: boolean;
  gift: boolean;
  onGift: (gift: boolean) => void;
  /** The VAT number counts once its field is left, so the total does not flicker while it is typed. */
  onVatLeft: (vat: string) => void;
  onApplyCoupon: () => void;
  /** 'Coupon is applied!', in the page's language, when it was. */
  couponApplied: string | null;
  /** The renewal terms beside the auto-renewal box, or null when auto-renewal is not offered. */
  autoRenew: { months: number; price: string } | null;
}

/** The buyer's details: country, VAT number, payment method, e-mail, gift, coupon and auto-renewal. */
export function CheckoutDetails({
  countries,
  signedIn,
  hydrated,
  gift,
  onGift,
  onVatLeft,
  onApplyCoupon,
  couponApplied,
  autoRenew,
}: CheckoutDetailsProps) {
  const t = useTranslations('shop.checkout');
  const { register } = useFormContext<CheckoutInput, unknown, CheckoutValues>();
  return (
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
            {...register('vatNumber', { onBlur: (event) => onVatLeft(String(event.target.value).trim()) })}
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
            <input type="checkbox" checked={gift} onChange={(event) => onGift(event.target.checked)} data-testid="gift" />
            {t('fields.gift')}
          </label>
          {gift ? (
            <CheckoutField name="recipientEmail" label={t('fields.recipientEmail')} hint={t('fields.recipientEmailHint')}>
              {(control) => (
                <input
                  {...control}
                  {...register('recipientEmail')}
                  type="email"
                  className={formStyles.input}
                  data-testid="recipient-email"
                />
              )}
            </CheckoutField>
          ) : null}
        </>
      ) : null}

      <CheckoutField name="couponCode" label={t('fields.couponCode')} success={couponApplied}>
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
                  onApplyCoupon();
                }
              }}
            />
            <button type="button" className="button button--ghost" onClick={onApplyCoupon} disabled={!hydrated}>
              {t('fields.applyCoupon')}
            </button>
          </div>
        )}
      </CheckoutField>

      {signedIn && autoRenew ? (
        <label className={styles.checkbox}>
          <input type="checkbox" {...register('autoRenew')} aria-describedby="auto-renew-hint" />
          <span>
            {t('fields.autoRenew')}
            <span id="auto-renew-hint" className={styles.hint} data-testid="auto-renew-hint">
              {t('fields.autoRenewHint', autoRenew)}
            </span>
          </span>
        </label>
      ) : null}
    </section>
  );
}
