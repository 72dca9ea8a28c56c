import { useTranslations } from 'next-intl';
import type { TableOfContentsEntry } from '@/lib/text/table-of-contents';
import styles from './rich-text-section.module.css';

/** The headings of a long text as in-page links (a rich text section with its table of contents on). */
export function TableOfContents({ entries, labelId }: { entries: readonly TableOfContentsEntry[]; labelId: string }) {
  const t = useTranslations('common.tableOfContents');
  return (
    <nav className={styles.contents} aria-labelledby={labelId} data-testid="table-of-contents">
      <h2 id={labelId} className={styles.contentsLabel}>
        {t('label')}
      </h2>
      {/* The headings carry their own numbers ("1. Scope"): the list shows no markers of its own. */}
      <ol className={styles.contentsList}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
