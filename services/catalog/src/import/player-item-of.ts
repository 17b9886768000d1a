import { searchNameOf } from '@futgg/contracts';
import { fc25PlaystyleId, ROLES_TABLE } from '@futgg/game-data';
import {
  ATTRIBUTE_FIELDS,
  FACE_STAT_FIELDS,
  faceStatValue,
  GK_ATTRIBUTE_FIELDS,
  GK_FACE_STAT_FIELDS,
  OUTFIELD_ATTRIBUTE_FIELDS,
  POSITION,
} from '@futgg/game-rules';
import { nameKeyOf, RowProblem, type SourceCard } from './source-card.js';

/** The references a card points at, resolved (reference-resolver.ts). */
export interface ResolvedReferences {
  rarityEaId: number;
  clubEaId: number;
  leagueEaId: number;
  nationEaId: number;
}

/** Names a card's list fields gave that our vocabulary has no id for: counted, not fatal. */
export type UnknownNames = Map<string, number>;

// PlayStyle names as fut.gg's ids (our vocabulary); FC 25's goalkeeper names without "GK" included.
const playstyleIdOf = (name: string): number | undefined => fc25PlaystyleId(name.trim());

const ROLE_EA_ID = new Map<string, { plus: number; plusPlus: number }>(
  ROLES_TABLE.filter((role) => role.plusEaId !== null && role.plusPlusEaId !== null).map((role) => [
    nameKeyOf(`${role.positionName} ${role.name}`).replace(/ /g, ''),
    { plus: role.plusEaId!, plusPlus: role.plusPlusEaId! },
  ]),
);

const idsOf = (
  names: readonly string[],
  idOf: (name: string) => number | undefined,
  what: string,
  unknown: UnknownNames,
) => {
  const ids: number[] = [];
  for (const name of names) {
    const id = idOf(name);
    if (id === undefined) unknown.set(`${what} "${name}"`, (unknown.get(`${what} "${name}"`) ?? 0) + 1);
    else if (!ids.includes(id)) ids.push(id);
  }
  return ids;
};

const roleIdOf = (grade: 'plus' | 'plusPlus') => (name: string) =>
  ROLE_EA_ID.get(nameKeyOf(name).replace(/ /g, ''))?.[grade];

const inRange = (field: string, value: number, min: number, max: number) => {
  if (value < min || value > max) throw new RowProblem(`${field} must be ${min}–${max}, got ${value}`);
  return value;
};

/** Medium, when the file has no work rates (EA's ratings, FUTBIN and fut.gg club exports have none). */
export const DEFAULT_WORKRATE = 2;

/**
 * A card row in the catalog's vocabulary: what the file gives is kept as given; what it leaves out and the
 * game derives (face stats from attributes, goalkeeper face stats, totals) comes from game-rules.
 */
export const playerItemOf = (
  card: SourceCard,
  gameYear: number,
  eaId: number,
  basePlayerEaId: number,
  references: ResolvedReferences,
  unknown: UnknownNames,
): Record<string, unknown> => {
  const given = card.fields;
  const number = (field: string): number | undefined => {
    const value = given[field];
    return typeof value === 'number' ? value : undefined;
  };
  const required = (field: string, min: number, max: number): number => {
    const value = number(field);
    if (value === undefined) throw new RowProblem(`${field} is missing`);
    return inRange(field, value, min, max);
  };
  const position = required('position', 0, 27);
  const attributes: Record<string, number> = {};
  for (const field of OUTFIELD_ATTRIBUTE_FIELDS) attributes[field] = required(field, 1, 99);
  // Outfield rows of ratings lists leave the goalkeeping attributes empty: stored as 0 (not given).
  for (const field of GK_ATTRIBUTE_FIELDS) {
    const value = number(field);
    if (value === undefined && position === POSITION.GK)
      throw new RowProblem(`${field} is missing for a goalkeeper`);
    attributes[field] = value === undefined ? 0 : inRange(field, value, 1, 99);
  }
  const faces: Record<string, number | null> = {};
  for (const field of FACE_STAT_FIELDS) {
    const value = number(field);
    faces[field] = value === undefined ? faceStatValue(attributes, field) : inRange(field, value, 1, 99);
  }
  for (const field of GK_FACE_STAT_FIELDS) {
    const value = number(field);
    faces[field] =
      value !== undefined
        ? inRange(field, value, 1, 99)
        : position === POSITION.GK
          ? faceStatValue(attributes, field)
          : null;
  }
  const shown = position === POSITION.GK ? GK_FACE_STAT_FIELDS : FACE_STAT_FIELDS;
  const alternatives = given['alternativePositionIds'];
  const playstyles = idsOf(card.playstyleNames, playstyleIdOf, 'PlayStyle', unknown);
  const playstylesPlus = idsOf(card.playstylePlusNames, playstyleIdOf, 'PlayStyle+', unknown);
  const names = { commonName: card.commonName, firstName: card.firstName, lastName: card.lastName };
  return {
    gameYear,
    eaId,
    basePlayerEaId,
    historyVersion: 1,
    ...names,
    searchName: searchNameOf(names),
    ...references,
    raritySquadId: null,
    gender: card.gender ?? 1,
    overall: required('overall', 1, 99),
    position,
    alternativePositionIds: Array.isArray(alternatives) ? alternatives : [],
    foot: required('foot', 1, 2),
    weakFoot: required('weakFoot', 1, 5),
    skillMoves: required('skillMoves', 1, 5),
    attackingWorkrate: inRange('attackingWorkrate', number('attackingWorkrate') ?? DEFAULT_WORKRATE, 1, 3),
    defensiveWorkrate: inRange('defensiveWorkrate', number('defensiveWorkrate') ?? DEFAULT_WORKRATE, 1, 3),
    height: required('height', 100, 250),
    accelerateType: typeof given['accelerateType'] === 'string' ? given['accelerateType'] : null,
    playstyles: playstyles.filter((id) => !playstylesPlus.includes(id)),
    playstylesPlus,
    rolesPlus: idsOf(card.rolePlusNames, roleIdOf('plus'), 'role+', unknown),
    rolesPlusPlus: idsOf(card.rolePlusPlusNames, roleIdOf('plusPlus'), 'role++', unknown),
    ...faces,
    ...attributes,
    totalStats: number('totalStats') ?? shown.reduce((sum, field) => sum + (faces[field] ?? 0), 0),
    totalIgs: number('totalIgs') ?? ATTRIBUTE_FIELDS.reduce((sum, field) => sum + attributes[field]!, 0),
    price: card.price ?? null,
    isExtinct: card.isExtinct ?? false,
    isObjective: card.isObjective ?? false,
    isSbc: card.isSbc ?? false,
  };
};
