/**
 * The parts of a squad's mixed-integer program that the auto-builder and the SBC solver share, written as
 * CPLEX LP text for HiGHS (docs/auto-builder.md "The model"): the chemistry of the placed cards (exactly
 * game-rules' squad chemistry) and the EA squad rating in integers (exactly game-rules' squadRating).
 *
 *   club / league / nation counts: linear in the cards playing in position (icons add 1 to every league,
 *           the manager 1 to his own)
 *   y[k,t]  binary, ordered in t: count of group k reaches threshold t (count ≥ Σ_t Δthreshold_t·y_t)
 *   q_c     card c's chemistry: q ≤ 3·(c in position), q ≤ Σ its club, league and nation y (min(3, …))
 *   CH      the squad's chemistry
 *   rating  11·(T + E) with E = max over m of (11·Σ top-m ratings − m·T): f_v ∈ [0, placed rated v], Σ f = m,
 *           φ_m one-hot and τ_m = T·φ_m (exact McCormick on a binary); 242·R ≤ 2·11(T+E) + 11
 *
 * Every bound is one-sided, in the direction that maximising CH and R (or constraining them from below)
 * pushes, so an optimum's CH and R are the game's own values.
 */
import {
  CHEMISTRY_MAX_PER_PLAYER,
  CLUB_STEPS,
  ICON_LEAGUE_BONUS,
  LEAGUE_STEPS,
  LINK_COUNTS,
  MANAGER_LINK_COUNT,
  NATION_STEPS,
  SQUAD_RATING_PLAYERS,
  thresholdsFromSteps,
  type ChemistryManager,
} from '@futgg/game-rules';
import type { PoolCard } from './auto-build-model.js';

const CLUB_THRESHOLDS = thresholdsFromSteps(CLUB_STEPS);
const LEAGUE_THRESHOLDS = thresholdsFromSteps(LEAGUE_STEPS);
const NATION_THRESHOLDS = thresholdsFromSteps(NATION_STEPS);
const ELEVEN = SQUAD_RATING_PLAYERS;
const MAX_RATING = 99;

export interface Term {
  name: string;
  coef: number;
}

export const fmt = (value: number) => (Number.isInteger(value) ? String(value) : value.toPrecision(12));

export const expr = (terms: readonly Term[]): string =>
  terms.length
    ? terms
        .map(
          (term, index) =>
            `${term.coef < 0 ? '-' : index ? '+' : ''} ${fmt(Math.abs(term.coef))} ${term.name}`,
        )
        .join(' ')
    : '0 T';

/** A program's text as it is built: the LP sections, line by line. */
export interface ProgramText {
  /** Every column the answer reads back. */
  columns: string[];
  binaries: string[];
  generals: string[];
  bounds: string[];
  rows: string[];
}

export const emptyProgram = (): ProgramText => ({
  columns: [],
  binaries: [],
  generals: [],
  bounds: [],
  rows: [],
});

/** The LP text of a program with one objective and extra rows (the stage's cutoffs and fixes). */
export const lpText = (
  program: ProgramText,
  sense: 'Minimize' | 'Maximize',
  objective: readonly Term[],
  extraRows: readonly string[] = [],
): string =>
  [
    sense,
    ` obj: ${expr(objective)}`,
    'Subject To',
    ...program.rows,
    ...extraRows,
    'Bounds',
    ...program.bounds,
    ...(program.generals.length ? ['General', ` ${program.generals.join(' ')}`] : []),
    'Binary',
    ...chunk(program.binaries),
    'End',
    '',
  ].join('\n');

const chunk = (names: readonly string[]): string[] => {
  const lines: string[] = [];
  for (let i = 0; i < names.length; i += 200) lines.push(` ${names.slice(i, i + 200).join(' ')}`);
  return lines;
};

/**
 * One formation chosen among `count` (binaries F0…, exactly one set); a single formation needs no choice
 * and gets no columns. Answers the choice's column names.
 */
export const addFormationChoice = (program: ProgramText, count: number): string[] => {
  const names = Array.from({ length: count }, (_, f) => `F${f}`);
  if (count > 1) {
    program.columns.push(...names);
    program.binaries.push(...names);
    program.rows.push(` formation: ${expr(names.map((name) => ({ name, coef: 1 })))} = 1`);
  }
  return names;
};

interface GroupCount {
  /** Constant count (fixed locked cards, the manager). */
  constant: number;
  /** Card index → its contribution. */
  terms: Map<number, number>;
  /** Whether icons' league bonus adds (league counts). */
  iconBonus: boolean;
}

const countOf = (map: Map<string, GroupCount>, key: string, iconBonus: boolean): GroupCount => {
  let count = map.get(key);
  if (!count) {
    count = { constant: 0, terms: new Map(), iconBonus };
    map.set(key, count);
  }
  return count;
};

const linksOf = (card: PoolCard) => {
  const links = card.isIcon ? LINK_COUNTS.ICON : card.isHero ? LINK_COUNTS.HERO : LINK_COUNTS.PLAYER;
  return {
    club: links.club + (card.extraClubChemistry ?? 0),
    league: links.league + (card.extraLeagueChemistry ?? 0),
    nation: links.nation + (card.extraNationChemistry ?? 0),
  };
};

const earnsFull = (card: PoolCard) => card.isIcon || card.isHero || card.isFullChemistry === true;

/** A card that stands in the squad whatever the program decides, by a name of its own (`key`). */
export interface ConstantCard {
  key: string;
  card: PoolCard;
}

export interface ChemistryInput {
  cards: readonly PoolCard[];
  /** Card c playing in position, times coef (its in-position columns). */
  inPosition: (card: number, coef: number) => Term[];
  /** Cards fixed in position outside the program's columns: constants. */
  lockedInPosition: readonly ConstantCard[];
  manager: ChemistryManager | null;
  /** How many of the program's cards the squad holds (11 less the constant cards). */
  placeable: number;
  /** Each player's chemistry at least this (an event's ruleset): the placed cards' and the constants'. */
  minPlayerChemistry?: number | undefined;
}

/** Adds the squad's chemistry, column `CH` (docs/auto-builder.md "The model"). */
export const addChemistry = (program: ProgramText, input: ChemistryInput): void => {
  const { cards, inPosition, lockedInPosition, placeable } = input;
  const { columns, binaries, bounds, rows } = program;
  const clubs = new Map<string, GroupCount>();
  const leagues = new Map<string, GroupCount>();
  const nations = new Map<string, GroupCount>();
  let constantIcons = 0;
  for (const lock of lockedInPosition) {
    const links = linksOf(lock.card);
    if (lock.card.isIcon) constantIcons += 1;
    if (links.club > 0) countOf(clubs, `${lock.card.clubEaId}`, false).constant += links.club;
    if (links.league > 0) countOf(leagues, `${lock.card.leagueEaId}`, true).constant += links.league;
    countOf(nations, `${lock.card.nationEaId}`, false).constant += links.nation;
  }
  if (input.manager) {
    countOf(leagues, `${input.manager.leagueEaId}`, true).constant += MANAGER_LINK_COUNT;
    countOf(nations, `${input.manager.nationEaId}`, false).constant += MANAGER_LINK_COUNT;
  }
  const iconCards: number[] = [];
  cards.forEach((card, c) => {
    const links = linksOf(card);
    if (card.isIcon) iconCards.push(c);
    if (links.club > 0) countOf(clubs, `${card.clubEaId}`, false).terms.set(c, links.club);
    if (links.league > 0) countOf(leagues, `${card.leagueEaId}`, true).terms.set(c, links.league);
    countOf(nations, `${card.nationEaId}`, false).terms.set(c, links.nation);
  });
  // Highest count a group can reach: its constant plus its best `placeable` distinct base players.
  const reachable = (count: GroupCount, extraIcons: number): number => {
    const best = new Map<number, number>();
    for (const [c, value] of count.terms) {
      const base = cards[c]!.basePlayerEaId;
      best.set(base, Math.max(best.get(base) ?? 0, value));
    }
    const top = [...best.values()].sort((a, b) => b - a).slice(0, placeable);
    return count.constant + top.reduce((a, b) => a + b, 0) + extraIcons;
  };
  const iconReach =
    constantIcons + Math.min(placeable, new Set(iconCards.map((c) => cards[c]!.basePlayerEaId)).size);
  /** Group → names of its threshold binaries (only those it can reach). */
  const yOf = new Map<string, string[]>();
  const addThresholds = (
    kind: 'C' | 'L' | 'N',
    map: Map<string, GroupCount>,
    thresholds: readonly [number, number, number],
  ) => {
    let index = 0;
    for (const [key, count] of map) {
      index += 1;
      const reach = reachable(count, count.iconBonus ? iconReach * ICON_LEAGUE_BONUS : 0);
      const names: string[] = [];
      const countTerms: Term[] = [...count.terms].flatMap(([c, value]) => inPosition(c, value));
      if (count.iconBonus) {
        for (const c of iconCards) countTerms.push(...inPosition(c, ICON_LEAGUE_BONUS));
      }
      const constant = count.constant + (count.iconBonus ? constantIcons * ICON_LEAGUE_BONUS : 0);
      // One row for all of the group's thresholds: Σ_t (threshold_t − threshold_{t−1})·y_t ≤ count, with
      // the y ordered. At integers it says the same as count ≥ threshold_t·y_t for each t; relaxed, it
      // gives the step's concave hull (a league of 4 earns 1.6 points, not the 2.3 that one row per
      // threshold allows), which is what bounds chemistry over thousands of cards.
      const steps: Term[] = [];
      let previous = 0;
      thresholds.forEach((threshold, t) => {
        if (reach < threshold) return;
        const name = `y${kind}${index}_${t}`;
        names.push(name);
        binaries.push(name);
        columns.push(name);
        steps.push({ name, coef: -(threshold - previous) });
        previous = threshold;
        if (constant >= threshold) {
          bounds.push(` ${name} = 1`);
          return;
        }
        if (t > 0)
          rows.push(
            ` ord_${name}: ${expr([
              { name: names[t - 1]!, coef: 1 },
              { name, coef: -1 },
            ])} >= 0`,
          );
      });
      // count − Σ steps ≥ 0: Σ terms − Σ Δ_t·y_t ≥ −constant (needless when the constant reaches them all).
      if (names.length && constant < previous)
        rows.push(` th_${kind}${index}: ${expr([...countTerms, ...steps])} >= ${-constant}`);
      yOf.set(`${kind}:${key}`, names);
    }
  };
  addThresholds('C', clubs, CLUB_THRESHOLDS);
  addThresholds('L', leagues, LEAGUE_THRESHOLDS);
  addThresholds('N', nations, NATION_THRESHOLDS);

  const pointsOf = (card: PoolCard): Term[] => {
    const links = linksOf(card);
    return [
      ...(links.club > 0 ? (yOf.get(`C:${card.clubEaId}`) ?? []) : []),
      ...(links.league > 0 ? (yOf.get(`L:${card.leagueEaId}`) ?? []) : []),
      ...(yOf.get(`N:${card.nationEaId}`) ?? []),
    ].map((name) => ({ name, coef: 1 }));
  };
  const chemistryTerms: Term[] = [];
  let chemistryConstant = 0;
  // Each player's minimum: its club, league and nation points reach it (a card placed, a constant always).
  const minimum = input.minPlayerChemistry ?? 0;
  const negated = (terms: readonly Term[]) => terms.map((t) => ({ ...t, coef: -t.coef }));
  for (const lock of lockedInPosition) {
    if (earnsFull(lock.card)) {
      chemistryConstant += CHEMISTRY_MAX_PER_PLAYER;
      continue;
    }
    const name = `qL${lock.key}`;
    columns.push(name);
    bounds.push(` ${name} <= ${CHEMISTRY_MAX_PER_PLAYER}`);
    rows.push(` qp_${name}: ${expr([{ name, coef: 1 }, ...negated(pointsOf(lock.card))])} <= 0`);
    if (minimum > 0) rows.push(` pm_${name}: ${expr(pointsOf(lock.card))} >= ${minimum}`);
    chemistryTerms.push({ name, coef: 1 });
  }
  cards.forEach((card, c) => {
    if (earnsFull(card)) {
      chemistryTerms.push(...inPosition(c, CHEMISTRY_MAX_PER_PLAYER));
      return;
    }
    const points = pointsOf(card);
    if (minimum > 0) rows.push(` pm${c}: ${expr([...inPosition(c, minimum), ...negated(points)])} <= 0`);
    if (!points.length) return;
    const name = `q${c}`;
    columns.push(name);
    rows.push(` qx_${name}: ${expr([{ name, coef: 1 }, ...inPosition(c, -CHEMISTRY_MAX_PER_PLAYER)])} <= 0`);
    rows.push(` qp_${name}: ${expr([{ name, coef: 1 }, ...points.map((t) => ({ ...t, coef: -1 }))])} <= 0`);
    chemistryTerms.push({ name, coef: 1 });
  });
  columns.push('CH');
  rows.push(
    ` chem: ${expr([{ name: 'CH', coef: 1 }, ...chemistryTerms.map((t) => ({ ...t, coef: -t.coef }))])} = ${chemistryConstant}`,
  );
  bounds.push(` CH <= ${CHEMISTRY_MAX_PER_PLAYER * ELEVEN}`);
};

export interface RatingInput {
  cards: readonly PoolCard[];
  /** Card c placed in the squad (in position or not), times coef. */
  placed: (card: number, coef: number) => Term[];
  /** Cards in the squad whatever the program decides: constants. */
  locked: readonly ConstantCard[];
  /** The best rating any squad of the program can reach, a valid bound that tightens the relaxation. */
  ratingReach: number | null;
  /** A cap on the squad rating (the other direction of the formula). */
  maxSquadRating?: number | undefined;
}

/** Adds the squad's EA rating, integer column `R`, with `T` the sum of the ratings. */
export const addRating = (program: ProgramText, input: RatingInput): void => {
  const { cards, placed, locked } = input;
  const { columns, binaries, generals, bounds, rows } = program;
  const ratings = cards.map((card) => card.overall);
  const constantT = locked.reduce((sum, lock) => sum + lock.card.overall, 0);
  const tMin = constantT + (ELEVEN - locked.length) * Math.min(MAX_RATING, ...ratings, MAX_RATING);
  const tMax = constantT + (ELEVEN - locked.length) * Math.max(1, ...ratings, 1);
  columns.push('T');
  rows.push(
    ` total: ${expr([{ name: 'T', coef: 1 }, ...cards.flatMap((card, c) => placed(c, -card.overall))])} = ${constantT}`,
  );
  bounds.push(` ${fmt(tMin)} <= T <= ${fmt(tMax)}`);
  // f_v: how many of the top m players are rated v, at most the placed players rated v (an aggregate
  // per rating value, so the rating part has ~50 columns, not one per card).
  const fTerms: Term[] = [];
  const fRating: Term[] = [];
  const byRating = new Map<number, { constant: number; cards: number[] }>();
  const ratingEntry = (overall: number) => {
    let entry = byRating.get(overall);
    if (!entry) {
      entry = { constant: 0, cards: [] };
      byRating.set(overall, entry);
    }
    return entry;
  };
  for (const lock of locked) ratingEntry(lock.card.overall).constant += 1;
  cards.forEach((card, c) => ratingEntry(card.overall).cards.push(c));
  for (const [overall, entry] of byRating) {
    const name = `fr${overall}`;
    columns.push(name);
    rows.push(
      ` fx_${name}: ${expr([{ name, coef: 1 }, ...entry.cards.flatMap((c) => placed(c, -1))])} <= ${entry.constant}`,
    );
    fTerms.push({ name, coef: 1 });
    fRating.push({ name, coef: ELEVEN * overall });
  }
  const phi: string[] = [];
  const tau: string[] = [];
  for (let m = 0; m < ELEVEN; m += 1) {
    phi.push(`phi${m}`);
    tau.push(`tau${m}`);
  }
  columns.push(...phi, ...tau.slice(1), 'R');
  binaries.push(...phi);
  generals.push('R');
  rows.push(` phisum: ${expr(phi.map((name) => ({ name, coef: 1 })))} = 1`);
  rows.push(
    ` fsum: ${expr([...fTerms, ...phi.map((name, m) => ({ name, coef: -m }))].filter((t) => t.coef !== 0))} = 0`,
  );
  phi.forEach((name, m) => {
    if (m === 0) return;
    // τ_m ≥ T − tMax·(1 − φ_m), τ_m ≥ tMin·φ_m
    rows.push(
      ` tau_hi${m}: ${expr([
        { name: tau[m]!, coef: 1 },
        { name: 'T', coef: -1 },
        { name, coef: -tMax },
      ])} >= ${-tMax}`,
    );
    rows.push(
      ` tau_lo${m}: ${expr([
        { name: tau[m]!, coef: 1 },
        { name, coef: -tMin },
      ])} >= 0`,
    );
  });
  // 242·R ≤ 2·(11·T + 11·Σ r f − Σ m τ_m) + 11
  rows.push(
    ` rating: ${expr([
      { name: 'R', coef: 2 * ELEVEN * ELEVEN },
      { name: 'T', coef: -2 * ELEVEN },
      ...fRating.map((t) => ({ ...t, coef: -2 * t.coef })),
      ...tau.slice(1).map((name, index) => ({ name, coef: 2 * (index + 1) })),
    ])} <= ${ELEVEN}`,
  );
  // Valid bounds that tighten the relaxation (fixed formation): the rating of the best card per empty
  // slot (ignoring chemistry, budget and distinct base players) and the cost of the cheapest per slot.
  bounds.push(` R <= ${input.ratingReach !== null ? Math.min(MAX_RATING, input.ratingReach) : MAX_RATING}`);
  if (input.maxSquadRating !== undefined) {
    // The game's 11(T+E) from below: e_c ≥ 11·r·X_c − T. Rating ≤ cap ⇔ 11(T+E) ≤ 121·cap + 115.
    const eTerms: Term[] = [];
    locked.forEach((lock) => {
      const name = `uL${lock.key}`;
      columns.push(name);
      rows.push(
        ` ex_${name}: ${expr([
          { name, coef: 1 },
          { name: 'T', coef: 1 },
        ])} >= ${ELEVEN * lock.card.overall}`,
      );
      eTerms.push({ name, coef: 1 });
    });
    cards.forEach((card, c) => {
      const name = `u${c}`;
      columns.push(name);
      rows.push(
        ` ex_${name}: ${expr([{ name, coef: 1 }, { name: 'T', coef: 1 }, ...placed(c, -ELEVEN * card.overall)])} >= 0`,
      );
      eTerms.push({ name, coef: 1 });
    });
    rows.push(
      ` ratingcap: ${expr([{ name: 'T', coef: ELEVEN }, ...eTerms])} <= ${ELEVEN * ELEVEN * input.maxSquadRating + 115}`,
    );
  }
};
