import { useId, useState } from 'react';
import type { NameOf } from '../../../lib/use-card-names';
import type { SbcChallengeAnswer, SbcSolveProgress, SbcSolvedSquad } from '@futgg/contracts';
import { formatCoins } from '../../../lib/format';
import {
  ALTERNATIVE_LABELS,
  savingWords,
  statusWords,
  type ExcludeCard,
  type SbcAlternativeLabel,
} from '../utils/solve-words';
import { SolvedSquad } from './solved-squad';

/** What can be done with the squad shown: open it in the builder, or put it into the builder's slots. */
export interface AnswerAction {
  label: string;
  run: (squad: SbcSolvedSquad) => Promise<void> | void;
}

type Shown = 'cheapest' | SbcAlternativeLabel;

/**
 * A saving is the difference of two proved optima, so the solver tries none while the cheapest squad is
 * unproved (services/squads sbc-solve.ts): every row would say "not proved in time". One line says why.
 */
const savingsWaitForProof = (answer: SbcChallengeAnswer) =>
  answer.status !== 'optimal' && answer.marginalCosts.every((rule) => rule.saving === null);

/** What an answer shown while its job runs is still waiting for, by the phase under way. */
const STILL_SOLVING: Record<SbcSolveProgress['phase'], string> = {
  cheapest: 'Still solving the cheapest squad.',
  'tie-break':
    'Still solving: among squads of the same cost, the one spending duplicates and untradeables first.',
  alternatives: 'Still solving: the alternatives, then what each requirement costs.',
  'marginal-costs': 'Still solving: what each requirement costs.',
};

export const StatusBadge = ({ answer }: { answer: Pick<SbcChallengeAnswer, 'status' | 'gap'> }) => (
  <span className={`sbc-solve__badge sbc-solve__badge--${answer.status}`}>
    {statusWords(answer.status, answer.gap)}
  </span>
);

/**
 * One challenge's answer: what the solver proved (badge), the rules that cannot be met together, the
 * squad (or one of its labelled alternatives), the re-check, what each rule costs, and the action.
 */
export const ChallengeAnswer = ({
  answer,
  nameOf,
  action,
  showStatus = true,
  solving = null,
  exclude,
  ruleWords,
}: {
  answer: SbcChallengeAnswer;
  nameOf: NameOf;
  action?: AnswerAction | undefined;
  /** Excluding the squad's cards from the next solves. */
  exclude?: ExcludeCard | undefined;
  /**
   * A rule in the page's words, by its index, where the page knows the rules (names looked up); the
   * server's message otherwise, which gives ids ("Players from league 13").
   */
  ruleWords?: ((index: number) => string | undefined) | undefined;
  /** False where the badge and cost are already shown (a set's row). */
  showStatus?: boolean;
  /** Shown while the job runs: the phase still filling this answer in (null once it is whole). */
  solving?: SbcSolveProgress['phase'] | null;
}) => {
  const radioName = useId();
  const [shown, setShown] = useState<Shown>('cheapest');
  const [isActing, setIsActing] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const alternative = answer.alternatives.find((alt) => alt.label === shown);
  const squad = shown === 'cheapest' ? answer.squad : (alternative?.squad ?? null);
  const choices = answer.squad ? answer.alternatives.filter((alt) => alt.squad !== null) : [];
  const squadLabel =
    shown === 'cheapest'
      ? `Cheapest squad for ${answer.name}`
      : `${ALTERNATIVE_LABELS[shown]}: ${answer.name}`;

  const act = async () => {
    if (!action || !squad) return;
    setIsActing(true);
    setActionError(null);
    try {
      await action.run(squad);
    } catch (failure) {
      console.error('SBC solver: the answer could not be used', failure);
      setActionError('That did not work. Try again.');
    } finally {
      setIsActing(false);
    }
  };

  return (
    <div className="sbc-solve__answer" aria-label={`Answer for ${answer.name}`} role="group">
      {showStatus && (
        <p className="sbc-solve__status">
          <StatusBadge answer={answer} />
          {answer.cost !== null && answer.squad && (
            <span className="sbc-solve__cost">{formatCoins(answer.cost)} coins</span>
          )}
          <span className="muted">{answer.seconds.toFixed(1)} s</span>
        </p>
      )}
      {solving && <p className="muted small">{STILL_SOLVING[solving]}</p>}
      {answer.status === 'infeasible' && answer.infeasibleRules.length > 0 && (
        <div className="sbc-solve__impossible">
          <p>These requirements cannot be met together:</p>
          <ul aria-label="Requirements that cannot be met together">
            {answer.infeasibleRules.map((rule) => (
              <li key={rule.index}>{ruleWords?.(rule.index) ?? rule.message}</li>
            ))}
          </ul>
        </div>
      )}
      {answer.status === 'cancelled' && !answer.squad && (
        <p>No squad was found before the solve was cancelled.</p>
      )}
      {choices.length > 0 && (
        <fieldset className="segmented sbc-solve__choices">
          <legend className="visually-hidden">Squad shown</legend>
          {(['cheapest', ...choices.map((alt) => alt.label)] as Shown[]).map((choice) => {
            const coins =
              choice === 'cheapest'
                ? answer.cost
                : answer.alternatives.find((alt) => alt.label === choice)?.squad?.cost;
            return (
              <label key={choice} className="segmented__option">
                <input
                  type="radio"
                  className="segmented__input"
                  name={radioName}
                  checked={shown === choice}
                  onChange={() => setShown(choice)}
                />
                <span className="segmented__label">
                  {choice === 'cheapest' ? 'Cheapest' : ALTERNATIVE_LABELS[choice]}
                  {coins !== null && coins !== undefined && ` · ${formatCoins(coins)}`}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      {alternative && alternative.status !== 'optimal' && (
        <p className="muted">
          This alternative: {statusWords(alternative.status, alternative.gap).toLowerCase()}.
        </p>
      )}
      {squad && <SolvedSquad squad={squad} label={squadLabel} nameOf={nameOf} exclude={exclude} />}
      {/* Only while the squad shown still holds a card the user excluded since it was solved. */}
      {exclude &&
        !exclude.disabled &&
        squad?.slots.some((slot) => exclude.excludedEaIds.includes(slot.eaId)) && (
          <p className="muted small">
            Solve again for a squad without the excluded players (listed under Options).
          </p>
        )}
      {answer.squad && answer.check && (
        <p className={`sbc-solve__check${answer.check.passed ? '' : ' sbc-solve__check--failed'}`}>
          {answer.check.passed
            ? 'Every requirement met'
            : `The re-check found a problem: ${answer.check.violations.join('; ')}`}
        </p>
      )}
      {answer.marginalCosts.length > 0 && savingsWaitForProof(answer) ? (
        <p className="muted small">
          What each requirement costs is shown once the cheapest squad is proved: a longer time limit may
          prove it.
        </p>
      ) : answer.marginalCosts.length > 0 ? (
        <div className="sbc-solve__scroll">
          <table
            className="card-table sbc-solve__table sbc-solve__table--wrap"
            aria-label={`What each requirement costs: ${answer.name}`}
          >
            <thead>
              <tr>
                <th scope="col">Requirement</th>
                <th scope="col" className="sbc-solve__number">
                  Saving if dropped
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.marginalCosts.map((rule) => (
                <tr key={rule.index}>
                  <td>{ruleWords?.(rule.index) ?? rule.message}</td>
                  <td className="sbc-solve__number">{savingWords(rule.saving, rule.proved)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {action && squad && (
        <div className="sbc-solve__actions">
          <button type="button" className="button button--primary" disabled={isActing} onClick={act}>
            {isActing ? 'Working…' : action.label}
          </button>
          {actionError && <p role="alert">{actionError}</p>}
        </div>
      )}
    </div>
  );
};
