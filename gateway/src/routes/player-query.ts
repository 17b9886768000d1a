import {
  DomainError,
  PLAYER_SEARCH_MAX_PAGE,
  PLAYER_SEARCH_PAGE_SIZE,
  normalizeSearchText,
} from '@futgg/contracts';
import {
  PLAYER_SEARCH_PARAMETERS,
  canonicalPlayerFilters,
  decodeIdListParameter,
  decodePlayerSearchQuery,
  decodeSwitchParameter,
  encodeFilterQuery,
  type PlayerFilters,
} from '@futgg/game-rules';
import { optionalIntegerParam } from './path-parameters.js';

/**
 * The player search's parameters that are the API's and not the query language's (paging, the market,
 * the squad builder's cards to leave out); game-rules' PLAYER_SEARCH_PARAMETERS are the others.
 */
const TRANSPORT_PARAMETERS = {
  page: 'Page number, from 1.',
  page_size: `Rows per page, 1 to ${PLAYER_SEARCH_PAGE_SIZE.MAX} (default ${PLAYER_SEARCH_PAGE_SIZE.DEFAULT}).`,
  price_key:
    'Price market: `console` (default) or `pc`. The rows carry that market’s price, trends and fluctuation, and the price filters and sorts read it.',
  existing_players:
    'Comma list of eaIds to leave out (the squad builder hides players already in the squad).',
  is_unlimited: `\`1\` raises the page size to ${PLAYER_SEARCH_PAGE_SIZE.MAX}.`,
} as const;
const TRANSPORT_NAMES: ReadonlySet<string> = new Set(Object.keys(TRANSPORT_PARAMETERS));

/** The types of the paging parameters in the OpenAPI text; every other parameter is text. */
export const PLAYER_QUERY_PARAMETER_SCHEMAS: Readonly<Record<string, Record<string, unknown>>> = {
  page: { type: 'integer', minimum: 1, maximum: PLAYER_SEARCH_MAX_PAGE },
  page_size: { type: 'integer', minimum: 1, maximum: PLAYER_SEARCH_PAGE_SIZE.MAX },
};

/** Every parameter of the search beside the filter vocabulary, with its meaning (the OpenAPI text). */
export const PLAYER_QUERY_PARAMETERS = { ...TRANSPORT_PARAMETERS, ...PLAYER_SEARCH_PARAMETERS } as const;

/** The search contract's fields by the names the caller sent them (errors name what was sent). */
export const PLAYER_QUERY_HTTP_NAMES = { pageSize: 'page_size', excludedEaIds: 'existing_players' } as const;

/**
 * One wording per meaning, so the response cache keeps one entry per search: lists in one order, the
 * name search as the catalog compares it (case and accents folded).
 */
const canonicalForCache = (filters: PlayerFilters): PlayerFilters => {
  const canonical = canonicalPlayerFilters(filters);
  if (canonical.search === undefined) return canonical;
  const search = normalizeSearchText(canonical.search);
  return search ? { ...canonical, search } : { ...canonical, search: undefined };
};

export interface PlayerQuery {
  /** The filters in the codec's canonical encoding (stable order: one cache entry per meaning). */
  query: string;
  page: number | undefined;
  pageSize: number;
  excludedEaIds: number[];
  priceKey: 'console' | 'pc';
}

/**
 * Turns the search's query string into the catalog's request: the query language (vocabulary, spec and
 * legacy names) is game-rules'; the paging and the market are read here. The contract checks the bounds.
 */
export const parsePlayerQuery = (rawQuery: string): PlayerQuery => {
  const input = new URLSearchParams(rawQuery);
  const filters = canonicalForCache(decodePlayerSearchQuery(input, TRANSPORT_NAMES));
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
  const unlimited = decodeSwitchParameter(input, 'is_unlimited') === true;
  return {
    query: encodeFilterQuery(filters),
    page: optionalIntegerParam(input, 'page'),
    pageSize:
      optionalIntegerParam(input, 'page_size') ??
      (unlimited ? PLAYER_SEARCH_PAGE_SIZE.MAX : PLAYER_SEARCH_PAGE_SIZE.DEFAULT),
    excludedEaIds: decodeIdListParameter(input, 'existing_players'),
    priceKey: priceKey ?? 'console',
  };
};
