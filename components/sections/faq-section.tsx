'use client';

import type { PageSection } from '@/lib/content/pages';
import { faqPageJsonLd } from '@/lib/content/structured-data';
import { JsonLd } from '@/components/json-ld';
import styles from './faq-section.module.css';
import shared from './shared.module.css';

type Faq = Extract<PageSection, { _type: 'faq' }>;

/**
 * Questions that open their answers (no JavaScript needed), and the same as FAQPage data for search engines.
 * A client component only so that the FAQPage data is made from the questions it receives: rendered on the
 * server, its text travelled a second time in the page's RSC payload (issue 16); now the payload carries the
 * questions once and the HTML the data once.
 */
export function FaqSection({ section }: { section: Faq }) {
  return (
    <section className={`${shared.section} container`} data-testid="faq">
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
    </section>
  );
}
