import { useTranslations } from 'next-intl';
import type { ReleaseSummary } from '@/lib/content/releases';
import { Link } from '@/lib/i18n/navigation';
import { ReleaseDate } from './release-date';
import styles from './release-entries.module.css';

/** spec 3: Release entries (title, url, date), newest first; the first supported one is marked latest. */
export function ReleaseEntries({ releases }: { releases: readonly ReleaseSummary[] }) {
  const t = useTranslations('releases');
  const latest = releases.find(({ discontinued }) => !discontinued)?.version;
  return (
    <ol className={styles.entries} data-testid="release-entries">
      {releases.map((release) => (
        <li key={release.version} className={styles.entry} data-testid="release-entry">
          <Link href={release.url} className={styles.title}>
            {release.title}
          </Link>
          {release.version === latest ? <span className={styles.badge}>{t('latest')}</span> : null}
          <span className={styles.date}>
            <ReleaseDate date={release.releasedAt} />
          </span>
        </li>
      ))}
    </ol>
  );
}
