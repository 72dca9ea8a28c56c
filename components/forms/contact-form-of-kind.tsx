'use client';

import dynamic from 'next/dynamic';
import type { ContactFormKind } from '@/lib/validation/contact-forms';
import type { ContactFormProps } from './contact-request-form';

// The section registry is part of every content page, so a form imported statically there would ship
// react-hook-form and zod to pages that show no form (the home page among them). Loaded through
// next/dynamic from this client module, a form's code reaches only the pages that render it, still
// server-rendered with them.
const FORMS = {
  contact: dynamic(() => import('./contact-form').then((module) => module.ContactForm)),
  partner: dynamic(() => import('./partner-form').then((module) => module.PartnerForm)),
  translator: dynamic(() => import('./translator-form').then((module) => module.TranslatorForm)),
  developer: dynamic(() => import('./developer-form').then((module) => module.DeveloperForm)),
} satisfies Record<ContactFormKind, unknown>;

/** The contact form of one kind, for the page builder's contactForm section. */
export function ContactFormOfKind({ kind, ...props }: ContactFormProps & { kind: ContactFormKind }) {
  const Form = FORMS[kind];
  return <Form {...props} />;
}
