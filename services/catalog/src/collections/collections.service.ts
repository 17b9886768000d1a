import { Injectable } from '@nestjs/common';
import {
  DomainError,
  type Caller,
  type Collection,
  type CollectionPlayersPage,
  type CollectionPlayersRequest,
  type CollectionRequest,
  type Collections,
  type CollectionsRequest,
  type UserCollectionPlayersPage,
  type UserCollectionPlayersRequest,
  type UserCollections,
  type UserCollectionsRequest,
} from '@futgg/contracts';
import { ContentCache } from '../feed/content-cache.js';
import { CollectionsRepository } from './collections.repository.js';

@Injectable()
export class CollectionsService {
  constructor(
    private readonly repository: CollectionsRepository,
    private readonly cache: ContentCache,
  ) {}

  list({ gameYear }: CollectionsRequest): Promise<Collections> {
    return this.cache.get(`collections:${gameYear}`, () => this.repository.list(gameYear));
  }

  async get({ gameYear, slug }: CollectionRequest): Promise<Collection> {
    const found = await this.repository.get(gameYear, slug);
    if (!found) throw notFound(gameYear, slug);
    return found;
  }

  async players({
    gameYear,
    slug,
    page,
    pageSize,
  }: CollectionPlayersRequest): Promise<CollectionPlayersPage> {
    if (!(await this.repository.exists(gameYear, slug))) throw notFound(gameYear, slug);
    return this.repository.players(gameYear, slug, page, pageSize);
  }

  /** Every collection of the year with how many of its cards the caller's club holds. */
  async user(caller: Caller, { gameYear }: UserCollectionsRequest): Promise<UserCollections> {
    const found = await this.repository.userCollections(caller.id, gameYear);
    return found.map((collection) => ({
      ...collection,
      progress: collection.playerCount === 0 ? 0 : collection.ownedCount / collection.playerCount,
    }));
  }

  async userPlayers(
    caller: Caller,
    request: UserCollectionPlayersRequest,
  ): Promise<UserCollectionPlayersPage> {
    if (request.slug && !(await this.repository.exists(request.gameYear, request.slug)))
      throw notFound(request.gameYear, request.slug);
    return this.repository.userPlayers(caller.id, request);
  }
}

const notFound = (gameYear: number, slug: string) =>
  new DomainError('NOT_FOUND', `No collection ${slug} in FC ${gameYear}`, { field: 'slug' });
