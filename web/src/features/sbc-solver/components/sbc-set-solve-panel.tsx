import type { SbcRule } from '@futgg/contracts';
import { useSolvePanel } from '../hooks/use-solve-panel';
import { coinsWords, solveRequestOf, statusWords } from '../utils/solve-words';
import { ChallengeAnswer, StatusBadge } from './challenge-answer';
import { SolveControls } from './solve-controls';
import '../../../components/card-table.css';
import '../sbc-solver.css';

/**
 * Every challenge of a set solved at once, from one pool, no card used twice: the set's total cost, then
 * one row per challenge (its badge and cost) that opens to its answer.
 */
export const SbcSetSolvePanel = ({
  gameYear,
  setId,
  setName,
  isSignedIn,
  builderAddress,
  challengeRules,
}: {
  gameYear: number;
  setId: number;
  setName: string;
  isSignedIn: boolean | undefined;
  /** The builder's address of a saved squad, opened on one challenge of the set. */
  builderAddress?: (squadUuid: string, challengeId: number) => string;
  /** Each challenge's rules by its id, where the page has them: the answers name them in its words. */
  challengeRules?: ReadonlyMap<number, readonly SbcRule[]>;
}) => {
  const { solve, options, shown, nameOf, open, exclude, controls, ruleWordsOf } = useSolvePanel(
    gameYear,
    isSignedIn,
  );
  // Each challenge's row shows as soon as its cheapest squad is found; the total waits for the result.
  const result = solve.job?.result ?? null;
  const gaps = result?.challenges.map((answer) => answer.gap) ?? [];
  const largestGap =
    gaps.every((gap): gap is number => gap !== null) && gaps.length > 0 ? Math.max(...gaps) : null;
  return (
    <section className="sbc-solve sbc-solve--set" aria-labelledby="sbc-solve-set">
      <h2 id="sbc-solve-set" className="panel__title">
        Solve the whole set
      </h2>
      <SolveControls
        {...controls}
        solveLabel="Solve all challenges of this set"
        isSignedIn={isSignedIn}
        onSolve={() => void solve.start(solveRequestOf({ sbcSetId: setId }, options, gameYear))}
      >
        {shown.answers.length > 0 && (
          <div className="sbc-solve__answer" role="group" aria-label={`Answer for ${setName}`}>
            {result && (
              <>
                <dl className="content-facts">
                  <div>
                    <dt>Total cost of the set</dt>
                    <dd data-testid="sbc-solve-total">{coinsWords(result.totalCost)}</dd>
                  </div>
                  <div>
                    <dt>Result</dt>
                    <dd>{statusWords(result.status, largestGap)}</dd>
                  </div>
                </dl>
                {result.totalCost === null && (
                  <p className="muted">Not every challenge has a squad, so there is no total.</p>
                )}
              </>
            )}
            <ol className="sbc-solve__rows">
              {shown.answers.map((answer, index) => (
                <li key={answer.sbcChallengeId ?? index}>
                  <details className="sbc-solve__row">
                    <summary>
                      <span className="sbc-solve__row-name">{answer.name}</span>{' '}
                      <StatusBadge answer={answer} />{' '}
                      <span className="sbc-solve__cost">{answer.squad ? coinsWords(answer.cost) : '—'}</span>
                      {shown.solvingFor(index) && <span className="muted small"> · still solving</span>}
                    </summary>
                    <ChallengeAnswer
                      answer={answer}
                      nameOf={nameOf}
                      showStatus={false}
                      solving={shown.solvingFor(index)}
                      exclude={exclude}
                      ruleWords={ruleWordsOf(
                        answer.sbcChallengeId === null
                          ? undefined
                          : challengeRules?.get(answer.sbcChallengeId),
                      )}
                      action={
                        builderAddress && answer.sbcChallengeId !== null
                          ? {
                              label: 'Open in squad builder',
                              run: (squad) =>
                                open(squad, answer.name, (uuid) =>
                                  builderAddress(uuid, answer.sbcChallengeId!),
                                ),
                            }
                          : undefined
                      }
                    />
                  </details>
                </li>
              ))}
            </ol>
          </div>
        )}
      </SolveControls>
    </section>
  );
};
