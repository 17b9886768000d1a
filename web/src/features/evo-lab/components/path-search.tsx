import { useId, useState } from 'react';
import {
  EVO_LAB_STEP,
  FACE_STAT_FIELDS,
  GK_FACE_STAT_FIELDS,
  OUTFIELD_ATTRIBUTE_FIELDS,
} from '@futgg/game-rules';
import type { PathSearchParams } from '@futgg/api-client';
import type { EvolutionPathRow, PathObjectiveField } from '@futgg/contracts';
import { BudgetInput, budgetOf } from '../../../components/budget-input';
import { ChoiceSelect, type Choice, type ChoiceGroup } from '../../../components/choice-select';
import { useToast } from '../../../components/toast/toast-provider';
import { useAddEvoLabPath } from '../api/add-path';
import { useEvolutionPaths } from '../api/find-paths';
import type { EvoLab } from '../hooks/use-evo-lab';
import { fieldLabel } from '../utils/field-labels';
import { costWords } from '../../../components/evolution/evolution-words';

/** contracts' PATH_SEARCH_LIMITS (a value import would bring zod into the bundle). */
const PATH_DEPTH = { MAX: 5, DEFAULT: 4 } as const;
const DEPTH_CHOICES = Array.from({ length: PATH_DEPTH.MAX }, (_, index) => ({
  value: String(index + 1),
  label: `Up to ${index + 1}`,
}));

interface PathForm {
  objective: PathObjectiveField;
  maxCoins: string;
  maxPoints: string;
  maxDepth: string;
}

const objectiveChoice = (field: PathObjectiveField) => ({ value: field, label: fieldLabel(field) });
const objectiveChoices = (
  isGoalkeeper: boolean,
): (Choice<PathObjectiveField> | ChoiceGroup<PathObjectiveField>)[] => [
  objectiveChoice('overall'),
  {
    label: 'Face stats',
    choices: (isGoalkeeper ? GK_FACE_STAT_FIELDS : FACE_STAT_FIELDS).map(objectiveChoice),
  },
  { label: 'Attributes', choices: OUTFIELD_ATTRIBUTE_FIELDS.map(objectiveChoice) },
];

/** The path search's request from the form: empty budgets mean no limit. */
export const pathParamsOf = (form: PathForm, gameYear: number): PathSearchParams => {
  const maxCoins = budgetOf(form.maxCoins);
  const maxPoints = budgetOf(form.maxPoints);
  return {
    game: gameYear,
    objective: form.objective,
    maxDepth: Number(form.maxDepth),
    ...(maxCoins === undefined ? {} : { maxCoins }),
    ...(maxPoints === undefined ? {} : { maxPoints }),
  };
};

/**
 * The path search: the best chains of running evolutions for the card by an objective (overall, a face
 * stat or an attribute) within a coin and point budget and a depth; each chain can be previewed in the
 * lab or saved to the user's evolutions.
 */
export const PathSearch = ({
  lab,
  eaId,
  isGoalkeeper,
}: {
  lab: EvoLab;
  eaId: number;
  isGoalkeeper: boolean;
}) => {
  const ids = useId();
  const toast = useToast();
  const [form, setForm] = useState<PathForm>({
    objective: 'overall',
    maxCoins: '',
    maxPoints: '',
    maxDepth: String(PATH_DEPTH.DEFAULT),
  });
  const [params, setParams] = useState<PathSearchParams | null>(null);
  const paths = useEvolutionPaths(eaId, params);
  const add = useAddEvoLabPath();
  const set = (field: keyof PathForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const preview = (row: EvolutionPathRow) => {
    lab.dispatch({ type: 'selectPlayer', eaId });
    lab.dispatch({ type: 'applyEvolutions', evolutionIds: row.evolutionIds });
    lab.dispatch({ type: 'goToStep', step: EVO_LAB_STEP.ASSIGN_EVOLUTIONS });
    toast.show(`Chain of ${row.evolutionIds.length} applied to the card`, 'success');
  };
  const save = (row: EvolutionPathRow) =>
    add.mutate(row.pathHash, {
      onSuccess: () => toast.show('Chain saved to My evolutions', 'success'),
      onError: (error) => toast.show(`Could not save the chain: ${error.message}`, 'danger'),
    });
  const nameOfEvolution = (id: number) => lab.evolutionsById.get(id)?.name ?? `Evolution ${id}`;
  // The objective of the chains shown, not the one being chosen.
  const objective = params?.objective ?? form.objective;
  const objectiveLabel = fieldLabel(objective);

  return (
    <section className="lab-path-search" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="lab-subtitle">
        Find the best chain
      </h3>
      <p className="muted small">
        Chains of running evolutions this card can take one after another, best first.
      </p>
      <form
        className="lab-path-search__form"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(pathParamsOf(form, lab.gameYear));
        }}
      >
        <div className="lab-field">
          <label htmlFor={`${ids}-objective`}>Objective</label>
          <ChoiceSelect
            id={`${ids}-objective`}
            value={form.objective}
            choices={objectiveChoices(isGoalkeeper)}
            onChange={set('objective')}
          />
        </div>
        <div className="lab-field">
          <label htmlFor={`${ids}-coins`}>Max coins</label>
          <BudgetInput id={`${ids}-coins`} value={form.maxCoins} onChange={set('maxCoins')} />
        </div>
        <div className="lab-field">
          <label htmlFor={`${ids}-points`}>Max points</label>
          <BudgetInput id={`${ids}-points`} value={form.maxPoints} onChange={set('maxPoints')} />
        </div>
        <div className="lab-field">
          <label htmlFor={`${ids}-depth`}>Evolutions in a chain</label>
          <ChoiceSelect
            id={`${ids}-depth`}
            value={form.maxDepth}
            choices={DEPTH_CHOICES}
            onChange={set('maxDepth')}
          />
        </div>
        <button type="submit" className="button button--primary lab-path-search__submit">
          Find chains
        </button>
      </form>
      {paths.isFetching && !paths.data && <p className="muted">Searching chains…</p>}
      {paths.isError && <p role="alert">The chains could not be found: {paths.error.message}</p>}
      {params && paths.data && paths.data.data.length === 0 && (
        <p className="muted">No chain of running evolutions fits this card within these limits.</p>
      )}
      {params && paths.data && paths.data.data.length > 0 && (
        <ol className="lab-path-results" aria-label="Best chains" aria-busy={paths.isFetching}>
          {paths.data.data.map((row, index) => (
            <li key={row.pathHash} className="lab-path-result">
              <span className="lab-path-result__rank" aria-hidden="true">
                {index + 1}
              </span>
              <div className="lab-path-result__text">
                <span className="lab-path-result__chain">
                  {row.evolutionIds.map(nameOfEvolution).join(' → ')}
                </span>
                <span className="lab-path-result__meta">
                  {objectiveLabel} {paths.data.baseScore} → <strong>{row.score}</strong>{' '}
                  <span className="lab-stat-gain">+{row.gain}</span>
                  {objective === 'overall' ? '' : ` · OVR ${row.card.overall}`} · {costWords(row)}
                </span>
              </div>
              <div className="lab-path-result__actions">
                <button type="button" className="button button--small" onClick={() => preview(row)}>
                  Preview
                </button>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  disabled={!lab.isSignedIn || add.isPending}
                  title={lab.isSignedIn ? undefined : 'Sign in to save chains'}
                  onClick={() => save(row)}
                >
                  Save
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {!lab.isSignedIn && params && <p className="muted small">Sign in to save a chain to My evolutions.</p>}
    </section>
  );
};
