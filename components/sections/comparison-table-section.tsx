import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { PageSection } from '@/lib/content/pages';
import styles from './comparison-table-section.module.css';
import { PlanPricesCell } from './plan-prices-cell';
import shared from './shared.module.css';

type ComparisonTable = Extract<PageSection, { _type: 'comparisonTable' }>;
type Cell = ComparisonTable['rows'][number]['cells'][number];

function CellContent({ cell }: { cell: Cell }) {
  const t = useTranslations('sections.comparison');
  return (
    <>
      {cell.mark ? (
        <span className={cell.mark === 'yes' ? styles.yes : styles.no}>
          <span aria-hidden="true">{cell.mark === 'yes' ? '✓' : '✕'}</span>
          {/* Read as a word; with a text beside it, the mark only decorates. */}
          {cell.text ? null : <span className={shared.visuallyHidden}>{t(cell.mark)}</span>}
        </span>
      ) : null}
      {cell.text ? <span>{cell.mark ? ` ${cell.text}` : cell.text}</span> : null}
      {cell.price ? <PlanPricesCell kind={cell.price} /> : null}
    </>
  );
}

/** A real table: column headings and row headings with scope, one cell per column. */
export function ComparisonTableSection({ section }: { section: ComparisonTable }) {
  const headingId = useId();
  return (
    <section className={`${shared.section} container`} data-testid="comparison-table">
      <h2 id={headingId}>{section.heading}</h2>
      {/* Narrow screens scroll the table sideways; the keyboard can too, as the wrapper takes focus. */}
      <div className={styles.scroller} role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <td />
              {section.columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row._key}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell) => (
                  <td key={cell._key}>
                    <CellContent cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
