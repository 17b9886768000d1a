import { memo, useCallback } from 'react';
import {
  EXCLUDED_LIST_FILTER_FIELD,
  type ExcludableListFilterField,
  type ListFilterField,
} from '@futgg/game-rules';
import { Combobox } from '../combobox';
import { EntityImage } from '../entity-image';
import type { FilterControls } from './filter-controls';
import { showsSame } from './shows-same';

export interface FilterOption {
  value: number;
  label: string;
  imageUrl?: string | null;
}

interface ListFilterProps {
  field: ListFilterField;
  label: string;
  options: readonly FilterOption[];
  filters: FilterControls;
}

// Re-render only when this list's own values (or its options) change: ten lists, some of hundreds of
// options, would otherwise be re-filtered on every filter change.
const shownList = (props: ListFilterProps) => {
  const lists = props.filters.filters.lists;
  const excluded = isExcludable(props.field) ? lists[EXCLUDED_LIST_FILTER_FIELD[props.field]] : undefined;
  return `${props.field}|${props.label}|${(lists[props.field] ?? []).join(',')}|${(excluded ?? []).join(',')}`;
};
const sameList = (previous: ListFilterProps, next: ListFilterProps) =>
  previous.options === next.options && showsSame(shownList)(previous, next);

const isExcludable = (field: ListFilterField): field is ExcludableListFilterField =>
  field in EXCLUDED_LIST_FILTER_FIELD;

/**
 * A list filter: pick values to include; each can be moved to the exclude list (spec, first document,
 * section 4: "Excluding a value moves it to its matching excluded list"), or removed.
 */
const ListFilterView = ({ field, label, options, filters }: ListFilterProps) => {
  const included = filters.filters.lists[field] ?? [];
  const excluded = isExcludable(field)
    ? (filters.filters.lists[EXCLUDED_LIST_FILTER_FIELD[field]] ?? [])
    : [];
  const optionOf = (value: number) => options.find((option) => option.value === value);
  const labelOf = (value: number) => optionOf(value)?.label ?? `#${value}`;
  const chosen = new Set([...included, ...excluded]);
  const pickable = options.filter((option) => !chosen.has(option.value));
  const { prefetch } = filters;
  const prefetchPick = useCallback(
    (value: number) => prefetch({ type: 'toggleListValue', field, value }),
    [prefetch, field],
  );
  return (
    <div className="list-filter">
      <Combobox
        label={label}
        labelClassName="list-filter__label"
        placeholder={`Any ${label.toLowerCase()}`}
        options={pickable}
        onPick={(value) => {
          if (!included.includes(value)) filters.dispatch({ type: 'toggleListValue', field, value });
        }}
        onActiveChange={prefetchPick}
      />
      {(included.length > 0 || excluded.length > 0) && (
        <ul className="chips" aria-label={`Chosen ${label.toLowerCase()}`}>
          {included.map((value) => (
            <li key={`in-${value}`} className="chip">
              <EntityImage src={optionOf(value)?.imageUrl} size={16} />
              <span>{labelOf(value)}</span>
              {isExcludable(field) && (
                <button
                  type="button"
                  className="chip__action"
                  aria-label={`Exclude ${labelOf(value)}`}
                  title="Exclude instead"
                  onClick={() => filters.dispatch({ type: 'excludeValue', field, value })}
                >
                  ⊘
                </button>
              )}
              <button
                type="button"
                className="chip__action"
                aria-label={`Remove ${labelOf(value)}`}
                onClick={() => filters.dispatch({ type: 'toggleListValue', field, value })}
              >
                ×
              </button>
            </li>
          ))}
          {isExcludable(field) &&
            excluded.map((value) => (
              <li key={`out-${value}`} className="chip chip--excluded">
                <EntityImage src={optionOf(value)?.imageUrl} size={16} />
                <span>
                  <span className="visually-hidden">Excluded: </span>
                  {labelOf(value)}
                </span>
                <button
                  type="button"
                  className="chip__action"
                  aria-label={`Stop excluding ${labelOf(value)}`}
                  onClick={() => filters.dispatch({ type: 'excludeValue', field, value })}
                >
                  ×
                </button>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
};

export const ListFilter = memo(ListFilterView, sameList);

/** Small enumerations (foot, work rates, gender) as toggle buttons. */
export const ToggleListFilter = memo(function ToggleListFilter({
  field,
  label,
  options,
  filters,
}: ListFilterProps) {
  const selected = filters.filters.lists[field] ?? [];
  return (
    <div className="toggle-filter" role="group" aria-label={label}>
      <span className="toggle-filter__label" aria-hidden="true">
        {label}
      </span>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="toggle"
          aria-pressed={selected.includes(option.value)}
          onClick={() => filters.dispatch({ type: 'toggleListValue', field, value: option.value })}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}, sameList);
