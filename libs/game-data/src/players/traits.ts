import { POSITION, WORKRATE } from '@futgg/game-rules';
import {
  POSITION_MODELS,
  WEAK_FOOT_WEIGHTS,
  playstyleCountsFor,
  positionModelOf,
} from '../calibration/position-model.js';
import type { Random } from '../random.js';
import { isGoalkeeperPlaystyle } from '../reference/playstyles.js';
import { PLUS_PLUS_OFFSET, ROLE_PLUS_IDS_BY_POSITION } from '../reference/roles.js';

export const POSITION_WEIGHTS: readonly (readonly [number, number])[] = [...POSITION_MODELS].map(
  ([position, model]) => [position, model.share] as const,
);

export const drawPosition = (random: Random): number => random.weighted(POSITION_WEIGHTS);

export const drawAlternativePositions = (random: Random, position: number): number[] => {
  const model = positionModelOf(position);
  const count = random.weightedIndex(model.alternativeCounts);
  const candidates = model.alternatives.filter(([id]) => id !== position);
  return random.sampleWeighted(candidates, count);
};

export const drawFoot = (random: Random, position: number): number =>
  random.chance(positionModelOf(position).leftFootShare) ? 2 : 1;

export const drawWeakFoot = (random: Random): number => random.weighted(WEAK_FOOT_WEIGHTS);

/** Skill moves by position (FC 25 histogram), one more star now and then for the best players. */
export const drawSkillMoves = (random: Random, position: number, overall: number): number => {
  const stars = random.weightedIndex(positionModelOf(position).skillMoves) + 1;
  return position !== POSITION.GK && overall >= 84 && stars < 5 && random.chance(0.35) ? stars + 1 : stars;
};

export const drawHeight = (random: Random, position: number): number => {
  const [mean, sd] = positionModelOf(position).height;
  return Math.round(Math.min(206, Math.max(155, random.normal(mean, sd))));
};

// Work rates are not in the FC 25 export: attackers mostly high/low or high/medium, defenders the
// reverse, midfielders medium/medium (the game's usual pattern); our assumption.
const WORKRATES: Readonly<
  Record<'attack' | 'midfield' | 'defence' | 'keeper', readonly (readonly [[number, number], number])[]>
> = {
  attack: [
    [[WORKRATE.HIGH, WORKRATE.LOW], 3],
    [[WORKRATE.HIGH, WORKRATE.MEDIUM], 4],
    [[WORKRATE.MEDIUM, WORKRATE.MEDIUM], 3],
    [[WORKRATE.MEDIUM, WORKRATE.LOW], 1],
  ],
  midfield: [
    [[WORKRATE.MEDIUM, WORKRATE.MEDIUM], 5],
    [[WORKRATE.HIGH, WORKRATE.MEDIUM], 2],
    [[WORKRATE.MEDIUM, WORKRATE.HIGH], 2],
    [[WORKRATE.HIGH, WORKRATE.HIGH], 1],
  ],
  defence: [
    [[WORKRATE.MEDIUM, WORKRATE.HIGH], 3],
    [[WORKRATE.LOW, WORKRATE.HIGH], 2],
    [[WORKRATE.MEDIUM, WORKRATE.MEDIUM], 4],
    [[WORKRATE.HIGH, WORKRATE.MEDIUM], 1],
  ],
  keeper: [[[WORKRATE.MEDIUM, WORKRATE.MEDIUM], 1]],
};

const lineOf = (position: number): keyof typeof WORKRATES => {
  if (position === POSITION.GK) return 'keeper';
  if (position <= POSITION.LWB) return 'defence';
  if (position <= POSITION.CAM) return 'midfield';
  return 'attack';
};

export const drawWorkrates = (random: Random, position: number): [attacking: number, defensive: number] => {
  const [attacking, defensive] = random.weighted(WORKRATES[lineOf(position)]);
  return [attacking, defensive];
};

/** A count around `mean`: Poisson by Knuth's method (means here are below 5). */
const poisson = (random: Random, mean: number): number => {
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random.next();
  while (product > limit) {
    count += 1;
    product *= random.next();
  }
  return count;
};

export interface PlaystyleDraw {
  playstyles: number[];
  playstylesPlus: number[];
}

/**
 * PlayStyles of a card: how many from the FC 25 mean for its overall band (plus `extra` for promo
 * versions), which ones by their frequency at the position; PlayStyles+ are drawn among the position's
 * PlayStyle+ frequencies and never also listed as plain PlayStyles.
 */
export const drawPlaystyles = (
  random: Random,
  position: number,
  overall: number,
  extra = 0,
): PlaystyleDraw => {
  const model = positionModelOf(position);
  const [meanCount, meanPlus] = playstyleCountsFor(overall);
  const plusCount = Math.min(3, poisson(random, meanPlus + extra * 0.4));
  const count = Math.min(9, Math.max(plusCount, poisson(random, meanCount + extra)));
  const fits = (id: number) =>
    isGoalkeeperPlaystyle(id) === (position === POSITION.GK) || id === 26 || id === 7;
  const plusCandidates =
    model.playstylePlusWeights.length > 0 ? model.playstylePlusWeights : model.playstyleWeights;
  const playstylesPlus = random.sampleWeighted(
    plusCandidates.filter(([id]) => fits(id)),
    plusCount,
  );
  const plain = model.playstyleWeights.filter(([id]) => fits(id) && !playstylesPlus.includes(id));
  const playstyles = random.sampleWeighted(plain, count - playstylesPlus.length);
  return {
    playstyles: playstyles.sort((a, b) => a - b),
    playstylesPlus: playstylesPlus.sort((a, b) => a - b),
  };
};

export interface RoleDraw {
  rolesPlus: number[];
  rolesPlusPlus: number[];
}

/** Role familiarity grows with the overall; roles come from the card's own position only. */
export const drawRoles = (random: Random, position: number, overall: number, extra = 0): RoleDraw => {
  const ids = ROLE_PLUS_IDS_BY_POSITION.get(position) ?? [];
  const strength = Math.max(0, (overall - 68) / 8) + extra;
  const familiar = Math.min(ids.length, poisson(random, strength));
  const chosen = random.sampleWeighted(
    ids.map((id) => [id, 1] as const),
    familiar,
  );
  const plusPlusCount = Math.min(chosen.length, poisson(random, Math.max(0, (overall - 82) / 6) + extra / 2));
  const rolesPlusPlus = chosen.slice(0, plusPlusCount).map((id) => id + PLUS_PLUS_OFFSET);
  const rolesPlus = chosen.slice(plusPlusCount);
  return { rolesPlus: rolesPlus.sort((a, b) => a - b), rolesPlusPlus: rolesPlusPlus.sort((a, b) => a - b) };
};
