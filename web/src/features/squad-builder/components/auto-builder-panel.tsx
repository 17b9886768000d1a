import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AutoBuildJobShape, StartAutoBuildInput } from '@futgg/api-client';
import type { AUTO_BUILD_TIME_LIMIT, ProCompetitionProduct } from '@futgg/contracts';
import {
  fieldPositions,
  squadFormation,
  UNIQUE_POSITION_NAME_BY_ID,
  type SquadBuilderState,
} from '@futgg/game-rules';
import { CardName } from '../../../components/card-name';
import { Checkbox } from '../../../components/checkbox';
import { apiErrorMessageOf } from '../../../lib/api';
import { formatCoins } from '../../../lib/format';
import { gapPercent, isJobFinished } from '../../../lib/solver-jobs';
import { useFollowedJob } from '../../../lib/use-followed-job';
import { useCardNames } from '../../../lib/use-card-names';
import { useSquadApis } from '../api/squad-apis';
import { cardKey, type CardInfo } from '../utils/cards';
import '../../../components/card-table.css';

/** How often a running job is asked for when its stream is not open. */
export const AUTO_BUILD_POLL_MS = 1000;

/** A pro-competition event the builder was opened for: the auto-builder keeps to its ruleset. */
export interface BuilderEvent {
  product: ProCompetitionProduct;
  guid: string;
}

/** The auto-builder's goals (contracts' AUTO_BUILD_GOALS), in the builder's words. */
export type AutoBuildGoal = 'chemistry' | 'rating' | 'price';
const GOAL_LABELS: Record<AutoBuildGoal, string> = {
  chemistry: 'Chemistry, then rating',
  rating: 'Rating, then chemistry',
  price: 'Cheapest for a target rating',
};
const GOALS = Object.keys(GOAL_LABELS) as AutoBuildGoal[];

/** One card of the answer: field slot `slotIndex` takes card `eaId`. */
export interface AutoBuildPlacement {
  slotIndex: number;
  eaId: number;
  /** An untradeable card of the user's club: its slot is marked untradeable (an event's check reads it). */
  isUntradeable?: boolean;
}

const isFinished = (job: AutoBuildJobShape | undefined) => isJobFinished(job);

/** 0..100 from the stage under way and its time (each stage has its own limit). */
const percentOf = (job: AutoBuildJobShape | undefined, timeLimitSeconds: number): number => {
  if (!job) return 0;
  if (isFinished(job)) return 100;
  const progress = job.progress;
  if (!progress || progress.stageCount <= 0) return 0;
  const withinStage = Math.min(1, progress.elapsedSeconds / timeLimitSeconds);
  return Math.min(
    99,
    Math.round(
      (100 * (Math.min(progress.stageIndex, progress.stageCount - 1) + withinStage)) / progress.stageCount,
    ),
  );
};

/** The largest gap of the answer's stages: 0 when every stage was proved optimal. */
export const gapOf = (result: NonNullable<AutoBuildJobShape['result']>): number | null => {
  if (result.status === 'optimal') return 0;
  const gaps = result.stages.map((stage) => stage.gap).filter((gap): gap is number => gap !== null);
  return gaps.length ? Math.max(...gaps) : null;
};

/**
 * Seconds per stage (spelled here: a value from @futgg/contracts would bring zod into the bundle). The
 * default answers within seconds; a longer limit may prove the best squad, or find a better one, where
 * 2 s leaves a gap.
 */
const STAGE_SECONDS = { DEFAULT: 2, MIN: 0.1, MAX: 10 } as const satisfies typeof AUTO_BUILD_TIME_LIMIT;

/** A stage's amount: "12,850 coins" for the price, the whole value ("30", "88") otherwise. */
const stageAmount = (stage: AutoBuildGoal, value: number) =>
  stage === 'price' ? `${formatCoins(Math.ceil(value - 1e-6))} coins` : String(Math.floor(value + 1e-6));

/** A running stage's best so far and the bound proved (what a longer time per stage may close). */
const stageSoFar = ({ stage, incumbent, bound }: NonNullable<AutoBuildJobShape['progress']>) =>
  incumbent === null
    ? null
    : `Best so far: ${stage === 'price' ? '' : `${stage} `}${stageAmount(stage, incumbent)}${
        bound === null ? '' : ` (bound ${stageAmount(stage, bound)})`
      }`;

const gapText = (gap: number | null) =>
  gap === 0
    ? 'Proven best'
    : gap === null
      ? 'Best found in time'
      : `Best found in time (largest gap ${gapPercent(gap)})`;

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
  preset = null,
  event = null,
}: {
  gameYear: number;
  state: SquadBuilderState;
  cards: Readonly<Record<string, CardInfo>>;
  isSignedIn: boolean | undefined;
  onApply: (formationId: string | null, slots: AutoBuildPlacement[]) => void;
  /** A challenge's minimums: its squad rating becomes the target of the cheapest build. */
  preset?: { minSquadRating?: number | null | undefined; minChemistry?: number | null | undefined } | null;
  /** Opened for an event: its ruleset applies unless the user turns it off. */
  event?: BuilderEvent | null;
}) => {
  const apis = useSquadApis();
  const [withinEvent, setWithinEvent] = useState(true);
  const eventInfo = useQuery({
    queryKey: ['pro-competition', 'event', event?.product, event?.guid],
    queryFn: () => apis.proCompetition(event!.product).getEvent(event!.guid),
    enabled: event !== null && isSignedIn === true,
  });
  const [goal, setGoal] = useState<AutoBuildGoal>(preset?.minSquadRating ? 'price' : 'chemistry');
  const [budget, setBudget] = useState('');
  const [targetRating, setTargetRating] = useState(String(preset?.minSquadRating ?? 84));
  const presetRating = preset?.minSquadRating ?? null;
  useEffect(() => {
    // The challenge may arrive after the panel is drawn: its rating then becomes the target.
    if (presetRating === null) return;
    setGoal('price');
    setTargetRating(String(presetRating));
  }, [presetRating]);
  const [clubOnly, setClubOnly] = useState(false);
  const [stageSeconds, setStageSeconds] = useState(String(STAGE_SECONDS.DEFAULT));
  const [startedSeconds, setStartedSeconds] = useState<number>(STAGE_SECONDS.DEFAULT);
  const [locked, setLocked] = useState<Set<number>>(new Set());
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const filled = fieldPositions(state).filter((p) => p.playerEaId !== null);
  // "RM · Yardley 83": two cards of one name (or one player's two versions) stay told apart.
  const formation = squadFormation(state);
  const lockLabel = (positionIdx: number, card: CardInfo | undefined, eaId: number) => {
    const slotId = formation?.slots[positionIdx]?.uniquePositionId;
    const slotName = slotId === undefined ? null : UNIQUE_POSITION_NAME_BY_ID[slotId];
    const player = card ? `${card.name} ${card.overall}` : `#${eaId}`;
    return slotName ? `${slotName} · ${player}` : player;
  };
  useEffect(() => {
    // A slot emptied since it was locked is no longer locked.
    setLocked((current) => new Set([...current].filter((idx) => filled.some((p) => p.positionIdx === idx))));
  }, [filled.map((p) => p.positionIdx).join(',')]);
  const job = useFollowedJob(['auto-build', jobId], jobId, apis.autoBuilder, AUTO_BUILD_POLL_MS);
  const start = async () => {
    setError(null);
    const budgetCoins = Number(budget.replace(/[^0-9]/g, ''));
    const seconds = Number(stageSeconds);
    if (stageSeconds.trim() === '' || !(seconds >= STAGE_SECONDS.MIN && seconds <= STAGE_SECONDS.MAX)) {
      setError(`The time per stage is ${STAGE_SECONDS.MIN} to ${STAGE_SECONDS.MAX} seconds.`);
      return;
    }
    try {
      const { leagueEaId, nationEaId } = state.manager;
      const request: StartAutoBuildInput = {
        gameYear,
        formationId: state.formationId,
        goal,
        ...(budget.trim() && Number.isFinite(budgetCoins) ? { budget: budgetCoins } : {}),
        ...(goal === 'price' || preset?.minChemistry
          ? {
              constraints: {
                ...(goal === 'price' ? { minSquadRating: Number(targetRating) } : {}),
                ...(preset?.minChemistry ? { minChemistry: preset.minChemistry } : {}),
              },
            }
          : {}),
        locked: filled
          .filter((p) => locked.has(p.positionIdx))
          .map((p) => ({ slotIndex: p.positionIdx, eaId: p.playerEaId! })),
        clubOnly,
        ...(event && withinEvent ? { event } : {}),
        manager: leagueEaId !== null && nationEaId !== null ? { leagueEaId, nationEaId } : null,
        timeLimitSeconds: seconds,
      };
      const started = await apis.autoBuilder.start(request);
      setStartedSeconds(seconds);
      setJobId(started.jobId);
    } catch (failure) {
      console.error('Squad builder: the auto-builder did not start', failure);
      // The service names what it refused (a formation or a locked player the event's rules forbid).
      const reason = apiErrorMessageOf(failure);
      setError(reason ? `The auto-builder could not start: ${reason}.` : 'The auto-builder could not start.');
    }
  };
  const cancel = async () => {
    if (jobId && !isFinished(job.data)) await apis.autoBuilder.cancel(jobId).catch(() => undefined);
    setJobId(null);
  };
  const result = job.data?.result ?? null;
  const gap = result ? gapOf(result) : null;
  const soFar = job.data?.state === 'active' && job.data.progress ? stageSoFar(job.data.progress) : null;
  // The answer's players are shown before Apply puts them in the slots: most are not in the squad yet.
  const nameOf = useCardNames(gameYear, result?.slots.map((slot) => slot.eaId) ?? []);
  const resultBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The panel scrolls on its own on a desktop: the answer is brought into sight when it arrives.
    resultBox.current?.scrollIntoView?.({ block: 'nearest' });
  }, [result]);
  if (isSignedIn === false) return null;
  return (
    <section className="sb-auto" aria-label="Auto-builder">
      <h3 className="sb-subtitle">Auto-builder</h3>
      <label className="field">
        <span className="field__label">Goal</span>
        <select
          className="input"
          value={goal}
          onChange={(event) => setGoal(event.target.value as AutoBuildGoal)}
        >
          {GOALS.map((value) => (
            <option key={value} value={value}>
              {GOAL_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      {goal === 'price' && (
        <label className="field">
          <span className="field__label">Target rating</span>
          <input
            className="input"
            inputMode="numeric"
            value={targetRating}
            onChange={(event) => setTargetRating(event.target.value)}
          />
        </label>
      )}
      <label className="field">
        <span className="field__label">Budget (coins)</span>
        <input
          className="input"
          inputMode="numeric"
          placeholder="No limit"
          value={budget}
          onChange={(event) => setBudget(event.target.value)}
        />
      </label>
      <label className="field">
        <span className="field__label">Time per stage (seconds)</span>
        <input
          className="input"
          type="number"
          min={STAGE_SECONDS.MIN}
          max={STAGE_SECONDS.MAX}
          step={0.5}
          value={stageSeconds}
          onChange={(event) => setStageSeconds(event.target.value)}
        />
      </label>
      <Checkbox checked={clubOnly} onChange={setClubOnly}>
        Only players from my club
      </Checkbox>
      {event && (
        <Checkbox checked={withinEvent} onChange={setWithinEvent}>
          {`Keep to the rules of ${eventInfo.data?.name ?? 'the event'}`}
        </Checkbox>
      )}
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
              {lockLabel(p.positionIdx, cards[cardKey(p)], p.playerEaId!)}
            </Checkbox>
          ))}
        </fieldset>
      )}
      <div className="sb-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={jobId !== null && !isFinished(job.data)}
          onClick={start}
        >
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
            {job.data?.state === 'active' && job.data.progress
              ? `Stage ${Math.min(job.data.progress.stageIndex + 1, job.data.progress.stageCount)} of ${job.data.progress.stageCount} (${job.data.progress.stage}) · ${job.data.progress.elapsedSeconds.toFixed(1)} s`
              : `Job ${job.data?.state ?? 'waiting'}`}
          </p>
          {soFar && <p className="muted">{soFar}</p>}
          <progress
            max={100}
            value={percentOf(job.data, startedSeconds)}
            aria-label="Auto-builder progress"
          />
          {job.data?.state === 'failed' && (
            <p>The auto-builder failed{job.data.error ? `: ${job.data.error}` : ''}.</p>
          )}
          {result && result.slots.length === 0 && (
            <p>
              {result.status === 'infeasible'
                ? 'No squad meets these conditions.'
                : 'No squad was found in time.'}
            </p>
          )}
        </div>
      )}
      {result && result.slots.length > 0 && (
        <div className="sb-auto__result" ref={resultBox}>
          <p>
            Chemistry {result.chemistry ?? '—'} · Rating {result.rating ?? '—'} · {formatCoins(result.price)}{' '}
            coins
          </p>
          {/* Proven answers in the accent colour; one with a gap left in the amber of an open result. */}
          <p className={gap === 0 ? 'sb-auto__gap' : 'sb-auto__gap sb-auto__gap--open'}>{gapText(gap)}</p>
          {result.status !== 'optimal' && result.stages.length > 0 && (
            <ul className="sb-auto__stages" aria-label="Auto-builder stages">
              {result.stages.map((stage) => (
                <li key={stage.stage}>
                  {stage.stage}:{' '}
                  {stage.gap === 0
                    ? 'proven best'
                    : stage.gap === null
                      ? stage.status
                      : `gap ${gapPercent(stage.gap)}`}
                </li>
              ))}
            </ul>
          )}
          <table className="card-table sb-auto__squad" aria-label="Auto-builder squad">
            <thead>
              <tr>
                <th scope="col">Pos</th>
                <th scope="col">Player</th>
                <th scope="col" className="sb-auto__number">
                  Rating
                </th>
                <th scope="col" className="sb-auto__number">
                  Cost
                </th>
              </tr>
            </thead>
            <tbody>
              {[...result.slots]
                .sort((a, b) => a.slotIndex - b.slotIndex)
                .map((slot) => (
                  <tr key={slot.slotIndex}>
                    <td>{UNIQUE_POSITION_NAME_BY_ID[slot.position] ?? slot.position}</td>
                    <td>
                      <CardName eaId={slot.eaId} nameOf={nameOf} />
                      {slot.isLocked && <span className="muted"> · kept</span>}
                    </td>
                    <td className="sb-auto__number">{slot.overall}</td>
                    <td className="sb-auto__number">
                      {slot.isUntradeable ? 'Untradeable' : formatCoins(slot.cost)}
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              onApply(result.formationId, result.slots);
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
