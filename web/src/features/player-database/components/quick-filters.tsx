import { decodeFilterQuery } from '@futgg/game-rules';
import type { CoreData } from '@futgg/contracts';
import type { PlayerFiltersApi } from '../hooks/use-player-filters';

type Preset = CoreData['quickFilters'][number];

const applyPreset = (preset: Preset) =>
  ({
    type: 'applyQuickFilter',
    quickFilter: { id: preset.id, name: preset.name, filters: decodeFilterQuery(preset.query) },
  }) as const;

/**
 * Core data's presets; applying one replaces the filters (sort included) until the next edit, and
 * clicking the active one again clears them.
 */
export const QuickFilters = ({
  coreData,
  filters,
}: {
  coreData: CoreData | undefined;
  filters: PlayerFiltersApi;
}) => {
  const presets = coreData?.quickFilters ?? [];
  if (presets.length === 0) return null;
  return (
    <nav className="quick-filters" aria-label="Quick filters">
      {presets.map((preset) => (
        <button
          key={preset.id}
          type="button"
          className="pill"
          aria-pressed={filters.quickFilterId === preset.id}
          // A second click on the active preset takes it off again: back to every player.
          onClick={() =>
            filters.dispatch(
              filters.quickFilterId === preset.id ? { type: 'resetScreen' } : applyPreset(preset),
            )
          }
          // Under the pointer or the keyboard focus: its rows are fetched before the click.
          onPointerEnter={() => filters.prefetch(applyPreset(preset))}
          onFocus={() => filters.prefetch(applyPreset(preset))}
        >
          {preset.name}
        </button>
      ))}
    </nav>
  );
};
