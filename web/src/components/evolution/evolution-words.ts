import {
  POSITION_GROUP,
  isAttributeField,
  isFaceStatField,
  isGkFaceStatField,
  type EvolutionRequirements,
  type Upgrade,
} from '@futgg/game-rules';
import type { CoreData } from '@futgg/contracts';
import { faceStatLabel, positionName } from '../card/card-art';
import { GK_ATTRIBUTE_GROUPS, GK_FACE_LABELS, OUTFIELD_ATTRIBUTE_GROUPS } from '../../lib/attribute-groups';
import { nameOf, rarityOf } from '../../lib/core-data';
import { formatCoins } from '../../lib/format';

// How the site words an evolution: its upgrades, requirements, costs and time left. Shared by the
// evolutions pages, the player page's evolutions tab, the planner and the evo lab, so one evolution
// reads the same everywhere.

const ATTRIBUTE_LABELS: Record<string, string> = Object.fromEntries(
  [...OUTFIELD_ATTRIBUTE_GROUPS, ...GK_ATTRIBUTE_GROUPS].flatMap((group) =>
    group.attributes.map((attribute) => [attribute.field, attribute.label]),
  ),
);

const FACE_NAMES: Record<string, string> = {
  facePace: 'Pace',
  faceShooting: 'Shooting',
  facePassing: 'Passing',
  faceDribbling: 'Dribbling',
  faceDefending: 'Defending',
  facePhysicality: 'Physical',
  ...GK_FACE_LABELS,
};

/** A stat's name in a sentence: "Pace", "Sprint Speed", "GK Diving". */
export const statName = (field: string): string => FACE_NAMES[field] ?? ATTRIBUTE_LABELS[field] ?? field;

const POSITION_GROUP_NAMES: Record<number, string> = {
  [POSITION_GROUP.DEFENDERS]: 'any defender',
  [POSITION_GROUP.MIDFIELDERS]: 'any midfielder',
  [POSITION_GROUP.ATTACKERS]: 'any attacker',
};

/** A position or a group of them (50, 51, 52): "ST", "any defender". */
export const positionWords = (id: number): string => POSITION_GROUP_NAMES[id] ?? positionName(id);

const playstyleName = (coreData: CoreData | undefined, id: number) =>
  coreData?.playstyles[String(id)]?.name ?? `PlayStyle ${id}`;
const roleName = (coreData: CoreData | undefined, id: number) => {
  const role = coreData?.roles[String(id)];
  return role ? `${role.name} (${role.positionName})` : `Role ${id}`;
};

/** "A or B", "A, B or C". */
export const orList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** The short name a numeric upgrade goes by: the card's own letters for face stats. */
const numericLabel = (type: Upgrade['type']): string => {
  if (type === 'overall') return 'OVR';
  if (type === 'weakFoot') return 'WF';
  if (type === 'skillMoves') return 'SM';
  if (isFaceStatField(type) || isGkFaceStatField(type)) return faceStatLabel(type);
  return statName(type);
};

const isListUpgrade = (type: Upgrade['type']) =>
  type === 'playstyles' ||
  type === 'playstylesPlus' ||
  type === 'rolesPlus' ||
  type === 'rolesPlusPlus' ||
  type === 'alternativePositionIds';

/** What an upgrade gives, without its cap: "+3 PAC", "PS+ Rapid", "Role++ Poacher (ST)", "Rarity → Evolution". */
export const upgradeWords = (
  upgrade: Pick<Upgrade, 'type' | 'value'>,
  coreData: CoreData | undefined,
): string => {
  switch (upgrade.type) {
    case 'playstyles':
      return `PS ${playstyleName(coreData, upgrade.value)}`;
    case 'playstylesPlus':
      return `PS+ ${playstyleName(coreData, upgrade.value)}`;
    case 'rolesPlus':
      return `Role+ ${roleName(coreData, upgrade.value)}`;
    case 'rolesPlusPlus':
      return `Role++ ${roleName(coreData, upgrade.value)}`;
    case 'alternativePositionIds':
      return `New position ${positionName(upgrade.value)}`;
    case 'rarityEaId':
      return `Rarity → ${rarityOf(coreData, upgrade.value).name}`;
    default:
      return `${upgrade.value >= 0 ? '+' : ''}${upgrade.value} ${numericLabel(upgrade.type)}`;
  }
};

const LIST_NOUNS: Partial<Record<Upgrade['type'], string>> = {
  playstyles: 'PlayStyles',
  playstylesPlus: 'PlayStyles+',
  rolesPlus: 'Roles+',
  rolesPlusPlus: 'Roles++',
  alternativePositionIds: 'positions',
};

/** An upgrade with its cap, as a level lists it: "+1 OVR, up to 82", "PS+ Rapid, while under 2 PS+". */
export const upgradeWithCapWords = (upgrade: Upgrade, coreData: CoreData | undefined): string => {
  const words = upgradeWords(upgrade, coreData);
  if (upgrade.maxValue === null || upgrade.maxValue === undefined || upgrade.type === 'rarityEaId')
    return words;
  if (isListUpgrade(upgrade.type))
    return `${words}, while under ${upgrade.maxValue} ${LIST_NOUNS[upgrade.type]}`;
  return `${words}, up to ${upgrade.maxValue}`;
};

// Key upgrades come in this order: the headline numbers first, then what changes how the card plays.
const numericRank = (type: Upgrade['type']): number => {
  if (type === 'overall') return 0;
  if (isFaceStatField(type) || isGkFaceStatField(type)) return 1;
  if (type === 'skillMoves' || type === 'weakFoot') return 2;
  if (isAttributeField(type)) return 5;
  return 3;
};

/**
 * What an evolution gives over all its levels, each numeric type summed and every list upgrade
 * named: ["+3 PAC", "+1 WF", "PS+ Rapid"]. Caps are left out: a row's summary, not the whole story.
 */
export const keyUpgrades = (
  levels: readonly { upgrades: readonly Pick<Upgrade, 'type' | 'value'>[] }[],
  coreData: CoreData | undefined,
): string[] => {
  const totals = new Map<Upgrade['type'], number>();
  const named: { rank: number; words: string }[] = [];
  for (const { upgrades } of levels) {
    for (const upgrade of upgrades) {
      if (isListUpgrade(upgrade.type) || upgrade.type === 'rarityEaId') {
        const words = upgradeWords(upgrade, coreData);
        if (!named.some((entry) => entry.words === words)) named.push({ rank: 4, words });
      } else {
        totals.set(upgrade.type, (totals.get(upgrade.type) ?? 0) + upgrade.value);
      }
    }
  }
  const numeric = [...totals].map(([type, value], index) => ({
    rank: numericRank(type) + index / 1000,
    words: upgradeWords({ type, value }, coreData),
  }));
  return [...numeric, ...named].sort((a, b) => a.rank - b.rank).map((entry) => entry.words);
};

export interface RequirementLine {
  /** What is limited: "Overall", "League", "Pace". */
  label: string;
  /** The limit in words: "84 or lower", "Premier League or LALIGA EA SPORTS". */
  value: string;
}

const bounds = (min: number | null | undefined, max: number | null | undefined, unit = ''): string | null => {
  const hasMin = min !== null && min !== undefined;
  const hasMax = max !== null && max !== undefined;
  if (hasMin && hasMax) return min === max ? `exactly ${min}${unit}` : `${min}${unit} to ${max}${unit}`;
  if (hasMin) return `${min}${unit} or higher`;
  if (hasMax) return `${max}${unit} or lower`;
  return null;
};

const countBounds = (
  min: number | null | undefined,
  max: number | null | undefined,
  noun: string,
): string | null => {
  if (max === 0 && (min === null || min === undefined || min === 0)) return `no ${noun}`;
  const hasMin = min !== null && min !== undefined && min > 0;
  const hasMax = max !== null && max !== undefined;
  if (hasMin && hasMax) return min === max ? `exactly ${min}` : `${min} to ${max}`;
  if (hasMin) return `at least ${min}`;
  if (hasMax) return `at most ${max}`;
  return null;
};

const hasItems = (list: readonly number[] | null | undefined): list is readonly number[] =>
  Array.isArray(list) && list.length > 0;

/**
 * Every requirement an evolution sets, one line each, in the order the game lists them (spec, first
 * document, section 3 "Evolution"): overall, leagues, clubs, nations, rarities and the excluded ones,
 * skill moves, weak foot, positions and the excluded ones, the number of positions, Roles+/++ and
 * PlayStyles/+ counts, then each stat's bounds.
 */
export const requirementLines = (
  requirements: EvolutionRequirements,
  coreData: CoreData | undefined,
): RequirementLine[] => {
  const r = requirements;
  const lines: RequirementLine[] = [];
  const add = (label: string, value: string | null) => {
    if (value !== null) lines.push({ label, value });
  };
  add('Overall', bounds(r.minOverall, r.maxOverall));
  if (hasItems(r.leagues)) add('League', orList(r.leagues.map((id) => nameOf(coreData?.leagues, id))));
  if (hasItems(r.clubs)) add('Club', orList(r.clubs.map((id) => nameOf(coreData?.clubs, id))));
  if (hasItems(r.nations)) add('Nation', orList(r.nations.map((id) => nameOf(coreData?.nations, id))));
  if (hasItems(r.rarities)) add('Rarity', orList(r.rarities.map((id) => rarityOf(coreData, id).name)));
  if (hasItems(r.excludedRarities))
    add('Not for', r.excludedRarities.map((id) => rarityOf(coreData, id).name).join(', '));
  add('Skill moves', bounds(r.minSkillMoves, r.maxSkillMoves, '★'));
  add('Weak foot', bounds(r.minWeakFoot, r.maxWeakFoot, '★'));
  if (hasItems(r.positions))
    add('Position', `${orList(r.positions.map(positionWords))} (main or alternative)`);
  if (hasItems(r.excludedPositions))
    add('Not playing', `${orList(r.excludedPositions.map(positionWords))} (main or alternative)`);
  if (r.totalPositions !== null && r.totalPositions !== undefined)
    add('Alternative positions', r.totalPositions === 0 ? 'none' : `exactly ${r.totalPositions}`);
  add('Roles+', countBounds(null, r.maxRolesPlus, 'Roles+'));
  add('Roles++', countBounds(null, r.maxRolesPlusPlus, 'Roles++'));
  add('PlayStyles', countBounds(r.minPlaystyles, r.maxPlaystyles, 'PlayStyles'));
  add('PlayStyles+', countBounds(r.minPlaystylesPlus, r.maxPlaystylesPlus, 'PlayStyles+'));
  const statFields = [
    ...new Set([...Object.keys(r.minStats ?? {}), ...Object.keys(r.maxStats ?? {})]),
  ] as (keyof NonNullable<EvolutionRequirements['minStats']>)[];
  for (const field of statFields) add(statName(field), bounds(r.minStats?.[field], r.maxStats?.[field]));
  return lines;
};

const SUMMARY_NAMES = 2;
const someNames = (names: readonly string[]) =>
  names.length <= SUMMARY_NAMES
    ? names.join(' / ')
    : `${names.slice(0, SUMMARY_NAMES).join(' / ')} +${names.length - SUMMARY_NAMES}`;

/**
 * A row's one line of requirements: the overall and who may take it ("≤ 84 OVR, Premier League, ST"),
 * then how many other requirements there are ("+2 more"). "Any player" when there are none.
 */
export const requirementsSummary = (
  requirements: EvolutionRequirements,
  coreData: CoreData | undefined,
): string => {
  const r = requirements;
  const parts: string[] = [];
  const { minOverall: min, maxOverall: max } = r;
  if (min !== null && min !== undefined && max !== null && max !== undefined) parts.push(`${min}–${max} OVR`);
  else if (max !== null && max !== undefined) parts.push(`≤ ${max} OVR`);
  else if (min !== null && min !== undefined) parts.push(`≥ ${min} OVR`);
  if (hasItems(r.leagues)) parts.push(someNames(r.leagues.map((id) => nameOf(coreData?.leagues, id))));
  if (hasItems(r.clubs)) parts.push(someNames(r.clubs.map((id) => nameOf(coreData?.clubs, id))));
  if (hasItems(r.nations)) parts.push(someNames(r.nations.map((id) => nameOf(coreData?.nations, id))));
  if (hasItems(r.rarities)) parts.push(someNames(r.rarities.map((id) => rarityOf(coreData, id).name)));
  if (hasItems(r.positions)) parts.push(someNames(r.positions.map(positionWords)));
  const shownKinds = ['Overall', 'League', 'Club', 'Nation', 'Rarity', 'Position'];
  const others = requirementLines(r, coreData).filter((line) => !shownKinds.includes(line.label)).length;
  if (parts.length === 0 && others === 0) return 'Any player';
  if (others > 0) parts.push(`+${others} more`);
  return parts.join(', ');
};

/** "Free", "15,000 coins", "150 FC Points", "15,000 coins + 150 FC Points". */
export const costWords = ({ coinsCost, pointsCost }: { coinsCost: number; pointsCost: number }): string => {
  const parts = [
    ...(coinsCost > 0 ? [`${formatCoins(coinsCost)} coins`] : []),
    ...(pointsCost > 0 ? [`${formatCoins(pointsCost)} FC Points`] : []),
  ];
  return parts.length === 0 ? 'Free' : parts.join(' + ');
};

/** "Once per club", "3 times per club". */
export const repeatabilityWords = (count: number): string =>
  count === 1 ? 'Once per club' : `${count} times per club`;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "3 d 4 h", "5 h 12 min", "8 min": how long until a moment, to the two largest units. */
export const durationWords = (milliseconds: number): string => {
  const total = Math.max(0, milliseconds);
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return `${Math.max(1, minutes)} min`;
};

/** An evolution's end relative to `now`: "ends in 3 d 4 h", "ended 22 Sep 2026", "no end date". */
export const endWords = (endTime: string | null, now: Date, timeZone?: string): string => {
  if (endTime === null) return 'no end date';
  const end = new Date(endTime);
  const left = end.getTime() - now.getTime();
  if (left > 0) return `ends in ${durationWords(left)}`;
  return `ended ${end.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone })}`;
};
