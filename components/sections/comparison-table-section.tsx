import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { ServerIsland } from '@/components/islands/server-island';
import type { PageSection } from '@/lib/content/pages';
import styles from './comparison-table-section.module.css';
import { PlanPricesCell } from './plan-prices-cell';
import shared from './shared.module.css';

type ComparisonTable = Extract<PageSection, { _type: 'comparisonTable' }>;
type Row = ComparisonTable['rows'][number];
type Cell = Row['cells'][number];

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

function TableRow({ row }: { row: Row }) {
  return (
    <tr>
      <th scope="row">{row.label}</th>
      {row.cells.map((cell) => (
        <td key={cell._key}>
          <CellContent cell={cell} />
        </td>
      ))}
    </tr>
  );
}

/**
 * The rows in runs: those with prices (which the browser keeps current) apart from the rest, which are server islands
 * (issue 16: the markup sent once). A table may have several bodies; they read and look as one.
 */
function rowRuns(rows: readonly Row[]): { priced: boolean; rows: Row[] }[] {
  const runs: { priced: boolean; rows: Row[] }[] = [];
  for (const row of rows) {
    const priced = row.cells.some((cell) => cell.price);
    const last = runs.at(-1);
    if (last && last.priced === priced) last.rows.push(row);
    else runs.push({ priced, rows: [row] });
  }
  return runs;
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
          {rowRuns(section.rows).map((run) => {
            const rows = run.rows.map((row) => <TableRow key={row._key} row={row} />);
            return run.priced ? (
              <tbody key={run.rows[0]?._key}>{rows}</tbody>
            ) : (
              <ServerIsland key={run.rows[0]?._key} kind="plans" shows={run.rows} as="tbody">
                {rows}
              </ServerIsland>
            );
          })}
        </table>
      </div>
    </section>
  );
}
