// The sortable table's rules (spec, second document, section 2 "Other helpers"), shared by the React table
// and the widgets' helper for server-rendered tables.

export type SortDirection = 'asc' | 'desc';
export type SortValue = string | number | null | undefined;

const asNumber = (value: SortValue): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.replace(/,/g, ''));
  return Number.isFinite(parsed) ? parsed : null;
};

/** Numerically when both values are numbers, otherwise as text. */
export const compareSortValues = (a: SortValue, b: SortValue): number => {
  const left = asNumber(a);
  const right = asNumber(b);
  if (left !== null && right !== null) return left - right;
  return String(a ?? '').localeCompare(String(b ?? ''), undefined, { sensitivity: 'base' });
};

/** The first click on a column sorts descending, the next ascending, and so on. */
export const nextSortDirection = (
  current: { key: string; direction: SortDirection } | null,
  clickedKey: string,
): SortDirection => (current?.key === clickedKey && current.direction === 'desc' ? 'asc' : 'desc');

/**
 * Sorts a copy; `valueOf` may throw (a malformed cell): sorting errors are silently ignored, so the
 * original order is kept.
 */
export const sortedRows = <T>(
  rows: readonly T[],
  valueOf: (row: T) => SortValue,
  direction: SortDirection,
): T[] => {
  try {
    const keyed = rows.map((row, index) => ({ row, index, value: valueOf(row) }));
    keyed.sort((a, b) => {
      const order = compareSortValues(a.value, b.value);
      return (direction === 'desc' ? -order : order) || a.index - b.index;
    });
    return keyed.map((entry) => entry.row);
  } catch {
    return [...rows];
  }
};
