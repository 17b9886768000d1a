import { ATTRIBUTE_FIELDS, FACE_STAT_FIELDS, GK_FACE_STAT_FIELDS } from '@futgg/game-rules';
import {
  footOf,
  integerOf,
  requiredIntegerOf,
  RowProblem,
  splitName,
  type SourceCard,
} from '../source-card.js';
import { positionFieldsOf } from '../positions.js';

// fut.gg's card objects (shared/data/fc26-fut-club-futgg/README.md): field names are our vocabulary, so
// every vocabulary field present is taken as is; the list fields come as names (`PS`, `roles+`).
const NUMBER_FIELDS = [
  'overall',
  'height',
  'skillMoves',
  'weakFoot',
  'attackingWorkrate',
  'defensiveWorkrate',
  'basePlayerEaId',
  'totalStats',
  'totalIgs',
  ...ATTRIBUTE_FIELDS,
  ...FACE_STAT_FIELDS,
  ...GK_FACE_STAT_FIELDS,
] as const;

const GENDER: Readonly<Record<string, number>> = { male: 1, '1': 1, female: 2, '2': 2 };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const namesOf = (entry: Record<string, unknown>, ...keys: string[]): string[] => {
  for (const key of keys) {
    const value = entry[key];
    if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  }
  return [];
};

const referenceOf = (entry: Record<string, unknown>, kind: 'club' | 'league' | 'nation') => {
  const id = integerOf(
    entry[`${kind}EaId`] ?? (isObject(entry[kind]) ? entry[kind]['eaId'] : undefined),
    `${kind}EaId`,
  );
  const nameValue = entry[`${kind}Name`] ?? (isObject(entry[kind]) ? entry[kind]['name'] : entry[kind]);
  const name = typeof nameValue === 'string' && nameValue.trim() ? nameValue.trim() : undefined;
  if (id === undefined && name === undefined) return undefined;
  return { ...(id !== undefined ? { eaId: id } : {}), ...(name ? { name } : {}) };
};

export const futggCard = (entry: unknown, line: number): SourceCard => {
  if (!isObject(entry)) throw new RowProblem('entry is not a card object');
  const eaId = requiredIntegerOf(entry['eaId'], 'eaId');
  if (eaId <= 0) throw new RowProblem(`eaId must be positive, got ${eaId}`);
  const fields: SourceCard['fields'] = {};
  for (const field of NUMBER_FIELDS) {
    const value = integerOf(entry[field], field);
    if (value !== undefined) fields[field] = value;
  }
  const positions = Array.isArray(entry['positions']) ? entry['positions'].map(String) : [];
  Object.assign(fields, positionFieldsOf(positions, 'positions'));
  fields['foot'] = footOf(entry['foot']);
  if (typeof entry['accelerateType'] === 'string') fields['accelerateType'] = entry['accelerateType'];
  const commonName = String(entry['commonName'] ?? '').trim();
  const firstName = typeof entry['firstName'] === 'string' ? entry['firstName'] : undefined;
  const lastName = typeof entry['lastName'] === 'string' ? entry['lastName'] : undefined;
  if (!commonName && !lastName) throw new RowProblem('commonName is empty');
  const gender = GENDER[String(entry['gender'] ?? 'male').toLowerCase()];
  if (gender === undefined)
    throw new RowProblem(`gender must be Male or Female, got "${String(entry['gender'])}"`);
  const rarityName = typeof entry['rarity'] === 'string' ? entry['rarity'] : undefined;
  const rarityId = integerOf(entry['rarityEaId'], 'rarityEaId');
  const price = integerOf(entry['price'], 'price');
  const club = referenceOf(entry, 'club');
  const league = referenceOf(entry, 'league');
  const nation = referenceOf(entry, 'nation');
  return {
    line,
    sourceKey: `futgg:${eaId}`,
    eaId,
    ...(firstName !== undefined || lastName !== undefined
      ? { firstName: firstName ?? '', lastName: lastName ?? '' }
      : splitName(commonName)),
    commonName: commonName || `${firstName ?? ''} ${lastName ?? ''}`.trim(),
    gender,
    rarity: {
      ...(rarityId !== undefined ? { eaId: rarityId } : {}),
      ...(rarityName ? { name: rarityName } : {}),
    },
    ...(club ? { club } : {}),
    ...(league ? { league } : {}),
    ...(nation ? { nation } : {}),
    fields,
    playstyleNames: namesOf(entry, 'PS', 'playstyleNames'),
    playstylePlusNames: namesOf(entry, 'PS+', 'playstylePlusNames'),
    rolePlusNames: namesOf(entry, 'roles+', 'rolesPlusNames'),
    rolePlusPlusNames: namesOf(entry, 'roles++', 'rolesPlusPlusNames'),
    ...(price !== undefined ? { price } : {}),
    ...(typeof entry['isExtinct'] === 'boolean' ? { isExtinct: entry['isExtinct'] } : {}),
  };
};
