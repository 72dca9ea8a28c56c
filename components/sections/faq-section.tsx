import { ServerIsland } from '@/components/islands/server-island';
import { JsonLd } from '@/components/json-ld';
import type { PageSection } from '@/lib/content/pages';
import { faqPageJsonLd } from '@/lib/content/structured-data';
import styles from './faq-section.module.css';
import shared from './shared.module.css';

type Faq = Extract<PageSection, { _type: 'faq' }>;

/**
 * Questions that open their answers (no JavaScript needed), and the same as FAQPage data for search engines, in a
 * server island (issue 16): the HTML carries the questions and the data once each, and the RSC payload neither.
 */
export function FaqSection({ section }: { section: Faq }) {
  return (
    <ServerIsland kind="faq" shows={section} as="section" className={`${shared.section} container`} testId="faq">
      <h2>{section.heading}</h2>
      <div className={styles.list}>
        {section.items.map((item) => (
          <details key={item._key} className={styles.item}>
            <summary className={styles.question}>{item.question}</summary>
            <p className={styles.answer}>{item.answer}</p>
          </details>
        ))}
      </div>
      <JsonLd data={faqPageJsonLd(section.items)} />
    </ServerIsland>
  );
}
