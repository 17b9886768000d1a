import { FILTER_BOUNDS, isZeroValuedBound, type RangeFilter, type RangeFilterField } from '@futgg/game-rules';

export type RangeSide = 'gte' | 'lte';

/**
 * The range a min or max input commits: whole numbers clamped to the field's bounds (spec, first
 * document, section 5 "Filter bounds"); a minimum at the lower bound selects everyone, so it is dropped
 * (the spec's zero-valued filter); the other side follows so that min ≤ max always holds (the API
 * refuses min > max); an exact value (`__eq`, only reachable by a link) gives way to the edit.
 */
export const committedRange = (
  field: RangeFilterField,
  current: RangeFilter | undefined,
  side: RangeSide,
  text: string,
): RangeFilter => {
  const { min, max } = FILTER_BOUNDS[field];
  const next: RangeFilter = {};
  if (current?.gte !== undefined) next.gte = current.gte;
  if (current?.lte !== undefined) next.lte = current.lte;
  const trimmed = text.trim();
  const parsed = trimmed === '' ? Number.NaN : Math.round(Number(trimmed));
  if (!Number.isFinite(parsed)) {
    delete next[side];
    return next;
  }
  const value = Math.min(max, Math.max(min, parsed));
  next[side] = value;
  if (side === 'gte' && next.lte !== undefined && next.lte < value) next.lte = value;
  if (side === 'lte' && next.gte !== undefined && next.gte > value) next.gte = value;
  if (next.gte !== undefined && isZeroValuedBound(field, 'gte', next.gte)) delete next.gte;
  return next;
};
