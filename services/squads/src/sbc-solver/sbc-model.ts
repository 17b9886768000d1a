/**
 * An SBC challenge as a mixed-integer program (docs/sbc-solver.md "The model"), written as CPLEX LP text
 * for HiGHS. The squad's chemistry and EA rating are the auto-builder's exact encoding
 * (auto-builder/squad-program.ts); what is the SBC's own:
 *
 *   X_c     card c is in the squad: Σ_g x[c,g] (in position at general position g) + o_c (out of position);
 *           without a chemistry rule a card has one column, since any card may stand in any slot
 *   slots   Σ_c X_c = 11; in position at g at most the formation's slots of g (one formation φ_F chosen
 *           among those the rules allow); out-of-position cards fill the rest and earn no chemistry
 *   rules   every count rule is linear in X: players of a league/club/nation/rarity/quality, players rated
 *           v+, the largest group (≤ M: every group ≤ M; ≥ m: one chosen group ≥ m), different groups
 *           (u_k ≤ Σ X of group k for a minimum, Σ X ≤ 11·u_k for a maximum)
 *   objective  coins (or purchases, or the owned value spent, or the tie-break weight), all integers
 *
 * Game-rules recomputes the answer's chemistry and rating and the SBC checker re-checks every rule.
 */
import {
  CHEMISTRY_MAX_PER_SQUAD,
  FORMATIONS,
  formationById,
  isInPosition,
  qualityTierOf,
  SBC_SCOPE_FIELD,
  squadChemistry,
  squadRating,
  SQUAD_RATING_PLAYERS,
  type Formation,
  type SbcRuleV1,
} from '@futgg/game-rules';
import { chemistryCardOf, type PoolCard } from '../auto-builder/auto-build-model.js';
import {
  addChemistry,
  addFormationChoice,
  addRating,
  emptyProgram,
  expr,
  lpText,
  type ProgramText,
  type Term,
} from '../auto-builder/squad-program.js';
import { ratingSumRows, type RatingSum } from '../auto-builder/rating-parts.js';
import type { ChemistryCore } from '../auto-builder/chemistry-cores.js';
import type { RatingRequirement } from './sbc-bounds.js';

const ELEVEN = SQUAD_RATING_PLAYERS;

export type SbcCardSource = 'club' | 'duplicate' | 'market';

/** A card the solver may spend, priced for this request. */
export interface SbcCard extends PoolCard {
  source: SbcCardSource;
  isUntradeable: boolean;
  /** The card's market value (0 without one): what spending an owned card gives up. */
  value: number;
}

/** What a solve minimises (docs/sbc-solver.md "Objectives"). */
export type SbcObjective = 'cost' | 'tie-break' | 'purchases' | 'owned-value';

/** Values earlier solves fixed: each at most. */
export type SbcFix = Partial<Record<SbcObjective, number>>;

export interface SbcProblem {
  rules: readonly SbcRuleV1[];
  /** Cards that may be spent (every eaId once). */
  pool: readonly SbcCard[];
  /** Cards the squad must hold (not in `pool`). */
  locked: readonly SbcCard[];
}

/**
 * A card's weight in each objective. The tie-break spends duplicates first, then untradeables, then the
 * lowest-rated cards: 1,100 per step of source outweighs any sum of 11 ratings.
 */
export const objectiveWeight = (card: SbcCard, objective: SbcObjective): number => {
  switch (objective) {
    case 'cost':
      return card.cost;
    case 'purchases':
      return card.source === 'market' ? 1 : 0;
    case 'owned-value':
      return card.source === 'market' ? 0 : card.value;
    case 'tie-break':
      return (
        (card.source === 'duplicate' ? 0 : card.source === 'club' && card.isUntradeable ? 1_100 : 2_200) +
        card.overall
      );
  }
};

// --- what the rules ask ---------------------------------------------------------------------------------

/** The rules' facts the model needs, read once. */
export interface RuleFacts {
  formations: Formation[];
  minChemistry: number;
  minRating: number;
  /** The playerRatingMin rules with a count, which the rating bound takes in: a 90-rated squad with one 92+. */
  requiredRatings: RatingRequirement[];
  /** A card may be spent at all (every-player rating and quality rules, max-0 counts). */
  admits: (card: PoolCard) => boolean;
  /** Every attribute of a card that some rule reads, as one string (cards alike here are interchangeable). */
  ruleKey: (card: PoolCard) => string;
}

type CountRule = Extract<SbcRuleV1, { type: 'playerCount' }>;

export const matchesCount = (card: PoolCard, rule: CountRule): boolean =>
  rule.scope === 'quality'
    ? (rule.tiers ?? []).includes(qualityTierOf(card.overall))
    : (rule.ids ?? []).includes(card[SBC_SCOPE_FIELD[rule.scope]]);

/** A rule the solver cannot model is INVALID before any solve: the caller gets a 400 naming it. */
export class UnsupportedRuleError extends Error {}

export const ruleFactsOf = (rules: readonly SbcRuleV1[]): RuleFacts => {
  let formations: Formation[] = [...FORMATIONS];
  let minChemistry = 0;
  let minRating = 0;
  const requiredRatings: RatingRequirement[] = [];
  const keyParts: ((card: PoolCard) => string | number)[] = [];
  const admitted: ((card: PoolCard) => boolean)[] = [];
  for (const rule of rules) {
    switch (rule.type) {
      case 'formation': {
        const allowed = rule.formationIds.map((id) => formationById(id));
        const unknown = rule.formationIds.filter((_, index) => !allowed[index]);
        if (unknown.length) throw new UnsupportedRuleError(`unknown formation ${unknown.join(', ')}`);
        const ids = new Set(rule.formationIds);
        formations = formations.filter((formation) => ids.has(formation.id));
        break;
      }
      case 'teamChemistryMin':
        minChemistry = Math.max(minChemistry, rule.value);
        break;
      case 'squadRatingMin':
        minRating = Math.max(minRating, rule.value);
        break;
      case 'playerTotal':
        if (rule.value !== ELEVEN)
          throw new UnsupportedRuleError(`the solver fills 11 players (the rule asks for ${rule.value})`);
        break;
      case 'playerRatingMin':
        if (rule.count === undefined) admitted.push((card) => card.overall >= rule.value);
        else {
          keyParts.push((card) => (card.overall >= rule.value ? 1 : 0));
          requiredRatings.push({ value: rule.value, count: rule.count });
        }
        break;
      case 'playerCount':
        if (rule.max === 0) admitted.push((card) => !matchesCount(card, rule));
        else if (rule.min !== undefined && rule.min >= ELEVEN)
          admitted.push((card) => matchesCount(card, rule));
        else keyParts.push((card) => (matchesCount(card, rule) ? 1 : 0));
        break;
      case 'sameCount':
      case 'differentCount':
        keyParts.push((card) => card[SBC_SCOPE_FIELD[rule.scope]]);
        break;
    }
  }
  return {
    formations,
    minChemistry,
    minRating,
    requiredRatings,
    admits: (card) => admitted.every((admits) => admits(card)),
    ruleKey: (card) => keyParts.map((part) => part(card)).join(':'),
  };
};

// --- exact reductions -------------------------------------------------------------------------------------

/** Cards that play the same with the same teammates: chemistry sees only these fields. */
const chemistryKey = (card: PoolCard): string =>
  card.isIcon
    ? `i:${card.nationEaId}:${card.extraNationChemistry ?? 0}`
    : card.isHero
      ? `h:${card.leagueEaId}:${card.nationEaId}:${card.extraLeagueChemistry ?? 0}:${card.extraNationChemistry ?? 0}`
      : `p:${card.clubEaId}:${card.leagueEaId}:${card.nationEaId}:${card.isFullChemistry ? 1 : 0}:` +
        `${card.extraClubChemistry ?? 0}:${card.extraLeagueChemistry ?? 0}:${card.extraNationChemistry ?? 0}`;

/** General positions a card plays in position among the allowed formations' slots. */
const positionsOf = (card: PoolCard, positions: readonly number[]): number[] =>
  positions.filter((g) => isInPosition(card, g));

export const formationPositions = (formations: readonly Formation[]): number[] =>
  [...new Set(formations.flatMap((formation) => formation.slots.map((slot) => slot.generalPositionId)))].sort(
    (a, b) => a - b,
  );

/**
 * The pool reduced without losing an optimum of any of the objectives given: a card goes when at least S
 * cards (S = 11 − locked, of distinct base players, other than the locked ones') alike for every rule (and,
 * with a chemistry rule, for chemistry and positions) rate at least as high and weigh no more in each
 * objective. In any squad using it one of them is free, and swapping it in keeps every rule met (squad
 * rating and rated-v+ counts never drop when a rating rises; every other rule reads only the key) and
 * costs no more; each swap moves earlier in the order (rating desc, weights asc), so the chain ends.
 */
export const dominanceReduce = (
  problem: SbcProblem,
  facts: RuleFacts,
  objectives: readonly SbcObjective[],
): SbcCard[] => {
  const withChemistry = facts.minChemistry > 0;
  const positions = formationPositions(facts.formations);
  const lockedBase = new Set(problem.locked.map((card) => card.basePlayerEaId));
  const slots = ELEVEN - problem.locked.length;
  const groups = new Map<string, SbcCard[]>();
  for (const card of problem.pool) {
    if (lockedBase.has(card.basePlayerEaId) || !facts.admits(card)) continue;
    const key = withChemistry
      ? `${facts.ruleKey(card)}|${chemistryKey(card)}|${positionsOf(card, positions).join(',')}`
      : facts.ruleKey(card);
    const group = groups.get(key);
    if (group) group.push(card);
    else groups.set(key, [card]);
  }
  const weights = (card: SbcCard) => objectives.map((objective) => objectiveWeight(card, objective));
  const kept: SbcCard[] = [];
  for (const group of groups.values()) {
    const weighed = group.map((card) => ({ card, weights: weights(card) }));
    weighed.sort((a, b) => {
      if (a.card.overall !== b.card.overall) return b.card.overall - a.card.overall;
      for (let i = 0; i < a.weights.length; i += 1) {
        if (a.weights[i] !== b.weights[i]) return a.weights[i]! - b.weights[i]!;
      }
      return a.card.eaId - b.card.eaId;
    });
    // Kept cards of the group so far; a card needs S distinct-base dominators among the earlier ones.
    const earlier: typeof weighed = [];
    for (const entry of weighed) {
      const dominators = new Set<number>();
      for (const other of earlier) {
        if (other.weights.every((weight, i) => weight <= entry.weights[i]!)) {
          dominators.add(other.card.basePlayerEaId);
          if (dominators.size >= slots) break;
        }
      }
      if (dominators.size >= slots && slots > 0) continue;
      earlier.push(entry);
      kept.push(entry.card);
    }
  }
  return kept;
};

// --- the program ------------------------------------------------------------------------------------------

export interface SbcModel {
  /** The cards the program may place: locked ones first. */
  cards: SbcCard[];
  columns: string[];
  /** The LP text minimising an objective, with fixes, an optional cutoff (objective ≤ cutoff) and sum. */
  lpFor: (objective: SbcObjective, fix: SbcFix, options?: ProgramOptions) => string;
  /** Only the feasibility of the rules (no objective). */
  feasibilityLp: () => string;
  /** The squad an answer's column values stand for. */
  decode: (values: ReadonlyMap<string, number>) => SbcSquad;
}

/** The sum of the 11 ratings a program with the rating rule by sum is for. */
export type { RatingSum };

export interface ProgramOptions {
  cutoff?: number | undefined;
  ratingSum?: RatingSum | undefined;
}

export interface SbcSquad {
  formation: Formation;
  /** Aligned with formation.slots. */
  cards: SbcCard[];
}

const xName = (card: number, g: number) => `x${card}_${g}`;
const oName = (card: number) => `o${card}`;

export interface BuildOptions {
  /**
   * The rating rule by the sum of ratings, given per program (`RatingSum`), instead of the exact encoding
   * over every sum at once: for a known sum T the rule is linear (docs/sbc-solver.md "Rating by sum").
   */
  ratingBySum?: boolean;
  /** The chemistry rule replaced by a core (a restriction: its squads meet the rule, not all squads do). */
  core?: ChemistryCore | undefined;
}

/** Builds the program over `candidates` (already reduced) and the locked cards. */
export const buildSbcModel = (
  problem: SbcProblem,
  facts: RuleFacts,
  candidates: readonly SbcCard[],
  options: BuildOptions = {},
): SbcModel => {
  const { ratingBySum = false, core } = options;
  const cards = [...problem.locked, ...candidates];
  const lockedCount = problem.locked.length;
  const withChemistry = facts.minChemistry > 0;
  const positions = formationPositions(facts.formations);
  const program: ProgramText = emptyProgram();
  const { columns, binaries, rows } = program;
  // A card's in-position columns (chemistry) and its out-of-position one; without chemistry a card has one
  // column, o_c, meaning "in the squad".
  const inPositions = cards.map((card) => (withChemistry ? positionsOf(card, positions) : []));
  // Chemistry 33 needs every player in position: no out-of-position columns.
  const outAllowed = !withChemistry || facts.minChemistry < CHEMISTRY_MAX_PER_SQUAD;
  const inPosition = (c: number, coef: number): Term[] =>
    inPositions[c]!.map((g) => ({ name: xName(c, g), coef }));
  const placed = (c: number, coef: number): Term[] => [
    ...inPosition(c, coef),
    ...(outAllowed ? [{ name: oName(c), coef }] : []),
  ];
  cards.forEach((_, c) => {
    for (const g of inPositions[c]!) {
      columns.push(xName(c, g));
      binaries.push(xName(c, g));
    }
    if (outAllowed) {
      columns.push(oName(c));
      binaries.push(oName(c));
    }
  });
  rows.push(` eleven: ${expr(cards.flatMap((_, c) => placed(c, 1)))} = ${ELEVEN}`);
  const byBase = new Map<number, number[]>();
  cards.forEach((card, c) => {
    const terms = placed(c, 1);
    if (c < lockedCount) {
      rows.push(` lock${c}: ${expr(terms)} = 1`);
      return;
    }
    if (terms.length > 1) rows.push(` card${c}: ${expr(terms)} <= 1`);
    const list = byBase.get(card.basePlayerEaId);
    if (list) list.push(c);
    else byBase.set(card.basePlayerEaId, [c]);
  });
  for (const [base, list] of byBase) {
    if (list.length > 1) rows.push(` base${base}: ${expr(list.flatMap((c) => placed(c, 1)))} <= 1`);
  }
  // Formation: in position at g at most its slots of g.
  const phi = withChemistry ? addFormationChoice(program, facts.formations.length) : [];
  if (withChemistry) {
    const single = facts.formations.length === 1;
    for (const g of positions) {
      const terms: Term[] = [];
      cards.forEach((_, c) => {
        if (inPositions[c]!.includes(g)) terms.push({ name: xName(c, g), coef: 1 });
      });
      if (!terms.length) continue;
      const slotsOf = (formation: Formation) =>
        formation.slots.filter((slot) => slot.generalPositionId === g).length;
      if (single) rows.push(` need${g}: ${expr(terms)} <= ${slotsOf(facts.formations[0]!)}`);
      else
        rows.push(
          ` need${g}: ${expr([
            ...terms,
            ...facts.formations.flatMap((formation, f) =>
              slotsOf(formation) ? [{ name: phi[f]!, coef: -slotsOf(formation) }] : [],
            ),
          ])} <= 0`,
        );
    }
    if (core) {
      // Enough players of one league or nation in position: each earns 3, whatever the others do.
      const members = cards.flatMap((card, c) => (core.members(card) ? inPosition(c, 1) : []));
      rows.push(` core: ${expr(members)} >= ${core.count}`);
    } else {
      addChemistry(program, { cards, inPosition, lockedInPosition: [], manager: null, placeable: ELEVEN });
      rows.push(` minchem: CH >= ${facts.minChemistry}`);
    }
  }
  if (facts.minRating > 0 && !ratingBySum) {
    const best = cards
      .map((card) => card.overall)
      .sort((a, b) => b - a)
      .slice(0, ELEVEN);
    addRating(program, {
      cards,
      placed,
      locked: [],
      ratingReach: best.length === ELEVEN ? squadRating(best) : null,
    });
    rows.push(` minrating: R >= ${facts.minRating}`);
  }
  addRuleRows(program, problem.rules, cards, placed);

  const objectiveTerms = (objective: SbcObjective): Term[] =>
    cards.flatMap((card, c) => {
      const weight = objectiveWeight(card, objective);
      return weight ? placed(c, weight) : [];
    });
  const fixRows = (fix: SbcFix): string[] =>
    Object.entries(fix).map(
      ([objective, value]) =>
        ` fix_${objective.replace('-', '_')}: ${expr(objectiveTerms(objective as SbcObjective))} <= ${value}`,
    );
  const sumRows = (sum: RatingSum | undefined): string[] =>
    sum ? ratingSumRows({ cards, placed, constants: [], floor: facts.minRating }, sum) : [];
  const lpFor = (objective: SbcObjective, fix: SbcFix, options: ProgramOptions = {}): string => {
    const terms = objectiveTerms(objective);
    // An objective with no weight at all (every card free) is the constant 0.
    const objectiveLine = terms.length ? terms : [{ name: columns[0]!, coef: 0 }];
    return lpText(program, 'Minimize', objectiveLine, [
      ...fixRows(fix),
      ...(options.cutoff !== undefined && terms.length
        ? [` cutoff: ${expr(terms)} <= ${options.cutoff}`]
        : []),
      ...sumRows(options.ratingSum),
    ]);
  };

  const decode = (values: ReadonlyMap<string, number>): SbcSquad => {
    const on = (name: string) => (values.get(name) ?? 0) > 0.5;
    // Cards the program plays in position come first: the arrangement keeps them in position.
    const chosen = [
      ...cards.filter((_, c) => inPosition(c, 1).some((term) => on(term.name))),
      ...cards.filter((_, c) => outAllowed && on(oName(c))),
    ];
    if (chosen.length !== ELEVEN) throw new Error(`The answer places ${chosen.length} cards, not 11`);
    const f =
      withChemistry && facts.formations.length > 1 ? phi.findIndex((n) => (values.get(n) ?? 0) > 0.5) : -1;
    const formations = f >= 0 ? [facts.formations[f]!] : facts.formations;
    return bestArrangement(chosen, formations);
  };

  return {
    cards,
    columns,
    lpFor,
    feasibilityLp: () => lpText(program, 'Minimize', [{ name: columns[0]!, coef: 0 }]),
    decode,
  };
};

/** One row (or a few, with binaries) per count rule. */
const addRuleRows = (
  program: ProgramText,
  rules: readonly SbcRuleV1[],
  cards: readonly SbcCard[],
  placed: (c: number, coef: number) => Term[],
): void => {
  const { rows, columns, binaries } = program;
  const bounded = (name: string, terms: Term[], rule: { min?: number; max?: number }) => {
    if (rule.min !== undefined) rows.push(` ${name}_min: ${expr(terms)} >= ${rule.min}`);
    if (rule.max !== undefined) rows.push(` ${name}_max: ${expr(terms)} <= ${rule.max}`);
  };
  rules.forEach((rule, r) => {
    switch (rule.type) {
      case 'playerCount': {
        const terms = cards.flatMap((card, c) => (matchesCount(card, rule) ? placed(c, 1) : []));
        bounded(`count${r}`, terms, rule);
        break;
      }
      case 'playerRatingMin': {
        if (rule.count === undefined) break;
        const terms = cards.flatMap((card, c) => (card.overall >= rule.value ? placed(c, 1) : []));
        rows.push(` rated${r}: ${expr(terms)} >= ${rule.count}`);
        break;
      }
      case 'sameCount':
      case 'differentCount': {
        const field = SBC_SCOPE_FIELD[rule.scope];
        const groups = new Map<number, Term[]>();
        cards.forEach((card, c) => {
          const key = card[field];
          groups.set(key, [...(groups.get(key) ?? []), ...placed(c, 1)]);
        });
        if (rule.type === 'sameCount') {
          if (rule.max !== undefined) {
            for (const [key, terms] of groups) {
              if (terms.length > rule.max) rows.push(` same${r}_${key}: ${expr(terms)} <= ${rule.max}`);
            }
          }
          if (rule.min !== undefined && rule.min > 1) {
            // One chosen group holds at least min players.
            const picks: Term[] = [];
            for (const [key, terms] of groups) {
              const name = `s${r}_${key}`;
              columns.push(name);
              binaries.push(name);
              picks.push({ name, coef: 1 });
              rows.push(` pick${r}_${key}: ${expr([...terms, { name, coef: -rule.min }])} >= 0`);
            }
            rows.push(` same${r}_min: ${expr(picks)} >= 1`);
          }
        } else {
          const used: Term[] = [];
          for (const [key, terms] of groups) {
            const name = `u${r}_${key}`;
            columns.push(name);
            binaries.push(name);
            used.push({ name, coef: 1 });
            // A group counts only if used (for a minimum), and a used group counts (for a maximum).
            if (rule.min !== undefined)
              rows.push(` used${r}_${key}: ${expr([...terms, { name, coef: -1 }])} >= 0`);
            if (rule.max !== undefined)
              rows.push(` any${r}_${key}: ${expr([...terms, { name, coef: -ELEVEN }])} <= 0`);
          }
          bounded(`different${r}`, used, rule);
        }
        break;
      }
      default:
        break;
    }
  });
};

// --- the answer's arrangement -----------------------------------------------------------------------------

/**
 * The 11 chosen cards on a formation's slots with the most chemistry (then the most cards in position):
 * each formation allowed, cards placed by a small assignment search over the in-position choices.
 */
export const bestArrangement = (chosen: readonly SbcCard[], formations: readonly Formation[]): SbcSquad => {
  let best: { squad: SbcSquad; chemistry: number; inPosition: number } | null = null;
  for (const formation of formations) {
    const squad = arrange(chosen, formation);
    const chemistry = chemistryOf(squad);
    const inPosition = squad.cards.filter((card, i) =>
      isInPosition(card, formation.slots[i]!.uniquePositionId),
    ).length;
    if (!best || chemistry > best.chemistry || (chemistry === best.chemistry && inPosition > best.inPosition))
      best = { squad, chemistry, inPosition };
  }
  return best!.squad;
};

/**
 * Cards onto slots: a maximum matching of cards to slots they play in position (cards matched earlier stay
 * matched, so the program's in-position cards all stay in position), then the rest anywhere.
 */
const arrange = (chosen: readonly SbcCard[], formation: Formation): SbcSquad => {
  const slotOf = new Array<number>(chosen.length).fill(-1);
  const cardAt = new Array<number>(formation.slots.length).fill(-1);
  const fits = (c: number, s: number) => isInPosition(chosen[c]!, formation.slots[s]!.uniquePositionId);
  // Augmenting paths (Kuhn's algorithm): 11 × 11, instant.
  const tryPlace = (c: number, seen: boolean[]): boolean => {
    for (let s = 0; s < formation.slots.length; s += 1) {
      if (seen[s] || !fits(c, s)) continue;
      seen[s] = true;
      if (cardAt[s] === -1 || tryPlace(cardAt[s]!, seen)) {
        cardAt[s] = c;
        slotOf[c] = s;
        return true;
      }
    }
    return false;
  };
  chosen.forEach((_, c) => tryPlace(c, new Array<boolean>(formation.slots.length).fill(false)));
  chosen.forEach((_, c) => {
    if (slotOf[c] !== -1) return;
    const free = cardAt.findIndex((at) => at === -1);
    cardAt[free] = c;
    slotOf[c] = free;
  });
  return { formation, cards: cardAt.map((c) => chosen[c]!) };
};

export const chemistryOf = (squad: SbcSquad): number =>
  squadChemistry({
    slots: squad.formation.slots.map((slot, index) => ({
      position: slot.uniquePositionId,
      card: chemistryCardOf(squad.cards[index]!),
    })),
    manager: null,
  }).total;

export const ratingOf = (squad: SbcSquad): number => squadRating(squad.cards.map((card) => card.overall));
