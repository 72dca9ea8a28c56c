import { ServerIsland } from '@/components/islands/server-island';
import type { PageSection } from '@/lib/content/pages';
import shared from './shared.module.css';
import styles from './system-requirements-section.module.css';

type SystemRequirements = Extract<PageSection, { _type: 'systemRequirements' }>;

export function SystemRequirementsSection({ section }: { section: SystemRequirements }) {
  return (
    <ServerIsland kind="requirements" shows={section} as="section" className={`${shared.section} container`} testId="system-requirements">
      <h2>{section.heading}</h2>
      <dl className={styles.list}>
        {section.rows.map((row) => (
          <div key={row._key} className={styles.row}>
            <dt className={styles.label}>{row.label}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </ServerIsland>
  );
}
