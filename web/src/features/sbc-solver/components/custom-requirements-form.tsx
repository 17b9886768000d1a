import { useId, useMemo } from 'react';
import type { QUALITY_TIERS } from '@futgg/contracts';
import { FORMATIONS, type QualityTier, type SbcCountScope } from '@futgg/game-rules';
import { Checkbox } from '../../../components/checkbox';
import { Combobox } from '../../../components/combobox';
import { formationName } from '../../../components/sbc/sbc-rule-words';
import { listOptions } from '../../../components/player-filters/filter-options';
import { useCoreData } from '../../../lib/core-data';
import {
  EMPTY_REQUIREMENTS,
  SCOPE_WORDS,
  newRow,
  type CountRow,
  type CustomRequirements,
  type RequirementRow,
} from '../utils/custom-requirements';

const COUNT_SCOPES: readonly SbcCountScope[] = ['league', 'nation', 'club', 'rarity', 'quality'];
// Spelled here, not imported: a value from @futgg/contracts would bring zod into the solver's chunk.
const TIERS = ['bronze', 'silver', 'gold'] as const satisfies typeof QUALITY_TIERS;
const GROUP_SCOPES = ['league', 'nation', 'club'] as const;
const KIND_WORDS: Record<RequirementRow['kind'], string> = {
  count: 'Players from',
  same: 'Players from the same',
  different: 'Different',
};

/** A small number field: typed text kept as it is, checked when the form is solved. */
const NumberField = ({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) => (
  <label className="sbc-solve__field">
    <span>{label}</span>
    <input
      className="input sbc-solve__number-input"
      inputMode="numeric"
      value={value}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
    />
  </label>
);

/** Whether the form says nothing yet (the fields it starts with). */
const isEmpty = (form: CustomRequirements) =>
  [form.rating, form.chemistry, form.ratedValue, form.ratedCount].every((text) => text.trim() === '') &&
  form.formationIds.length === 0 &&
  form.rows.length === 0;

/** What a picker has chosen, each removable. */
const Chips = <T extends string | number>({
  label,
  chosen,
  labelOf,
  onChange,
}: {
  label: string;
  chosen: readonly T[];
  labelOf: (value: T) => string;
  onChange: (chosen: T[]) => void;
}) =>
  chosen.length > 0 ? (
    <ul className="chips" aria-label={label}>
      {chosen.map((value) => (
        <li key={value} className="chip">
          <span>{labelOf(value)}</span>
          <button
            type="button"
            className="chip__action"
            aria-label={`Remove ${labelOf(value)}`}
            onClick={() => onChange(chosen.filter((other) => other !== value))}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  ) : null;

/**
 * The formations a challenge allows (several, as the game's may): each picked from a list that then
 * starts over, shown as a removable chip. None chosen: any formation.
 */
const FormationPicker = ({
  id,
  chosen,
  onChange,
}: {
  id: string;
  chosen: readonly string[];
  onChange: (formationIds: string[]) => void;
}) => (
  <div className="sbc-custom__ids">
    <label className="sbc-solve__field" htmlFor={id}>
      <span>Formations</span>
      <select
        id={id}
        className="select"
        value=""
        onChange={(event) => {
          if (event.target.value) onChange([...chosen, event.target.value]);
        }}
      >
        <option value="">{chosen.length ? 'Add another…' : 'Any'}</option>
        {FORMATIONS.filter((formation) => !chosen.includes(formation.id)).map((formation) => (
          <option key={formation.id} value={formation.id}>
            {formation.name}
          </option>
        ))}
      </select>
    </label>
    <Chips label="Chosen formations" chosen={chosen} labelOf={formationName} onChange={onChange} />
  </div>
);

/** The leagues (nations, clubs, rarities) a count row names, picked by name, each removable. */
const IdPicker = ({
  row,
  gameYear,
  onChange,
}: {
  row: CountRow;
  gameYear: number;
  onChange: (ids: number[]) => void;
}) => {
  const core = useCoreData(gameYear);
  const scope = row.scope as Exclude<SbcCountScope, 'quality'>;
  // Every list sorted by name (700 clubs): once per core data, not on each keystroke of the form.
  const lists = useMemo(() => listOptions(core.data), [core.data]);
  const options = lists[SCOPE_WORDS[scope].many as 'leagues' | 'nations' | 'clubs' | 'rarities'];
  const labelOf = (id: number) => options.find((option) => option.value === id)?.label ?? `#${id}`;
  const words = SCOPE_WORDS[scope];
  return (
    <div className="sbc-custom__ids">
      <Combobox
        labelClassName="sbc-custom__label"
        label={`Which ${words.many}`}
        placeholder={`Find a ${words.one}`}
        options={options.filter((option) => !row.ids.includes(option.value))}
        onPick={(id) => onChange([...row.ids, id])}
      />
      <Chips label={`Chosen ${words.many}`} chosen={row.ids} labelOf={labelOf} onChange={onChange} />
    </div>
  );
};

const RowEditor = ({
  row,
  index,
  gameYear,
  onChange,
  onRemove,
}: {
  row: RequirementRow;
  index: number;
  gameYear: number;
  onChange: (row: RequirementRow) => void;
  onRemove: () => void;
}) => {
  const id = useId();
  const name = `Requirement ${index + 1}`;
  const scopes = row.kind === 'count' ? COUNT_SCOPES : GROUP_SCOPES;
  return (
    <li className="sbc-custom__row">
      <fieldset className="sbc-solve__fields">
        <legend className="sbc-custom__legend">
          {name}: {KIND_WORDS[row.kind]}
        </legend>
        <label className="sbc-solve__field" htmlFor={`${id}-scope`}>
          <span>{row.kind === 'different' ? 'Count' : 'By'}</span>
          <select
            id={`${id}-scope`}
            className="select"
            value={row.scope}
            onChange={(event) => {
              const scope = event.target.value as SbcCountScope;
              onChange(
                row.kind === 'count'
                  ? { ...row, scope, ids: [], tiers: [] }
                  : { ...row, scope: scope as (typeof GROUP_SCOPES)[number] },
              );
            }}
          >
            {scopes.map((scope) => (
              <option key={scope} value={scope}>
                {row.kind === 'different' ? SCOPE_WORDS[scope].many : SCOPE_WORDS[scope].one}
              </option>
            ))}
          </select>
        </label>
        {row.kind === 'count' &&
          (row.scope === 'quality' ? (
            <div className="sbc-custom__tiers" role="group" aria-label="Which qualities">
              {TIERS.map((tier: QualityTier) => (
                <Checkbox
                  key={tier}
                  checked={row.tiers.includes(tier)}
                  onChange={(checked) =>
                    onChange({
                      ...row,
                      tiers: checked ? [...row.tiers, tier] : row.tiers.filter((other) => other !== tier),
                    })
                  }
                >
                  {tier[0]!.toUpperCase() + tier.slice(1)}
                </Checkbox>
              ))}
            </div>
          ) : (
            <IdPicker row={row} gameYear={gameYear} onChange={(ids) => onChange({ ...row, ids })} />
          ))}
        <NumberField label="Min" value={row.min} onChange={(min) => onChange({ ...row, min })} />
        <NumberField label="Max" value={row.max} onChange={(max) => onChange({ ...row, max })} />
        <button
          type="button"
          className="button button--small button--ghost sbc-custom__remove"
          onClick={onRemove}
        >
          Remove<span className="visually-hidden"> {name}</span>
        </button>
      </fieldset>
    </li>
  );
};

/**
 * The requirements of a challenge of the user's own (docs/sbc-solver-web.md "Your own requirements"):
 * squad rating, team chemistry, formation, players rated at least, and any number of counts by league,
 * nation, club, rarity or quality, of the same or of different leagues, nations or clubs.
 */
export const CustomRequirementsForm = ({
  gameYear,
  form,
  onChange,
  disabled,
}: {
  gameYear: number;
  form: CustomRequirements;
  onChange: (form: CustomRequirements) => void;
  disabled: boolean;
}) => {
  const id = useId();
  const set = (changes: Partial<CustomRequirements>) => onChange({ ...form, ...changes });
  // Keys after every row's, those read back from storage included.
  const add = (kind: RequirementRow['kind']) =>
    set({ rows: [...form.rows, newRow(kind, Math.max(0, ...form.rows.map((row) => row.key)) + 1)] });
  return (
    <fieldset className="sbc-custom" disabled={disabled}>
      <legend className="visually-hidden">Set your requirements</legend>
      <div className="sbc-solve__fields">
        <NumberField label="Squad rating, min" value={form.rating} onChange={(rating) => set({ rating })} />
        <NumberField
          label="Team chemistry, min"
          value={form.chemistry}
          onChange={(chemistry) => set({ chemistry })}
        />
        <FormationPicker
          id={`${id}-formation`}
          chosen={form.formationIds}
          onChange={(formationIds) => set({ formationIds })}
        />
        <NumberField
          label="Players rated at least"
          value={form.ratedValue}
          onChange={(ratedValue) => set({ ratedValue })}
        />
        <NumberField
          label="How many of them"
          placeholder="all"
          value={form.ratedCount}
          onChange={(ratedCount) => set({ ratedCount })}
        />
      </div>
      {form.rows.length > 0 && (
        <ol className="sbc-custom__rows" aria-label="More requirements">
          {form.rows.map((row, index) => (
            <RowEditor
              key={row.key}
              row={row}
              index={index}
              gameYear={gameYear}
              onChange={(changed) =>
                set({ rows: form.rows.map((other) => (other.key === row.key ? changed : other)) })
              }
              onRemove={() => set({ rows: form.rows.filter((other) => other.key !== row.key) })}
            />
          ))}
        </ol>
      )}
      <div className="sbc-solve__actions">
        <button type="button" className="button button--small" onClick={() => add('count')}>
          Add players from…
        </button>
        <button type="button" className="button button--small" onClick={() => add('same')}>
          Add players from the same…
        </button>
        <button type="button" className="button button--small" onClick={() => add('different')}>
          Add different…
        </button>
        {!isEmpty(form) && (
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => onChange(EMPTY_REQUIREMENTS)}
          >
            Clear all
          </button>
        )}
      </div>
    </fieldset>
  );
};
