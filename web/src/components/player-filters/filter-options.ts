import { POSITION, POSITION_GROUP, type RangeFilterField } from '@futgg/game-rules';
import type { CoreData } from '@futgg/contracts';
import { GK_ATTRIBUTE_GROUPS, OUTFIELD_ATTRIBUTE_GROUPS } from '../../lib/attribute-groups';
import type { FilterOption } from './list-filter';

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);
type NamedItem = { eaId: number; name: string; imageUrl: string | null };
const named = <Item extends NamedItem>(
  list: Record<string, Item> | undefined,
  imageOf: (item: Item) => string | null = (item) => item.imageUrl,
): FilterOption[] =>
  Object.values(list ?? {})
    .map((item) => ({ value: item.eaId, label: item.name, imageUrl: imageOf(item) }))
    .sort(byLabel);

export const POSITION_OPTIONS: FilterOption[] = [
  { value: POSITION_GROUP.DEFENDERS, label: 'All defenders' },
  { value: POSITION_GROUP.MIDFIELDERS, label: 'All midfielders' },
  { value: POSITION_GROUP.ATTACKERS, label: 'All attackers' },
  ...Object.entries(POSITION).map(([label, value]) => ({ value, label })),
];

export const listOptions = (core: CoreData | undefined) => {
  const roles = Object.values(core?.roles ?? {});
  const roleOption = (role: (typeof roles)[number]) => ({
    value: role.eaId,
    label: `${role.name} (${role.positionName})`,
  });
  const playstyles = Object.values(core?.playstyles ?? {})
    .map((style) => ({ value: style.id, label: style.name }))
    .sort(byLabel);
  return {
    leagues: named(core?.leagues),
    clubs: named(core?.clubs),
    nations: named(core?.nations),
    // A rarity's compact mark: its full one is card-shaped, too tall for a line of text.
    rarities: named(core?.rarities, (rarity) => rarity.compactImageUrl),
    raritySquads: Object.values(core?.raritySquads ?? {})
      .map((squad) => ({ value: squad.id, label: squad.name }))
      .sort(byLabel),
    playstyles,
    rolesPlus: roles
      .filter((role) => role.isPlus)
      .map(roleOption)
      .sort(byLabel),
    rolesPlusPlus: roles
      .filter((role) => role.isPlusPlus)
      .map(roleOption)
      .sort(byLabel),
  };
};

export const ENUM_OPTIONS = {
  gender: [
    { value: 1, label: 'Men' },
    { value: 2, label: 'Women' },
  ],
  foot: [
    { value: 1, label: 'Right' },
    { value: 2, label: 'Left' },
  ],
  workrate: [
    { value: 1, label: 'Low' },
    { value: 2, label: 'Med' },
    { value: 3, label: 'High' },
  ],
} as const satisfies Record<string, FilterOption[]>;

export interface RangeGroup {
  title: string;
  fields: readonly { field: RangeFilterField; label: string }[];
}

export const MAIN_RANGES: RangeGroup['fields'] = [
  { field: 'overall', label: 'Overall' },
  { field: 'price', label: 'Price' },
  { field: 'skillMoves', label: 'Skill moves' },
  { field: 'weakFoot', label: 'Weak foot' },
  { field: 'height', label: 'Height (cm)' },
];

export const MORE_RANGE_GROUPS: readonly RangeGroup[] = [
  {
    title: 'Face stats',
    fields: OUTFIELD_ATTRIBUTE_GROUPS.map((group) => ({ field: group.face, label: group.label })),
  },
  {
    title: 'Goalkeeper face stats',
    fields: GK_ATTRIBUTE_GROUPS.map((group) => ({ field: group.face, label: group.label })),
  },
  ...OUTFIELD_ATTRIBUTE_GROUPS.map((group) => ({
    title: `${group.label} attributes`,
    fields: group.attributes,
  })),
  {
    title: 'Goalkeeper attributes',
    fields: GK_ATTRIBUTE_GROUPS.flatMap((group) => group.attributes).filter((item) =>
      item.field.startsWith('attributeGk'),
    ),
  },
  {
    title: 'Price trends (%)',
    fields: [
      { field: 'priceTrend1h', label: '1 hour' },
      { field: 'priceTrend3h', label: '3 hours' },
      { field: 'priceTrend6h', label: '6 hours' },
      { field: 'priceTrend12h', label: '12 hours' },
      { field: 'priceTrend24h', label: '24 hours' },
      { field: 'priceFluctuation', label: 'Fluctuation' },
    ],
  },
  {
    title: 'Totals and counts',
    fields: [
      { field: 'totalStats', label: 'Total stats' },
      { field: 'totalIgs', label: 'Total in-game stats' },
      { field: 'playstylesCount', label: 'PlayStyles' },
      { field: 'playstylesPlusCount', label: 'PlayStyles+' },
      { field: 'rolesPlusCount', label: 'Roles+' },
      { field: 'rolesPlusPlusCount', label: 'Roles++' },
    ],
  },
];

export const FLAG_OPTIONS = [
  { flag: 'positionsSearchModeAnd', label: 'Must play all chosen positions' },
  { flag: 'playstylesSearchModeOr', label: 'Any chosen PlayStyle is enough' },
  { flag: 'isSbc', label: 'SBC cards' },
  { flag: 'isObjective', label: 'Objective cards' },
  { flag: 'isExtinct', label: 'Extinct on the market' },
] as const;
