import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { nextSortDirection, sortedRows, type SortDirection, type SortValue } from '../lib/sortable';

export interface SortableColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  sortValue?: (row: T) => SortValue;
  /** Used when shift or alt is held while clicking (spec, second document, section 2). */
  altSortValue?: (row: T) => SortValue;
  isNumeric?: boolean;
}

interface SortState {
  key: string;
  direction: SortDirection;
  isAlt: boolean;
}

interface SortableTableProps<T> {
  caption: string;
  columns: readonly SortableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}

export const SortableTable = <T,>({ caption, columns, rows, rowKey }: SortableTableProps<T>) => {
  const [sort, setSort] = useState<SortState | null>(null);
  const shown = useMemo(() => {
    const column = sort && columns.find((candidate) => candidate.key === sort.key);
    if (!sort || !column?.sortValue) return rows;
    const valueOf = (sort.isAlt && column.altSortValue) || column.sortValue;
    return sortedRows(rows, valueOf, sort.direction);
  }, [rows, columns, sort]);

  const onHeaderClick = (column: SortableColumn<T>, event: MouseEvent) => {
    setSort((current) => ({
      key: column.key,
      direction: nextSortDirection(current, column.key),
      isAlt: event.shiftKey || event.altKey,
    }));
  };

  return (
    <table className="data-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => {
            const ariaSort =
              sort?.key === column.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
            return (
              <th
                key={column.key}
                scope="col"
                aria-sort={ariaSort}
                className={column.isNumeric ? 'is-numeric' : undefined}
              >
                {column.sortValue ? (
                  <button
                    type="button"
                    className="sort-button"
                    onClick={(event) => onHeaderClick(column, event)}
                  >
                    {column.label}
                    <span aria-hidden="true" className="sort-button__arrow">
                      {ariaSort === 'ascending' ? '▲' : ariaSort === 'descending' ? '▼' : '↕'}
                    </span>
                  </button>
                ) : (
                  column.label
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {shown.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.key} className={column.isNumeric ? 'is-numeric' : undefined}>
                {column.render(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
};
