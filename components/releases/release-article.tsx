import { useFormatter, useTranslations } from 'next-intl';
import type { Release } from '@/lib/content/releases';
import { Link } from '@/lib/i18n/navigation';
import { formatReleaseDate } from './release-date';
import { ReleaseDownloads } from './release-downloads';
import styles from './release-article.module.css';

/** A release page: version, date, its installers, new features and fixed issues. */
export function ReleaseArticle({ release }: { release: Release }) {
  const t = useTranslations('releases');
  const format = useFormatter();
  return (
    <article className={`container ${styles.article}`} data-testid="release-article">
      <p className={styles.back}>
        <Link href="/releases">← {t('release.allReleases')}</Link>
      </p>
      <h1>{release.title}</h1>
      <p className={styles.date}>
        <time dateTime={release.releasedAt}>{t('releasedOn', { date: formatReleaseDate(format, release.releasedAt) })}</time>
      </p>

      <section className={styles.downloads} aria-labelledby="release-download" data-testid="release-downloads">
        <h2 id="release-download">{t('release.downloadHeading', { version: release.version })}</h2>
        {release.downloads.length > 0 ? <ReleaseDownloads downloads={release.downloads} /> : <p>{t('release.noDownloads')}</p>}
        <p className={styles.requirements}>{t('release.requirements')}</p>
      </section>

      <NoteList id="new-features" heading={t('release.newFeatures')} notes={release.newFeatures} empty={t('release.noNewFeatures')} />
      <NoteList id="fixed-issues" heading={t('release.fixedIssues')} notes={release.fixedIssues} empty={t('release.noFixedIssues')} />
    </article>
  );
}

function NoteList({ id, heading, notes, empty }: { id: string; heading: string; notes: readonly string[]; empty: string }) {
  return (
    <section className={styles.notes} aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{heading}</h2>
      {notes.length > 0 ? (
        <ul>
          {notes.map((note, index) => (
            <li key={index}>{note}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{empty}</p>
      )}
    </section>
  );
}
