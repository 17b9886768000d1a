import { ALWAYS_OFFERED_RARITY_IDS } from '../constants/game.js';
import { decodeFilterQuery } from './decode-filter-query.js';
import { FilterQueryError } from './filter-query-error.js';
import { MAX_LIST_ITEMS } from './filter-fields.js';
import type { PlayerFilters } from './player-filters.types.js';
import { searchTextProblem } from './search-text.js';

/**
 * The player search's parameters beside the filter vocabulary (spec, second document, section 7 "Main
 * API"): the squad builder's and the page layer's, and the legacy names older clients send. Their
 * meanings are not shown in the spec; ours are written here (and so in the OpenAPI text).
 */
export const PLAYER_SEARCH_PARAMETERS = {
  sb_positions:
    'Comma list of position ids of a squad-builder slot; with `chemistry=1` only players who can play there (and so earn chemistry) are listed.',
  chemistry: '`1` applies `sb_positions` as a filter (in-position players only); `0` ignores it.',
  is_filtered: '`0` ignores every filter except `ids` and the sort; `1` (default) applies them.',
  has_power_up: '`1` lists only evolved cards (the evolution rarities 17 and 19).',
  name: 'Legacy: the name search (trimmed), same as `search`.',
  league_id: 'Legacy: comma list of league ids, same as `leagues`.',
  nation_id: 'Legacy: comma list of nation ids, same as `nations`.',
  club_id: 'Legacy: comma list of club ids, same as `clubs`.',
  team_id: 'Legacy: same as `club_id`.',
  team_chem: 'Legacy: a club id; players who link with it by club (same as `clubs`).',
  program_id: 'Legacy: comma list of promo ids, same as `raritySquads`.',
  min_overall: 'Legacy: same as `overall__gte`.',
  max_overall: 'Legacy: same as `overall__lte`.',
  min_price: 'Legacy: same as `price__gte`.',
  max_price: 'Legacy: same as `price__lte`.',
  ...Object.fromEntries(
    ['pace', 'shooting', 'passing', 'dribbling', 'defending', 'physicality'].flatMap((ability) => [
      [`min_${ability}`, `Legacy: same as \`face${capitalised(ability)}__gte\`.`],
      [`max_${ability}`, `Legacy: same as \`face${capitalised(ability)}__lte\`.`],
    ]),
  ),
} as const;

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const LEGACY_LISTS: Readonly<Record<string, string>> = {
  league_id: 'leagues',
  nation_id: 'nations',
  club_id: 'clubs',
  team_id: 'clubs',
  team_chem: 'clubs',
  program_id: 'raritySquads',
};

const legacyRangeTarget = (name: string): string | null => {
  const match = /^(min|max)_(overall|price|pace|shooting|passing|dribbling|defending|physicality)$/.exec(
    name,
  );
  if (!match) return null;
  const [, bound, subject] = match as unknown as [string, string, string];
  const field = subject === 'overall' || subject === 'price' ? subject : `face${capitalised(subject)}`;
  return `${field}__${bound === 'min' ? 'gte' : 'lte'}`;
};

/** A 1/0 switch of the search (`true`/`false` tolerated); absent gives undefined. */
export const decodeSwitchParameter = (params: URLSearchParams, name: string): boolean | undefined => {
  const value = params.get(name);
  if (value === null) return undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false' || value === '') return false;
  throw new FilterQueryError(name, `${name} must be 1 or 0, got "${value.slice(0, 40)}"`);
};

/** A comma list of ids outside the filter vocabulary (`existing_players`, `sb_positions`, legacy lists). */
export const decodeIdListParameter = (params: URLSearchParams, name: string): number[] => {
  const value = params.get(name);
  if (value === null || value === '') return [];
  const items = value.split(',');
  if (
    items.length > MAX_LIST_ITEMS ||
    items.some((item) => !/^[0-9]{1,10}$/.test(item) || Number(item) > 2_147_483_647)
  ) {
    throw new FilterQueryError(name, `${name} must be a comma list of at most ${MAX_LIST_ITEMS} ids`);
  }
  return items.map(Number);
};

const joinList = (existing: string | null, added: readonly number[]) =>
  existing ? `${existing},${added.join(',')}` : added.join(',');

/** `is_filtered=0`: only the `ids` list and the sort still apply (the page layer's fetch by ids). */
export const idsAndSortOnly = (filters: PlayerFilters): PlayerFilters => ({
  ranges: {},
  lists: filters.lists.ids ? { ids: filters.lists.ids } : {},
  flags: {},
  ...(filters.sort ? { sort: filters.sort } : {}),
});

/**
 * The player search's whole query language as filters: the vocabulary (`overall__gte`, `leagues`, …)
 * and the parameters above, translated into it and then validated by the codec; any unknown name, bad
 * value or bound is a FilterQueryError naming the parameter. `transportParameters` are the caller's own
 * (paging and the like), left for it to read.
 */
export const decodePlayerSearchQuery = (
  input: URLSearchParams,
  transportParameters: ReadonlySet<string> = new Set(),
): PlayerFilters => {
  for (const name of new Set(input.keys())) {
    if (input.getAll(name).length > 1) throw new FilterQueryError(name, `${name} is given more than once`);
  }
  const filters = new URLSearchParams();
  for (const [name, value] of input) {
    if (transportParameters.has(name) || name in PLAYER_SEARCH_PARAMETERS) continue;
    filters.set(name, value);
  }
  for (const [legacy, target] of Object.entries(LEGACY_LISTS)) {
    const ids = decodeIdListParameter(input, legacy);
    if (ids.length) filters.set(target, joinList(filters.get(target), ids));
  }
  for (const name of input.keys()) {
    const target = legacyRangeTarget(name);
    if (!target) continue;
    if (filters.has(target))
      throw new FilterQueryError(name, `${name} and ${target} say the same thing; send one`);
    filters.set(target, input.get(name) ?? '');
  }
  const legacyName = input.get('name');
  if (legacyName !== null) {
    if (filters.has('search'))
      throw new FilterQueryError('name', 'name and search say the same thing; send one');
    const problem = searchTextProblem(legacyName.trim());
    if (problem !== null) throw new FilterQueryError('name', `name ${problem}`);
    filters.set('search', legacyName.trim());
  }
  // Evolved cards are the evolution rarities, the ones every evolution offers.
  if (decodeSwitchParameter(input, 'has_power_up'))
    filters.set('rarities', joinList(filters.get('rarities'), ALWAYS_OFFERED_RARITY_IDS));
  // In position for the slot is what earns chemistry there (chemistry.isInPosition), so the squad
  // builder's "chemistry" switch narrows the positions to the slot's.
  const slotPositions = decodeIdListParameter(input, 'sb_positions');
  if (decodeSwitchParameter(input, 'chemistry') && slotPositions.length) {
    filters.set('positions', joinList(filters.get('positions'), slotPositions));
  }
  const decoded = decodeFilterQuery(filters);
  return decodeSwitchParameter(input, 'is_filtered') === false ? idsAndSortOnly(decoded) : decoded;
};
