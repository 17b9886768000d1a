/**
 * One exact minimisation of an SBC objective (docs/sbc-solver.md "One solve"): the pool reduced without
 * losing an optimum, an incumbent from the most promising cards, every card whose lower bound reaches
 * the incumbent dropped, and HiGHS asked only for a strictly better squad over what is left. When that
 * program is infeasible, the incumbent is proved optimal.
 */
import { solveMixedProgram, type SolveProgress } from '@futgg/service-kit';
import {
  checkSbcRequirements,
  isInPosition,
  SBC_SCOPE_FIELD,
  SQUAD_RATING_PLAYERS,
  type SbcRuleV1,
} from '@futgg/game-rules';
import { swapSearch } from '../auto-builder/swap-search.js';
import { ratingParts, searchParts } from '../auto-builder/rating-parts.js';
import {
  commonestGroups,
  coreSize,
  type ChemistryCore,
  type CoreGroup,
} from '../auto-builder/chemistry-cores.js';
import { RatingBound, replacementSavings } from './sbc-bounds.js';
import { repairChemistry } from './sbc-chemistry-repair.js';
import {
  bestArrangement,
  buildSbcModel,
  chemistryOf,
  dominanceReduce,
  formationPositions,
  matchesCount,
  objectiveWeight,
  ruleFactsOf,
  ratingOf,
  type RuleFacts,
  type SbcCard,
  type SbcFix,
  type SbcObjective,
  type SbcProblem,
  type RatingSum,
  type SbcSquad,
} from './sbc-model.js';

const ELEVEN = SQUAD_RATING_PLAYERS;
/** Cards of the first, incumbent-finding program: the most promising by their lower bound. */
const FIRST_POOL = 300;
/** The first squad's cost cap with a chemistry rule: the optimum without it, times this, plus coins. */
const CHEMISTRY_CAP = { factor: 2, coins: 2_000 } as const;
/** Share of the time limit the solve without the chemistry rule may take. */
const RELAXED_SHARE = 0.5;
/** Shares of the time limit for the swaps after the first squad, and after a search its limit stopped. */
const SWAP_SHARE = { first: 0.05, last: 0.05 } as const;
/** Share of the time limit the incumbent may take. */
const FIRST_SHARE = 0.3;
/** The limit's share the chemistry repair may take before the first programs (it usually needs 0.01–0.3 s). */
const REPAIR_SHARE = 0.15;
/**
 * Share of the time limit the search over the whole pool needs at least when it holds more cards than the
 * first programs (FIRST_POOL). With less left (the first squad took it), building and reading a program of
 * thousands of cards would run past the limit (a 16,000-card program: 1.2 s before HiGHS starts) and the
 * solve would stop before its root relaxation: the search is not started, and the answer carries what the
 * rating bound proves. A program of a few hundred cards builds and reads in hundredths of a second.
 */
const MIN_SEARCH_SHARE = 0.25;

export type MinimiseStatus = 'optimal' | 'feasible' | 'infeasible' | 'unsolved' | 'interrupted';

export interface MinimiseOutcome {
  status: MinimiseStatus;
  squad: SbcSquad | null;
  /** The objective's value of the squad. */
  objective: number | null;
  /** The best lower bound proved (the objective when optimal). */
  bound: number | null;
  /** Cards in the last program. */
  candidates: number;
  seconds: number;
}

export interface MinimiseOptions {
  timeLimitSeconds: number;
  shouldStop?: () => boolean;
  onProgress?: (progress: SolveProgress) => void;
}

const squadValue = (squad: SbcSquad, objective: SbcObjective) =>
  squad.cards.reduce((sum, card) => sum + objectiveWeight(card, objective), 0);

/** The cards a squad may hold at all: admitted by the per-card rules, not of a locked card's base player. */
export const admittedCards = (problem: SbcProblem, facts: RuleFacts): SbcCard[] => {
  const lockedBase = new Set(problem.locked.map((card) => card.basePlayerEaId));
  return problem.pool.filter((card) => facts.admits(card) && !lockedBase.has(card.basePlayerEaId));
};

/**
 * Coins any squad holding each card costs at least (the locked cards' included): the rating bound and,
 * with a chemistry rule, the replacement bound over the optimum without it (`withoutChemistry`).
 */
export const costBounds = (
  problem: SbcProblem,
  rating: RatingBound | null,
  admitted: readonly SbcCard[],
  withoutChemistry: number | null,
): Map<SbcCard, number> => {
  const lockedCost = problem.locked.reduce((sum, card) => sum + card.cost, 0);
  const lockedRatings = problem.locked.map((card) => card.overall);
  const others = ELEVEN - problem.locked.length - 1;
  const bounds = new Map<SbcCard, number>();
  let rest: (rating: number) => number;
  if (rating) {
    rest = rating.around(lockedRatings);
  } else {
    const cheapest = admitted
      .map((card) => card.cost)
      .sort((a, b) => a - b)
      .slice(0, Math.max(0, others))
      .reduce((a, b) => a + b, 0);
    rest = () => cheapest;
  }
  const savings =
    withoutChemistry !== null
      ? replacementSavings(admitted, ruleFactsOf(rulesWithoutChemistry(problem.rules)).ruleKey)
      : null;
  for (const card of admitted) {
    let bound = lockedCost + card.cost + rest(card.overall);
    const saving = savings?.get(card);
    if (withoutChemistry !== null && saving !== undefined && saving > -Infinity)
      bound = Math.max(bound, withoutChemistry + saving);
    bounds.set(card, bound);
  }
  return bounds;
};

export const rulesWithoutChemistry = (rules: readonly SbcRuleV1[]): SbcRuleV1[] =>
  rules.filter((rule) => rule.type !== 'teamChemistryMin');

interface ProgramRun {
  status: MinimiseStatus;
  squad: SbcSquad | null;
  /** The lower bound proved over every squad of the programs (better than the cutoff or not). */
  bound: number | null;
}

/** What the programs of one pool share. */
interface ProgramContext {
  problem: SbcProblem;
  facts: RuleFacts;
  objective: SbcObjective;
  fix: SbcFix;
  options: MinimiseOptions;
  rating: RatingBound | null;
  lockedRatings: number[];
  lockedCost: number;
  /** When the whole solve must end (performance.now() time): no program runs past it. */
  deadline: number;
}

/**
 * The squads of `candidates` beating `incumbent` (objective ≤ incumbent − 1). With a rating rule, one
 * program per sum of ratings T (auto-builder/rating-parts.ts, docs/sbc-solver.md "Rating by sum"): below
 * 11·R each T on its own, where the rule is linear; 11·R and above in one program, where any spread reaches
 * R. The sums are tried from the lowest rating bound up; a sum whose bound reaches the best squad so far is
 * never solved.
 */
const runPrograms = async (
  context: ProgramContext,
  candidates: readonly SbcCard[],
  incumbent: { squad: SbcSquad; value: number } | null,
  timeLimitSeconds: number,
  mode: {
    /**
     * Looking for a first squad rather than a proof: the sums of 11·R and above first (the loosest rating
     * row, where a squad is quickest to find), and no part given less than a quarter of a second.
     */
    firstSquad?: boolean;
    core?: ChemistryCore;
  } = {},
): Promise<ProgramRun> => {
  const firstSquad = mode.firstSquad ?? false;
  const { problem, facts, objective, fix, options } = context;
  // The rating bound over these cards only: tighter than the whole pool's, and valid for these programs.
  const rating =
    facts.minRating > 0 ? new RatingBound(candidates, facts.minRating, facts.requiredRatings) : null;
  // Built for the first part solved: a search given no time (the limit spent on the first squad) costs
  // nothing and reports what the rating bound proves of each part.
  let built: ReturnType<typeof buildSbcModel> | undefined;
  const modelOf = () => {
    built ??= buildSbcModel(problem, facts, candidates, { ratingBySum: rating !== null, core: mode.core });
    return built;
  };
  // Each part of the search: its sum and the rating bound on any of its squads' cost.
  const parts: { sum: RatingSum | undefined; bound: number }[] = rating
    ? ratingParts(rating, context.lockedRatings, facts.minRating, undefined, Infinity).map((part) => ({
        ...part,
        bound: part.bound + context.lockedCost,
      }))
    : [{ sum: undefined, bound: -Infinity }];
  if (firstSquad)
    parts.sort((a, b) => Number(!!b.sum && 'atLeast' in b.sum) - Number(!!a.sum && 'atLeast' in a.sum));
  const ceiling = fix.cost ?? Infinity;
  // The rating bound bounds the cost only.
  const byCost = objective === 'cost';
  const search = await searchParts({
    sense: 'min',
    parts: parts
      .filter((part) => part.bound <= ceiling)
      .map((part) => ({ ...part, bound: byCost ? part.bound : -Infinity })),
    incumbent,
    timeLimitSeconds,
    minSlice: firstSquad ? 0.25 : 0.05,
    valueOf: (squad) => squadValue(squad, objective),
    solve: async (part, cutoff, seconds) => {
      // The part's time holds building its program and reading it: the solve keeps the caller's deadline.
      const until = performance.now() + seconds * 1000;
      const model = modelOf();
      const solution = await solveMixedProgram(model.lpFor(objective, fix, { cutoff, ratingSum: part.sum }), {
        timeLimitSeconds: Math.max(0, (until - performance.now()) / 1000),
        limitIncludesReading: true,
        columns: model.columns,
        // Every objective is an integer: a bound within 1 of the incumbent proves it.
        absoluteGap: 0.999,
        // HiGHS's presolve costs more than it saves on these programs (measured: docs/sbc-solver.md).
        presolve: false,
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
        ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
      });
      return {
        status: solution.status,
        squad: solution.values.size ? model.decode(solution.values) : null,
        bound: solution.bound,
      };
    },
  });
  return { status: search.status, squad: search.best?.squad ?? null, bound: search.bound };
};

/** Cards of each group tried for a first squad with a chemistry rule, and how many groups. */
const GROUP_POOL = 40;
/** Cards per position of the formations in each such pool. */
const POSITION_POOL = 4;
const GROUPS = { league: 3, nation: 2 } as const;
/** Cards of a core's group per rating and position its pool adds in the second pass (`corePool`). */
const PER_RATING_POOL = 2;
/** The ratings of those cards, around the squad rating minimum. */
const RATING_WINDOW = { below: 2, above: 3 } as const;

/**
 * Whether a challenge's rules leave room for a group's core. None when a rule caps the group below the core
 * (a count maximum, the largest group's maximum), or when the core and the players other groups of its
 * scope must supply exceed 11 (a Premier League core of 8 beside "min 2 Serie A, min 2 Bundesliga"): no
 * squad of it meets the rules, and its program would only spend the first squad's time proving that.
 */
export const coreFits = (rules: readonly SbcRuleV1[], coreCount: number) => {
  // What a core's kind of group (leagues for a league core, nations for a nation core) is ruled by, read
  // once per kind: its count rules, and whether the largest group must stay below the core.
  const ruledBy = (field: CoreGroup['field']) => ({
    counts: rules.flatMap((rule) =>
      rule.type === 'playerCount' && rule.scope !== 'quality' && SBC_SCOPE_FIELD[rule.scope] === field
        ? [rule]
        : [],
    ),
    largestBelowCore: rules.some(
      (rule) =>
        rule.type === 'sameCount' &&
        SBC_SCOPE_FIELD[rule.scope] === field &&
        rule.max !== undefined &&
        rule.max < coreCount,
    ),
  });
  const ruled = { leagueEaId: ruledBy('leagueEaId'), nationEaId: ruledBy('nationEaId') };
  return ({ field, id }: CoreGroup): boolean => {
    const { counts, largestBelowCore } = ruled[field];
    const capped = counts.some(
      (rule) => rule.max !== undefined && (rule.ids ?? []).includes(id) && rule.max < coreCount,
    );
    // Players the core's group cannot supply: other groups' minimums, summed when their groups are apart
    // (the largest alone when they overlap, since one player may count for two rules).
    const elsewhere = counts.filter((rule) => (rule.min ?? 0) > 0 && !(rule.ids ?? []).includes(id));
    const apart = elsewhere.every((rule, index) =>
      elsewhere
        .slice(index + 1)
        .every((other) => !(rule.ids ?? []).some((ruleId) => (other.ids ?? []).includes(ruleId))),
    );
    const mins = elsewhere.map((rule) => rule.min ?? 0);
    const outside = apart ? mins.reduce((sum, min) => sum + min, 0) : Math.max(0, ...mins);
    return !capped && !largestBelowCore && coreCount + outside <= ELEVEN;
  };
};

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** The first 40 of `cards` (most promising first) and the first 4 in position at each of `positions`. */
const promising = <Card extends SbcCard>(cards: readonly Card[], positions: readonly number[]): Card[] => {
  // One pass that stops once every position has its first few: over the whole ranked pool, filtering it
  // once per position took a third of a second.
  const perPosition = positions.map((): Card[] => []);
  let open = positions.length;
  for (const card of cards) {
    if (open === 0) break;
    positions.forEach((g, index) => {
      const list = perPosition[index]!;
      if (list.length < POSITION_POOL && isInPosition(card, g)) {
        list.push(card);
        if (list.length === POSITION_POOL) open -= 1;
      }
    });
  }
  return [...cards.slice(0, GROUP_POOL), ...perPosition.flat()];
};

/**
 * A chemistry core's own cards (`group`: its group's cards, most promising first): the first 40 and the
 * first 4 at each position. `byRating` adds the group's first two at each position per rating around the
 * squad rating minimum: the most promising alone are mostly cheap cards, rated too low together for a
 * high squad rating, where the core's 8 or more players must carry most of it ("Serie A x Bundesliga",
 * 86, found no squad at all from them). Not by default: the larger programs find worse first squads
 * where the cheap cards do hold one (docs/BENCHMARKS.md, "Cores by rating").
 */
export const corePool = <Card extends SbcCard>(
  group: readonly Card[],
  positions: readonly number[],
  minRating: number,
  byRating: boolean,
): Card[] => {
  const best = promising(group, positions);
  if (!byRating) return unique(best);
  const [low, high] = [minRating - RATING_WINDOW.below, minRating + RATING_WINDOW.above];
  return unique([
    ...best,
    ...positions.flatMap((g) => {
      const taken = new Map<number, number>();
      return group.filter((card) => {
        if (!isInPosition(card, g) || card.overall < low || card.overall > high) return false;
        const count = taken.get(card.overall) ?? 0;
        taken.set(card.overall, count + 1);
        return count < PER_RATING_POOL;
      });
    }),
  ]);
};

/**
 * A first squad (not proved) from the cards of lowest cost bound (`ranked`). Without a chemistry rule,
 * the first 300 such cards. With one, chemistry needs players of one league or nation together: for each
 * of the leagues and nations most present among the promising cards, that group's best cards with the
 * best cards overall, solved briefly with a chemistry core of that group in place of the chemistry rows
 * (chemistry-cores.ts: quick, and its squads meet the rule); the cheapest squad found wins.
 */
const findIncumbent = async (
  context: ProgramContext,
  ranked: readonly SbcCard[],
  dominanceWeights: readonly SbcObjective[],
  timeLimitSeconds: number,
  byRating = false,
  /** A squad already meeting every rule (the chemistry repair's): the cores then look only for cheaper. */
  start: SbcSquad | null = null,
): Promise<ProgramRun> => {
  const { problem, facts } = context;
  const reduce = (cards: readonly SbcCard[]) =>
    dominanceReduce({ ...problem, pool: cards }, facts, dominanceWeights);
  if (facts.minChemistry === 0) {
    const first = reduce(ranked.slice(0, FIRST_POOL));
    if (first.length >= ranked.length) return { status: 'unsolved', squad: null, bound: null };
    return runPrograms(context, first, null, timeLimitSeconds);
  }
  // 8 or more of one league or nation in position earn 3 each: ⌈C/3⌉ of them (at least 8) reach C.
  const coreCount = coreSize(facts.minChemistry);
  const groups = commonestGroups(ranked.slice(0, FIRST_POOL * 5), GROUPS, coreFits(problem.rules, coreCount));
  // Every pool also holds the best cards for each position of the allowed formations and for each rule
  // asking for a minimum of some players, so a squad meeting the rules can be found in it.
  const positions = formationPositions(facts.formations);
  const needed = problem.rules.flatMap((rule): ((card: SbcCard) => boolean)[] => {
    if (rule.type === 'playerCount' && (rule.min ?? 0) > 0) return [(card) => matchesCount(card, rule)];
    if (rule.type === 'playerRatingMin' && rule.count !== undefined)
      return [(card) => card.overall >= rule.value];
    return [];
  });
  const shared = [
    ...promising(ranked, positions),
    ...needed.flatMap((matches) => ranked.filter(matches).slice(0, GROUP_POOL)),
  ];
  let best: { squad: SbcSquad; value: number } | null = start
    ? { squad: start, value: squadValue(start, context.objective) }
    : null;
  const started = performance.now();
  for (const [index, inGroup] of groups.entries()) {
    const left = timeLimitSeconds - (performance.now() - started) / 1000;
    if (left <= 0.02) break;
    const own = corePool(ranked.filter(inGroup), positions, facts.minRating, byRating);
    const cards = reduce([...new Set([...own, ...shared])]);
    const run = await runPrograms(context, cards, best, left / (groups.length - index), {
      firstSquad: true,
      core: { members: inGroup, count: coreCount },
    });
    if (run.status === 'interrupted') return run;
    if (run.squad) {
      const value = squadValue(run.squad, context.objective);
      if (!best || value < best.value) best = { squad: run.squad, value };
    }
  }
  // No core fits the rules (a spread over leagues and nations, a chemistry minimum above 24 with a cap per
  // group): the most promising cards with the chemistry rows themselves, for what time is left.
  const left = timeLimitSeconds - (performance.now() - started) / 1000;
  if (!best && left > 0.02) {
    const run = await runPrograms(context, reduce([...new Set(shared)]), null, left, { firstSquad: true });
    if (run.status === 'interrupted' || run.squad) return { ...run, bound: null };
  }
  // A squad in hand (the cores' or the start's): the rest of the time goes to the search over the whole
  // pool, which may prove it; more first squads cannot (docs/BENCHMARKS.md "The chemistry repair": giving
  // the second pass below a share even with a start cost 3 of 41 proofs over the seeded season).
  if (best) return { status: 'feasible', squad: best.squad, bound: null };
  // No first squad from the cores' cheap cards: the cores once more, their cards by rating around the
  // minimum (corePool), with a second share of the time: the search over the whole pool seldom finds a
  // squad with no cutoff to prune it. Without a core, that pass would only repeat the program above.
  const second = Math.min(timeLimitSeconds, (context.deadline - performance.now()) / 1000);
  if (!byRating && groups.length && second > 0.02)
    return findIncumbent(context, ranked, dominanceWeights, second, true);
  return { status: 'unsolved', squad: null, bound: null };
};

/**
 * Better squads one card away (auto-builder/swap-search.ts): for each card but the locked ones, the pool's
 * cards of lower weight on the objective are tried lightest first, and the first with which every rule
 * still holds (game-rules' SBC checker, the cards re-arranged on the formation for the most chemistry when
 * a chemistry rule asks) and the fixed values stay is swapped in. HiGHS's squads at a time limit and the
 * first squads from the cores often keep such a swap.
 */
const improveBySwaps = (
  context: ProgramContext,
  pool: readonly SbcCard[],
  squad: SbcSquad,
  deadline: number,
): SbcSquad => {
  const { problem, facts, objective, fix } = context;
  const weight = (card: SbcCard) => objectiveWeight(card, objective);
  const lockedIds = new Set(problem.locked.map((card) => card.eaId));
  const lightest = [...pool].sort((a, b) => weight(a) - weight(b));
  const fixed = Object.entries(fix) as [SbcObjective, number][];
  const requirements = { version: 1 as const, rules: [...problem.rules] };
  // The swapped card in the slot it takes, or (when a chemistry rule asks) the arrangement of the
  // cards with the most in position, whichever has more chemistry.
  const arranged = (cards: readonly SbcCard[]): { placed: SbcSquad; chemistry: number } => {
    const inPlace = { formation: squad.formation, cards: [...cards] };
    if (facts.minChemistry === 0) return { placed: inPlace, chemistry: 0 };
    const moved = bestArrangement(cards, [squad.formation]);
    const [a, b] = [chemistryOf(inPlace), chemistryOf(moved)];
    return a >= b ? { placed: inPlace, chemistry: a } : { placed: moved, chemistry: b };
  };
  const cards = swapSearch<SbcCard>({
    cards: squad.cards,
    open: squad.cards.flatMap((card, index) => (lockedIds.has(card.eaId) ? [] : [index])),
    candidates: () => lightest,
    valueOf: (trial) => {
      const rating = ratingOf({ formation: squad.formation, cards: [...trial] });
      if (rating < facts.minRating) return null;
      const { placed, chemistry } = arranged(trial);
      const check = checkSbcRequirements(requirements, {
        formationId: placed.formation.id,
        rating,
        chemistry,
        players: placed.cards.map((card) => ({ ...card, rating: card.overall })),
      });
      if (!check.passed || fixed.some(([name, most]) => squadValue(placed, name) > most)) return null;
      return squadValue(placed, objective);
    },
    exhausted: (card, current) => weight(card) >= weight(current),
    firstIsBest: true,
    deadline,
  });
  // No swap made: the squad as it came (its own arrangement may hold more chemistry than a re-arrangement).
  return cards.every((card, index) => card === squad.cards[index]) ? squad : arranged(cards).placed;
};

/**
 * Minimises `objective` under `fix` (values earlier solves fixed, each at most; a fixed cost also prunes
 * every card whose cost bound exceeds it).
 */
export const minimise = async (
  problem: SbcProblem,
  objective: SbcObjective,
  fix: SbcFix,
  options: MinimiseOptions,
): Promise<MinimiseOutcome> => {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const deadline = started + 1000 * options.timeLimitSeconds;
  const left = () => (deadline - performance.now()) / 1000;
  const swapMs = (share: number) => 1000 * options.timeLimitSeconds * share;
  const facts = ruleFactsOf(problem.rules);
  const admitted = admittedCards(problem, facts);
  const weights: SbcObjective[] = [objective, ...(Object.keys(fix) as SbcObjective[])];
  const dominanceWeights = [...new Set<SbcObjective>(['cost', ...weights])];

  // The optimum without the chemistry rule bounds every squad's cost from below (replacement bound).
  let withoutChemistry: number | null = null;
  let relaxedSquad: SbcSquad | null = null;
  // What the solve without chemistry left of its share: the repair may use it (below).
  let relaxedUnusedMs = 0;
  if (objective === 'cost' && facts.minChemistry > 0 && Object.keys(fix).length === 0) {
    const relaxed = await minimise(
      { ...problem, rules: rulesWithoutChemistry(problem.rules) },
      'cost',
      {},
      // It usually proves within a fraction of a second; its bound is what the replacement bound stands on.
      { ...options, timeLimitSeconds: options.timeLimitSeconds * RELAXED_SHARE, onProgress: undefined },
    );
    if (relaxed.status === 'infeasible') return { ...relaxed, seconds: elapsed() };
    withoutChemistry = relaxed.bound;
    relaxedSquad = relaxed.squad;
    relaxedUnusedMs = Math.max(0, swapMs(RELAXED_SHARE) - 1000 * relaxed.seconds);
  }
  const usesCost = objective === 'cost' || fix.cost !== undefined;
  const rating =
    facts.minRating > 0 ? new RatingBound(admitted, facts.minRating, facts.requiredRatings) : null;
  const bounds = usesCost ? costBounds(problem, rating, admitted, withoutChemistry) : null;
  const context: ProgramContext = {
    problem,
    facts,
    objective,
    fix,
    options,
    rating,
    lockedRatings: problem.locked.map((card) => card.overall),
    lockedCost: problem.locked.reduce((sum, card) => sum + card.cost, 0),
    deadline,
  };
  const ceiling = fix.cost;
  const inReach = (card: SbcCard, limit: number) => (bounds?.get(card) ?? 0) <= limit;
  let pool = ceiling !== undefined ? admitted.filter((card) => inReach(card, ceiling)) : admitted;
  const none = (status: MinimiseStatus): MinimiseOutcome => ({
    status,
    squad: null,
    objective: null,
    bound: null,
    candidates: 0,
    seconds: elapsed(),
  });
  // A locked card a per-card rule refuses (or two of one player) makes every squad break a rule.
  const lockedBases = new Set(problem.locked.map((card) => card.basePlayerEaId));
  if (!problem.locked.every((card) => facts.admits(card)) || lockedBases.size < problem.locked.length)
    return none('infeasible');
  if (pool.length + problem.locked.length < ELEVEN) return none('infeasible');

  // 1. An incumbent from the most promising cards (by their cost bound).
  let incumbent: { squad: SbcSquad; value: number } | null = null;
  if (objective === 'cost' && bounds) {
    const ranked = [...pool].sort((a, b) => bounds.get(a)! - bounds.get(b)!);
    // With a chemistry rule, a first squad far above the optimum without it is not worth having: the
    // first programs only look under a ceiling (a heuristic cap; the proof below has none).
    const cap =
      withoutChemistry !== null
        ? Math.ceil(withoutChemistry * CHEMISTRY_CAP.factor) + CHEMISTRY_CAP.coins
        : undefined;
    const capped = cap !== undefined ? { ...fix, cost: Math.min(fix.cost ?? Infinity, cap) } : fix;
    // The cheapest squad without the chemistry rule, its chemistry bought a swap at a time: a squad at once
    // where the cores find none (high ratings), and a cutoff for them where they do.
    const repaired =
      relaxedSquad &&
      repairChemistry({
        squad: bestArrangement(relaxedSquad.cards, [relaxedSquad.formation]),
        pool,
        rules: problem.rules,
        facts,
        lockedIds: new Set(problem.locked.map((card) => card.eaId)),
        weight: (card) => objectiveWeight(card, objective),
        // Its own share and what the solve without chemistry left unused: at 89–90 its swaps are slow to
        // try (each re-checked by game-rules), and "The Whole Nine Yards" (89, chemistry 25) needs 0.5 s,
        // where its share alone (0.3 s of 2 s) left it, and then the whole solve, without a squad in two
        // runs of three.
        deadline: Math.min(deadline, performance.now() + swapMs(REPAIR_SHARE) + relaxedUnusedMs),
      });
    const run = await findIncumbent(
      { ...context, fix: capped, options: { ...options, onProgress: undefined } },
      ranked,
      dominanceWeights,
      Math.min(options.timeLimitSeconds * FIRST_SHARE, left()),
      false,
      repaired,
    );
    if (run.status === 'interrupted') return { ...none('interrupted'), squad: run.squad };
    if (run.squad) {
      const squad = improveBySwaps(
        context,
        pool,
        run.squad,
        Math.min(deadline, performance.now() + swapMs(SWAP_SHARE.first)),
      );
      incumbent = { squad, value: squadValue(squad, objective) };
    }
  }
  // 2. Everything that could still beat the incumbent.
  if (incumbent && objective === 'cost') {
    const limit = incumbent.value - 1;
    pool = pool.filter((card) => inReach(card, limit));
  }
  const candidates = dominanceReduce({ ...problem, pool }, facts, dominanceWeights);
  const searchSeconds = left() - options.timeLimitSeconds * SWAP_SHARE.last;
  const run =
    candidates.length + problem.locked.length >= ELEVEN
      ? await runPrograms(
          context,
          candidates,
          incumbent,
          searchSeconds >= options.timeLimitSeconds * MIN_SEARCH_SHARE || candidates.length <= FIRST_POOL
            ? searchSeconds
            : 0,
        )
      : null;
  let best = run?.squad ? { squad: run.squad, value: squadValue(run.squad, objective) } : incumbent;
  // Stopped by the limit: the best squad may be one swap from better, in the limit's last share.
  if (best && run?.status === 'feasible') {
    const squad = improveBySwaps(context, pool, best.squad, deadline);
    best = { squad, value: squadValue(squad, objective) };
  }
  // Too few cards left to beat the incumbent: it is optimal; without one, no squad exists.
  const status: MinimiseStatus = run
    ? (run.status === 'infeasible' || (run.status === 'feasible' && run.bound === best?.value)) && best
      ? 'optimal'
      : run.status
    : best
      ? 'optimal'
      : 'infeasible';
  // The optimum without the chemistry rule bounds every squad's cost from below, whatever the programs
  // proved: their parts' bounds are the rating bound's, often lower (an 89 with chemistry 25 and three of
  // one league: 151,300 against 171,850).
  const proved = Math.max(run?.bound ?? -Infinity, withoutChemistry ?? -Infinity);
  const closed = (status === 'feasible' || status === 'unsolved') && best !== null && proved >= best.value;
  const bound =
    status === 'optimal' || closed ? (best?.value ?? null) : Number.isFinite(proved) ? proved : null;
  return {
    status: closed ? 'optimal' : status,
    squad: best?.squad ?? null,
    objective: best?.value ?? null,
    bound,
    candidates: candidates.length,
    seconds: elapsed(),
  };
};
