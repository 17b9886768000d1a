import type { CoreData } from '@futgg/contracts';
import type { ListFilterField, PlayerFilters } from '@futgg/game-rules';
import { positionName } from '../../../components/card/card-art';
import { nameOf } from '../../../lib/core-data';

/** At most this many filters are named in a title; the rest are counted. */
const NAMED_FILTERS = 3;

/**
 * The player database's browser title: the game, then what the filters pick in words a tab can show
 * ("“silva”, ST, Premier League, overall 85+"), so two tabs of the database can be told apart.
 */
export const filtersTitle = (gameYear: number, filters: PlayerFilters, coreData: CoreData | undefined) => {
  const named: string[] = [];
  if (filters.search) named.push(`“${filters.search}”`);
  // The lists named by their items; any other list is counted.
  const itemNames: Partial<Record<ListFilterField, (id: number) => string>> = {
    positions: positionName,
    leagues: (id) => nameOf(coreData?.leagues, id),
    nations: (id) => nameOf(coreData?.nations, id),
    clubs: (id) => nameOf(coreData?.clubs, id),
    rarities: (id) => nameOf(coreData?.rarities, id),
  };
  for (const [field, nameOfItem] of Object.entries(itemNames) as [ListFilterField, (id: number) => string][])
    named.push(...(filters.lists[field] ?? []).map(nameOfItem));
  const unnamedLists = Object.keys(filters.lists).filter((field) => !(field in itemNames)).length;
  const overall = filters.ranges.overall;
  if (overall?.eq !== undefined) named.push(`overall ${overall.eq}`);
  else if (overall?.gte !== undefined && overall.lte !== undefined)
    named.push(`overall ${overall.gte}–${overall.lte}`);
  else if (overall?.gte !== undefined) named.push(`overall ${overall.gte}+`);
  else if (overall?.lte !== undefined) named.push(`overall up to ${overall.lte}`);

  const counted =
    Object.keys(filters.ranges).length -
    (overall ? 1 : 0) +
    Object.keys(filters.flags).length +
    unnamedLists +
    Math.max(0, named.length - NAMED_FILTERS);
  const base = `FC ${gameYear} Player Database`;
  if (named.length === 0 && counted === 0) return base;
  const words = named.slice(0, NAMED_FILTERS).join(', ');
  const more = counted > 0 ? `${words ? ' ' : ''}+${counted} filter${counted === 1 ? '' : 's'}` : '';
  return `${base}: ${words}${more}`;
};
