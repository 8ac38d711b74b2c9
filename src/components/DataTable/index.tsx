import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

interface DataTableProps {
  caption: ReactNode;
  /** Column headings, in order. */
  columns: string[];
  /** The rows: each starts with its own `<th scope="row">`. */
  children: ReactNode;
  /** Data attributes for tests and styling hooks, such as `data-release-table`. */
  data?: Record<`data-${string}`, string>;
}

/**
 * A captioned table of release facts that scrolls sideways on a narrow screen instead of overflowing,
 * with the shades of any box that scrolls (`table-scroll`, src/css/custom.css).
 */
export default function DataTable({caption, columns, children, data}: DataTableProps): React.JSX.Element {
  return (
    <div className={`table-scroll ${styles.wrapper}`} tabIndex={0} role="region" aria-label={typeof caption === 'string' ? caption : 'Table'}>
      <table className={styles.table} {...data}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
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
