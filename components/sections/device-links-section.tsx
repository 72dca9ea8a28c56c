import { communityConfigsPath } from '@/lib/community/devices';
import type { PageSection } from '@/lib/content/pages';
import { Link } from '@/lib/i18n/navigation';
import styles from './device-links-section.module.css';

type DeviceLinks = Extract<PageSection, { _type: 'deviceLinks' }>;

/** Links to each gamepad's shared configs (spec 2: /community/configs/gamepad/{device}, named only in link text). */
export function DeviceLinksSection({ section }: { section: DeviceLinks }) {
  const headingId = `device-links-${section._key}`;
  return (
    <section className={`container ${styles.section}`} aria-labelledby={headingId} data-testid="device-links">
      <h2 id={headingId}>{section.heading}</h2>
      {section.intro ? <p className={styles.intro}>{section.intro}</p> : null}
      <ul className={styles.devices}>
        {section.items.map((item) => (
          <li key={item._key}>
            {/* No prefetch: the config lists are not pages of this site (spec 2 names them only in links). */}
            <Link href={communityConfigsPath(item.device)} prefetch={false} className={`button button--ghost ${styles.device}`}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
