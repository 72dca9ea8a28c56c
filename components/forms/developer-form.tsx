'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useSiteForm } from './use-site-form';
import { type ContactFormInput, contactFormSchemas } from '@/lib/validation/contact-forms';
import { type ContactFormProps, ContactRequestForm } from './contact-request-form';
import { TextAreaField, TextField } from './form-fields';

const EMPTY: Required<ContactFormInput<'developer'>> = { name: '', email: '', company: '', message: '' };

/** spec 2, 3, 5: the game developers page's form; name, contact email and company are required. */
export function DeveloperForm({ captcha = null }: ContactFormProps) {
  const t = useTranslations('forms');
  const methods = useSiteForm({ resolver: zodResolver(contactFormSchemas.developer), defaultValues: EMPTY });
  return (
    <ContactRequestForm form="developer" methods={methods} emptyValues={EMPTY} captcha={captcha}>
      <TextField name="name" label={t('fields.name')} autoComplete="name" required />
      <TextField name="email" type="email" label={t('fields.contactEmail')} autoComplete="email" required />
      <TextField name="company" label={t('fields.company')} autoComplete="organization" required />
      <TextAreaField name="message" label={t('fields.message')} />
    </ContactRequestForm>
  );
}
