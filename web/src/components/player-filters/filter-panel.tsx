import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CoreData } from '@futgg/contracts';
import { SEARCH } from '@futgg/game-rules';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { Checkbox } from '../checkbox';
import { Field } from '../field';
import type { FilterControls } from './filter-controls';
import {
  ENUM_OPTIONS,
  FLAG_OPTIONS,
  listOptions,
  MAIN_RANGES,
  MORE_RANGE_GROUPS,
  POSITION_OPTIONS,
} from './filter-options';
import { ListFilter, ToggleListFilter } from './list-filter';
import { RangeFilter } from './range-filter';
import { showsSame } from './shows-same';

interface ControlProps {
  filters: FilterControls;
}

const NameSearch = memo(
  function NameSearch({ filters }: ControlProps) {
    const [text, setText] = useState(filters.filters.search ?? '');
    const debounced = useDebouncedValue(text, SEARCH.DEBOUNCE_MS);
    const current = filters.filters.search ?? '';
    useEffect(() => {
      if (debounced.trim() !== current.trim()) filters.dispatch({ type: 'setSearch', search: debounced });
      // Only the debounced text drives a search; `filters` changes identity on every URL change.
    }, [debounced]);
    useEffect(() => setText((typed) => (typed.trim() === current.trim() ? typed : current)), [current]);
    return (
      <Field label="Name">
        <input
          type="search"
          className="input"
          value={text}
          placeholder="e.g. Mbappé"
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
    );
  },
  showsSame<ControlProps>(({ filters }) => filters.filters.search ?? ''),
);

const IdsFilter = memo(
  function IdsFilter({ filters }: ControlProps) {
    const current = (filters.filters.lists.ids ?? []).join(',');
    const [draft, setDraft] = useState(current);
    useEffect(() => setDraft(current), [current]);
    const commit = () => {
      const values = draft
        .split(',')
        .map((part) => Number(part.trim()))
        .filter((value) => Number.isSafeInteger(value) && value >= 0 && value <= 2_147_483_647);
      filters.dispatch({ type: 'setList', field: 'ids', values });
    };
    return (
      <Field label="Card ids (comma separated)">
        <input
          className="input"
          value={draft}
          inputMode="numeric"
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => event.key === 'Enter' && commit()}
        />
      </Field>
    );
  },
  showsSame<ControlProps>(({ filters }) => (filters.filters.lists.ids ?? []).join(',')),
);

const FlagFilters = memo(
  function FlagFilters({ filters }: ControlProps) {
    return (
      <fieldset className="flag-filters">
        <legend className="field__label">Card flags</legend>
        {FLAG_OPTIONS.map(({ flag, label }) => (
          <Checkbox
            key={flag}
            checked={filters.filters.flags[flag] === true}
            onChange={(isOn) => filters.dispatch({ type: 'setFlag', flag, isOn })}
          >
            {label}
          </Checkbox>
        ))}
      </fieldset>
    );
  },
  showsSame<ControlProps>(({ filters }) => JSON.stringify(filters.filters.flags)),
);

/**
 * A collapsed group of rarer filters. Its controls are rendered only once it is opened (about a hundred
 * inputs in all the groups, which would otherwise cost every page load their layout); a group holding
 * an active filter starts open so a shared link shows what it filters on.
 */
const FilterGroup = ({
  title,
  isActive,
  children,
}: {
  title: string;
  isActive: boolean;
  children: ReactNode;
}) => {
  const [isOpen, setIsOpen] = useState(isActive);
  return (
    <details
      className="filter-group"
      open={isOpen}
      onToggle={(event) => setIsOpen((event.target as HTMLDetailsElement).open)}
    >
      <summary>{title}</summary>
      {isOpen && children}
    </details>
  );
};

/** Every filter the player-items API takes (docs/filters.md), grouped so the common ones come first. */
export const FilterPanel = memo(function FilterPanel({
  filters,
  coreData,
}: {
  filters: FilterControls;
  coreData: CoreData | undefined;
}) {
  const options = useMemo(() => listOptions(coreData), [coreData]);
  const activeCount =
    Object.keys(filters.filters.ranges).length +
    Object.keys(filters.filters.lists).length +
    Object.keys(filters.filters.flags).length +
    (filters.filters.search ? 1 : 0);
  return (
    <form className="filter-panel" aria-label="Player filters" onSubmit={(event) => event.preventDefault()}>
      <div className="filter-panel__head">
        <h2 className="filter-panel__title">
          Filters {activeCount > 0 && <span className="badge">{activeCount}</span>}
        </h2>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={activeCount === 0 && !filters.filters.sort}
          onClick={() => filters.dispatch({ type: 'resetScreen' })}
        >
          Reset
        </button>
      </div>
      <NameSearch filters={filters} />
      {MAIN_RANGES.map(({ field, label }) => (
        <RangeFilter key={field} field={field} label={label} filters={filters} />
      ))}
      <ListFilter field="positions" label="Positions" options={POSITION_OPTIONS} filters={filters} />
      <ListFilter field="leagues" label="Leagues" options={options.leagues} filters={filters} />
      <ListFilter field="clubs" label="Clubs" options={options.clubs} filters={filters} />
      <ListFilter field="nations" label="Nations" options={options.nations} filters={filters} />
      <ListFilter field="rarities" label="Rarities" options={options.rarities} filters={filters} />
      <ListFilter field="raritySquads" label="Promos" options={options.raritySquads} filters={filters} />
      <ListFilter field="playstyles" label="PlayStyles" options={options.playstyles} filters={filters} />
      <ListFilter field="playstylesPlus" label="PlayStyles+" options={options.playstyles} filters={filters} />
      <ListFilter field="rolesPlus" label="Roles+" options={options.rolesPlus} filters={filters} />
      <ListFilter field="rolesPlusPlus" label="Roles++" options={options.rolesPlusPlus} filters={filters} />
      <ToggleListFilter field="foot" label="Strong foot" options={ENUM_OPTIONS.foot} filters={filters} />
      <ToggleListFilter
        field="attackingWorkrate"
        label="Attacking work rate"
        options={ENUM_OPTIONS.workrate}
        filters={filters}
      />
      <ToggleListFilter
        field="defensiveWorkrate"
        label="Defensive work rate"
        options={ENUM_OPTIONS.workrate}
        filters={filters}
      />
      <ToggleListFilter field="gender" label="Gender" options={ENUM_OPTIONS.gender} filters={filters} />
      <FlagFilters filters={filters} />
      {MORE_RANGE_GROUPS.map((group) => (
        <FilterGroup
          key={group.title}
          title={group.title}
          isActive={group.fields.some(({ field }) => filters.filters.ranges[field] !== undefined)}
        >
          {group.fields.map(({ field, label }) => (
            <RangeFilter key={field} field={field} label={label} filters={filters} />
          ))}
        </FilterGroup>
      ))}
      <FilterGroup title="Card ids" isActive={(filters.filters.lists.ids ?? []).length > 0}>
        <IdsFilter filters={filters} />
      </FilterGroup>
    </form>
  );
});
