import type { SbcRule, SbcSolvedSquad } from '@futgg/contracts';
import { ruleLine } from '../../../components/sbc/sbc-rule-words';
import { useCoreData } from '../../../lib/core-data';
import { useCardNames } from '../../../lib/use-card-names';
import { excludeCardOf } from '../utils/solve-words';
import { useOpenInBuilder } from './use-open-in-builder';
import { useAccountPreferences } from './use-account-preferences';
import { useSolveOptions } from './use-solve-options';
import { shownAnswers, useSbcSolve } from './use-sbc-solve';

/** The cards an answer shows (its squad and its alternatives'), for their names. */
const answerCardIds = (
  answers: readonly {
    squad: SbcSolvedSquad | null;
    alternatives: readonly { squad: SbcSolvedSquad | null }[];
  }[],
) =>
  answers.flatMap((answer) =>
    [answer.squad, ...answer.alternatives.map((alt) => alt.squad)].flatMap(
      (squad) => squad?.slots.map((slot) => slot.eaId) ?? [],
    ),
  );

/**
 * What every solver panel (a challenge, a set, requirements of the user's own) holds: the job, its
 * options, the answers shown so far, the names of their cards and of the excluded ones (one player
 * search by id), opening a squad in the builder, Exclude, and the props SolveControls takes.
 */
export const useSolvePanel = (gameYear: number, isSignedIn: boolean | undefined) => {
  const solve = useSbcSolve();
  // The user's options, shared by every panel, kept in this browser and, signed in, in the account.
  useAccountPreferences(isSignedIn);
  const [options, setOptions] = useSolveOptions();
  // Each answer shows as soon as its cheapest squad is found; the result completes it.
  const shown = shownAnswers(solve.job);
  const nameOf = useCardNames(gameYear, [...answerCardIds(shown.answers), ...options.excludedEaIds]);
  const core = useCoreData(gameYear);
  return {
    /** A challenge's rules in the set page's words, by index, for its answer's rule costs and conflicts. */
    ruleWordsOf:
      (rules: readonly SbcRule[] | undefined) =>
      (index: number): string | undefined => {
        const rule = rules?.[index];
        if (!rule) return undefined;
        const line = ruleLine(rule, core.data);
        return `${line.label} — ${line.value}`;
      },
    solve,
    options,
    shown,
    nameOf,
    open: useOpenInBuilder(gameYear),
    exclude: excludeCardOf(options, setOptions, solve.isRunning),
    controls: { solve, options, onOptionsChange: setOptions, nameOf },
  };
};
