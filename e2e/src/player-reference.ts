import { normalizeSearchText, type PlayerItem } from '@futgg/contracts';
import { expandPositionIds, type PlayerFilters, type SortKey } from '@futgg/game-rules';

/**
 * An independent, deliberately plain reading of the filter semantics (docs/filters.md) over every card
 * loaded into memory: the oracle the SQL search is checked against.
 */
export const referenceMatches = (
  card: PlayerItem,
  filters: PlayerFilters,
  excludedEaIds: number[] = [],
): boolean => {
  const value = (field: string) => (card as unknown as Record<string, unknown>)[field];
  if (excludedEaIds.includes(card.eaId)) return false;
  for (const [field, range] of Object.entries(filters.ranges)) {
    const v = value(field);
    if (typeof v !== 'number') return false;
    if (range.gte !== undefined && !(v >= range.gte)) return false;
    if (range.lte !== undefined && !(v <= range.lte)) return false;
    if (range.eq !== undefined && v !== range.eq) return false;
  }
  const lists = filters.lists;
  const inList = (list: number[] | undefined, v: number | null) =>
    list === undefined || (v !== null && list.includes(v));
  if (!inList(lists.ids, card.eaId)) return false;
  if (!inList(lists.leagues, card.leagueEaId) || !inList(lists.clubs, card.clubEaId)) return false;
  if (!inList(lists.nations, card.nationEaId) || !inList(lists.rarities, card.rarityEaId)) return false;
  if (!inList(lists.raritySquads, card.raritySquadId)) return false;
  if (!inList(lists.gender, card.gender) || !inList(lists.foot, card.foot)) return false;
  if (
    !inList(lists.attackingWorkrate, card.attackingWorkrate) ||
    !inList(lists.defensiveWorkrate, card.defensiveWorkrate)
  )
    return false;
  const notIn = (list: number[] | undefined, v: number) => list === undefined || !list.includes(v);
  if (!notIn(lists.excludedLeagues, card.leagueEaId) || !notIn(lists.excludedClubs, card.clubEaId))
    return false;
  if (!notIn(lists.excludedNations, card.nationEaId) || !notIn(lists.excludedRarities, card.rarityEaId))
    return false;
  const positions = [card.position, ...card.alternativePositionIds];
  if (lists.positions) {
    const plays = (wanted: number[]) => positions.some((p) => expandPositionIds(wanted).has(p));
    if (
      filters.flags.positionsSearchModeAnd
        ? !lists.positions.every((id) => plays([id]))
        : !plays(lists.positions)
    ) {
      return false;
    }
  }
  if (lists.excludedPositions && expandPositionIds(lists.excludedPositions).has(card.position)) return false;
  const any = filters.flags.playstylesSearchModeOr === true;
  for (const [listName, cardList] of [
    ['playstyles', card.playstyles],
    ['playstylesPlus', card.playstylesPlus],
    ['rolesPlus', card.rolesPlus],
    ['rolesPlusPlus', card.rolesPlusPlus],
  ] as const) {
    const wanted = lists[listName];
    if (
      wanted &&
      !(any ? wanted.some((id) => cardList.includes(id)) : wanted.every((id) => cardList.includes(id)))
    )
      return false;
    const excludedName =
      `excluded${listName.charAt(0).toUpperCase()}${listName.slice(1)}` as keyof typeof lists;
    const excluded = lists[excludedName];
    if (excluded && excluded.some((id) => cardList.includes(id))) return false;
  }
  if (filters.flags.isExtinct && !card.isExtinct) return false;
  if (filters.flags.isSbc && !card.isSbc) return false;
  if (filters.flags.isObjective && !card.isObjective) return false;
  if (filters.search) {
    const name = normalizeSearchText(
      [card.commonName, card.firstName, card.lastName].filter(Boolean).join(' '),
    );
    if (!name.includes(normalizeSearchText(filters.search))) return false;
  }
  return true;
};

const sortValue = (card: PlayerItem, field: string): number | string | null => {
  if (field === 'name') return card.commonName;
  if (field === 'createdAt') return Date.parse(card.createdAt);
  const v = (card as unknown as Record<string, unknown>)[field];
  return v === null || v === undefined ? null : (v as number);
};

/** Sort keys in order, cards without a value last either way, then eaId as the tie-breaker. */
export const referenceCompare =
  (sort: readonly SortKey[]) =>
  (a: PlayerItem, b: PlayerItem): number => {
    for (const { field, direction } of sort) {
      const x = sortValue(a, field);
      const y = sortValue(b, field);
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      const order = typeof x === 'string' ? (x < (y as string) ? -1 : 1) : x - (y as number);
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    const last = sort[sort.length - 1];
    return last?.direction === 'desc' ? b.eaId - a.eaId : a.eaId - b.eaId;
  };
