import type { FilterControls } from './filter-controls';

/**
 * memo's comparison for a filter control: it renders again only when what it shows (`shown`, as a
 * string: its own part of the filters, its field and label) or the way it edits changes. The panel
 * holds some forty controls; an edit of one filter would otherwise re-render them all.
 */
export const showsSame =
  <Props extends { filters: FilterControls }>(shown: (props: Props) => string) =>
  (previous: Props, next: Props) =>
    previous.filters.dispatch === next.filters.dispatch &&
    previous.filters.prefetch === next.filters.prefetch &&
    shown(previous) === shown(next);
