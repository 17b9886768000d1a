/**
 * A search split by the sum of the 11 ratings (docs/auto-builder.md "Rating by sum", docs/sbc-solver.md):
 * for a known sum T, EA's squad rating is linear in the cards placed,
 *
 *   11·(T + E) = 11·T + Σ max(0, 11·r − T)   (game-rules squadRating, in elevenths),
 *
 * so a squad rating floor R (and a cap) is one row per T. A search with a floor therefore runs as one
 * program per T below 11·R and one for every T from 11·R up (any spread of those reaches R), each part
 * bounded beforehand by the rating bound's least coins for its T (sbc-bounds.ts `RatingBound`). This
 * replaces the exact encoding of the rating over every T at once, which costs HiGHS far more than all the
 * parts together. Shared by the auto-builder and the SBC solver.
 */
import { SQUAD_RATING_PLAYERS } from '@futgg/game-rules';
import type { RatingBound } from '../sbc-solver/sbc-bounds.js';
import { expr, type Term } from './squad-program.js';

const ELEVEN = SQUAD_RATING_PLAYERS;

/** The sum of the 11 ratings one program is for. */
export type RatingSum = { exactly: number } | { atLeast: number };

/** 11·T + Σ max(0, 11·r − T) ≥ 121·R − 5 ⇔ the squad rating rounds to R or more. */
const floorElevenths = (rating: number) => ELEVEN * ELEVEN * rating - 5;
/** … ≤ 121·cap + 115 ⇔ it rounds to cap or less. */
const capElevenths = (cap: number) => ELEVEN * ELEVEN * cap + 115;

export interface SumRowsInput {
  cards: readonly { overall: number }[];
  /** Card c in the squad, times coef (its columns). */
  placed: (c: number, coef: number) => Term[];
  /** Ratings of cards in the squad whatever the program decides (constants, not columns). */
  constants: readonly number[];
  /** The squad rating the squads must reach (0: none). */
  floor: number;
  /** The squad rating they may not exceed. */
  cap?: number | undefined;
}

/** The rows restricting a program to one part: its sum of ratings, and the floor and cap for that sum. */
export const ratingSumRows = (input: SumRowsInput, sum: RatingSum): string[] => {
  const { cards, placed, constants, floor, cap } = input;
  const constantSum = constants.reduce((a, b) => a + b, 0);
  const ratings = cards.flatMap((card, c) => placed(c, card.overall));
  if ('atLeast' in sum) return [` ratingsum: ${expr(ratings)} >= ${sum.atLeast - constantSum}`];
  const T = sum.exactly;
  // The excess of the cards rated above T/11: constants, then the columns'.
  const constantExcess = constants.reduce((total, rating) => total + Math.max(0, ELEVEN * rating - T), 0);
  const excess = cards.flatMap((card, c) => {
    const over = ELEVEN * card.overall - T;
    return over > 0 ? placed(c, over) : [];
  });
  const rows = [` ratingsum: ${expr(ratings)} = ${T - constantSum}`];
  // A row no squad meets (every placed card adds its positive rating), for a part the constants rule out.
  const never = (name: string) => ` ${name}: ${expr(ratings)} <= -1`;
  const need = floor > 0 ? floorElevenths(floor) - ELEVEN * T - constantExcess : 0;
  if (need > 0) rows.push(excess.length ? ` excess: ${expr(excess)} >= ${need}` : never('excess'));
  if (cap !== undefined) {
    const room = capElevenths(cap) - ELEVEN * T - constantExcess;
    if (room < 0) rows.push(never('excesscap'));
    else if (excess.length) rows.push(` excesscap: ${expr(excess)} <= ${room}`);
  }
  return rows;
};

/** One part of the search and a bound on the objective of its squads known before it is solved. */
export interface SumPart {
  sum: RatingSum;
  bound: number;
}

/** The largest T whose squads can still round to `cap` or less: ⌊(22·T + 11) / 242⌋ ≤ cap. */
const largestSumUnder = (cap: number) => ELEVEN * cap + 10;

/**
 * The parts of a search for squads rated `floor` or more (and at most `cap`) whose added cards may cost
 * `ceiling` at most, around cards of fixed ratings: one per T the rating bound finds within the ceiling
 * (every T on its own under a cap, since the cap is linear only for a known T), each with that least cost.
 * Cheapest first.
 */
export const ratingParts = (
  rating: RatingBound,
  fixed: readonly number[],
  floor: number,
  cap: number | undefined,
  ceiling: number,
): SumPart[] => {
  const parts: SumPart[] = [];
  let high = Infinity;
  const target = ELEVEN * floor;
  rating.eachSumBound(
    fixed,
    (total, cost) => {
      if (cost > ceiling) return;
      if (cap !== undefined) {
        if (total <= largestSumUnder(cap)) parts.push({ sum: { exactly: total }, bound: cost });
      } else if (total >= target) high = Math.min(high, cost);
      else parts.push({ sum: { exactly: total }, bound: cost });
    },
    floor,
  );
  if (high < Infinity) parts.push({ sum: { atLeast: target }, bound: high });
  return parts.sort((a, b) => a.bound - b.bound);
};

// --- searching the parts ----------------------------------------------------------------------------------

export type PartSearchStatus = 'optimal' | 'feasible' | 'infeasible' | 'unsolved' | 'interrupted';

export interface PartAnswer<S> {
  /** The solver's status for the part ('optimal' and 'infeasible' close it). */
  status: string;
  squad: S | null;
  /** The bound the solver proved on the part (NaN when none). */
  bound: number;
}

export interface PartSearchOptions<S, P extends { bound: number }> {
  /** The objective's direction. */
  sense: 'min' | 'max';
  /** The parts, in the order to try them; `bound` bounds the objective of a part's squads (±Infinity: none). */
  parts: readonly P[];
  incumbent: { squad: S; value: number } | null;
  timeLimitSeconds: number;
  /** Solves one part for squads strictly better than the incumbent (`cutoff`: the value to reach). */
  solve: (part: P, cutoff: number | undefined, seconds: number) => Promise<PartAnswer<S>>;
  valueOf: (squad: S) => number;
  /** Rounds over the parts a time slice left open. */
  passes?: number;
  /** The least time a part is given. */
  minSlice?: number;
  /**
   * The least share of the time left that each part gets when its turn comes (by default the parts left
   * share it, at most 4 ways). A part's solve cannot be resumed: one stopped by its slice starts over in
   * the next pass, so a larger share wastes less where one part decides the search.
   */
  leadShare?: number;
  /** Stop at the first squad found (a feasibility search). */
  stopAtFirst?: boolean;
}

export interface PartSearchResult<S> {
  status: PartSearchStatus;
  best: { squad: S; value: number } | null;
  /** The best bound proved over every part's squads (null: none). */
  bound: number | null;
}

/**
 * Solves the parts in turn, each asked only for a squad better than the best so far (every objective is
 * an integer, so better means by 1); a part whose bound cannot beat the best is never solved. Parts a
 * time slice stopped are tried again with the time left. The best squad is optimal when every part is
 * closed (solved or bounded out).
 */
export const searchParts = async <S, P extends { bound: number }>(
  options: PartSearchOptions<S, P>,
): Promise<PartSearchResult<S>> => {
  const { sense, solve, valueOf, passes = 3, minSlice = 0.05, leadShare = 0, stopAtFirst = false } = options;
  const min = sense === 'min';
  const started = performance.now();
  const left = () => options.timeLimitSeconds - (performance.now() - started) / 1000;
  let best = options.incumbent;
  const better = (value: number, than: number) => (min ? value < than : value > than);
  // A part is closed once nothing in it can beat the best squad by 1.
  const closed = (proved: number) =>
    best !== null && (min ? proved > best.value - 1 : proved < best.value + 1);
  let pending = options.parts.map((part) => ({ part, proved: part.bound }));
  let interrupted = false;
  let found = false;
  for (let pass = 0; pass < passes && pending.length > 0 && !interrupted && left() > 0.01; pass += 1) {
    const still: typeof pending = [];
    for (const [index, entry] of pending.entries()) {
      if (closed(entry.proved)) continue;
      if (left() <= 0.01 || interrupted || (stopAtFirst && found)) {
        still.push(entry);
        continue;
      }
      const cutoff = best !== null ? (min ? best.value - 1 : best.value + 1) : undefined;
      const answer = await solve(
        entry.part,
        cutoff,
        // The parts left share the time left, the most promising first.
        Math.max(
          Math.min(minSlice, left()),
          left() * Math.max(leadShare, 1 / Math.min(pending.length - index, 4)),
        ),
      );
      if (answer.squad) {
        const value = valueOf(answer.squad);
        if (best === null || better(value, best.value)) best = { squad: answer.squad, value };
        found = true;
      }
      if (answer.status === 'interrupted') interrupted = true;
      if (answer.status === 'optimal' || answer.status === 'infeasible') continue;
      // Not closed: what the solver proved of this part, never less than what was known of it.
      const proved = Number.isFinite(answer.bound)
        ? min
          ? Math.ceil(answer.bound - 1e-6)
          : Math.floor(answer.bound + 1e-6)
        : min
          ? -Infinity
          : Infinity;
      still.push({ ...entry, proved: min ? Math.max(entry.proved, proved) : Math.min(entry.proved, proved) });
    }
    pending = still;
    if (stopAtFirst && found) break;
  }
  const open = pending
    .filter((entry) => !closed(entry.proved))
    .reduce(
      (edge, entry) => (min ? Math.min(edge, entry.proved) : Math.max(edge, entry.proved)),
      min ? Infinity : -Infinity,
    );
  const none = min ? open === Infinity : open === -Infinity;
  const value = best?.value ?? null;
  const bound = value === null ? (none ? null : open) : min ? Math.min(value, open) : Math.max(value, open);
  const proved = value !== null && none;
  return {
    status: interrupted
      ? 'interrupted'
      : proved
        ? 'optimal'
        : best
          ? 'feasible'
          : none
            ? 'infeasible'
            : 'unsolved',
    best,
    bound: bound !== null && Number.isFinite(bound) ? bound : null,
  };
};
