import type { SbcSolveJob } from '@futgg/contracts';
import { PHASE_WORDS, coinsWords } from '../utils/solve-words';

const PHASES = Object.keys(PHASE_WORDS);

/** 0..100 from the challenge and the phase under way (each challenge runs the same phases in order). */
const percentOf = (job: SbcSolveJob | undefined): number => {
  if (!job) return 0;
  if (job.state === 'completed' || job.state === 'cancelled' || job.state === 'failed') return 100;
  const progress = job.progress;
  if (!progress || progress.challengeCount <= 0) return 0;
  const phase = Math.max(0, PHASES.indexOf(progress.phase)) / PHASES.length;
  return Math.min(99, Math.round((100 * (progress.challengeIndex + phase)) / progress.challengeCount));
};

/** Where a running solve is: phase, challenge i of n, elapsed, the best cost so far and the bound proved. */
export const SolveProgress = ({
  job,
  isCancelling,
}: {
  job: SbcSolveJob | undefined;
  isCancelling: boolean;
}) => {
  const progress = job?.state === 'active' ? job.progress : null;
  return (
    <div className="sbc-solve__progress" role="status" aria-label="Solver progress">
      {progress ? (
        <dl className="sbc-solve__facts">
          <div>
            <dt>Phase</dt>
            <dd>{PHASE_WORDS[progress.phase]}</dd>
          </div>
          <div>
            <dt>Challenge</dt>
            <dd>
              {Math.min(progress.challengeIndex + 1, progress.challengeCount)} of {progress.challengeCount}
            </dd>
          </div>
          <div>
            <dt>Elapsed</dt>
            <dd>{progress.elapsedSeconds.toFixed(1)} s</dd>
          </div>
          {/* Coins only while the cheapest squad is sought: the later phases' solves report the values of
              their own objectives (the tie-break's weights, an alternative's purchases), or of problems
              with a rule dropped, which read as the challenge's coins would mislead. */}
          {progress.phase === 'cheapest' && (
            <>
              <div>
                <dt>Best so far</dt>
                <dd>{coinsWords(progress.incumbent === null ? null : Math.round(progress.incumbent))}</dd>
              </div>
              <div>
                <dt>Bound</dt>
                <dd>{coinsWords(progress.bound === null ? null : Math.ceil(progress.bound))}</dd>
              </div>
            </>
          )}
        </dl>
      ) : (
        <p>{job?.state === 'active' ? 'Solving…' : 'Waiting for the solver…'}</p>
      )}
      {isCancelling && <p>Cancelling: the solver stops with its best squad so far…</p>}
      <progress className="sbc-solve__bar" max={100} value={percentOf(job)} aria-label="Solved" />
    </div>
  );
};
