import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AUTO_BUILD_GOALS, type AutoBuildGoal, type AutoBuildJob, type AutoBuildSlot } from '@futgg/api-client';
import { fieldPositions, type SquadBuilderState } from '@futgg/game-rules';
import { Checkbox } from '../../../components/checkbox';
import { formatCoins } from '../../../lib/format';
import { useSquadApis } from '../api/squad-apis';
import { cardKey, type CardInfo } from '../utils/cards';

export const AUTO_BUILD_POLL_MS = 1000;

const GOAL_LABELS: Record<AutoBuildGoal, string> = {
  CHEMISTRY_THEN_RATING: 'Chemistry, then rating',
  RATING_THEN_CHEMISTRY: 'Rating, then chemistry',
  CHEAPEST_FOR_RATING: 'Cheapest for a target rating',
};

const isFinished = (job: AutoBuildJob | undefined) =>
  job !== undefined && (job.status === 'DONE' || job.status === 'FAILED' || job.status === 'CANCELLED');

/**
 * The auto-builder: a goal, a budget, which filled slots stay, club only; the job runs on the server
 * and is followed until it answers; its answer can be applied (cards into the slots) or dropped.
 */
export const AutoBuilderPanel = ({
  gameYear,
  state,
  cards,
  isSignedIn,
  onApply,
}: {
  gameYear: number;
  state: SquadBuilderState;
  cards: Readonly<Record<string, CardInfo>>;
  isSignedIn: boolean | undefined;
  onApply: (slots: AutoBuildSlot[]) => void;
}) => {
  const apis = useSquadApis();
  const [goal, setGoal] = useState<AutoBuildGoal>('CHEMISTRY_THEN_RATING');
  const [budget, setBudget] = useState('');
  const [targetRating, setTargetRating] = useState('84');
  const [clubOnly, setClubOnly] = useState(false);
  const [locked, setLocked] = useState<Set<number>>(new Set());
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const filled = fieldPositions(state).filter((p) => p.playerEaId !== null);
  useEffect(() => {
    // A slot emptied since it was locked is no longer locked.
    setLocked((current) => new Set([...current].filter((idx) => filled.some((p) => p.positionIdx === idx))));
  }, [filled.map((p) => p.positionIdx).join(',')]);
  const job = useQuery({
    queryKey: ['auto-build', jobId],
    queryFn: () => apis.autoBuilder.get(jobId!),
    enabled: jobId !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : AUTO_BUILD_POLL_MS),
  });
  const start = async () => {
    setError(null);
    const budgetCoins = Number(budget.replace(/[^0-9]/g, ''));
    try {
      const started = await apis.autoBuilder.start({
        gameYear,
        formationId: state.formationId,
        goal,
        budget: budget.trim() && Number.isFinite(budgetCoins) ? budgetCoins : null,
        targetRating: goal === 'CHEAPEST_FOR_RATING' ? Number(targetRating) : null,
        lockedSlots: filled
          .filter((p) => locked.has(p.positionIdx))
          .map((p) => ({ group: 'FIELD', positionIdx: p.positionIdx, playerEaId: p.playerEaId! })),
        clubOnly,
        manager: state.manager,
      });
      setJobId(started.jobId);
    } catch (failure) {
      console.error('Squad builder: the auto-builder did not start', failure);
      setError('The auto-builder could not start.');
    }
  };
  const cancel = async () => {
    if (jobId && !isFinished(job.data)) await apis.autoBuilder.cancel(jobId).catch(() => undefined);
    setJobId(null);
  };
  if (isSignedIn === false) return null;
  const result = job.data?.result ?? null;
  return (
    <section className="sb-auto" aria-label="Auto-builder">
      <h3 className="sb-subtitle">Auto-builder</h3>
      <label className="field">
        <span className="field__label">Goal</span>
        <select className="input" value={goal} onChange={(event) => setGoal(event.target.value as AutoBuildGoal)}>
          {AUTO_BUILD_GOALS.map((value) => (
            <option key={value} value={value}>
              {GOAL_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      {goal === 'CHEAPEST_FOR_RATING' && (
        <label className="field">
          <span className="field__label">Target rating</span>
          <input className="input" inputMode="numeric" value={targetRating} onChange={(event) => setTargetRating(event.target.value)} />
        </label>
      )}
      <label className="field">
        <span className="field__label">Budget (coins)</span>
        <input className="input" inputMode="numeric" placeholder="No limit" value={budget} onChange={(event) => setBudget(event.target.value)} />
      </label>
      <Checkbox checked={clubOnly} onChange={setClubOnly}>
        Only players from my club
      </Checkbox>
      {filled.length > 0 && (
        <fieldset className="sb-locks">
          <legend>Keep these players</legend>
          {filled.map((p) => (
            <Checkbox
              key={p.positionIdx}
              checked={locked.has(p.positionIdx)}
              onChange={(on) =>
                setLocked((current) => {
                  const next = new Set(current);
                  if (on) next.add(p.positionIdx);
                  else next.delete(p.positionIdx);
                  return next;
                })
              }
            >
              {cards[cardKey(p)]?.name ?? `#${p.playerEaId}`}
            </Checkbox>
          ))}
        </fieldset>
      )}
      <div className="sb-actions">
        <button type="button" className="button button--primary" disabled={jobId !== null && !isFinished(job.data)} onClick={start}>
          Start auto-build
        </button>
        {jobId && (
          <button type="button" className="button button--ghost" onClick={cancel}>
            {isFinished(job.data) ? 'Dismiss' : 'Cancel'}
          </button>
        )}
      </div>
      {error && <p role="alert">{error}</p>}
      {jobId && (
        <div className="sb-auto__job" role="status">
          <p>
            Job {jobId.slice(0, 8)} · {job.data?.status ?? 'QUEUED'}
          </p>
          <progress max={100} value={job.data?.progress ?? 0} aria-label="Auto-builder progress" />
          {job.data?.status === 'FAILED' && <p>The auto-builder failed{job.data.error ? `: ${job.data.error}` : ''}.</p>}
        </div>
      )}
      {result && (
        <div className="sb-auto__result">
          <p>
            Chemistry {result.chemistry} · Rating {result.rating ?? '—'} · {formatCoins(result.price)} coins
          </p>
          <p className="sb-auto__gap">
            {result.gap === 0 ? 'Proven best' : result.gap === null ? 'Best found' : `Within ${result.gap} of the best`}
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              onApply(result.slots);
              setJobId(null);
            }}
          >
            Apply
          </button>
        </div>
      )}
    </section>
  );
};
