import { useState, type FormEvent } from 'react';
import {
  ATTRIBUTE_FIELDS,
  FACE_STAT_FIELDS,
  GK_FACE_STAT_FIELDS,
  POSITION,
  type AnyFaceStatField,
} from '@futgg/game-rules';
import { faceStatLabel } from '../../../components/card/card-art';
import { statName } from '../../../components/evolution/evolution-words';
import { PLANNER_DEFAULTS, type PlannerForm, type PlannerObjective } from '../hooks/use-planner-params';

const faceOption = (field: AnyFaceStatField) => ({
  value: field,
  label: `${statName(field)} (${faceStatLabel(field)})`,
});

const OBJECTIVE_GROUPS: { label: string; options: { value: PlannerObjective; label: string }[] }[] = [
  {
    label: 'Overall and fit',
    options: [
      { value: 'overall', label: 'Overall' },
      { value: 'squadFit', label: 'Squad fit at a position' },
    ],
  },
  { label: 'Face stats', options: FACE_STAT_FIELDS.map(faceOption) },
  { label: 'Goalkeeper face stats', options: GK_FACE_STAT_FIELDS.map(faceOption) },
  {
    label: 'Attributes',
    options: ATTRIBUTE_FIELDS.map((field) => ({ value: field, label: statName(field) })),
  },
];

const POSITIONS = Object.entries(POSITION).map(([label, value]) => ({ label, value }));
const DEPTHS = Array.from({ length: PLANNER_DEFAULTS.largestDepth }, (_, index) => index + 1);

/** A budget field's text as a number, or null for none (empty, or not a whole number of 0 or more). */
const budgetOf = (text: string): number | null => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isSafeInteger(value) && value >= 0 ? value : null;
};

/**
 * What to plan for: the objective (overall, a face stat, an attribute, or how well each card fits a
 * position), the coin and point budgets, the longest chain and the days of play a level takes.
 */
export const PlannerFormView = ({
  form,
  isPlanning,
  onSubmit,
}: {
  form: PlannerForm;
  isPlanning: boolean;
  onSubmit: (form: PlannerForm) => void;
}) => {
  const [objective, setObjective] = useState<PlannerObjective>(form.objective);
  const [position, setPosition] = useState(form.position);
  const [coins, setCoins] = useState(form.maxCoins === null ? '' : String(form.maxCoins));
  const [points, setPoints] = useState(form.maxPoints === null ? '' : String(form.maxPoints));
  const [maxDepth, setMaxDepth] = useState(form.maxDepth);
  const [days, setDays] = useState(String(form.daysPerLevel));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const daysPerLevel = Number(days);
    onSubmit({
      objective,
      position,
      maxCoins: budgetOf(coins),
      maxPoints: budgetOf(points),
      maxDepth,
      daysPerLevel:
        Number.isFinite(daysPerLevel) && daysPerLevel >= 0 && daysPerLevel <= 14
          ? Math.round(daysPerLevel * 100) / 100
          : PLANNER_DEFAULTS.daysPerLevel,
    });
  };

  return (
    <form className="planner-form" aria-label="Plan settings" onSubmit={submit}>
      <label className="field planner-form__objective">
        <span className="field__label">Raise</span>
        <select
          className="select"
          value={objective}
          onChange={(event) => setObjective(event.target.value as PlannerObjective)}
        >
          {OBJECTIVE_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      {objective === 'squadFit' && (
        <label className="field">
          <span className="field__label">Position</span>
          <select
            className="select"
            value={position}
            onChange={(event) => setPosition(Number(event.target.value))}
          >
            {POSITIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="field">
        <span className="field__label">Coin budget</span>
        <input
          className="input"
          inputMode="numeric"
          placeholder="No limit"
          value={coins}
          onChange={(event) => setCoins(event.target.value)}
        />
      </label>
      <label className="field">
        <span className="field__label">FC Points budget</span>
        <input
          className="input"
          inputMode="numeric"
          placeholder="No limit"
          value={points}
          onChange={(event) => setPoints(event.target.value)}
        />
      </label>
      <label className="field">
        <span className="field__label">Longest chain</span>
        <select
          className="select"
          value={maxDepth}
          onChange={(event) => setMaxDepth(Number(event.target.value))}
        >
          {DEPTHS.map((depth) => (
            <option key={depth} value={depth}>
              {depth} {depth === 1 ? 'evolution' : 'evolutions'}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">Days per level</span>
        <input
          className="input"
          type="number"
          min={0}
          max={14}
          step={0.5}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      </label>
      <button type="submit" className="button button--primary planner-form__submit" disabled={isPlanning}>
        {isPlanning ? 'Planning…' : 'Plan my evolutions'}
      </button>
    </form>
  );
};
