import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { initialFiltersState, type FiltersState } from '@futgg/game-rules';

// Filters are kept per screen (spec, first document, section 4): this outlives the route, so leaving
// the database for a player page and coming back finds the same filters.
interface FiltersMemory {
  state: FiltersState;
  setState: (state: FiltersState) => void;
}

const FiltersMemoryContext = createContext<FiltersMemory | null>(null);

export const PlayerFiltersProvider = ({ children }: { children: ReactNode }) => {
  const [state, setState] = useState<FiltersState>(initialFiltersState);
  const memory = useMemo(() => ({ state, setState }), [state]);
  return <FiltersMemoryContext.Provider value={memory}>{children}</FiltersMemoryContext.Provider>;
};

export const useFiltersMemory = (): FiltersMemory => {
  const memory = useContext(FiltersMemoryContext);
  if (!memory) throw new Error('usePlayerFilters needs a <PlayerFiltersProvider> above it');
  return memory;
};
