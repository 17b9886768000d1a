/**
 * SBC requirements, version 1 (docs/objectives-and-sbcs.md), and a pure checker: each rule of a
 * challenge → pass or fail with a message naming what the squad has and what the rule wants. The
 * contracts' zod schema (libs/contracts/src/content/sbc.schemas.ts) reads the same shape off the wire.
 */

export type SbcCountScope = 'league' | 'club' | 'nation' | 'rarity' | 'quality';
export type SbcGroupScope = 'league' | 'club' | 'nation';
export type QualityTier = 'bronze' | 'silver' | 'gold';

export type SbcRuleV1 =
  | { type: 'squadRatingMin'; value: number }
  | { type: 'teamChemistryMin'; value: number }
  | {
      type: 'playerCount';
      scope: SbcCountScope;
      ids?: number[];
      tiers?: QualityTier[];
      min?: number;
      max?: number;
    }
  | { type: 'sameCount'; scope: SbcGroupScope; min?: number; max?: number }
  | { type: 'differentCount'; scope: SbcGroupScope; min?: number; max?: number }
  | { type: 'playerRatingMin'; value: number; count?: number }
  | { type: 'formation'; formationIds: string[] }
  | { type: 'playerTotal'; value: number };

export interface SbcRequirementsV1 {
  version: 1;
  rules: SbcRuleV1[];
}

/** A field player as the checker sees him. */
export interface SbcSquadPlayer {
  eaId: number;
  rating: number;
  leagueEaId: number;
  clubEaId: number;
  nationEaId: number;
  rarityEaId: number;
}

export interface SbcSquad {
  formationId: string;
  /** The squad's rating and team chemistry as game-rules computes them for the whole squad. */
  rating: number;
  chemistry: number;
  /** Field players only (empty slots left out). */
  players: SbcSquadPlayer[];
}

export interface SbcRuleResult {
  index: number;
  type: SbcRuleV1['type'];
  passed: boolean;
  message: string;
}

export interface SbcCheck {
  passed: boolean;
  results: SbcRuleResult[];
  /** The failed rules' messages, in rule order. */
  violations: string[];
}

/** The quality tier of a card by its overall: bronze below 65, silver 65–74, gold 75 and above. */
export const qualityTierOf = (rating: number): QualityTier =>
  rating >= 75 ? 'gold' : rating >= 65 ? 'silver' : 'bronze';

/** The card field each count scope reads (quality is read off the overall). */
export const SBC_SCOPE_FIELD = {
  league: 'leagueEaId',
  club: 'clubEaId',
  nation: 'nationEaId',
  rarity: 'rarityEaId',
} as const;
const SCOPE_NOUN = {
  league: 'league',
  club: 'club',
  nation: 'nation',
  rarity: 'rarity',
  quality: 'quality',
} as const;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Whether `actual` lies within the rule's bounds, and the words for them. */
const withinBounds = (actual: number, rule: { min?: number; max?: number }) =>
  (rule.min === undefined || actual >= rule.min) && (rule.max === undefined || actual <= rule.max);
const boundsText = (rule: { min?: number; max?: number }) =>
  rule.min !== undefined && rule.max !== undefined
    ? rule.min === rule.max
      ? `exactly ${rule.min}`
      : `${rule.min} to ${rule.max}`
    : rule.min !== undefined
      ? `min ${rule.min}`
      : `max ${rule.max}`;

const matchesCount = (player: SbcSquadPlayer, rule: Extract<SbcRuleV1, { type: 'playerCount' }>) => {
  if (rule.scope === 'quality') return (rule.tiers ?? []).includes(qualityTierOf(player.rating));
  return (rule.ids ?? []).includes(player[SBC_SCOPE_FIELD[rule.scope]]);
};

const groupSizes = (players: SbcSquadPlayer[], scope: SbcGroupScope): number[] => {
  const counts = new Map<number, number>();
  for (const player of players) {
    const key = player[SBC_SCOPE_FIELD[scope]];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.values()];
};

/** A rule in words, as the challenge page lists it (the checker adds what the squad has). */
export const describeSbcRule = (rule: SbcRuleV1): string => {
  switch (rule.type) {
    case 'squadRatingMin':
      return `Squad rating: min ${rule.value}`;
    case 'teamChemistryMin':
      return `Team chemistry: min ${rule.value}`;
    case 'playerCount': {
      const which = rule.scope === 'quality' ? (rule.tiers ?? []).join('/') : (rule.ids ?? []).join(', ');
      return `Players from ${SCOPE_NOUN[rule.scope]} ${which}: ${boundsText(rule)}`;
    }
    case 'sameCount':
      return `Players from the same ${rule.scope}: ${boundsText(rule)}`;
    case 'differentCount':
      return `Different ${rule.scope}s: ${boundsText(rule)}`;
    case 'playerRatingMin':
      return rule.count === undefined
        ? `Every player rated ${rule.value}+`
        : `Players rated ${rule.value}+: min ${rule.count}`;
    case 'formation':
      return `Formation: ${rule.formationIds.join(' or ')}`;
    case 'playerTotal':
      return `Number of players in the squad: ${rule.value}`;
  }
};

/** One rule against one squad. */
export const checkSbcRule = (rule: SbcRuleV1, squad: SbcSquad, index = 0): SbcRuleResult => {
  const result = (passed: boolean, has: string): SbcRuleResult => ({
    index,
    type: rule.type,
    passed,
    message: `${describeSbcRule(rule)} (${has})`,
  });
  const players = squad.players;
  switch (rule.type) {
    case 'squadRatingMin':
      return result(squad.rating >= rule.value, `squad has ${squad.rating}`);
    case 'teamChemistryMin':
      return result(squad.chemistry >= rule.value, `squad has ${squad.chemistry}`);
    case 'playerCount': {
      const actual = players.filter((player) => matchesCount(player, rule)).length;
      return result(withinBounds(actual, rule), `squad has ${actual}`);
    }
    case 'sameCount': {
      const largest = Math.max(0, ...groupSizes(players, rule.scope));
      return result(withinBounds(largest, rule), `squad has ${largest}`);
    }
    case 'differentCount': {
      const distinct = groupSizes(players, rule.scope).length;
      return result(withinBounds(distinct, rule), `squad has ${distinct}`);
    }
    case 'playerRatingMin': {
      const rated = players.filter((player) => player.rating >= rule.value).length;
      if (rule.count === undefined) {
        const passed = players.length > 0 && rated === players.length;
        return result(passed, `${plural(players.length - rated, 'player')} below`);
      }
      return result(rated >= rule.count, `squad has ${rated}`);
    }
    case 'formation':
      return result(rule.formationIds.includes(squad.formationId), `squad plays ${squad.formationId}`);
    case 'playerTotal':
      return result(players.length >= rule.value, `squad has ${players.length}`);
  }
};

/** Every rule of a challenge against one squad. */
export const checkSbcRequirements = (requirements: SbcRequirementsV1, squad: SbcSquad): SbcCheck => {
  if (requirements.version !== 1)
    throw new Error(`unknown SBC requirements version ${String(requirements.version)}`);
  const results = requirements.rules.map((rule, index) => checkSbcRule(rule, squad, index));
  const violations = results.filter((item) => !item.passed).map((item) => item.message);
  return { passed: violations.length === 0, results, violations };
};

/** The per-player rules a single card must meet to help (rating minimum for every player, quality tiers when all 11 must be of them). */
export const cardMeetsPlayerRules = (requirements: SbcRequirementsV1, rating: number): boolean =>
  requirements.rules.every((rule) => {
    if (rule.type === 'playerRatingMin' && rule.count === undefined) return rating >= rule.value;
    if (
      rule.type === 'playerCount' &&
      rule.scope === 'quality' &&
      (rule.min ?? 0) >= playersNeeded(requirements)
    )
      return (rule.tiers ?? []).includes(qualityTierOf(rating));
    return true;
  });

/** How many players a challenge's squad holds (its playerTotal rule, 11 by default). */
export const playersNeeded = (requirements: SbcRequirementsV1): number =>
  requirements.rules.find((rule) => rule.type === 'playerTotal')?.value ?? 11;

/**
 * The cost estimate heuristic (docs/objectives-and-sbcs.md): an estimate, not an optimum (the exact
 * solver is issue 23). Fill the squad's slots with the cheapest priced cards meeting the per-player
 * rules; when a squad rating minimum is set, replace the cheapest slots with the cheapest cards of the
 * lowest rating whose average reaches it (every player at `ceil(min)` gives a rating ≥ min, since the
 * squad rating rounds the average up from its cards' overalls). `cards` are (rating, price) of priced cards.
 */
export const estimateSbcCost = (
  requirements: SbcRequirementsV1,
  cards: ReadonlyArray<{ rating: number; price: number }>,
): number | null => {
  const needed = playersNeeded(requirements);
  const ratingMin = requirements.rules.find((rule) => rule.type === 'squadRatingMin')?.value ?? 0;
  const countRated = requirements.rules
    .filter(
      (rule): rule is Extract<SbcRuleV1, { type: 'playerRatingMin' }> => rule.type === 'playerRatingMin',
    )
    .filter((rule) => rule.count !== undefined);
  const pool = cards
    .filter((card) => cardMeetsPlayerRules(requirements, card.rating))
    .slice()
    .sort((a, b) => a.price - b.price);
  const taken = new Set<number>();
  const take = (rating: number, count: number): number | null => {
    let sum = 0;
    let found = 0;
    for (let index = 0; index < pool.length && found < count; index += 1) {
      const card = pool[index];
      if (card === undefined) break;
      if (taken.has(index) || card.rating < rating) continue;
      taken.add(index);
      sum += card.price;
      found += 1;
    }
    return found === count ? sum : null;
  };
  // Slots demanded by "N players rated X+" rules (highest first), then the rest at the rating floor.
  let total = 0;
  let used = 0;
  for (const rule of [...countRated].sort((a, b) => b.value - a.value)) {
    const count = Math.min(rule.count ?? 0, needed);
    const cost = take(rule.value, count);
    if (cost === null) return null;
    total += cost;
    used += count;
  }
  const rest = take(Math.max(ratingMin, 0), Math.max(0, needed - used));
  return rest === null ? null : total + rest;
};
