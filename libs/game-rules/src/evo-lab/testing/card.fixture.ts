import fc from 'fast-check';
import { ATTRIBUTE_FIELDS, FACE_STAT_FIELDS } from '../../card/card-fields.js';
import type { Attributes, Card, FaceStats } from '../../card/card.types.js';
import { POSITION, POSITION_IDS } from '../../constants/positions.js';

const all = <F extends string>(fields: readonly F[], value: number): Record<F, number> =>
  Object.fromEntries(fields.map((field) => [field, value])) as Record<F, number>;

/**
 * A striker with real FC 26 ids (shared/data/fc26-fut-club-futgg/maps.json): playstyles 0 Finesse Shot
 * and 17 Rapid, playstyle+ 2 Power Shot, role+ 42 ST Poacher, role++ 141 ST Advanced Forward.
 */
export const striker = (overrides: Partial<Card> = {}): Card => ({
  ...(all(ATTRIBUTE_FIELDS, 80) as Attributes),
  ...(all(FACE_STAT_FIELDS, 80) as FaceStats),
  overall: 84,
  position: POSITION.ST,
  alternativePositionIds: [POSITION.CF],
  foot: 1,
  weakFoot: 4,
  skillMoves: 4,
  attackingWorkrate: 3,
  defensiveWorkrate: 1,
  rarityEaId: 3,
  clubEaId: 10,
  leagueEaId: 13,
  nationEaId: 14,
  playstyles: [0, 17],
  playstylesPlus: [2],
  rolesPlus: [42],
  rolesPlusPlus: [141],
  ...overrides,
});

const playstyleId = fc.integer({ min: 0, max: 39 });
const roleId = fc.integer({ min: 1, max: 49 });

/** A card the edit rules could have produced: every list within its limits, no id in two lists. */
export const validCardArbitrary: fc.Arbitrary<Card> = fc
  .tuple(
    fc.constantFrom(...POSITION_IDS),
    fc.uniqueArray(fc.constantFrom(...POSITION_IDS), { maxLength: 4 }),
    fc.uniqueArray(fc.tuple(playstyleId, fc.boolean()), { selector: ([id]) => id, maxLength: 8 }),
    fc.uniqueArray(fc.tuple(roleId, fc.boolean()), { selector: ([id]) => id, maxLength: 5 }),
  )
  .map(([position, alternatives, playstyles, roles]) =>
    striker({
      position,
      alternativePositionIds: alternatives.filter((id) => id !== position).slice(0, 3),
      playstyles: playstyles.filter(([, isPlus]) => !isPlus).map(([id]) => id),
      playstylesPlus: playstyles
        .filter(([, isPlus]) => isPlus)
        .map(([id]) => id)
        .slice(0, 4),
      rolesPlus: roles.filter(([, isPlusPlus]) => !isPlusPlus).map(([id]) => id),
      rolesPlusPlus: roles.filter(([, isPlusPlus]) => isPlusPlus).map(([id]) => id + 100),
    }),
  );
