import { FILTER_BOUNDS, type RangeFilterField, type RangeSuffix } from './filter-fields.js';

/**
 * The spec omits zero-valued filters (first document, section 5). Read literally that would make
 * `playstylesPlusCount__eq=0` or `priceTrend24h__lte=0` impossible, though both select players, so
 * "zero-valued" here means "selects every player": a `__gte` at the field's lower bound
 * (`price__gte=0`, `playstylesCount__gte=0`, `overall__gte=1`). Every stored value respects the lower
 * bound, so such a filter is a no-op. A `__lte` at the upper bound is kept: prices above the 1,500,000
 * filter bound exist.
 */
export const isZeroValuedBound = (field: RangeFilterField, suffix: RangeSuffix, value: number): boolean =>
  suffix === 'gte' && value === FILTER_BOUNDS[field].min;

/**
 * Fields whose values go past their filter's upper bound (FILTER_BOUNDS' `isOpenAbove`): cards cost more
 * than the spec's 1,500,000 price bound. A control shows that bound as "1.5M+", and
 * `price__gte=1500000` selects every card at or above it.
 */
export const isOpenAboveBound = (field: RangeFilterField): boolean =>
  FILTER_BOUNDS[field].isOpenAbove === true;
