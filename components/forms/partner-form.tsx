'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useSiteForm } from './use-site-form';
import { type ContactFormInput, contactFormSchemas, PARTNER_TYPES } from '@/lib/validation/contact-forms';
import { type ContactFormProps, ContactRequestForm } from './contact-request-form';
import { SelectField, TextAreaField, TextField } from './form-fields';

const EMPTY: Required<ContactFormInput<'partner'>> = { name: '', email: '', partnerType: '', website: '', dailyVisitors: '', message: '' };

/** spec 2, 3: the partners page's form, for bloggers, resellers and device manufacturers. */
export function PartnerForm({ captcha = null }: ContactFormProps) {
  const t = useTranslations('forms');
  const methods = useSiteForm({ resolver: zodResolver(contactFormSchemas.partner), defaultValues: EMPTY });
  const options = PARTNER_TYPES.map((value) => ({ value, label: t(`partnerTypes.${value}`) }));
  return (
    <ContactRequestForm form="partner" methods={methods} emptyValues={EMPTY} captcha={captcha}>
      <TextField name="name" label={t('fields.name')} autoComplete="name" />
      <TextField name="email" type="email" label={t('fields.email')} autoComplete="email" required />
      <SelectField
        name="partnerType"
        label={t('fields.partnerType')}
        options={options}
        placeholder={t('placeholders.partnerType')}
        required
      />
      <TextField name="website" label={t('fields.website')} placeholder={t('placeholders.website')} autoComplete="url" required />
      <TextField name="dailyVisitors" label={t('fields.dailyVisitors')} placeholder={t('placeholders.dailyVisitors')} />
      <TextAreaField name="message" label={t('fields.message')} />
    </ContactRequestForm>
  );
}
