import type { CoreData, Upgrade } from '@futgg/contracts';
import { rarityOf } from '../../../lib/core-data';
import { fieldLabel, positionLabel } from './field-labels';

export const playstyleName = (coreData: CoreData | undefined, id: number): string =>
  coreData?.playstyles[String(id)]?.name ?? `PlayStyle ${id}`;

/** A role by the id a card carries (role+ id, or role++ id = role+ id + 100): "Poacher (ST)". */
export const roleName = (coreData: CoreData | undefined, id: number): string => {
  const role = coreData?.roles[String(id)];
  return role ? `${role.name} (${role.positionName})` : `Role ${id}`;
};

/** One upgrade as the game words it: "+3 Pace (max 90)", "PlayStyle+ Finesse Shot", "Rarity: Evolution". */
export const upgradeText = (upgrade: Upgrade, coreData: CoreData | undefined): string => {
  switch (upgrade.type) {
    case 'playstyles':
      return `PlayStyle ${playstyleName(coreData, upgrade.value)}`;
    case 'playstylesPlus':
      return `PlayStyle+ ${playstyleName(coreData, upgrade.value)}`;
    case 'rolesPlus':
      return `Role+ ${roleName(coreData, upgrade.value)}`;
    case 'rolesPlusPlus':
      return `Role++ ${roleName(coreData, upgrade.value)}`;
    case 'alternativePositionIds':
      return `New position ${positionLabel(upgrade.value)}`;
    case 'rarityEaId':
      return `Rarity: ${rarityOf(coreData, upgrade.value).name}`;
    default: {
      const cap =
        upgrade.maxValue === null || upgrade.maxValue === undefined ? '' : ` (max ${upgrade.maxValue})`;
      const stars = upgrade.type === 'weakFoot' || upgrade.type === 'skillMoves' ? '★' : '';
      return `+${upgrade.value}${stars} ${fieldLabel(upgrade.type)}${cap}`;
    }
  }
};

const NUMERIC_SHORT: Record<string, string> = { overall: 'OVR', weakFoot: 'WF★', skillMoves: 'SM★' };

/**
 * An evolution's upgrades over all its levels in one line: numbers summed per stat ("+4 OVR", "+6 Pace"),
 * then what it adds ("PlayStyle+ Rapid"). Caps are left out: the preview lists each level in full.
 */
export const keyUpgradesOf = (
  levels: readonly { upgrades: readonly Upgrade[] }[],
  coreData: CoreData | undefined,
): string[] => {
  const totals = new Map<string, number>();
  const named: string[] = [];
  for (const { upgrades } of levels) {
    for (const upgrade of upgrades) {
      if (
        typeof upgrade.type === 'string' &&
        /^(overall|weakFoot|skillMoves|face|gkFace|attribute)/.test(upgrade.type)
      ) {
        totals.set(upgrade.type, (totals.get(upgrade.type) ?? 0) + upgrade.value);
      } else {
        const words = upgradeText(upgrade, coreData);
        if (!named.includes(words)) named.push(words);
      }
    }
  }
  const rank = (type: string) =>
    type === 'overall' ? 0 : /^(face|gkFace)/.test(type) ? 1 : type in NUMERIC_SHORT ? 2 : 3;
  const numeric = [...totals]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([type, value]) => `+${value} ${NUMERIC_SHORT[type] ?? fieldLabel(type)}`);
  return [...numeric, ...named];
};
