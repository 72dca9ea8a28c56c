'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useSiteForm } from './use-site-form';
import { type ContactFormInput, contactFormSchemas } from '@/lib/validation/contact-forms';
import { type ContactFormProps, ContactRequestForm } from './contact-request-form';
import { TextAreaField, TextField } from './form-fields';

const EMPTY: Required<ContactFormInput<'contact'>> = { name: '', email: '', subject: '', message: '' };

/** spec 2, 3: the help page's contact form. */
export function ContactForm({ captcha = null }: ContactFormProps) {
  const t = useTranslations('forms');
  const methods = useSiteForm({ resolver: zodResolver(contactFormSchemas.contact), defaultValues: EMPTY });
  return (
    <ContactRequestForm form="contact" methods={methods} emptyValues={EMPTY} captcha={captcha}>
      <TextField name="name" label={t('fields.name')} autoComplete="name" />
      <TextField name="email" type="email" label={t('fields.email')} autoComplete="email" required />
      <TextField name="subject" label={t('fields.subject')} />
      <TextAreaField name="message" label={t('fields.message')} required />
    </ContactRequestForm>
  );
}
