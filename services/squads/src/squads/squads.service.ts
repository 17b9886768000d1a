import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  DomainError,
  gameSlugOf,
  type Caller,
  type DeletedSquad,
  type EntityOwners,
  type EntityOwnersRequest,
  type ListSquadsRequest,
  type SaveSquadRequest,
  type Squad,
  type SquadPage,
  type UserEvolutionItem,
} from '@futgg/contracts';
import { evolvedSnapshotOf, type CardFacts } from './cards/card-facts.js';
import { CatalogCardsClient } from './cards/catalog-cards.client.js';
import { EvolvedCardsClient } from './cards/evolved-cards.client.js';
import { squadSummaryOf } from './squad-answer.js';
import { SquadReader } from './squad-reader.js';
import { SquadsRepository } from './squads.repository.js';
import { checkSlots } from './slot-rules.js';
import type { EvolvedCardSnapshot, SquadContent, StoredPosition, StoredSquad } from './stored-squad.js';

const READ_ONLY_FIELD = 'flags.isReadOnly';

/**
 * Whether the caller may write this squad as read at `version`: NOT_FOUND, FORBIDDEN (another user's),
 * CONFLICT naming flags.isReadOnly, or CONFLICT naming version (saved by someone since).
 */
const assertWritable = (squad: StoredSquad | null, caller: Caller, version?: number): StoredSquad => {
  if (!squad) throw new DomainError('NOT_FOUND', 'Squad not found', { field: 'uuid' });
  if (squad.ownerId !== caller.id) throw new DomainError('FORBIDDEN', 'This squad is not yours');
  if (squad.flags.isReadOnly) {
    throw new DomainError('CONFLICT', 'This squad is read-only', { field: READ_ONLY_FIELD });
  }
  if (version !== undefined && squad.version !== version) {
    throw new DomainError(
      'CONFLICT',
      `The squad was saved since you read it: version ${squad.version} is current, you sent ${version}`,
      { field: 'version' },
    );
  }
  return squad;
};

interface ResolvedCards {
  positions: StoredPosition[];
  evolvedCards: EvolvedCardSnapshot[];
  catalogCards: Map<number, CardFacts>;
}

/** Saving, listing and deleting the caller's squads (docs/squads.md). */
@Injectable()
export class SquadsService {
  constructor(
    private readonly repository: SquadsRepository,
    private readonly reader: SquadReader,
    private readonly catalog: CatalogCardsClient,
    private readonly evolved: EvolvedCardsClient,
  ) {}

  /** No uuid creates the squad (version 1); a uuid with the version last read replaces it. */
  async save(caller: Caller, request: SaveSquadRequest): Promise<Squad> {
    if (request.uuid === undefined && request.version !== undefined) {
      throw new DomainError('INVALID_INPUT', 'A version is sent only with the uuid of the squad it updates', {
        field: 'uuid',
      });
    }
    if (request.uuid !== undefined && request.version === undefined) {
      throw new DomainError('INVALID_INPUT', 'Updating a squad needs the version you last read', {
        field: 'version',
      });
    }
    // Fails fast before asking other services; the conditional UPDATE below is what decides.
    if (request.uuid !== undefined)
      assertWritable(await this.repository.one(request.uuid), caller, request.version);
    checkSlots(request);
    const resolved = await this.resolveCards(caller, request);
    const content: SquadContent = {
      gameYear: request.gameYear,
      title: request.title,
      formationId: request.formationId,
      managerLeagueEaId: request.manager.leagueEaId,
      managerNationEaId: request.manager.nationEaId,
      substituteCount: request.substituteCount,
      reserveCount: request.reserveCount,
      positions: resolved.positions,
      evolvedCards: resolved.evolvedCards,
    };
    const saved =
      request.uuid === undefined
        ? await this.repository.insert(randomUUID(), caller.id, content, request.flags)
        : ((await this.repository.update(
            request.uuid,
            caller.id,
            request.version!,
            content,
            request.flags,
          )) ?? this.whyNotSaved(await this.repository.one(request.uuid), caller, request.version!));
    const [answer] = await this.reader.answers([saved], caller, resolved.catalogCards);
    return answer!;
  }

  /** Who owns which of these squads: for other services' access rules, never routed to the web. */
  owners(request: EntityOwnersRequest): Promise<EntityOwners> {
    return this.repository.owners(request.ids);
  }

  async list(caller: Caller, request: ListSquadsRequest): Promise<SquadPage> {
    const page = await this.repository.ofOwner(caller.id, request);
    const answers = await this.reader.answers(page.data, caller);
    return { data: answers.map(squadSummaryOf), totalCount: page.totalCount };
  }

  async remove(caller: Caller, uuid: string): Promise<DeletedSquad> {
    if (!(await this.repository.remove(uuid, caller.id))) {
      assertWritable(await this.repository.one(uuid), caller);
      throw new DomainError('NOT_FOUND', 'Squad not found', { field: 'uuid' });
    }
    return { uuid, deleted: true };
  }

  /** The conditional UPDATE wrote nothing: say why, from the row as it is now. */
  private whyNotSaved(squad: StoredSquad | null, caller: Caller, version: number): never {
    assertWritable(squad, caller, version);
    throw new DomainError('CONFLICT', 'The squad was saved since you read it', { field: 'version' });
  }

  /**
   * Every slot's card, checked: plain cards must be in the catalog of the squad's year; evolved ones must
   * be the caller's own saved players of that year, their chemistry-relevant fields copied now.
   */
  private async resolveCards(caller: Caller, request: SaveSquadRequest): Promise<ResolvedCards> {
    const plainIds = request.positions.flatMap((p) => (p.myEvoPlayerId === null ? [p.playerEaId!] : []));
    const evoIds = request.positions.flatMap((p) => (p.myEvoPlayerId === null ? [] : [p.myEvoPlayerId]));
    const [catalogCards, items] = await Promise.all([
      plainIds.length ? this.catalog.cards(request.gameYear, plainIds) : new Map<number, CardFacts>(),
      evoIds.length ? this.evolved.ofCaller(caller, evoIds) : new Map<number, UserEvolutionItem>(),
    ]);
    const evolvedCards: EvolvedCardSnapshot[] = [];
    const positions = request.positions.map((position, index): StoredPosition => {
      const field = (name: string) => `positions.${index}.${name}`;
      let playerEaId = position.playerEaId;
      if (position.myEvoPlayerId !== null) {
        const item = items.get(position.myEvoPlayerId);
        if (!item || item.gameYear !== request.gameYear) {
          throw new DomainError(
            'INVALID_INPUT',
            `${position.myEvoPlayerId} is not one of your saved ${gameSlugOf(request.gameYear).toUpperCase()} players`,
            { field: field('myEvoPlayerId') },
          );
        }
        if (playerEaId !== null && playerEaId !== item.playerItemEaId) {
          throw new DomainError(
            'INVALID_INPUT',
            `Saved player ${item.id} is evolved from card ${item.playerItemEaId}, not ${playerEaId}`,
            { field: field('playerEaId') },
          );
        }
        playerEaId = item.playerItemEaId;
        evolvedCards.push(evolvedSnapshotOf(item.id, item.playerItemDefinition));
      } else if (!catalogCards.has(playerEaId!)) {
        throw new DomainError(
          'INVALID_INPUT',
          `No card ${playerEaId} in ${gameSlugOf(request.gameYear).toUpperCase()}`,
          { field: field('playerEaId') },
        );
      }
      return {
        group: position.group,
        positionIdx: position.positionIdx,
        playerEaId: playerEaId!,
        myEvoPlayerId: position.myEvoPlayerId,
        positionOverride: position.positionOverride,
        evolutionOverrideId: position.evolutionOverrideId,
        isUntradeableOverride: position.isUntradeableOverride,
        rarityOverrideEaId: position.rarityOverrideEaId,
      };
    });
    return { positions, evolvedCards, catalogCards };
  }
}
