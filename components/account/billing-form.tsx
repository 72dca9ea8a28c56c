'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormProvider, type Path } from 'react-hook-form';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useSiteForm } from '@/components/forms/use-site-form';
import { api, ApiError } from '@/lib/api/client';
import type { CountryOption } from '@/lib/validation/countries';
import type { ProfileInput, ProfileValues } from '@/lib/validation/profile';
import { BILLING_TEXT_FIELDS } from '@/lib/validation/profile-fields';
import { apiFieldErrors, CheckboxField, SelectField, TextField } from './account-fields';
import styles from './account.module.css';
import { useHydrated } from './use-hydrated';

const FIELDS = [...BILLING_TEXT_FIELDS, 'country', 'subscribedToEmails'] as const;

const AUTOCOMPLETE: Record<(typeof BILLING_TEXT_FIELDS)[number], string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  state: 'address-level1',
  address: 'street-address',
  city: 'address-level2',
  zip: 'postal-code',
  phone: 'tel',
};

const resolver = lazyZodResolver(async () => (await import('@/lib/validation/profile')).profileSchema);

/** spec 3 "Profile billing": saved with PUT /api/account/profile; what was typed stays on any failure. */
export function BillingForm({ initial, countries }: { initial: ProfileValues; countries: CountryOption[] }) {
  const t = useTranslations('profile');
  const locale = useLocale();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  const methods = useSiteForm<ProfileInput, unknown, ProfileValues>({ resolver, defaultValues: initial });
  const { isSubmitting } = methods.formState;

  const save = methods.handleSubmit(
    async (values) => {
      setStatus(null);
      try {
        const { billing } = await api.put<{ billing: ProfileValues }>('/api/account/profile', { ...values, locale });
        methods.reset(billing);
        setStatus('saved');
      } catch (error) {
        const fields = error instanceof ApiError && error.status === 422 ? apiFieldErrors(error.body, FIELDS) : [];
        fields.forEach(({ field, code }, index) => {
          methods.setError(field as Path<ProfileInput>, { type: 'server', message: code }, { shouldFocus: index === 0 });
        });
        if (fields.length === 0) setStatus('failed');
      }
    },
    () => setStatus(null),
  );

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={save} className={styles.grid} data-testid="billing-form" aria-labelledby="billing-heading">
        {BILLING_TEXT_FIELDS.map((name) => (
          <div key={name} className={name === 'address' ? styles.wide : undefined}>
            <TextField name={name} label={t(`fields.${name}`)} type={name === 'phone' ? 'tel' : 'text'} autoComplete={AUTOCOMPLETE[name]} />
          </div>
        ))}
        <SelectField
          name="country"
          label={t('fields.country')}
          placeholder={t('billing.countryPlaceholder')}
          options={countries}
          autoComplete="country"
        />
        <div className={styles.wide}>
          <CheckboxField name="subscribedToEmails" label={t('fields.subscribedToEmails')} hint={t('billing.subscribedHint')} />
        </div>
        <div className={`${styles.actions} ${styles.wide}`}>
          <button type="submit" className="button button--primary" disabled={!hydrated || isSubmitting}>
            {isSubmitting ? t('billing.saving') : t('billing.submit')}
          </button>
          <p role="status" className={status === 'failed' ? styles.statusError : styles.status} data-testid="billing-status">
            {status === 'saved' ? t('billing.saved') : status === 'failed' ? t('billing.failed') : ''}
          </p>
        </div>
      </form>
    </FormProvider>
  );
}
