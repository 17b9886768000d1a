import { searchNameOf } from '@futgg/contracts';
import { generateGameData, type PlayerItemRow } from '@futgg/game-data';

// A believable card to start from (the generator's first regular player: every field valid), copied for
// each new row; ids count up so rows made in one suite never collide.
const TEMPLATE: PlayerItemRow = generateGameData({ seed: 1, players: 40 }).playerItems.at(-1)!;
let nextEaId = 900_000_001;

/**
 * A player item row with sensible defaults: a fresh eaId (its own base player unless given), the rest
 * from a generated regular card, then `overrides`. The search key follows the names given.
 */
export const newPlayerItem = (overrides: Partial<PlayerItemRow> = {}): PlayerItemRow => {
  const eaId = overrides.eaId ?? nextEaId++;
  const names = {
    commonName: overrides.commonName ?? TEMPLATE.commonName,
    firstName: overrides.firstName ?? TEMPLATE.firstName,
    lastName: overrides.lastName ?? TEMPLATE.lastName,
  };
  return { ...TEMPLATE, basePlayerEaId: eaId, searchName: searchNameOf(names), ...overrides, eaId };
};
