import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ContactFormSection } from '@/components/sections/contact-form-section';
import { seoMetadata } from '@/lib/content/seo';
import { toLocale } from '@/lib/i18n/config';
import { CONTACT_FORM_KINDS } from '@/lib/validation/contact-forms';
import { testRoutesEnabled } from '@/lib/http/test-routes';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return seoMetadata(toLocale((await params).locale), '/e2e-forms');
}

// The end-to-end tests need the four contact forms on one page, whatever the content holds; the page
// exists only when they switch it on.
export default async function ContactFormsForTests({ params }: Props) {
  if (!testRoutesEnabled()) notFound();
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <ClientMessages area="sectionsWithForms">
      {CONTACT_FORM_KINDS.map((form, index) => (
        <ContactFormSection
          key={form}
          section={{ _key: form, _type: 'contactForm', anchor: null, form, heading: `Form: ${form}`, intro: null }}
          isFirst={index === 0}
        />
      ))}
    </ClientMessages>
  );
}
