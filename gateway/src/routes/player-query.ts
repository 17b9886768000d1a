import { DomainError, PLAYER_SEARCH_PAGE_SIZE } from '@futgg/contracts';
import { optionalIntegerParam } from './path-parameters.js';
import {
  ALWAYS_OFFERED_RARITY_IDS,
  MAX_LIST_ITEMS,
  decodeFilterQuery,
  encodeFilterQuery,
  searchTextProblem,
} from '@futgg/game-rules';

/**
 * The player search's own parameters beside the filter vocabulary (spec, second document, section 7
 * "Main API"). Their meanings are not shown in the spec; ours are written here and in the OpenAPI text.
 */
export const PLAYER_QUERY_PARAMETERS = {
  page: 'Page number, from 1.',
  page_size: `Rows per page, 1 to ${PLAYER_SEARCH_PAGE_SIZE.MAX} (default ${PLAYER_SEARCH_PAGE_SIZE.DEFAULT}).`,
  price_key: 'Price market: `console` (default) or `pc`. One market is tracked for now; both answer with it.',
  existing_players:
    'Comma list of eaIds to leave out (the squad builder hides players already in the squad).',
  sb_positions:
    'Comma list of position ids of a squad-builder slot; with `chemistry=1` only players who can play there (and so earn chemistry) are listed.',
  chemistry: '`1` applies `sb_positions` as a filter (in-position players only); `0` ignores it.',
  is_filtered: '`0` ignores every filter except `ids` and the sort; `1` (default) applies them.',
  is_unlimited: `\`1\` raises the page size to ${PLAYER_SEARCH_PAGE_SIZE.MAX}.`,
  name: 'Legacy: the name search (trimmed), same as `search`.',
  league_id: 'Legacy: comma list of league ids, same as `leagues`.',
  nation_id: 'Legacy: comma list of nation ids, same as `nations`.',
  club_id: 'Legacy: comma list of club ids, same as `clubs`.',
  team_id: 'Legacy: same as `club_id`.',
  team_chem: 'Legacy: a club id; players who link with it by club (same as `clubs`).',
  program_id: 'Legacy: comma list of promo ids, same as `raritySquads`.',
  has_power_up: '`1` lists only evolved cards (the evolution rarities 17 and 19).',
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

/** The search contract's fields by the names the caller sent them (errors name what was sent). */
export const PLAYER_QUERY_HTTP_NAMES = { pageSize: 'page_size', excludedEaIds: 'existing_players' } as const;

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const LEGACY_LISTS: Record<string, string> = {
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

const flagOf = (params: URLSearchParams, name: string): boolean | undefined => {
  const value = params.get(name);
  if (value === null) return undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false' || value === '') return false;
  throw new DomainError('INVALID_INPUT', `${name} must be 1 or 0, got "${value.slice(0, 40)}"`, {
    field: name,
  });
};

const idList = (params: URLSearchParams, name: string): number[] => {
  const value = params.get(name);
  if (value === null || value === '') return [];
  const items = value.split(',');
  if (
    items.length > MAX_LIST_ITEMS ||
    items.some((item) => !/^[0-9]{1,10}$/.test(item) || Number(item) > 2_147_483_647)
  ) {
    throw new DomainError('INVALID_INPUT', `${name} must be a comma list of at most ${MAX_LIST_ITEMS} ids`, {
      field: name,
    });
  }
  return items.map(Number);
};

const joinList = (existing: string | null, added: string) => (existing ? `${existing},${added}` : added);

export interface PlayerQuery {
  /** The filters in the codec's canonical encoding (stable order: one cache entry per meaning). */
  query: string;
  page: number;
  pageSize: number;
  excludedEaIds: number[];
}

/**
 * Turns the search's query string into the catalog's request: spec parameters and legacy names are
 * translated into the filter vocabulary, which game-rules' codec then validates; any unknown name, bad
 * value or bound is a 400 naming the parameter.
 */
export const parsePlayerQuery = (rawQuery: string): PlayerQuery => {
  const input = new URLSearchParams(rawQuery);
  for (const name of new Set(input.keys())) {
    if (input.getAll(name).length > 1) {
      throw new DomainError('INVALID_INPUT', `${name} is given more than once`, { field: name });
    }
  }
  const filters = new URLSearchParams();
  const own = new Set(Object.keys(PLAYER_QUERY_PARAMETERS));
  for (const [name, value] of input) {
    if (own.has(name)) continue;
    filters.set(name, value);
  }

  for (const [legacy, target] of Object.entries(LEGACY_LISTS)) {
    const ids = idList(input, legacy);
    if (ids.length) filters.set(target, joinList(filters.get(target), ids.join(',')));
  }
  for (const name of input.keys()) {
    const target = legacyRangeTarget(name);
    if (!target) continue;
    if (filters.has(target)) {
      throw new DomainError('INVALID_INPUT', `${name} and ${target} say the same thing; send one`, {
        field: name,
      });
    }
    filters.set(target, input.get(name) ?? '');
  }
  const legacyName = input.get('name');
  if (legacyName !== null) {
    if (filters.has('search'))
      throw new DomainError('INVALID_INPUT', 'name and search say the same thing; send one', {
        field: 'name',
      });
    const problem = searchTextProblem(legacyName.trim());
    if (problem !== null) throw new DomainError('INVALID_INPUT', `name ${problem}`, { field: 'name' });
    filters.set('search', legacyName.trim());
  }
  if (flagOf(input, 'has_power_up'))
    filters.set('rarities', joinList(filters.get('rarities'), ALWAYS_OFFERED_RARITY_IDS.join(',')));
  const slotPositions = idList(input, 'sb_positions');
  if (flagOf(input, 'chemistry') && slotPositions.length) {
    filters.set('positions', joinList(filters.get('positions'), slotPositions.join(',')));
  }
  const priceKey = input.get('price_key');
  if (priceKey !== null && priceKey !== 'console' && priceKey !== 'pc') {
    throw new DomainError(
      'INVALID_INPUT',
      `price_key must be console or pc, got "${priceKey.slice(0, 40)}"`,
      {
        field: 'price_key',
      },
    );
  }

  let decoded = decodeFilterQuery(filters);
  if (flagOf(input, 'is_filtered') === false) {
    decoded = {
      ranges: {},
      lists: decoded.lists.ids ? { ids: decoded.lists.ids } : {},
      flags: {},
      ...(decoded.sort ? { sort: decoded.sort } : {}),
    };
  }
  const unlimited = flagOf(input, 'is_unlimited') === true;
  return {
    query: encodeFilterQuery(decoded),
    page: optionalIntegerParam(input, 'page') ?? 1,
    pageSize:
      optionalIntegerParam(input, 'page_size') ??
      (unlimited ? PLAYER_SEARCH_PAGE_SIZE.MAX : PLAYER_SEARCH_PAGE_SIZE.DEFAULT),
    excludedEaIds: idList(input, 'existing_players'),
  };
};
