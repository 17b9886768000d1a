import { POSITION, type PositionName } from '@futgg/game-rules';
import type { RoleRow } from '../game-data.types.js';

// FC 26 player roles (maps.json `rolesPlus`): EA's role ids 1–49 are the ids a card's `rolesPlus` list
// carries, `rolesPlusPlus` carries id + 100 (maps.json `rolesPlusPlus`). `id` is fut.gg's own role id
// (maps.json `role`), the same for the three rows of one role.
const ROLES: readonly (readonly [eaId: number, futggId: number, positionName: PositionName, name: string])[] =
  [
    [1, 1, 'GK', 'Goalkeeper'],
    [2, 2, 'GK', 'Sweeper Keeper'],
    [45, 71, 'GK', 'Ball Playing Keeper'],
    [3, 6, 'RB', 'Fullback'],
    [4, 7, 'RB', 'Falseback'],
    [5, 8, 'RB', 'Wingback'],
    [6, 9, 'RB', 'Attacking Wingback'],
    [46, 74, 'RB', 'Inverted Wingback'],
    [7, 10, 'LB', 'Fullback'],
    [8, 11, 'LB', 'Falseback'],
    [9, 12, 'LB', 'Wingback'],
    [10, 13, 'LB', 'Attacking Wingback'],
    [47, 73, 'LB', 'Inverted Wingback'],
    [11, 4, 'CB', 'Defender'],
    [12, 5, 'CB', 'Stopper'],
    [13, 3, 'CB', 'Ball-Playing Defender'],
    [48, 72, 'CB', 'Wide Back'],
    [14, 14, 'CDM', 'Holding'],
    [15, 17, 'CDM', 'Centre-Half'],
    [16, 15, 'CDM', 'Deep-Lying Playmaker'],
    [17, 16, 'CDM', 'Wide Half'],
    [49, 75, 'CDM', 'Box Crasher'],
    [18, 27, 'CM', 'Box to Box'],
    [19, 23, 'CM', 'Holding'],
    [20, 24, 'CM', 'Deep-Lying Playmaker'],
    [21, 25, 'CM', 'Playmaker'],
    [22, 26, 'CM', 'Half-Winger'],
    [23, 45, 'RM', 'Winger'],
    [24, 46, 'RM', 'Wide Midfielder'],
    [25, 47, 'RM', 'Wide Playmaker'],
    [26, 48, 'RM', 'Inside Forward'],
    [27, 49, 'LM', 'Winger'],
    [28, 50, 'LM', 'Wide Midfielder'],
    [29, 51, 'LM', 'Wide Playmaker'],
    [30, 52, 'LM', 'Inside Forward'],
    [31, 37, 'CAM', 'Playmaker'],
    [32, 40, 'CAM', 'Shadow Striker'],
    [33, 38, 'CAM', 'Half Winger'],
    [34, 39, 'CAM', 'Classic 10'],
    [35, 54, 'RW', 'Winger'],
    [36, 53, 'RW', 'Inside Forward'],
    [37, 55, 'RW', 'Wide Playmaker'],
    [38, 57, 'LW', 'Winger'],
    [39, 56, 'LW', 'Inside Forward'],
    [40, 58, 'LW', 'Wide Playmaker'],
    [41, 63, 'ST', 'Advanced Forward'],
    [42, 65, 'ST', 'Poacher'],
    [43, 66, 'ST', 'False 9'],
    [44, 64, 'ST', 'Target Forward'],
  ];

export const PLUS_PLUS_OFFSET = 100;
// The base role (no familiarity) is never on a card; its row needs an id of its own, so we put it above
// the ++ range. Ours, not EA's.
export const BASE_ROLE_OFFSET = 200;

/** Role ids a card of this position may carry in `rolesPlus` (add PLUS_PLUS_OFFSET for `rolesPlusPlus`). */
export const ROLE_PLUS_IDS_BY_POSITION: ReadonlyMap<number, readonly number[]> = ROLES.reduce(
  (byPosition, [eaId, , positionName]) => {
    const position = POSITION[positionName];
    byPosition.set(position, [...(byPosition.get(position) ?? []), eaId]);
    return byPosition;
  },
  new Map<number, number[]>(),
);

export const ROLES_TABLE: readonly RoleRow[] = ROLES.flatMap(([eaId, id, positionName, name]) => {
  const common = {
    id,
    name,
    position: POSITION[positionName],
    positionName,
    plusEaId: eaId,
    plusPlusEaId: eaId + PLUS_PLUS_OFFSET,
    focus: [],
  };
  return [
    { ...common, eaId: eaId + BASE_ROLE_OFFSET, isPlus: false, isPlusPlus: false, isBase: true },
    { ...common, eaId, isPlus: true, isPlusPlus: false, isBase: false },
    { ...common, eaId: eaId + PLUS_PLUS_OFFSET, isPlus: false, isPlusPlus: true, isBase: false },
  ];
});
