import { useLocale } from 'next-intl';
import { ContactFormOfKind } from '@/components/forms/contact-form-of-kind';
import { publicCaptcha } from '@/lib/auth/captcha';
import { toLocale } from '@/lib/i18n/config';
import type { PageSection } from '@/lib/content/pages';
import { CONTACT_FORM_KINDS, type ContactFormKind } from '@/lib/validation/contact-forms';
import styles from './contact-form-section.module.css';

type ContactFormContent = Extract<PageSection, { _type: 'contactForm' }>;

const isFormKind = (value: unknown): value is ContactFormKind =>
  typeof value === 'string' && (CONTACT_FORM_KINDS as readonly string[]).includes(value);

/** A contact form slot of a page: the editor's heading and intro above the chosen form. */
export function ContactFormSection({ section, isFirst }: { section: ContactFormContent; isFirst: boolean }) {
  // A slot saved before its form was chosen has nothing to send.
  const locale = toLocale(useLocale());
  if (!isFormKind(section.form)) return null;
  const Heading = isFirst ? 'h1' : 'h2';
  return (
    <section className={`container ${styles.section}`} data-testid="contact-form-section">
      {section.heading ? <Heading>{section.heading}</Heading> : null}
      {section.intro ? <p className={styles.intro}>{section.intro}</p> : null}
      <ContactFormOfKind kind={section.form} captcha={publicCaptcha(locale)} />
    </section>
  );
}
