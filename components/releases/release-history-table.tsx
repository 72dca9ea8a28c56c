import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { ReleaseSummary } from '@/lib/content/releases';
import { Link } from '@/lib/i18n/navigation';
import { ReleaseDate } from './release-date';
import styles from './release-history-table.module.css';

type Props = {
  releases: readonly ReleaseSummary[];
  /** The heading above the table; the default one when the editor left it empty. */
  heading?: string | null;
};

/**
 * spec 2: the release notes history, with exactly the columns release, new features, fixed issues,
 * released and discontinued. Wide notes scroll sideways inside their own (keyboard-focusable) region
 * on narrow screens rather than squeezing the columns.
 */
export function ReleaseHistoryTable({ releases, heading }: Props) {
  const t = useTranslations('releases.history');
  const headingId = useId();
  const captionId = useId();
  return (
    <section className={styles.history} aria-labelledby={headingId} data-testid="release-history">
      <h2 id={headingId}>{heading?.trim() || t('heading')}</h2>
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {t('caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('release')}</th>
              <th scope="col">{t('newFeatures')}</th>
              <th scope="col">{t('fixedIssues')}</th>
              <th scope="col">{t('released')}</th>
              <th scope="col">{t('discontinued')}</th>
            </tr>
          </thead>
          <tbody>
            {releases.map((release) => (
              <tr key={release.version} data-testid="release-history-row">
                <th scope="row" className={styles.release}>
                  <Link href={release.url}>{release.title}</Link>
                </th>
                <td>
                  <Notes notes={release.newFeatures} none={t('none')} />
                </td>
                <td>
                  <Notes notes={release.fixedIssues} none={t('none')} />
                </td>
                <td className={styles.date}>
                  <ReleaseDate date={release.releasedAt} />
                </td>
                <td className={styles.date}>
                  {release.discontinued && release.discontinuedAt ? (
                    <ReleaseDate date={release.discontinuedAt} />
                  ) : release.discontinued ? (
                    t('yes')
                  ) : (
                    t('supported')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Notes({ notes, none }: { notes: readonly string[]; none: string }) {
  if (notes.length === 0) return <span className={styles.none}>{none}</span>;
  return (
    <ul className={styles.notes}>
      {notes.map((note, index) => (
        <li key={index}>{note}</li>
      ))}
    </ul>
  );
}
