import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PlanParams } from '@futgg/api-client';
import type { PathObjectiveField } from '@futgg/contracts';
import {
  ATTRIBUTE_FIELDS,
  FACE_STAT_FIELDS,
  GK_FACE_STAT_FIELDS,
  POSITION,
  isPositionId,
} from '@futgg/game-rules';

/** contracts' PLANNER_LIMITS (the web imports only types from contracts). */
export const PLANNER_DEFAULTS = { maxDepth: 3, largestDepth: 4, daysPerLevel: 1 } as const;

export type PlannerObjective = PathObjectiveField | 'squadFit';

/** What a chain may raise (contracts' PATH_OBJECTIVE_FIELDS): the overall, a face stat, an attribute. */
export const OBJECTIVE_FIELDS: readonly PathObjectiveField[] = [
  'overall',
  ...FACE_STAT_FIELDS,
  ...GK_FACE_STAT_FIELDS,
  ...ATTRIBUTE_FIELDS,
];
const isObjectiveField = (value: string): value is PathObjectiveField =>
  (OBJECTIVE_FIELDS as readonly string[]).includes(value);

/** What the form holds: empty budgets are no limit. */
export interface PlannerForm {
  objective: PlannerObjective;
  position: number;
  maxCoins: number | null;
  maxPoints: number | null;
  maxDepth: number;
  daysPerLevel: number;
}

export const DEFAULT_PLANNER_FORM: PlannerForm = {
  objective: 'overall',
  position: POSITION.ST,
  maxCoins: null,
  maxPoints: null,
  maxDepth: PLANNER_DEFAULTS.maxDepth,
  daysPerLevel: PLANNER_DEFAULTS.daysPerLevel,
};

const wholeOrNull = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 0 ? number : null;
};

/** The form the address describes (`objective=facePace&max_coins=50000&…`), defaults for the rest. */
export const plannerFormOf = (params: URLSearchParams): PlannerForm => {
  const objective = params.get('objective') ?? '';
  const position = wholeOrNull(params.get('position'));
  const depth = wholeOrNull(params.get('max_depth'));
  const days = Number(params.get('days_per_level'));
  return {
    objective:
      objective === 'squadFit' || isObjectiveField(objective) ? (objective as PlannerObjective) : 'overall',
    position: position !== null && isPositionId(position) ? position : DEFAULT_PLANNER_FORM.position,
    maxCoins: wholeOrNull(params.get('max_coins')),
    maxPoints: wholeOrNull(params.get('max_points')),
    maxDepth:
      depth !== null && depth >= 1 && depth <= PLANNER_DEFAULTS.largestDepth
        ? depth
        : PLANNER_DEFAULTS.maxDepth,
    daysPerLevel:
      params.has('days_per_level') && Number.isFinite(days) && days >= 0 && days <= 14
        ? days
        : PLANNER_DEFAULTS.daysPerLevel,
  };
};

/** The address of a form: the API's own parameter names, budgets only when set. */
export const plannerQueryOf = (form: PlannerForm): string => {
  const params = new URLSearchParams({ objective: form.objective });
  if (form.objective === 'squadFit') params.set('position', String(form.position));
  if (form.maxCoins !== null) params.set('max_coins', String(form.maxCoins));
  if (form.maxPoints !== null) params.set('max_points', String(form.maxPoints));
  params.set('max_depth', String(form.maxDepth));
  params.set('days_per_level', String(form.daysPerLevel));
  return params.toString();
};

/** What the planner is asked. */
export const planParamsOf = (gameYear: number, form: PlannerForm): PlanParams => ({
  game: gameYear,
  objective: form.objective,
  ...(form.objective === 'squadFit' ? { position: form.position } : {}),
  ...(form.maxCoins !== null ? { maxCoins: form.maxCoins } : {}),
  ...(form.maxPoints !== null ? { maxPoints: form.maxPoints } : {}),
  maxDepth: form.maxDepth,
  daysPerLevel: form.daysPerLevel,
});

/**
 * The planner's form in the address: a plan is asked for once the address names an objective (the
 * form was sent, or a link to a plan was followed), so a plan can be shared and reloaded.
 */
export const usePlannerParams = () => {
  const [params, setParams] = useSearchParams();
  const form = useMemo(() => plannerFormOf(params), [params]);
  const isAsked = params.has('objective');
  const ask = useCallback(
    (next: PlannerForm) => setParams(plannerQueryOf(next), { preventScrollReset: true }),
    [setParams],
  );
  return { form, isAsked, ask };
};
