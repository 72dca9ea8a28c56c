import type { PageSection } from '@/lib/content/pages';
import { ContentLink } from '@/components/content-link';
import { ServerIsland } from '@/components/islands/server-island';
import styles from './feature-grid-section.module.css';
import shared from './shared.module.css';

type FeatureGrid = Extract<PageSection, { _type: 'featureGrid' }>;

/** Features as cards; each card's id is its anchor, so /advanced-controller-mapping#rapid-fire lands on it. */
export function FeatureGridSection({ section }: { section: FeatureGrid }) {
  return (
    <ServerIsland kind="features" shows={section} as="section" className={`${shared.section} container`} testId="feature-grid">
      <h2>{section.heading}</h2>
      {section.intro ? <p className={shared.intro}>{section.intro}</p> : null}
      <ul className={styles.grid}>
        {section.items.map((item) => (
          <li key={item._key} id={item.anchor} className={styles.item}>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
            {item.link ? (
              <ContentLink href={item.link.href} className={styles.link}>
                {item.link.label}
              </ContentLink>
            ) : null}
          </li>
        ))}
      </ul>
    </ServerIsland>
  );
}
