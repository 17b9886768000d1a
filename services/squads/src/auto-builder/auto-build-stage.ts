/**
 * One stage of the auto-builder (docs/auto-builder.md "Stages, starts and exact reductions"): without a
 * rating floor one program, with one a search by the sum of ratings (rating-parts.ts).
 */
import { SQUAD_RATING_PLAYERS, squadRating } from '@futgg/game-rules';
import {
  solveMixedProgram,
  type MixedProgramOptions,
  type SolveProgress,
  type SolveStatus,
} from '@futgg/service-kit';
import { RatingBound } from '../sbc-solver/sbc-bounds.js';
import { commonestGroups, coreSize, type ChemistryCore } from './chemistry-cores.js';
import { repairChemistry } from './chemistry-repair.js';
import {
  admitsAt,
  buildModel,
  chemistryCeiling,
  meetsConstraints,
  neededPositions,
  partsFor,
  reducePool,
  slotBounds,
  squadValues,
  type AutoBuildModel,
  type AutoBuildProblem,
  type PoolCard,
  type Squad11,
  type StageFix,
  type StageName,
} from './auto-build-model.js';
import type { AutoBuildOutcome, AutoBuildSolveOptions } from './auto-build-solve.js';
import { ratingParts, searchParts, type PartSearchResult, type RatingSum } from './rating-parts.js';

/** Lets the thread's messages (progress, cancel) through between long synchronous steps. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What a stage's solve needs to know. */
export interface StageContext {
  problem: AutoBuildProblem;
  stage: StageName;
  stageIndex: number;
  stageCount: number;
  fix: StageFix;
  incumbent: { squad: Squad11; value: number } | null;
  lockedIds: ReadonlySet<number>;
  options: AutoBuildSolveOptions;
}

export interface StageOutcome {
  status: SolveStatus;
  /** The stage's best squad (the incumbent when nothing beat it). */
  best: { squad: Squad11; value: number } | null;
  /** The best bound proved on the stage's objective (its value when optimal). */
  bound: number | null;
  pool: AutoBuildOutcome['pool'] | null;
  buildSeconds: number;
}

const valueOf = (context: StageContext) => (squad: Squad11) =>
  squadValues(squad, context.problem.manager, context.lockedIds)[context.stage];

const solveOptions = (context: StageContext, model: AutoBuildModel, seconds: number): MixedProgramOptions => {
  const { options, stage, stageIndex, stageCount } = context;
  const incumbent = context.incumbent?.value ?? null;
  return {
    timeLimitSeconds: seconds,
    // The stage's time holds reading the program (most of a second for tens of thousands of columns).
    limitIncludesReading: true,
    columns: model.columns,
    // Every stage's objective is an integer: a bound under the incumbent + 1 proves it optimal.
    absoluteGap: 0.999,
    ...(options.onProgress
      ? {
          onProgress: (progress: SolveProgress) =>
            options.onProgress!({
              stage,
              stageIndex,
              stageCount,
              ...progress,
              incumbent: progress.incumbent ?? incumbent,
            }),
        }
      : {}),
    ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
  };
};

const poolOf = (model: AutoBuildModel): AutoBuildOutcome['pool'] => ({
  cards: model.candidates.cards.length,
  columns: model.columns.length,
  removed: model.candidates.removed,
});

/**
 * A stage without a rating floor as one program over the pool pruned for the incumbent, asking only for
 * a strictly better squad: infeasible proves the incumbent optimal.
 */
export const solveWhole = async (context: StageContext): Promise<StageOutcome> => {
  const { problem, stage, fix } = context;
  const incumbent = context.incumbent?.value;
  const building = performance.now();
  const priceCeiling = Math.min(
    fix.price ?? Infinity,
    stage === 'price' && incumbent !== undefined ? incumbent - 1 : Infinity,
  );
  const parts = partsFor(problem, stage, fix);
  const model = buildModel(
    { ...problem, costCeiling: Number.isFinite(priceCeiling) ? priceCeiling : undefined },
    parts,
  );
  const lp = model.lpFor(stage, fix, { improveOn: incumbent });
  const buildSeconds = (performance.now() - building) / 1000;
  await yieldToEventLoop();
  const solution = await solveMixedProgram(lp, {
    ...solveOptions(context, model, context.options.timeLimitSeconds),
    // The exact rating encoding (a rating cap without a floor) stalls HiGHS's presolve, which does not
    // stop at the time limit: measured on a 4-4-2's chemistry stage capped at 86 over the 20,000-card
    // market, 10.7 s with presolve against a 2 s limit, 2.6 s without (docs/auto-builder.md).
    ...(parts.rating ? { presolve: false } : {}),
  });
  const pool = poolOf(model);
  if (solution.status === 'infeasible') {
    // No squad beats the incumbent: it is optimal (without one, there is no squad at all).
    return context.incumbent
      ? { status: 'optimal', best: context.incumbent, bound: incumbent!, pool, buildSeconds }
      : { status: 'infeasible', best: null, bound: null, pool, buildSeconds };
  }
  const squad = solution.values.size ? model.decode(solution.values) : null;
  const best = squad ? { squad, value: valueOf(context)(squad) } : context.incumbent;
  if (!best) return { status: solution.status, best: null, bound: null, pool, buildSeconds };
  // The cutoff model's bound covers better squads only; the incumbent bounds the rest.
  const bound = Number.isFinite(solution.bound)
    ? stage === 'price'
      ? Math.min(best.value, Math.ceil(solution.bound - 1e-6))
      : Math.max(best.value, Math.floor(solution.bound + 1e-6))
    : null;
  return {
    status: solution.status === 'optimal' || bound === best.value ? 'optimal' : solution.status,
    best,
    bound,
    pool,
    buildSeconds,
  };
};

/** Cards of the first program of a price stage: the most promising by their cost bound, and per position. */
const FIRST_POOL = 300;
const FIRST_PER_POSITION = 20;
/** With chemistry: the groups tried as cores, and each core program's cards (its group's, and shared). */
const CORE_GROUPS = { league: 3, nation: 2 } as const;
const CORE_POOL = 60;
const CORE_PER_POSITION = 8;
const CORE_SHARED = 40;
const CORE_SHARED_PER_POSITION = 4;
const ELEVEN = SQUAD_RATING_PLAYERS;
/** Share of a price stage's time the first program may take. */
const FIRST_SHARE = 0.3;
/** Share of a rating stage's time the probe at the rating bound's highest rating may take. */
const TOP_SHARE = 0.25;
/** Share of a chemistry stage's time its probe at the most chemistry may take (0.25 missed the 150k squad). */
const PROBE_SHARE = 0.5;
/** A price stage's share for its repaired start with chemistry, and of that the solve without chemistry. */
const REPAIR_SHARE = 0.25;
const RELAXED_SHARE = 0.6;

/** One search of a stage's parts over a pool, for a floor and a price ceiling. */
interface FloorSearch {
  search: PartSearchResult<Squad11>;
  bound: RatingBound;
  /** Fixed formation: the rating of the best card left per empty slot (a bound on any squad's). */
  reach: number | null;
  pool: AutoBuildOutcome['pool'];
  buildSeconds: number;
}

interface FloorSearchInput {
  pool: readonly PoolCard[];
  floor: number;
  ceiling: number;
  best: { squad: Squad11; value: number } | null;
  seconds: number;
  /** Looking for a first squad: no part given less than a quarter of a second. */
  first?: boolean;
  /** The chemistry rows replaced by a core (a first squad's restriction). */
  core?: ChemistryCore | undefined;
}

const searchFloor = async (context: StageContext, input: FloorSearchInput): Promise<FloorSearch> => {
  const { pool, floor, ceiling, best, seconds, first = false, core } = input;
  const { problem, stage, fix } = context;
  const building = performance.now();
  const stageProblem = (cards: readonly PoolCard[], limit: number): AutoBuildProblem => ({
    ...problem,
    pool: cards,
    ratingTarget: floor,
    costCeiling: Number.isFinite(limit) ? limit : undefined,
  });
  const modelParts = { ...partsFor(problem, stage, fix), ratingBySum: true, core };
  const candidates = reducePool(stageProblem(pool, ceiling));
  // The rating bound over the cards the programs may place (free-formation locked cards are columns
  // there, but fixed ratings here).
  const placeable = candidates.cards.slice(problem.formations.length === 1 ? 0 : problem.locked.length);
  const bound = new RatingBound(placeable, floor);
  const fixedRatings = problem.locked.map((lock) => lock.card.overall);
  const parts = ratingParts(bound, fixedRatings, floor, problem.maxSquadRating, ceiling)
    .filter((part) => withinSumCap(part.sum, problem.maxRatingSum))
    .map((part) => (stage === 'price' ? part : { ...part, bound: Infinity }));
  const sumCosts = cardSumCosts(bound, fixedRatings, placeable, floor);
  // One program over every candidate, built when a part needs it.
  let whole: AutoBuildModel | null = null;
  const wholeModel = () => (whole ??= buildModel(stageProblem(placeable, ceiling), modelParts));
  let columns = 0;
  /**
   * A part's program: over the cards that can be in a squad of its sum within the limit (the rating
   * bound with the card's rating fixed), or over every candidate when that leaves most of them.
   */
  const modelFor = (sum: RatingSum, limit: number): AutoBuildModel => {
    const cards = placeable.filter((card) => card.cost + sumCosts(card.overall, sum) <= limit);
    const model =
      cards.length >= PART_POOL_SHARE * placeable.length
        ? wholeModel()
        : buildModel(stageProblem(cards, limit), modelParts);
    columns = Math.max(columns, model.columns.length);
    return model;
  };
  const buildSeconds = (performance.now() - building) / 1000;
  await yieldToEventLoop();
  const feasibility = stage === 'rating';
  const search = await searchParts({
    sense: stage === 'price' ? 'min' : 'max',
    parts,
    incumbent: feasibility ? null : best,
    timeLimitSeconds: Math.max(0, seconds - buildSeconds),
    stopAtFirst: feasibility,
    // The first part (the cheapest sum) solved to its end usually closes the rest at once with its cutoff.
    leadShare: LEAD_SHARE,
    ...(first ? { minSlice: 0.25 } : {}),
    valueOf: valueOf(context),
    solve: async (part, cutoff, partSeconds) => {
      // The cutoff is the value to reach: the incumbent's ∓ 1 (for the price, also the part's ceiling).
      const improveOn =
        feasibility || cutoff === undefined ? undefined : stage === 'price' ? cutoff + 1 : cutoff - 1;
      const limit = stage === 'price' && cutoff !== undefined ? Math.min(ceiling, cutoff) : ceiling;
      const model = modelFor(part.sum, limit);
      const lp = model.lpFor(stage, fix, { improveOn, sum: part.sum, floor });
      const solution = await solveMixedProgram(lp, solveOptions(context, model, partSeconds));
      return {
        status: solution.status,
        squad: solution.values.size ? model.decode(solution.values) : null,
        bound: solution.bound,
      };
    },
  });
  const reach =
    problem.formations.length === 1
      ? (slotBounds(problem, candidates.cards, candidates.positions)?.rating ?? null)
      : null;
  return {
    search,
    bound,
    reach,
    pool: { cards: candidates.cards.length, columns, removed: candidates.removed },
    buildSeconds,
  };
};

/** Whether a part's sums can be within an event's cap on the sum of ratings (its rows hold the rest). */
const withinSumCap = (sum: RatingSum, cap: number | undefined): boolean =>
  cap === undefined || ('exactly' in sum ? sum.exactly : sum.atLeast) <= cap;

/**
 * The least share of a stage's time left that a part gets: measured on the benchmark, a 4-locked 5-3-2's
 * chemistry stage needs 1.5 s on its first part and then closes the other three at once with the cutoff;
 * sharing the time four ways stopped each part short and restarted it (docs/auto-builder.md "Rating by sum").
 */
const LEAD_SHARE = 0.6;

/** A part's own program when its cards are fewer than this share of the stage's candidates. */
const PART_POOL_SHARE = 0.8;

/**
 * For each card rating, the least coins of the other places of a squad holding such a card, per sum of
 * ratings (the rating bound with the card's rating fixed): `(rating, sum) → coins`, Infinity where no
 * squad of that sum reaches the floor. For an open part (every sum from 11·floor up), the least over them.
 */
const cardSumCosts = (
  bound: RatingBound,
  fixed: readonly number[],
  cards: readonly PoolCard[],
  floor: number,
): ((rating: number, sum: RatingSum) => number) => {
  const byRating = new Map<number, { exactly: Map<number, number>; open: number }>();
  for (const rating of new Set(cards.map((card) => card.overall))) {
    const exactly = new Map<number, number>();
    let open = Infinity;
    bound.eachSumBound([...fixed, rating], (total, cost) => {
      exactly.set(total, cost);
      if (total >= ELEVEN * floor) open = Math.min(open, cost);
    });
    byRating.set(rating, { exactly, open });
  }
  return (rating, sum) => {
    const costs = byRating.get(rating);
    if (!costs) return Infinity;
    return 'exactly' in sum ? (costs.exactly.get(sum.exactly) ?? Infinity) : costs.open;
  };
};

/**
 * The least coins of any squad holding a card: its cost and the rating bound's cheapest completion around
 * it and the locked ratings to the floor (infinite where none reaches it).
 */
const costBound = (problem: AutoBuildProblem, floor: number) => {
  const rest = RatingBound.over(problem.pool, floor).around(problem.locked.map((lock) => lock.card.overall));
  return (card: PoolCard) => card.cost + rest(card.overall);
};

/**
 * The first squads of a price stage from its most promising cards: by the card's cost plus the least
 * coins of the other places reaching the floor (the rating bound), the first 300 and the first 20 per
 * position. A cheap incumbent is what prunes the whole pool hard.
 *
 * With chemistry, the most promising cards rarely share a league or nation: then one program per chemistry
 * core instead (chemistry-cores.ts, as the SBC solver finds its first squads), for each of the
 * leagues and nations most present among the promising cards, over that group's best cards and the best
 * overall: ⌈C/3⌉ (at least 8) placed players of one league or nation earn 3 each, so its squads reach C
 * without chemistry rows. The promising cards with the chemistry rows themselves come first, with half
 * the time (they find the squad when few cards can reach the floor).
 */
const firstPools = (
  problem: AutoBuildProblem,
  floor: number,
  chemistry: number,
): { pool: PoolCard[]; core?: ChemistryCore }[] => {
  const boundOf = costBound(problem, floor);
  const ranked = problem.pool
    .filter((card) => Number.isFinite(boundOf(card)))
    .sort((a, b) => boundOf(a) - boundOf(b));
  // A pool no larger than the first program's: the search over the whole pool is the same program.
  if (ranked.length <= FIRST_POOL) return [];
  const positions = [...neededPositions(problem)];
  const admits = admitsAt(problem);
  const bestOf = (cards: readonly PoolCard[], count: number, perPosition: number) => [
    ...cards.slice(0, count),
    ...positions.flatMap((g) => cards.filter((card) => admits(card, g)).slice(0, perPosition)),
  ];
  const promising = [...new Set(bestOf(ranked, FIRST_POOL, FIRST_PER_POSITION))];
  // Fixed locked cards are constants, not core members: the core is made of the open slots.
  const open = ELEVEN - (problem.formations.length === 1 ? problem.locked.length : 0);
  const count = coreSize(chemistry);
  if (chemistry === 0 || count > open) return [{ pool: promising }];
  const shared = bestOf(ranked, CORE_SHARED, CORE_SHARED_PER_POSITION);
  return [
    { pool: promising },
    ...commonestGroups(ranked.slice(0, FIRST_POOL * 5), coreGroups(problem, count)).map((members) => ({
      pool: [...new Set([...bestOf(ranked.filter(members), CORE_POOL, CORE_PER_POSITION), ...shared])],
      core: { members, count },
    })),
  ];
};

/**
 * The core groups worth a program: none of a league or a nation whose event cap (`maxPerLeague`,
 * `maxPerNation`) is below the core's size, since no squad of such a core keeps the cap.
 */
const coreGroups = (problem: AutoBuildProblem, count: number): { league: number; nation: number } => ({
  league: (problem.maxPerLeague ?? Infinity) >= count ? CORE_GROUPS.league : 0,
  nation: (problem.maxPerNation ?? Infinity) >= count ? CORE_GROUPS.nation : 0,
});

/**
 * A stage with a squad rating floor, by the sum of ratings (rating-parts.ts). Each model is built over
 * the pool pruned for the floor and the price ceiling, the rating bound's parts within that ceiling are
 * searched, and a part whose least cost cannot beat the incumbent is never solved.
 *
 * The price stage first looks for a cheaper squad among its most promising cards, then searches every
 * part over the pool pruned for it. The chemistry stage searches the parts for its objective. The rating
 * stage asks whether any part reaches the incumbent's rating + 1 (a feasibility program per part); a
 * squad found raises the floor to its rating + 1 and the search starts again over a pool pruned harder.
 * When no part of a floor holds a squad, the incumbent is proved optimal.
 */
export const solveBySum = async (context: StageContext, firstFloor: number): Promise<StageOutcome> => {
  const { problem, stage, fix, options } = context;
  const started = performance.now();
  const left = () => Math.max(0, options.timeLimitSeconds - (performance.now() - started) / 1000);
  const ceilingOf = (best: number | undefined) =>
    Math.min(
      problem.budget ?? Infinity,
      fix.price ?? Infinity,
      stage === 'price' && best !== undefined ? best - 1 : Infinity,
    );
  let best = context.incumbent;
  let buildSeconds = 0;
  // The chemistry stage's top first: a squad with the most chemistry any squad can have is optimal at once.
  // Only there: another stage without an incumbent (the repaired start's solve without chemistry) would
  // take the probe's first squad for its optimum, valued by its chemistry.
  if (stage === 'chemistry') {
    const most = chemistryCeiling(problem);
    if ((best?.value ?? -1) < most) {
      const probe = await chemistryProbe(
        context,
        most,
        firstFloor,
        ceilingOf(undefined),
        left() * PROBE_SHARE,
      );
      buildSeconds += probe.buildSeconds;
      if (probe.interrupted) return { status: 'interrupted', best, bound: null, pool: null, buildSeconds };
      if (probe.best) return { status: 'optimal', best: probe.best, bound: most, pool: null, buildSeconds };
    }
  }
  if (stage !== 'rating') {
    let relaxedBound: number | null = null;
    if (stage === 'price') {
      const repaired = await repairedStart(
        context,
        firstFloor,
        ceilingOf(best?.value),
        left() * REPAIR_SHARE,
      );
      relaxedBound = repaired?.relaxedBound ?? null;
      const start = repaired?.start;
      if (start && (!best || start.value < best.value)) best = start;
      const first = await firstSquad(context, firstFloor, ceilingOf, best, left() * FIRST_SHARE);
      buildSeconds += first.buildSeconds;
      if (first.interrupted) return { status: 'interrupted', best, bound: null, pool: null, buildSeconds };
      best = first.best;
    }
    const {
      search,
      pool,
      buildSeconds: built,
    } = await searchFloor(context, {
      pool: problem.pool,
      floor: firstFloor,
      ceiling: ceilingOf(best?.value),
      best,
      seconds: left(),
    });
    buildSeconds += built;
    const found = search.best ?? best;
    const status: SolveStatus =
      search.status === 'optimal' || (search.status === 'infeasible' && found)
        ? 'optimal'
        : search.status === 'infeasible'
          ? 'infeasible'
          : search.status === 'interrupted'
            ? 'interrupted'
            : 'time-limit';
    // The solve without chemistry bounds the stage too (its ceiling was at most the incumbent's value, and
    // nothing dearer could beat that): the search's parts are bounded by the rating bound, often lower.
    const proved = Math.max(
      search.bound ?? -Infinity,
      relaxedBound !== null && found ? Math.min(relaxedBound, found.value) : -Infinity,
    );
    const closed = status === 'time-limit' && found !== null && proved >= found.value;
    return {
      status: closed ? 'optimal' : status,
      best: found,
      bound:
        status === 'optimal' || closed ? (found?.value ?? null) : Number.isFinite(proved) ? proved : null,
      pool,
      buildSeconds,
    };
  }
  const cap = problem.maxSquadRating;
  let floor = firstFloor;
  let pool: AutoBuildOutcome['pool'] | null = null;
  const ceiling = ceilingOf(undefined);
  const fixedRatings = problem.locked.map((lock) => lock.card.overall);
  // The top first: the highest rating the rating bound allows, asked of the promising cards. A squad
  // there is optimal at once (the floor above it has no part), where climbing a floor at a time from
  // the incumbent pays a search per rating; without one, the climb starts as before.
  const top = ratingCeiling(RatingBound.over(problem.pool, floor), fixedRatings, floor, cap, ceiling);
  if (top > floor) {
    const probe = await firstSquad(context, top, () => ceiling, null, left() * TOP_SHARE);
    buildSeconds += probe.buildSeconds;
    if (probe.interrupted) return { status: 'interrupted', best, bound: null, pool, buildSeconds };
    if (probe.best && (!best || probe.best.value > best.value)) {
      best = probe.best;
      floor = best.value + 1;
    }
  }
  for (;;) {
    // Under a cap, a floor above it is out of reach.
    if (cap !== undefined && floor > cap) break;
    // A squad reaching the floor from the most promising cards first; the whole pool when they hold none.
    const first = await firstSquad(context, floor, () => ceiling, null, left() * FIRST_SHARE);
    buildSeconds += first.buildSeconds;
    if (first.interrupted) return { status: 'interrupted', best, bound: null, pool, buildSeconds };
    let found = first.best;
    let reach: number | null = null;
    if (!found) {
      const round = await searchFloor(context, {
        pool: problem.pool,
        floor,
        ceiling,
        best: null,
        seconds: left(),
      });
      pool ??= round.pool;
      buildSeconds += round.buildSeconds;
      if (round.search.status === 'interrupted')
        return { status: 'interrupted', best, bound: null, pool, buildSeconds };
      // No part of the floor holds a squad: the best squad is optimal.
      if (round.search.status === 'infeasible') break;
      found = round.search.best;
      reach = round.reach;
    }
    if (found && (!best || found.value > best.value)) {
      // A squad at the floor or above: the floor rises past it.
      best = found;
      floor = best.value + 1;
      if (left() > 0.01 || (cap !== undefined && floor > cap)) continue;
    }
    // Out of time with the floor still open: the rating bound (and the best card per slot) caps the rest.
    const ceilingRating = Math.min(
      ratingCeiling(RatingBound.over(problem.pool, floor), fixedRatings, floor, cap, ceiling),
      reach ?? Infinity,
    );
    return {
      status: 'time-limit',
      best,
      bound: best ? Math.max(best.value, ceilingRating) : null,
      pool,
      buildSeconds,
    };
  }
  // Nothing reaches the floor: the best squad is optimal (and without one, no squad exists).
  return best
    ? { status: 'optimal', best, bound: best.value, pool, buildSeconds }
    : { status: 'infeasible', best: null, bound: null, pool, buildSeconds };
};

/** A price stage's repaired start, and what the solve without chemistry proved on the stage's price. */
export interface RepairedStart {
  /** A squad with the stage's chemistry, and its price; null when the repair reached none. */
  start: { squad: Squad11; value: number } | null;
  /**
   * The solve without the chemistry minimum bounds every squad of the stage under the ceiling from below:
   * its proved bound (its price when proved), null when it proved none.
   */
  relaxedBound: number | null;
}

/**
 * A price stage's start with chemistry in it (chemistry-repair.ts, as the SBC solver's): the cheapest
 * squad the stage allows without its chemistry minimum, solved in part of `seconds`, then its chemistry
 * bought a swap at a time, every other constraint kept. When that squad cannot be grown to the minimum
 * (it shares too little to build on), the first squad at the floor is grown instead. Null without a
 * chemistry minimum, with each player's own minimum (an event's rule the swaps do not aim at), or when
 * at most 300 cards are within the ceiling's reach (the search over them is quick).
 */
export const repairedStart = async (
  context: StageContext,
  floor: number,
  ceiling: number,
  seconds: number,
): Promise<RepairedStart | null> => {
  const { problem, fix, lockedIds } = context;
  const chemistry = Math.max(fix.chemistry ?? 0, problem.minChemistry ?? 0);
  if (chemistry === 0 || problem.minPlayerChemistry !== undefined || seconds <= 0.02) return null;
  // The cards whose cost bound is within the ceiling: no more than the first programs' (300), and the
  // search over them is quick (the incumbent already prunes the pool that hard).
  const boundOf = costBound(problem, floor);
  let inReach = 0;
  for (const card of problem.pool) if (boundOf(card) <= ceiling) inReach += 1;
  if (inReach <= FIRST_POOL) return null;
  const until = performance.now() + seconds * 1000;
  const { chemistry: _dropped, ...others } = fix;
  const withoutChemistry: StageContext = {
    ...context,
    problem: { ...problem, minChemistry: undefined },
    fix: others,
    incumbent: null,
    options: { ...context.options, timeLimitSeconds: seconds * RELAXED_SHARE, onProgress: undefined },
  };
  const relaxed = await solveBySum(withoutChemistry, floor);
  // A proved price stage's bound is its price (solveBySum's outcome).
  const relaxedBound = relaxed.bound !== null && Number.isFinite(relaxed.bound) ? relaxed.bound : null;
  const values = (squad: Squad11) => squadValues(squad, problem.manager, lockedIds);
  const repaired = (squad: Squad11) =>
    repairChemistry<PoolCard>({
      squad,
      pool: problem.pool,
      minChemistry: chemistry,
      lockedIds,
      weight: (card) => card.cost,
      chemistryOf: (trial) => values(trial).chemistry,
      inReach: (trial) => squadRating(trial.cards.map((card) => card.overall)) >= floor,
      keeps: (trial) => {
        const trialValues = values(trial);
        return (
          trialValues.price <= ceiling &&
          meetsConstraints({ ...problem, minChemistry: undefined }, trialValues, trial) &&
          (Object.entries(fix) as [StageName, number][]).every(([name, value]) =>
            name === 'price'
              ? trialValues.price <= value
              : name === 'chemistry' || trialValues[name] >= value,
          )
        );
      },
      deadline: until,
    });
  let squad = relaxed.best ? repaired(relaxed.best.squad) : null;
  const left = (until - performance.now()) / 1000;
  // Only after a solve that proved (quickly): one stopped by its time leaves none for this, and the
  // stage's own first squads would lose it (the club-only bench instance then answered 7,777,000 in half
  // its runs, against 4,399,000).
  if (!squad && relaxed.status === 'optimal' && left > 0.02) {
    // The first squad at the floor, as the rating stage finds it (half the time left; the repair the rest).
    const first = await firstSquad(
      { ...withoutChemistry, stage: 'rating' },
      floor,
      () => ceiling,
      null,
      left / 2,
    );
    if (first.best) squad = repaired(first.best.squad);
  }
  return { start: squad ? { squad, value: values(squad).price } : null, relaxedBound };
};

/** A first squad search's answer: its best squad (null when none), time spent building, and a stop. */
interface FirstSquad {
  best: { squad: Squad11; value: number } | null;
  buildSeconds: number;
  interrupted: boolean;
}

/**
 * The first programs of a stage (`firstPools`) within `seconds`: for the price stage the cheapest squad
 * they find below the incumbent, for the rating stage the first squad reaching the floor. Each is
 * re-checked by game-rules against the chemistry the stage needs.
 */
const firstSquad = async (
  context: StageContext,
  floor: number,
  ceilingOf: (best: number | undefined) => number,
  incumbent: { squad: Squad11; value: number } | null,
  seconds: number,
): Promise<FirstSquad> => {
  const { problem, stage, fix } = context;
  const chemistry = Math.max(fix.chemistry ?? 0, problem.minChemistry ?? 0);
  const firsts = firstPools(problem, floor, chemistry);
  const started = performance.now();
  let best = incumbent;
  let buildSeconds = 0;
  for (const [index, first] of firsts.entries()) {
    const spent = (performance.now() - started) / 1000;
    // The first program (the promising cards) half the time when cores follow, the cores the rest.
    const share = index === 0 && firsts.length > 1 ? 0.5 : 1 / (firsts.length - index);
    const run = await searchFloor(context, {
      pool: first.pool,
      floor,
      ceiling: ceilingOf(best?.value),
      best: stage === 'price' ? best : null,
      seconds: Math.max(0, seconds - spent) * share,
      first: true,
      core: first.core,
    });
    buildSeconds += run.buildSeconds;
    if (run.search.status === 'interrupted') return { best, buildSeconds, interrupted: true };
    // A core's squad meets the chemistry by construction; game-rules has the last word all the same.
    const found = run.search.best;
    const values = found && squadValues(found.squad, problem.manager, context.lockedIds);
    // A core also leaves out each player's chemistry minimum: meetsConstraints checks it with the rest.
    if (found && values && values.chemistry >= chemistry && meetsConstraints(problem, values, found.squad)) {
      best = found;
      if (stage === 'rating') break;
    }
  }
  return { best, buildSeconds, interrupted: false };
};

/**
 * The chemistry stage's top first (`chemistryProbe`): a squad with the most chemistry any squad can have
 * (33, less 3 per fixed locked card out of position), reaching the floor within the ceiling, asked of the
 * promising cards and the chemistry cores as a feasibility search: the rating stage's first squads with
 * that chemistry fixed. One found is optimal at once, where the search by sums finds such squads late or
 * not at all (the bound stays at 33 whatever the squads found). Measured on the benchmark: "rating free
 * formation, 150k" proves 33 in 0.7 s (it ended at 30 with a bound of 33), and up to 0.7 s more where no
 * such squad exists.
 */
export const chemistryProbe = async (
  context: StageContext,
  most: number,
  floor: number,
  ceiling: number,
  seconds: number,
): Promise<FirstSquad> => {
  const probe: StageContext = { ...context, stage: 'rating', fix: { ...context.fix, chemistry: most } };
  const found = await firstSquad(probe, floor, () => ceiling, null, seconds);
  const squad = found.best?.squad;
  // firstSquad has game-rules re-check the chemistry it was asked for.
  return {
    best: squad
      ? { squad, value: squadValues(squad, context.problem.manager, context.lockedIds).chemistry }
      : null,
    buildSeconds: found.buildSeconds,
    interrupted: found.interrupted,
  };
};

/** The highest squad rating the rating bound allows within the ceiling (at least `floor` − 1). */
const ratingCeiling = (
  bound: RatingBound,
  fixed: readonly number[],
  floor: number,
  cap: number | undefined,
  ceiling: number,
): number => {
  let rating = floor - 1;
  while (rating < (cap ?? 99) && bound.complete(fixed, rating + 1) <= ceiling) rating += 1;
  return rating;
};
