import type {
  EligiblePlayersPage,
  EvoLabOverview,
  EvoLabSettingsShape,
  Evolution,
  EvolutionCounts,
  EvolutionPage,
  EvolutionPathPage,
  EvolutionPathRecord,
  EvolutionPlan,
  EvolutionPlayersPage,
  EvolutionsPlayerItems,
  PathDefinitionData,
  PathObjectiveField,
  PriceKey,
  SavedEvoLabPlayer,
  SquadBuilderEvoList,
  UserEvolutionItem,
  UserEvolutionItems,
  Watchlist,
} from '@futgg/contracts';
import type { ApiClient } from './api-client.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;

/** The namespace of the evolutions routes under /api/fut (docs/evolutions.md). */
const EVOLUTIONS = { namespace: 'evolutions' } as const;
const EVO_LAB = { namespace: 'evo-lab', withSession: true } as const;

export interface EvolutionListParams {
  game?: number;
  page?: number;
  pageSize?: number;
  onlyExpired?: boolean;
  /** The active ones ending within 48 hours, soonest first. */
  expiringSoon?: boolean;
}

export interface EvolutionPlayerParams {
  game?: number;
  /** The player database's filters, as game-rules' encodeFilterQuery writes them. */
  filters?: string;
  page?: number;
  pageSize?: number;
}

export interface PathSearchParams {
  game?: number;
  page?: number;
  pageSize?: number;
  objective?: PathObjectiveField;
  maxCoins?: number;
  maxPoints?: number;
  maxDepth?: number;
}

export interface PlanParams {
  game?: number;
  objective?: PathObjectiveField | 'squadFit';
  position?: number;
  maxCoins?: number;
  maxPoints?: number;
  maxDepth?: number;
  daysPerLevel?: number;
  chainsPerCard?: number;
}

const pageQuery = ({ page, pageSize }: { page?: number; pageSize?: number }) => ({
  page,
  page_size: pageSize,
});

/** The evolutions namespace: evolutions, eligible players, paths, definitions, counts and the planner. */
export const evolutionsApi = (client: ApiClient) => ({
  list: (params: EvolutionListParams = {}) =>
    client.get<EvolutionPage>('all', {
      ...EVOLUTIONS,
      query: {
        game: params.game,
        ...pageQuery(params),
        only_expired: params.onlyExpired ? 1 : undefined,
        expiring_soon: params.expiringSoon ? 1 : undefined,
      },
    }),
  get: (id: number, game?: number) =>
    client.get<Data<Evolution>>(`${id}`, { ...EVOLUTIONS, query: { game } }).then(dataOf),
  counts: (game?: number) =>
    client.get<Data<EvolutionCounts>>('counts', { ...EVOLUTIONS, query: { game } }).then(dataOf),
  players: (params: EvolutionPlayerParams = {}) =>
    client.get<EvolutionPlayersPage>('players', {
      ...EVOLUTIONS,
      ...(params.filters ? { encodedQuery: params.filters } : {}),
      query: { game: params.game, ...pageQuery(params) },
    }),
  eligiblePlayers: (evolutionId: number, params: EvolutionPlayerParams = {}) =>
    client.get<EligiblePlayersPage>(`${evolutionId}/eligible-players`, {
      ...EVOLUTIONS,
      ...(params.filters ? { encodedQuery: params.filters } : {}),
      query: { game: params.game, ...pageQuery(params) },
    }),
  paths: (eaId: number, params: PathSearchParams = {}) =>
    client.get<EvolutionPathPage>(`paths/${eaId}`, {
      ...EVOLUTIONS,
      query: {
        game: params.game,
        ...pageQuery(params),
        objective: params.objective,
        max_coins: params.maxCoins,
        max_points: params.maxPoints,
        max_depth: params.maxDepth,
      },
    }),
  path: (pathHash: string) =>
    client.get<Data<EvolutionPathRecord>>(`path/${pathHash}`, EVOLUTIONS).then(dataOf),
  definitionData: (pathHash: string) =>
    client.get<Data<PathDefinitionData>>(`v2/definition-data/${pathHash}`, EVOLUTIONS).then(dataOf),
  plan: (params: PlanParams = {}) =>
    client
      .get<Data<EvolutionPlan>>('planner', {
        ...EVOLUTIONS,
        withSession: true,
        query: {
          game: params.game,
          objective: params.objective,
          position: params.position,
          max_coins: params.maxCoins,
          max_points: params.maxPoints,
          max_depth: params.maxDepth,
          days_per_level: params.daysPerLevel,
          chains_per_card: params.chainsPerCard,
        },
      })
      .then(dataOf),
  watchlist: () =>
    client.get<Data<Watchlist>>('my-evolutions-watchlist', { ...EVOLUTIONS, withSession: true }).then(dataOf),
  watch: (eaId: number) =>
    client
      .post<Data<Watchlist>>('my-evolutions-watchlist/add', { eaId }, { ...EVOLUTIONS, withSession: true })
      .then(dataOf),
  unwatch: (eaId: number) =>
    client
      .post<Data<Watchlist>>('my-evolutions-watchlist/remove', { eaId }, { ...EVOLUTIONS, withSession: true })
      .then(dataOf),
});

/** The evo lab's saved players and settings (signed in; the session header on every call). */
export const evoLabApi = (client: ApiClient) => ({
  overview: (params: { game?: number; sort?: 'newest' | 'upgrades' | 'overall' } = {}) =>
    client.get<Data<EvoLabOverview>>('overview', { ...EVO_LAB, query: params }).then(dataOf),
  add: (pathHash: string) =>
    client.post<Data<UserEvolutionItem>>('add', { hash: pathHash }, EVO_LAB).then(dataOf),
  remove: (pathHash: string) =>
    client.post<Data<{ removed: number }>>('remove', { hash: pathHash }, EVO_LAB).then(dataOf),
  save: (player: SavedEvoLabPlayer) =>
    client.post<Data<UserEvolutionItem>>('save', player, EVO_LAB).then(dataOf),
  delete: (id: number) => client.delete<Data<{ removed: number }>>(`delete/${id}`, EVO_LAB).then(dataOf),
  settings: () => client.get<Data<EvoLabSettingsShape>>('settings', EVO_LAB).then(dataOf),
  updateSettings: (changes: Partial<EvoLabSettingsShape>) =>
    client.post<Data<EvoLabSettingsShape>>('settings', changes, EVO_LAB).then(dataOf),
  squadBuilderList: () => client.get<Data<SquadBuilderEvoList>>('squad-builder-list', EVO_LAB).then(dataOf),
  squadBuilderFetch: (ids: readonly number[], userId?: string) =>
    client
      .get<Data<UserEvolutionItems>>('squad-builder-fetch', { ...EVO_LAB, query: { ids, user_id: userId } })
      .then(dataOf),
  ofCard: (eaId: number) =>
    client
      .get<Data<UserEvolutionItems>>(`my-evolutions/player-item/${eaId}`, { withSession: true })
      .then(dataOf),
  playerItems: (
    game: number,
    params: { ids?: readonly number[]; playerEaId?: number; priceKey?: PriceKey } = {},
  ) =>
    client
      .get<Data<EvolutionsPlayerItems>>(`${game}/evolutions-player-items`, {
        withSession: true,
        query: { ids: params.ids, player_ea_id: params.playerEaId, price_key: params.priceKey },
      })
      .then(dataOf),
});
