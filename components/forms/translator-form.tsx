'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useSiteForm } from './use-site-form';
import { type ContactFormInput, contactFormSchemas } from '@/lib/validation/contact-forms';
import { type ContactFormProps, ContactRequestForm } from './contact-request-form';
import { TextAreaField, TextField } from './form-fields';

const EMPTY: Required<ContactFormInput<'translator'>> = { name: '', email: '', language: '', message: '' };

/** spec 2, 3: the translators page's form. */
export function TranslatorForm({ captcha = null }: ContactFormProps) {
  const t = useTranslations('forms');
  const methods = useSiteForm({ resolver: zodResolver(contactFormSchemas.translator), defaultValues: EMPTY });
  return (
    <ContactRequestForm form="translator" methods={methods} emptyValues={EMPTY} captcha={captcha}>
      <TextField name="name" label={t('fields.name')} autoComplete="name" />
      <TextField name="email" type="email" label={t('fields.contactEmail')} autoComplete="email" required />
      <TextField name="language" label={t('fields.language')} placeholder={t('placeholders.language')} required />
      <TextAreaField name="message" label={t('fields.tellUsMore')} />
    </ContactRequestForm>
  );
}
