import { Injectable } from '@nestjs/common';
import {
  DomainError,
  type Caller,
  type EvoLabOverview,
  type EvoLabOverviewRequest,
  type EvolutionsPlayerItems,
  type EvolutionsPlayerItemsRequest,
  type SaveEvoLabPlayerRequest,
  type SquadBuilderEvoList,
  type SquadBuilderFetchRequest,
  type UserEvolutionItem,
  type UserEvolutionItems,
  type Watchlist,
} from '@futgg/contracts';
import { usedEvolutionIds, type EvoLabSettings, type Evolution as RulesEvolution } from '@futgg/game-rules';
import { assertOwnedBy } from '@futgg/service-kit';
import { CatalogCardsClient } from '../cards/catalog-cards.client.js';
import { cardOf, evolvedPlayerItemOf } from '../cards/evolved-player-item.js';
import { playerItemOf } from '../cards/player-summary.js';
import { EvolutionsService } from '../evolutions/evolutions.service.js';
import { PathsService } from '../paths/paths.service.js';
import { LabPreferencesRepository, WATCHLIST_MAX } from './lab-preferences.repository.js';
import { judgeSavedPlayer } from './saved-player.js';
import { UserItemsRepository, type StoredUserItem } from './user-items.repository.js';

/** One user keeps at most this many saved players (docs/evolutions.md). */
export const SAVED_PLAYERS_MAX = 1000;

const upgradeCountOf = (path: readonly number[], byId: ReadonlyMap<number, RulesEvolution>): number =>
  path.reduce(
    (sum, id) =>
      sum + (byId.get(id)?.levels.reduce((levels, level) => levels + level.upgrades.length, 0) ?? 0),
    0,
  );

const itemOf = (item: StoredUserItem, byId: ReadonlyMap<number, RulesEvolution>): UserEvolutionItem => ({
  id: item.id,
  gameYear: item.gameYear,
  evolutionPath: item.evolutionPath,
  isModified: item.isModified,
  isCustom: item.isCustom,
  playerItemDefinition: item.playerItemDefinition,
  pathHash: item.pathHash,
  playerItemEaId: item.playerItemEaId,
  createdAt: item.createdAt,
  upgradeCount: upgradeCountOf(item.evolutionPath, byId),
});

/** The evo lab's saved players, settings and watchlist: every call is the caller's own. */
@Injectable()
export class EvoLabService {
  constructor(
    private readonly items: UserItemsRepository,
    private readonly preferences: LabPreferencesRepository,
    private readonly evolutions: EvolutionsService,
    private readonly paths: PathsService,
    private readonly catalog: CatalogCardsClient,
  ) {}

  private async evolutionsById(gameYear: number): Promise<Map<number, RulesEvolution>> {
    return new Map(
      (await this.evolutions.rulesEvolutions(gameYear)).map((evolution) => [evolution.id, evolution]),
    );
  }

  /** Stored items as answered, each year's evolutions read once (they give the upgrade counts). */
  private async itemsOf(stored: readonly StoredUserItem[]): Promise<UserEvolutionItem[]> {
    const byYear = new Map<number, Map<number, RulesEvolution>>();
    for (const item of stored) {
      if (!byYear.has(item.gameYear)) byYear.set(item.gameYear, await this.evolutionsById(item.gameYear));
    }
    return stored.map((item) => itemOf(item, byYear.get(item.gameYear)!));
  }

  async overview(caller: Caller, request: EvoLabOverviewRequest): Promise<EvoLabOverview> {
    const [stored, byId, watchlist, settings] = await Promise.all([
      this.items.ofOwner(caller.id, request.gameYear),
      this.evolutionsById(request.gameYear),
      this.preferences.watchlist(caller.id),
      this.preferences.settings(caller.id),
    ]);
    const items = stored.map((item) => itemOf(item, byId));
    const order: Record<
      EvoLabOverviewRequest['sort'],
      (a: UserEvolutionItem, b: UserEvolutionItem) => number
    > = {
      newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
      upgrades: (a, b) => b.upgradeCount - a.upgradeCount || b.id - a.id,
      overall: (a, b) => b.playerItemDefinition.overall - a.playerItemDefinition.overall || b.id - a.id,
    };
    items.sort(order[request.sort]);
    return {
      items,
      usedEvolutionIds: [...usedEvolutionIds([...byId.values()], stored)].sort((a, b) => a - b),
      watchlist,
      settings,
    };
  }

  async countOf(caller: Caller | null): Promise<number | null> {
    return caller ? this.items.count(caller.id) : null;
  }

  private async assertRoom(caller: Caller) {
    if ((await this.items.count(caller.id)) >= SAVED_PLAYERS_MAX) {
      throw new DomainError(
        'UNPROCESSABLE',
        `You keep at most ${SAVED_PLAYERS_MAX} saved players; delete some first`,
      );
    }
  }

  /** Saves a stored path (from the path search or a shared link) as the caller's player. */
  async add(caller: Caller, pathHash: string): Promise<UserEvolutionItem> {
    await this.assertRoom(caller);
    const path = await this.paths.get(pathHash);
    const definition = await this.paths.definitionData(pathHash);
    const stored = await this.items.upsert({
      ownerId: caller.id,
      gameYear: path.gameYear,
      playerItemEaId: path.eaId,
      pathHash,
      evolutionPath: path.evolutionIds,
      isModified: Object.keys(path.manualChanges).length > 0,
      isCustom: false,
      playerItemDefinition: playerItemOf(definition),
    });
    return itemOf(stored, await this.evolutionsById(path.gameYear));
  }

  async removeByHash(caller: Caller, pathHash: string): Promise<{ removed: number }> {
    return { removed: await this.items.removeByHash(caller.id, pathHash) };
  }

  /**
   * The spec's save: the card, its path and its edits judged by game-rules (saved-player.ts), then
   * stored under the path's hash, so saving the same player twice keeps one item.
   */
  async save(caller: Caller, { player }: SaveEvoLabPlayerRequest): Promise<UserEvolutionItem> {
    const gameYear = player.game;
    const base = await this.catalog.card(gameYear, player.ea_id).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') {
        throw new DomainError('UNPROCESSABLE', `No card ${player.ea_id} in game year ${gameYear}`, {
          field: 'ea_id',
        });
      }
      throw error;
    });
    const path = await this.evolutions
      .rulesEvolutionsByIds(gameYear, player.evolution_path)
      .catch((error: unknown) => {
        if (error instanceof DomainError && error.code === 'NOT_FOUND') {
          throw new DomainError('UNPROCESSABLE', error.message, { field: error.field });
        }
        throw error;
      });
    const { card, manualChanges } = judgeSavedPlayer(player, cardOf(base), path);
    await this.assertRoom(caller);
    const pathHash = await this.paths.remember(
      {
        gameYear,
        eaId: player.ea_id,
        evolutionIds: player.evolution_path,
        manualChanges: manualChanges as Record<string, number | number[]>,
      },
      path,
    );
    const stored = await this.items.upsert({
      ownerId: caller.id,
      gameYear,
      playerItemEaId: player.ea_id,
      pathHash,
      evolutionPath: player.evolution_path,
      isModified: Object.keys(manualChanges).length > 0,
      isCustom: player.is_custom,
      playerItemDefinition: evolvedPlayerItemOf(base, card),
    });
    return itemOf(stored, await this.evolutionsById(gameYear));
  }

  async delete(caller: Caller, id: number): Promise<{ removed: number }> {
    assertOwnedBy(await this.items.one(id), caller, 'Saved player');
    return { removed: await this.items.remove(caller.id, id) };
  }

  settings(caller: Caller): Promise<EvoLabSettings> {
    return this.preferences.settings(caller.id);
  }

  updateSettings(caller: Caller, changes: Partial<EvoLabSettings>): Promise<EvoLabSettings> {
    return this.preferences.updateSettings(caller.id, changes);
  }

  async watchlist(caller: Caller): Promise<Watchlist> {
    return { eaIds: await this.preferences.watchlist(caller.id) };
  }

  async watch(caller: Caller, gameYear: number, eaId: number): Promise<Watchlist> {
    await this.catalog.card(gameYear, eaId);
    if (!(await this.preferences.watch(caller.id, eaId))) {
      throw new DomainError('UNPROCESSABLE', `Your watchlist holds at most ${WATCHLIST_MAX} cards`, {
        field: 'eaId',
      });
    }
    return this.watchlist(caller);
  }

  async unwatch(caller: Caller, eaId: number): Promise<Watchlist> {
    await this.preferences.unwatch(caller.id, eaId);
    return this.watchlist(caller);
  }

  /** `/my-evolutions/player-item/{eaId}/`: the caller's saved players of one card. */
  async ofCard(caller: Caller, eaId: number): Promise<UserEvolutionItems> {
    const stored = (await this.items.ofOwner(caller.id)).filter((item) => item.playerItemEaId === eaId);
    return { items: await this.itemsOf(stored) };
  }

  /**
   * The caller's evolved cards as player items (squad builder, player lists), with the base card's
   * current price for the asked market.
   */
  async asPlayerItems(caller: Caller, request: EvolutionsPlayerItemsRequest): Promise<EvolutionsPlayerItems> {
    let stored = await this.items.ofOwner(caller.id, request.gameYear);
    if (request.ids) {
      const ids = new Set(request.ids);
      stored = stored.filter((item) => ids.has(item.id));
    }
    if (request.playerEaId !== undefined)
      stored = stored.filter((item) => item.playerItemEaId === request.playerEaId);
    const prices = new Map(
      (
        await this.catalog.cards(
          request.gameYear,
          stored.map((item) => item.playerItemEaId),
          request.priceKey,
        )
      ).map((card) => [card.eaId, card] as const),
    );
    return {
      data: stored.map((item) => {
        const base = prices.get(item.playerItemEaId);
        return {
          ...item.playerItemDefinition,
          ...(base && {
            price: base.price,
            priceTrend24h: base.priceTrend24h,
            isExtinct: base.isExtinct,
            priceUpdatedAt: base.priceUpdatedAt,
          }),
          myEvoPlayerId: item.id,
          evolutionPath: item.evolutionPath,
        };
      }),
    };
  }

  async squadBuilderList(caller: Caller): Promise<SquadBuilderEvoList> {
    return {
      data: (await this.items.ofOwner(caller.id)).map((item) => ({
        id: item.id,
        playerItemEaId: item.playerItemEaId,
        pathHash: item.pathHash,
        overall: item.playerItemDefinition.overall,
        position: item.playerItemDefinition.position,
        alternativePositionIds: item.playerItemDefinition.alternativePositionIds,
        rarityEaId: item.playerItemDefinition.rarityEaId,
        commonName: item.playerItemDefinition.commonName,
        evolutionPath: item.evolutionPath,
      })),
    };
  }

  /**
   * The squad builder's fetch by ids. `user_id` may only name the caller: another user's saved players
   * are theirs (a shared squad's evolved cards come with the squad, issue of the squads service).
   */
  async squadBuilderFetch(caller: Caller, request: SquadBuilderFetchRequest): Promise<UserEvolutionItems> {
    if (request.userId !== undefined && request.userId !== caller.id) {
      throw new DomainError('FORBIDDEN', "Another user's saved players are theirs", { field: 'user_id' });
    }
    const stored = await this.items.byIds(request.ids);
    for (const item of stored) assertOwnedBy(item, caller, 'Saved player');
    return { items: await this.itemsOf(stored) };
  }
}
