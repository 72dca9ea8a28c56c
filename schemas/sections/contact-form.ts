import { defineField, defineType } from 'sanity';
import { CONTACT_FORM_KINDS, type ContactFormKind } from '@/lib/validation/contact-forms';

const FORM_TITLES: Record<ContactFormKind, string> = {
  contact: 'Help: contact form',
  partner: 'Partners',
  translator: 'Translators',
  developer: 'Game developers',
};

/** A contact form slot (spec 2: help, partners, translators, game developers), with a heading and intro. */
export const contactFormSection = defineType({
  name: 'contactForm',
  title: 'Contact form',
  type: 'object',
  fields: [
    defineField({
      name: 'form',
      title: 'Form',
      type: 'string',
      options: { list: CONTACT_FORM_KINDS.map((value) => ({ value, title: FORM_TITLES[value] })), layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.max(120) }),
    defineField({ name: 'intro', title: 'Intro', type: 'text', rows: 3, validation: (rule) => rule.max(600) }),
  ],
  preview: {
    select: { heading: 'heading', form: 'form' },
    prepare: ({ heading, form }: { heading?: string; form?: ContactFormKind }) => ({
      title: heading || (form ? FORM_TITLES[form] : '(no form chosen)'),
      subtitle: 'Contact form',
    }),
  },
});
