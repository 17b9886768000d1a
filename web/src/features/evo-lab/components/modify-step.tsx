import { useId, useMemo, type ReactNode } from 'react';
import {
  EVO_LAB_STEP,
  MAX_ALTERNATIVE_POSITIONS,
  MAX_PLAYSTYLES_PLUS,
  POSITION,
  POSITION_IDS,
  ROLE_PLUS_PLUS_OFFSET,
  clampStat,
  offeredEvolutionRarityIds,
  shownStatValue,
  statBoundsOf,
  type Card,
  type ClampedStatField,
  type StatField,
} from '@futgg/game-rules';
import { rulesEvolutionOf, type CoreData } from '@futgg/contracts';
import { positionName } from '../../../components/card/card-art';
import { ChoiceSelect, type Choice } from '../../../components/choice-select';
import { useTypedNumber } from '../../../hooks/use-typed-number';
import { GK_ATTRIBUTE_GROUPS, OUTFIELD_ATTRIBUTE_GROUPS } from '../../../lib/attribute-groups';
import { rarityOf } from '../../../lib/core-data';
import type { EvoLab } from '../hooks/use-evo-lab';
import { shownStatFields } from '../utils/card-changes';
import { fieldLabel } from '../utils/field-labels';
import { cardFieldOf } from '../utils/save-error';

/** MODIFY_PLAYER: manual edits through game-rules' lab edit rules, marking the lab customised. */
export const ModifyStep = ({ lab, coreData }: { lab: EvoLab; coreData: CoreData | undefined }) => {
  const { previewCard: card, base, state, dispatch } = lab;
  if (!card || !base) return <p className="muted">Loading the card…</p>;
  const { faces } = shownStatFields(card);
  const groups = card.position === POSITION.GK ? GK_ATTRIBUTE_GROUPS : OUTFIELD_ATTRIBUTE_GROUPS;
  return (
    <div className="lab-modify">
      <div className="lab-modify__bar">
        <p className="lab-modify__status">
          {state.isCustomised ? (
            <span className="lab-badge lab-badge--custom">Customised</span>
          ) : (
            <span className="muted">No manual change on top of the evolutions.</span>
          )}
        </p>
        <button
          type="button"
          className="button"
          onClick={() => dispatch({ type: 'resetChanges' })}
          disabled={!state.isCustomised}
        >
          Reset changes
        </button>
      </div>
      {!lab.labSettings.settings.applyUpgrades && (
        <p className="notice notice--warning">
          “Apply upgrades” is off: you edit the card without its evolutions’ upgrades.
        </p>
      )}
      <fieldset className="lab-modify__group">
        <legend>Card</legend>
        <div className="lab-stat-inputs">
          <StatInput lab={lab} field="overall" card={card} base={base} />
          <StatInput lab={lab} field="skillMoves" card={card} base={base} />
          <StatInput lab={lab} field="weakFoot" card={card} base={base} />
          <RaritySelect lab={lab} card={card} coreData={coreData} />
        </div>
      </fieldset>
      <fieldset className="lab-modify__group">
        <legend>Face stats</legend>
        <div className="lab-stat-inputs">
          {faces.map((field) => (
            <StatInput key={field} lab={lab} field={field as ClampedStatField} card={card} base={base} />
          ))}
        </div>
      </fieldset>
      <PositionsEditor lab={lab} card={card} />
      <PlaystylesEditor lab={lab} card={card} coreData={coreData} />
      <RolesEditor lab={lab} card={card} coreData={coreData} />
      <fieldset className="lab-modify__group">
        <legend>Attributes</legend>
        <div className="lab-attribute-editors">
          {groups.map((group) => (
            <div key={group.label} className="lab-attribute-editor">
              <h4 className="lab-attribute-editor__title">{group.label}</h4>
              <div className="lab-stat-inputs lab-stat-inputs--narrow">
                {group.attributes.map((attribute) => (
                  <StatInput
                    key={attribute.field}
                    lab={lab}
                    field={attribute.field}
                    card={card}
                    base={base}
                  />
                ))}
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="lab-actions lab-actions--end">
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch({ type: 'goToStep', step: EVO_LAB_STEP.REVIEW })}
        >
          Review the card
        </button>
      </div>
    </div>
  );
};

const valueOf = (card: Card, field: ClampedStatField): number =>
  field === 'overall' || field === 'weakFoot' || field === 'skillMoves'
    ? card[field]
    : shownStatValue(card, field as StatField);

/** One number of the card: typed, then clamped by the lab's rules once the typing pauses. */
const StatInput = ({
  lab,
  field,
  card,
  base,
}: {
  lab: EvoLab;
  field: ClampedStatField;
  card: Card;
  base: Card;
}) => {
  const id = useId();
  const value = valueOf(card, field);
  const gain = value - valueOf(base, field);
  const { min, max } = statBoundsOf(field);
  const error =
    lab.saveError && lab.saveError.field && cardFieldOf(lab.saveError.field) === field ? lab.saveError : null;
  const input = useTypedNumber(String(value), (draft) => {
    const typed = Number(draft);
    if (draft.trim() === '' || Number.isNaN(typed) || clampStat(typed, field) === value) return false;
    lab.edit({ kind: 'setStat', field, value: typed });
    return true;
  });
  return (
    <div className={`lab-stat-input${gain !== 0 ? ' lab-stat-input--changed' : ''}`}>
      <label htmlFor={id} className="lab-stat-input__label">
        {fieldLabel(field)}
      </label>
      <input
        id={id}
        className="input lab-stat-input__box"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {gain !== 0 && (
        <span className={`lab-stat-delta ${gain > 0 ? 'lab-stat-delta--up' : 'lab-stat-delta--down'}`}>
          {gain > 0 ? '+' : ''}
          {gain}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="lab-field-error">
          {error.message}
        </span>
      )}
    </div>
  );
};

/**
 * One of the card's ids (its rarity, its position) chosen by name, as wide as two numbers. The id
 * goes to the edit as a number (ChoiceSelect): the rules ignore text (spec section 5).
 */
const IdSelect = ({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: number;
  choices: readonly Choice<number>[];
  onChange: (value: number) => void;
}) => {
  const id = useId();
  return (
    <div className="lab-stat-input lab-stat-input--wide">
      <label htmlFor={id} className="lab-stat-input__label">
        {label}
      </label>
      <ChoiceSelect id={id} value={value} choices={choices} onChange={onChange} />
    </div>
  );
};

interface EditorProps {
  lab: EvoLab;
  card: Card;
  coreData: CoreData | undefined;
}

/** The rarities an evolved card may take: the year's evolution rarities and the ones always offered. */
const RaritySelect = ({ lab, card, coreData }: EditorProps) => {
  const offered = useMemo(
    () => offeredEvolutionRarityIds((lab.evolutions.data ?? []).map(rulesEvolutionOf)),
    [lab.evolutions.data],
  );
  const rarities = offered.includes(card.rarityEaId) ? offered : [card.rarityEaId, ...offered];
  return (
    <IdSelect
      label="Rarity"
      value={card.rarityEaId}
      choices={rarities.map((rarity) => ({ value: rarity, label: rarityOf(coreData, rarity).name }))}
      onChange={(value) => lab.edit({ kind: 'changeRarity', value })}
    />
  );
};

const POSITION_CHOICES = POSITION_IDS.map((position) => ({ value: position, label: positionName(position) }));

const PositionsEditor = ({ lab, card }: { lab: EvoLab; card: Card }) => {
  const id = useId();
  return (
    <fieldset className="lab-modify__group">
      <legend>Positions</legend>
      <div className="lab-positions-editor">
        <IdSelect
          label="Main position"
          value={card.position}
          choices={POSITION_CHOICES}
          onChange={(positionId) => lab.edit({ kind: 'setMainPosition', positionId })}
        />
        <div role="group" aria-labelledby={`${id}-alternatives`} className="lab-toggle-group">
          <span id={`${id}-alternatives`} className="lab-stat-input__label">
            Alternative positions (at most {MAX_ALTERNATIVE_POSITIONS}; a fourth replaces the oldest)
          </span>
          <div className="lab-toggle-group__buttons">
            {POSITION_IDS.filter((position) => position !== card.position).map((position) => (
              <button
                key={position}
                type="button"
                className="lab-toggle-chip"
                aria-pressed={card.alternativePositionIds.includes(position)}
                onClick={() => lab.edit({ kind: 'toggleAlternativePosition', positionId: position })}
              >
                {positionName(position)}
              </button>
            ))}
          </div>
        </div>
      </div>
    </fieldset>
  );
};

const PlaystylesEditor = ({ lab, card, coreData }: EditorProps) => {
  const isKeeper = card.position === POSITION.GK;
  const playstyles = Object.values(coreData?.playstyles ?? {})
    .filter((playstyle) => playstyle.isGoalkeeper === isKeeper)
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <fieldset className="lab-modify__group">
      <legend>PlayStyles</legend>
      <p className="muted small">
        A PlayStyle is plain or plus, never both; at most {MAX_PLAYSTYLES_PLUS} PlayStyles+, a fifth replaces
        the oldest.
      </p>
      <ul className="lab-trait-editor" aria-label="PlayStyles">
        {playstyles.map((playstyle) => (
          <TraitRow
            key={playstyle.id}
            name={playstyle.name}
            plain={{
              shown: 'PS',
              name: `PlayStyle ${playstyle.name}`,
              isOn: card.playstyles.includes(playstyle.id),
              onToggle: () => lab.edit({ kind: 'togglePlaystyle', playstyleId: playstyle.id, plus: false }),
            }}
            plus={{
              shown: 'PS+',
              name: `PlayStyle+ ${playstyle.name}`,
              isOn: card.playstylesPlus.includes(playstyle.id),
              onToggle: () => lab.edit({ kind: 'togglePlaystyle', playstyleId: playstyle.id, plus: true }),
            }}
          />
        ))}
      </ul>
    </fieldset>
  );
};

interface TraitChip {
  /** The short mark on the chip ("PS+"). */
  shown: string;
  /** What a screen reader hears instead of the mark ("PlayStyle+ Rapid"), never the mark alone. */
  name: string;
  isOn: boolean;
  onToggle: () => void;
}

const TraitChipButton = ({ chip, isPlus }: { chip: TraitChip; isPlus: boolean }) => (
  <button
    type="button"
    className={isPlus ? 'lab-toggle-chip lab-toggle-chip--plus' : 'lab-toggle-chip'}
    aria-pressed={chip.isOn}
    onClick={chip.onToggle}
  >
    <span aria-hidden="true">{chip.shown}</span>
    <span className="visually-hidden">{chip.name}</span>
  </button>
);

/** A PlayStyle or a role: its name, then its plain and its plus chip (the rules keep them exclusive). */
const TraitRow = ({ name, plain, plus }: { name: ReactNode; plain: TraitChip; plus: TraitChip }) => (
  <li className="lab-trait-editor__row">
    <span className="lab-trait-editor__name">{name}</span>
    <TraitChipButton chip={plain} isPlus={false} />
    <TraitChipButton chip={plus} isPlus />
  </li>
);

/** Roles of the positions the card plays: role+ and role++ of one role are exclusive. */
const RolesEditor = ({ lab, card, coreData }: EditorProps) => {
  const positions = [card.position, ...card.alternativePositionIds];
  const roles = Object.values(coreData?.roles ?? {})
    .filter((role) => role.isPlus && positions.includes(role.position))
    .sort(
      (a, b) => positions.indexOf(a.position) - positions.indexOf(b.position) || a.name.localeCompare(b.name),
    );
  if (roles.length === 0) return null;
  return (
    <fieldset className="lab-modify__group">
      <legend>Roles</legend>
      <ul className="lab-trait-editor" aria-label="Roles">
        {roles.map((role) => (
          <TraitRow
            key={role.eaId}
            name={
              <>
                {role.name} <span className="muted">({role.positionName})</span>
              </>
            }
            plain={{
              shown: '+',
              name: `Role+ ${role.name} (${role.positionName})`,
              isOn: card.rolesPlus.includes(role.eaId),
              onToggle: () => lab.edit({ kind: 'toggleRole', roleId: role.eaId, plusPlus: false }),
            }}
            plus={{
              shown: '++',
              name: `Role++ ${role.name} (${role.positionName})`,
              isOn: card.rolesPlusPlus.includes(role.eaId + ROLE_PLUS_PLUS_OFFSET),
              onToggle: () => lab.edit({ kind: 'toggleRole', roleId: role.eaId, plusPlus: true }),
            }}
          />
        ))}
      </ul>
    </fieldset>
  );
};
