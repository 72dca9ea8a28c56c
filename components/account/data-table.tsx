import type { ReactNode } from 'react';
import styles from './orders-table.module.css';

/**
 * The account area's tables (payment history, customers, membership): a scroller around the table, so a
 * narrow screen scrolls the table instead of the page, and one header row of column headings. `children`
 * are the body's rows.
 */
export function DataTable({
  columns,
  testId,
  busy,
  children,
}: {
  /** The column headings, in order; a column without a visible heading passes hiddenHeading(text). */
  columns: ReactNode[];
  testId: string;
  /** Set while a newer list is being fetched (the rows shown are the previous ones). */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table} data-testid={testId} aria-busy={busy}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              // The headings are fixed for a table: their place is their identity.
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The heading of a column that needs none on screen (its cells' own buttons say it), for screen readers. */
export function hiddenHeading(text: string): ReactNode {
  return <span className="visually-hidden">{text}</span>;
}
