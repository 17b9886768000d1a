import type { ReactNode } from 'react';
import type { NameOf } from '../../../lib/use-card-names';
import { SignInLink } from '../../../components/sign-in-link';
import type { SbcSolve } from '../hooks/use-sbc-solve';
import type { SbcSolveOptions } from '../utils/solve-words';
import { SolveOptions } from './solve-options';
import { SolveProgress } from './solve-progress';

/**
 * What both panels share: the options, the solve and cancel buttons, why a solve did not start, and
 * its progress. A visitor gets a sign-in link instead (every solve needs an account: the accounts are
 * the solver's rate limit).
 */
export const SolveControls = ({
  solve,
  options,
  onOptionsChange,
  solveLabel,
  onSolve,
  isSignedIn,
  nameOf,
  children,
}: {
  solve: SbcSolve;
  options: SbcSolveOptions;
  onOptionsChange: (options: SbcSolveOptions) => void;
  nameOf: NameOf;
  solveLabel: string;
  onSolve: () => void;
  isSignedIn: boolean | undefined;
  /** The answer, once there is one. */
  children?: ReactNode;
}) => {
  if (isSignedIn === false)
    return (
      <p className="sbc-solve__visitor">
        <SignInLink className="button">Sign in to solve</SignInLink>
        <span className="muted">The solver finds the cheapest squad from your club and the market.</span>
      </p>
    );
  const hasPool = options.club || options.market;
  return (
    <>
      <SolveOptions options={options} onChange={onOptionsChange} disabled={solve.isRunning} nameOf={nameOf} />
      <div className="sbc-solve__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={solve.isRunning || isSignedIn === undefined || !hasPool}
          onClick={onSolve}
        >
          {solve.isRunning ? 'Solving…' : solveLabel}
        </button>
        {solve.isRunning && solve.jobId !== null && (
          <button
            type="button"
            className="button button--ghost"
            disabled={solve.isCancelling}
            onClick={() => void solve.cancel()}
          >
            Cancel
          </button>
        )}
        {!hasPool && <span className="muted">Use your club, the market or both.</span>}
      </div>
      {solve.error && <p role="alert">{solve.error}</p>}
      {solve.jobId !== null && solve.isRunning && (
        <SolveProgress job={solve.job} isCancelling={solve.isCancelling} />
      )}
      {solve.job?.state === 'failed' && (
        <p role="alert">The solver failed{solve.job.error ? `: ${solve.job.error}` : ''}.</p>
      )}
      {children}
    </>
  );
};
