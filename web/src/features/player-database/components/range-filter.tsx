import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FILTER_BOUNDS, isOpenAboveBound, type RangeFilterField } from '@futgg/game-rules';
import type { PlayerFiltersApi } from '../hooks/use-player-filters';
import { committedRange, type RangeSide } from './range-commit';
import { showsSame } from './shows-same';

interface RangeFilterProps {
  field: RangeFilterField;
  label: string;
  filters: PlayerFiltersApi;
}

/**
 * A number typed applies once the typing pauses this long, as well as on Enter or leaving the box: long
 * enough not to search for "8" on the way to "85", short enough to read as live.
 */
export const RANGE_TYPING_PAUSE_MS = 600;

// 1.5M reads at a glance in a narrow box; 1500000 does not fit.
const compactBound = (value: number) =>
  Math.abs(value) >= 100_000 ? `${value / 1_000_000}M` : String(value);

const RangeInput = ({ field, label, side, filters }: RangeFilterProps & { side: RangeSide }) => {
  const range = filters.filters.ranges[field];
  const shown = range?.[side] ?? range?.eq;
  const shownText = shown === undefined ? '' : String(shown);
  const [draft, setDraft] = useState(shownText);
  useEffect(() => setDraft(shownText), [shownText]);
  const { min, max } = FILTER_BOUNDS[field];
  const commit = () => {
    const next = committedRange(field, range, side, draft);
    const isSame = next.gte === range?.gte && next.lte === range?.lte && range?.eq === undefined;
    if (isSame) {
      setDraft(shownText);
      return;
    }
    filters.dispatch({ type: 'setRange', field, range: next });
  };
  // The latest commit, for the pause timer: it reads the range as it is when the timer fires.
  const latestCommit = useRef(commit);
  latestCommit.current = commit;
  useEffect(() => {
    if (draft === shownText) return;
    const timer = setTimeout(() => latestCommit.current(), RANGE_TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, shownText]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };
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
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
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
