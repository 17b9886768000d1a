import { readFileSync } from 'node:fs';
import { STAT_FIELDS } from '../card/card-fields.js';
import {
  FILTER_BOUNDS,
  FLAG_FILTER_FIELDS,
  LIST_FILTER_FIELDS,
  RANGE_FILTER_FIELDS,
  SORT_FIELDS,
  type RangeFilterField,
} from './filter-fields.js';

// docs/filters.md explains the constants; this keeps it from falling behind them. Face stats and
// attributes are named there as ranges ("facePace … facePhysicality"), so only their bound is checked.
const docs = readFileSync(new URL('../../../../docs/filters.md', import.meta.url), 'utf8');
const isStat = (field: string): boolean => (STAT_FIELDS as readonly string[]).includes(field);

describe('docs/filters.md', () => {
  it.each([
    ...RANGE_FILTER_FIELDS.filter((field) => !isStat(field)),
    ...LIST_FILTER_FIELDS,
    ...FLAG_FILTER_FIELDS,
    ...SORT_FIELDS.filter((field) => !(RANGE_FILTER_FIELDS as readonly string[]).includes(field)),
  ])('names %s', (name) => {
    expect(docs).toContain(`\`${name}\``);
  });

  it.each(RANGE_FILTER_FIELDS.filter((field) => !isStat(field)))('gives the bounds of %s', (field) => {
    const { min, max } = FILTER_BOUNDS[field as RangeFilterField];
    const written = (value: number) => value.toLocaleString('en-US').replace('-', '−');
    const row = docs.split('\n').find((line) => line.startsWith('|') && line.includes(`\`${field}\``));
    expect(row).toContain(`${written(min)}..${written(max)}`);
  });
});
