import { useState, type FormEvent } from 'react';
import {
  ATTRIBUTE_FIELDS,
  FACE_STAT_FIELDS,
  GK_FACE_STAT_FIELDS,
  POSITION,
  type AnyFaceStatField,
} from '@futgg/game-rules';
import { BudgetInput, budgetOf } from '../../../components/budget-input';
import { ChoiceSelect, type ChoiceGroup } from '../../../components/choice-select';
import { Field } from '../../../components/field';
import { faceStatLabel } from '../../../components/card/card-art';
import { statName } from '../../../components/evolution/evolution-words';
import { PLANNER_DEFAULTS, type PlannerForm, type PlannerObjective } from '../hooks/use-planner-params';

const faceOption = (field: AnyFaceStatField) => ({
  value: field,
  label: `${statName(field)} (${faceStatLabel(field)})`,
});

const OBJECTIVE_GROUPS: ChoiceGroup<PlannerObjective>[] = [
  {
    label: 'Overall and fit',
    choices: [
      { value: 'overall', label: 'Overall' },
      { value: 'squadFit', label: 'Squad fit at a position' },
    ],
  },
  { label: 'Face stats', choices: FACE_STAT_FIELDS.map(faceOption) },
  { label: 'Goalkeeper face stats', choices: GK_FACE_STAT_FIELDS.map(faceOption) },
  {
    label: 'Attributes',
    choices: ATTRIBUTE_FIELDS.map((field) => ({ value: field, label: statName(field) })),
  },
];

const POSITIONS = Object.entries(POSITION).map(([label, value]) => ({ label, value }));
const DEPTHS = Array.from({ length: PLANNER_DEFAULTS.largestDepth }, (_, index) => ({
  value: index + 1,
  label: `${index + 1} ${index === 0 ? 'evolution' : 'evolutions'}`,
}));

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
      maxCoins: budgetOf(coins) ?? null,
      maxPoints: budgetOf(points) ?? null,
      maxDepth,
      daysPerLevel:
        Number.isFinite(daysPerLevel) && daysPerLevel >= 0 && daysPerLevel <= 14
          ? Math.round(daysPerLevel * 100) / 100
          : PLANNER_DEFAULTS.daysPerLevel,
    });
  };

  return (
    <form className="planner-form" aria-label="Plan settings" onSubmit={submit}>
      <Field label="Raise" className="planner-form__objective">
        <ChoiceSelect value={objective} choices={OBJECTIVE_GROUPS} onChange={setObjective} />
      </Field>
      {objective === 'squadFit' && (
        <Field label="Position">
          <ChoiceSelect value={position} choices={POSITIONS} onChange={setPosition} />
        </Field>
      )}
      <Field label="Coin budget">
        <BudgetInput value={coins} onChange={setCoins} />
      </Field>
      <Field label="FC Points budget">
        <BudgetInput value={points} onChange={setPoints} />
      </Field>
      <Field label="Longest chain">
        <ChoiceSelect value={maxDepth} choices={DEPTHS} onChange={setMaxDepth} />
      </Field>
      <Field label="Days per level">
        <input
          className="input"
          type="number"
          min={0}
          max={14}
          step={0.5}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      </Field>
      <button type="submit" className="button button--primary planner-form__submit" disabled={isPlanning}>
        {isPlanning ? 'Planning…' : 'Plan my evolutions'}
      </button>
    </form>
  );
};
