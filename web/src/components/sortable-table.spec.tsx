import { fireEvent, render, screen, within } from '@testing-library/react';
import { SortableTable, type SortableColumn } from './sortable-table';

interface Row {
  name: string;
  rating: string;
  price: number;
  trend: number;
}
const ROWS: Row[] = [
  { name: 'bravo', rating: '9', price: 300, trend: -5 },
  { name: 'Alpha', rating: '10', price: 100, trend: 9 },
  { name: 'charlie', rating: 'n/a', price: 200, trend: 1 },
];

const setup = (columns: SortableColumn<Row>[]) => {
  render(<SortableTable caption="Cards" columns={columns} rows={ROWS} rowKey={(row) => row.name} />);
  return () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
};

const name: SortableColumn<Row> = {
  key: 'name',
  label: 'Name',
  render: (row) => row.name,
  sortValue: (row) => row.name,
};
const price: SortableColumn<Row> = {
  key: 'price',
  label: 'Price',
  render: (row) => row.price,
  sortValue: (row) => row.price,
  altSortValue: (row) => row.trend,
};

describe(SortableTable.name, () => {
  it('sorts descending on the first click and ascending on the next', () => {
    const names = setup([name, price]);
    fireEvent.click(screen.getByRole('button', { name: /Price/ }));
    expect(names()).toEqual(['bravo', 'charlie', 'Alpha']);
    expect(screen.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /Price/ }));
    expect(names()).toEqual(['Alpha', 'charlie', 'bravo']);
    expect(screen.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('compares as text (case-insensitively) when a value is not a number, numerically when both are', () => {
    const names = setup([
      name,
      { key: 'rating', label: 'Rating', render: (row) => row.rating, sortValue: (row) => row.rating },
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(names()).toEqual(['charlie', 'bravo', 'Alpha']);
    fireEvent.click(screen.getByRole('button', { name: /Rating/ }));
    fireEvent.click(screen.getByRole('button', { name: /Rating/ }));
    // '9' < '10' numerically; 'n/a' is text, compared as text against the numbers.
    const ascending = names();
    expect(ascending.indexOf('bravo')).toBeLessThan(ascending.indexOf('Alpha'));
  });

  it('uses the alternative sort value when shift or alt is held', () => {
    const names = setup([name, price]);
    fireEvent.click(screen.getByRole('button', { name: /Price/ }), { shiftKey: true });
    expect(names()).toEqual(['Alpha', 'charlie', 'bravo']);
    fireEvent.click(screen.getByRole('button', { name: /Price/ }), { altKey: true });
    expect(names()).toEqual(['bravo', 'charlie', 'Alpha']);
  });

  it('ignores a sorting error and keeps the order', () => {
    const names = setup([
      name,
      {
        key: 'broken',
        label: 'Broken',
        render: () => '?',
        sortValue: () => {
          throw new Error('bad cell');
        },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Broken/ }));
    expect(names()).toEqual(['bravo', 'Alpha', 'charlie']);
  });
});
