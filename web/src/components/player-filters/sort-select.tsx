import { useId } from 'react';
import { SORT_OPTIONS, type SortKey } from '@futgg/game-rules';
import { ChoiceSelect, type Choice } from '../choice-select';
import type { FilterControls } from './filter-controls';
import { TREND_WINDOW_FIELDS, TREND_WINDOWS } from '../../lib/price-keys';

const encodeSort = (sort: readonly SortKey[] | undefined) =>
  (sort ?? []).map((key) => `${key.direction === 'desc' ? '-' : ''}${key.field}`).join(',');

const decodeSortValue = (value: string): SortKey[] =>
  value
    .split(',')
    .filter(Boolean)
    .map((part) => ({
      field: part.replace(/^-/, '') as SortKey['field'],
      direction: part.startsWith('-') ? 'desc' : 'asc',
    }));

// The spec's sort options (created date and price, each way) first, then the other sortable columns.
export const SORT_CHOICES: readonly Choice<string>[] = [
  { value: SORT_OPTIONS.CREATED_DESC, label: 'Newest first' },
  { value: SORT_OPTIONS.CREATED_ASC, label: 'Oldest first' },
  { value: SORT_OPTIONS.PRICE_DESC, label: 'Price: high to low' },
  { value: SORT_OPTIONS.PRICE_ASC, label: 'Price: low to high' },
  { value: '-overall', label: 'Overall: high to low' },
  { value: 'overall', label: 'Overall: low to high' },
  // Each trend window both ways, the day first (what "risers today" links to).
  ...[...TREND_WINDOWS].reverse().flatMap((window) => [
    { value: `-${TREND_WINDOW_FIELDS[window]}`, label: `Biggest risers (${window})` },
    { value: TREND_WINDOW_FIELDS[window], label: `Biggest fallers (${window})` },
  ]),
  { value: '-priceFluctuation', label: 'Fluctuation: most volatile' },
  { value: 'priceFluctuation', label: 'Fluctuation: steadiest' },
  { value: '-facePace', label: 'Pace' },
  { value: '-faceShooting', label: 'Shooting' },
  { value: '-facePassing', label: 'Passing' },
  { value: '-faceDribbling', label: 'Dribbling' },
  { value: '-faceDefending', label: 'Defending' },
  { value: '-facePhysicality', label: 'Physical' },
  { value: '-totalIgs', label: 'Total in-game stats' },
  { value: '-skillMoves', label: 'Skill moves' },
  { value: '-weakFoot', label: 'Weak foot' },
  { value: '-pageviews', label: 'Most viewed' },
  { value: 'name', label: 'Name A–Z' },
];

export const SortSelect = ({
  filters,
  defaultSort = SORT_OPTIONS.CREATED_DESC,
}: {
  filters: FilterControls;
  /** The order the list's API uses when the filters name none (newest first for the player search). */
  defaultSort?: string;
}) => {
  const id = useId();
  const current = encodeSort(filters.filters.sort) || defaultSort;
  const isKnown = SORT_CHOICES.some((choice) => choice.value === current);
  const choices = isKnown
    ? SORT_CHOICES
    : [{ value: current, label: `Custom (${current})` }, ...SORT_CHOICES];
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        Sort by
      </label>
      <ChoiceSelect
        id={id}
        value={current}
        choices={choices}
        onChange={(value) => filters.dispatch({ type: 'setSort', sort: decodeSortValue(value) })}
      />
    </div>
  );
};
