import { useState } from 'react';
import type { SbcSolvedSquad } from '@futgg/contracts';
import { useCardNames } from '../../../lib/use-card-names';
import { useOpenInBuilder } from '../hooks/use-open-in-builder';
import { shownAnswers, useSbcSolve } from '../hooks/use-sbc-solve';
import {
  DEFAULT_SOLVE_OPTIONS,
  solveRequestOf,
  excludeCardOf,
  type SbcSolveOptions,
} from '../utils/solve-words';
import { ChallengeAnswer, type AnswerAction } from './challenge-answer';
import { SolveControls } from './solve-controls';
import '../../../components/card-table.css';
import '../sbc-solver.css';

/** The cards an answer shows (its squad and its alternatives'), for their names. */
export const answerCardIds = (
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
 * One challenge's solver (docs/sbc-solver-web.md): options, "Solve cheapest squad", progress, cancel,
 * then the answer. On an SBC set's page its squad opens in the builder as a new squad; in the builder
 * (`onUse`) the squad's field cards are kept and the answer goes into the builder's slots.
 */
export const SbcSolvePanel = ({
  gameYear,
  challengeId,
  challengeName,
  isSignedIn,
  builderAddress,
  lockedEaIds = [],
  onUse,
  solveLabel = 'Solve cheapest squad',
}: {
  gameYear: number;
  challengeId: number;
  challengeName: string;
  isSignedIn: boolean | undefined;
  /** The builder's address of a saved squad, opened on this challenge. */
  builderAddress?: (squadUuid: string) => string;
  /** Cards the squad must hold (the builder's field cards). */
  lockedEaIds?: readonly number[];
  /** In the builder: puts the squad shown into the builder's slots. */
  onUse?: (squad: SbcSolvedSquad) => void;
  solveLabel?: string;
}) => {
  const solve = useSbcSolve();
  const [options, setOptions] = useState<SbcSolveOptions>(DEFAULT_SOLVE_OPTIONS);
  // The cheapest squad shows as soon as the solver has it; the result completes it.
  const shown = shownAnswers(solve.job);
  const answer = shown.answers[0] ?? null;
  const nameOf = useCardNames(gameYear, [
    ...(answer ? answerCardIds([answer]) : []),
    ...options.excludedEaIds,
  ]);
  const open = useOpenInBuilder(gameYear);
  const action: AnswerAction | undefined = onUse
    ? { label: 'Use this squad', run: onUse }
    : builderAddress
      ? { label: 'Open in squad builder', run: (squad) => open(squad, challengeName, builderAddress) }
      : undefined;
  return (
    <section className="sbc-solve" aria-label={`Solver: ${challengeName}`}>
      <SolveControls
        solve={solve}
        options={options}
        onOptionsChange={setOptions}
        nameOf={nameOf}
        solveLabel={solveLabel}
        isSignedIn={isSignedIn}
        onSolve={() =>
          void solve.start(solveRequestOf({ sbcChallengeId: challengeId }, options, gameYear, lockedEaIds))
        }
      >
        {solve.job?.state === 'cancelled' && !answer && (
          <p className="sbc-solve__status">Cancelled before any squad was found.</p>
        )}
        {answer && (
          <ChallengeAnswer
            key={solve.jobId}
            answer={answer}
            nameOf={nameOf}
            action={action}
            solving={shown.solvingFor(0)}
            exclude={excludeCardOf(options, setOptions, solve.isRunning)}
          />
        )}
      </SolveControls>
    </section>
  );
};
