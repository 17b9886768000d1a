/**
 * Chemistry cores: the quick way to a first squad under a chemistry requirement, shared by the auto-builder
 * and the SBC solver. Players of one league or nation, 8 or more of them in position, each earn 3 chemistry
 * (the group reaches its top step; icons and heroes earn 3 in position anyway), whatever the rest of the
 * squad does: so ⌈C/3⌉ of them (at least 8) meet a chemistry minimum C with no chemistry rows at all.
 */
import type { PoolCard } from './auto-build-model.js';

/** At least `count` in-position players the `members` test accepts. */
export interface ChemistryCore {
  members: (card: PoolCard) => boolean;
  count: number;
}

/** Players a core needs for a chemistry minimum. */
export const coreSize = (minChemistry: number): number => Math.max(8, Math.ceil(minChemistry / 3));

/** A league or a nation whose players may form a core. */
export interface CoreGroup {
  field: 'leagueEaId' | 'nationEaId';
  id: number;
}

/** The member test of a group's core. */
const coreMembers =
  ({ field, id }: CoreGroup) =>
  (card: PoolCard): boolean =>
    card[field] === id;

/**
 * The leagues and nations most present among `cards` (the most promising ones), as member tests: the
 * groups whose cores most likely hold a cheap squad. A group `fits` refuses (a caller's rules leave its
 * core no room) is passed over for the next most present.
 */
export const commonestGroups = (
  cards: readonly PoolCard[],
  groups: { league: number; nation: number },
  fits: (group: CoreGroup) => boolean = () => true,
): ((card: PoolCard) => boolean)[] => {
  const top = (field: CoreGroup['field'], count: number) => {
    const counts = new Map<number, number>();
    for (const card of cards) counts.set(card[field], (counts.get(card[field]) ?? 0) + 1);
    return [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([id]) => ({ field, id }))
      .filter(fits)
      .slice(0, count);
  };
  return [...top('leagueEaId', groups.league), ...top('nationEaId', groups.nation)].map(coreMembers);
};
