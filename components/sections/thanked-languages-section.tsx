import type { PageSection } from '@/lib/content/pages';
import styles from './thanked-languages-section.module.css';

type ThankedLanguages = Extract<PageSection, { _type: 'thankedLanguages' }>;

/** spec 2: the translators page's list of thanked languages, each with the people who translated it. */
export function ThankedLanguagesSection({ section }: { section: ThankedLanguages }) {
  const headingId = `thanked-languages-${section._key}`;
  return (
    <section className={`container ${styles.section}`} aria-labelledby={headingId} data-testid="thanked-languages">
      <h2 id={headingId}>{section.heading}</h2>
      {section.intro ? <p className={styles.intro}>{section.intro}</p> : null}
      <ul className={styles.languages}>
        {section.items.map((item) => (
          <li key={item._key} className={styles.language}>
            <h3 className={styles.name}>
              {item.language}
              {item.nativeName && item.nativeName !== item.language ? <span className={styles.nativeName}>{item.nativeName}</span> : null}
            </h3>
            <ul className={styles.translators}>
              {item.translators.map((translator) => (
                <li key={translator}>{translator}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
