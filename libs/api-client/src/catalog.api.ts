import type {
  CoreData,
  PlayerDefinition,
  PlayerItem,
  PlayerItemPage,
  PlayerItemSummary,
  PriceKey,
} from '@futgg/contracts';
import type { ApiClient } from './api-client.js';

export interface PlayerSearchParams {
  game: number | string;
  /** Filters in the spec's encoding, as game-rules' encodeFilterQuery writes them. */
  filters?: string;
  page?: number;
  pageSize?: number;
  /**
   * The market the rows' price and trend fields are from. Console, the API's default, is left out of
   * the URL: the default list keeps one address (and so one cache entry, and index.html's early request).
   */
  priceKey?: PriceKey;
  /** Aborts a search the caller no longer needs (filters changed while it ran). */
  signal?: AbortSignal;
}

type Data<T> = { data: T };

/**
 * Paths (under the client's base) of the catalog's routes that are also asked for outside this client:
 * early requests before the app loads, and the shared queries a rendered page leaves out.
 */
export const CATALOG_PATHS = {
  coreData: (game: number | string) => `${game}/fut-core-data`,
  playerItems: (game: number | string) => `${game}/player-items`,
};

/** The catalog's routes (player database, cards, core data). */
export const catalogApi = (client: ApiClient) => ({
  coreData: (game: number | string) =>
    client.get<Data<CoreData>>(CATALOG_PATHS.coreData(game)).then((body) => body.data),
  searchPlayerItems: ({ game, filters = '', page, pageSize, priceKey, signal }: PlayerSearchParams) =>
    client.get<PlayerItemPage>(CATALOG_PATHS.playerItems(game), {
      encodedQuery: filters,
      query: {
        price_key: priceKey === 'console' ? undefined : priceKey,
        page: page && page > 1 ? page : undefined,
        page_size: pageSize,
      },
      ...(signal ? { signal } : {}),
    }),
  playerItem: (game: number | string, eaId: number) =>
    client.get<Data<PlayerItem>>(`player-items/${game}-${eaId}`).then((body) => body.data),
  playerDefinition: (game: number | string, eaId: number) =>
    client.get<Data<PlayerDefinition>>(`player-item-definitions/${game}/${eaId}`).then((body) => body.data),
  otherVersions: (game: number | string, eaId: number) =>
    client
      .get<Data<PlayerItemSummary[]>>(`player-item-definitions/${game}/${eaId}/other-versions`)
      .then((body) => body.data),
  recentPlayers: (game: number | string, limit = 20) =>
    client
      .get<Data<PlayerItemSummary[]>>('recent-players', { query: { game, limit } })
      .then((body) => body.data),
});
export type CatalogApi = ReturnType<typeof catalogApi>;
