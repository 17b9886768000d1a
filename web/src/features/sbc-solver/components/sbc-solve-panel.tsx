import type { SbcRule, SbcSolvedSquad } from '@futgg/contracts';
import { useSolvePanel } from '../hooks/use-solve-panel';
import { solveRequestOf } from '../utils/solve-words';
import { ChallengeAnswer, type AnswerAction } from './challenge-answer';
import { SolveControls } from './solve-controls';
import '../../../components/card-table.css';
import '../sbc-solver.css';

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
  rules,
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
  /** The challenge's rules, where the page has them: the answer names them in the page's words. */
  rules?: readonly SbcRule[];
}) => {
  const { solve, options, shown, nameOf, open, exclude, controls, ruleWordsOf } = useSolvePanel(
    gameYear,
    isSignedIn,
  );
  const answer = shown.answers[0] ?? null;
  const action: AnswerAction | undefined = onUse
    ? { label: 'Use this squad', run: onUse }
    : builderAddress
      ? { label: 'Open in squad builder', run: (squad) => open(squad, challengeName, builderAddress) }
      : undefined;
  return (
    <section className="sbc-solve" aria-label={`Solver: ${challengeName}`}>
      <SolveControls
        {...controls}
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
            exclude={exclude}
            ruleWords={ruleWordsOf(rules)}
          />
        )}
      </SolveControls>
    </section>
  );
};
