import {
  POSITION,
  type EvolutionRequirements,
  type NumericUpgradeType,
  type PositionName,
  type Upgrade,
} from '@futgg/game-rules';
import { PLAYSTYLES } from '../../reference/playstyles.js';
import { RARITY } from '../../reference/rarities.js';
import { ROLES_TABLE } from '../../reference/roles.js';

/**
 * One evolution of the default season before the seed places it in time: what it asks and what it gives.
 * The season's generator adds the id, the dates, the costs' amounts and the repeatability.
 */
export interface EvolutionTemplate {
  name: string;
  description: string;
  requirements: EvolutionRequirements;
  /** One to four levels, each the upgrades EA shows for it. */
  levels: Upgrade[][];
  /** Never ends, like EA's "Intro to Evolutions". */
  isPermanent?: boolean;
  /** Free unless it says otherwise; the seed picks the amount. */
  price?: 'coins' | 'points';
}

// Requirements most of EA's evolutions carry: no icons, heroes or other evolutions' cards.
export const SPECIAL_RARITIES = [RARITY.ICON, RARITY.MID_ICON, RARITY.PRIME_ICON, RARITY.HERO];

/** A number upgrade: +`value`, never past `maxValue`. */
export const raise = (type: NumericUpgradeType, value: number, maxValue: number): Upgrade => ({
  type,
  value,
  maxValue,
});

const playstyleIdOf = (name: string): number => {
  const playstyle = PLAYSTYLES.find((row) => row.name === name);
  if (!playstyle) throw new RangeError(`no PlayStyle named ${name}`);
  return playstyle.id;
};

export const playstyle = (name: string): Upgrade => ({ type: 'playstyles', value: playstyleIdOf(name) });
export const playstylePlus = (name: string): Upgrade => ({
  type: 'playstylesPlus',
  value: playstyleIdOf(name),
});
export const position = (name: PositionName): Upgrade => ({
  type: 'alternativePositionIds',
  value: POSITION[name],
});
export const rarity = (eaId: typeof RARITY.EVOLUTION | typeof RARITY.EVOLUTION_RARE): Upgrade => ({
  type: 'rarityEaId',
  value: eaId,
});

const roleOf = (positionName: PositionName, name: string) => {
  const role = ROLES_TABLE.find(
    (row) => row.isPlus && row.positionName === positionName && row.name === name,
  );
  if (!role) throw new RangeError(`no role ${name} at ${positionName}`);
  return role;
};

export const rolePlus = (positionName: PositionName, name: string): Upgrade => ({
  type: 'rolesPlus',
  value: roleOf(positionName, name).eaId,
});
export const rolePlusPlus = (positionName: PositionName, name: string): Upgrade => ({
  type: 'rolesPlusPlus',
  value: roleOf(positionName, name).plusPlusEaId!,
});

export const positionsOf = (...names: PositionName[]): number[] => names.map((name) => POSITION[name]);
