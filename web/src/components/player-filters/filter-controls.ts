import type { FiltersAction, PlayerFilters } from '@futgg/game-rules';

/** An edit of one screen's filters: game-rules' FiltersAction without the screen, which the owner adds. */
export type ScreenFiltersAction = FiltersAction extends infer A
  ? A extends { screen: string }
    ? Omit<A, 'screen'>
    : never
  : never;

/**
 * What the filter controls need of whoever keeps the filters (the player database's URL and memory,
 * an evolution's eligible players, the user's club): the filters shown, a way to edit them, and a way
 * to start loading the rows of an edit the reader is about to make (a no-op where nothing is gained).
 */
export interface FilterControls {
  filters: PlayerFilters;
  dispatch: (action: ScreenFiltersAction) => void;
  prefetch: (action: ScreenFiltersAction) => void;
}
