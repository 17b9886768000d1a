import { memo } from 'react';
import { FILTER_BOUNDS, isOpenAboveBound, type RangeFilterField } from '@futgg/game-rules';
import type { FilterControls } from './filter-controls';
import { committedRange, type RangeSide } from './range-commit';
import { showsSame } from './shows-same';
import { useTypedNumber } from '../../hooks/use-typed-number';

interface RangeFilterProps {
  field: RangeFilterField;
  label: string;
  filters: FilterControls;
}

// 1.5M reads at a glance in a narrow box; 1500000 does not fit.
const compactBound = (value: number) =>
  Math.abs(value) >= 100_000 ? `${value / 1_000_000}M` : String(value);

const RangeInput = ({ field, label, side, filters }: RangeFilterProps & { side: RangeSide }) => {
  const range = filters.filters.ranges[field];
  const shown = range?.[side] ?? range?.eq;
  const shownText = shown === undefined ? '' : String(shown);
  const { min, max } = FILTER_BOUNDS[field];
  const typed = useTypedNumber(shownText, (draft) => {
    const next = committedRange(field, range, side, draft);
    const isSame = next.gte === range?.gte && next.lte === range?.lte && range?.eq === undefined;
    if (!isSame) filters.dispatch({ type: 'setRange', field, range: next });
    return !isSame;
  });
  return (
    <input
      type="number"
      inputMode="numeric"
      className="range-filter__input"
      aria-label={`${label} ${side === 'gte' ? 'minimum' : 'maximum'}`}
      placeholder={
        side === 'gte' ? compactBound(min) : `${compactBound(max)}${isOpenAboveBound(field) ? '+' : ''}`
      }
      min={min}
      max={max}
      step={1}
      {...typed}
    />
  );
};

/** The field, its label and its own range: a league picked elsewhere leaves these inputs alone. */
const shownRange = ({ field, label, filters }: RangeFilterProps) => {
  const range = filters.filters.ranges[field];
  return `${field}|${label}|${range?.gte ?? ''}|${range?.lte ?? ''}|${range?.eq ?? ''}`;
};

/**
 * Min and max for one range field; bounds from FILTER_BOUNDS are enforced on commit (a pause in the
 * typing, Enter or blur).
 */
export const RangeFilter = memo(function RangeFilter(props: RangeFilterProps) {
  return (
    <div className="range-filter" role="group" aria-label={props.label}>
      <span className="range-filter__label" aria-hidden="true">
        {props.label}
      </span>
      <RangeInput {...props} side="gte" />
      <span className="range-filter__dash" aria-hidden="true">
        –
      </span>
      <RangeInput {...props} side="lte" />
    </div>
  );
}, showsSame(shownRange));
