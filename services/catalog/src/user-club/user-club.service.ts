import { Injectable } from '@nestjs/common';
import {
  DomainError,
  USER_CLUB_FILE_FORMAT,
  USER_CLUB_FILE_VERSION,
  USER_CLUB_LIMITS,
  type Caller,
  type UserClubAddRequest,
  type UserClubCards,
  type UserClubCardsRequest,
  type UserClubExportRequest,
  type UserClubFile,
  type UserClubImportRequest,
  type UserClubImportSummary,
  type UserClubItem,
  type UserClubListRequest,
  type UserClubPage,
  type UserClubRemoveRequest,
  type UserClubRemoved,
} from '@futgg/contracts';
import { unpackText } from '@futgg/service-kit';
import { decodeFilters } from '../player-items/player-items.service.js';
import { ClubFileError, readClubFile, type ClubFile } from './parsers/club-file.js';
import { UserClubRepository } from './user-club.repository.js';

/** The caller's club (docs/user-club.md): every use case but `cards` acts on the caller's own rows only. */
@Injectable()
export class UserClubService {
  constructor(private readonly repository: UserClubRepository) {}

  list(caller: Caller, request: UserClubListRequest): Promise<UserClubPage> {
    return this.repository.list(
      caller.id,
      request.gameYear,
      decodeFilters(request.query),
      request.page,
      request.pageSize,
    );
  }

  async import(caller: Caller, request: UserClubImportRequest): Promise<UserClubImportSummary> {
    const content = unpackText(request.packedContent, {
      maxBytes: USER_CLUB_LIMITS.MAX_CONTENT_BYTES,
      field: 'packedContent',
    });
    const file = readOrRefuse(content, request);
    const written = await this.repository.importCards(
      caller.id,
      request.gameYear,
      file.cards,
      request.replace,
    );
    const unknown = file.cards
      .filter((card) => !written.matchedEaIds.has(card.eaId))
      .map((card) => card.eaId);
    const matched = written.matchedEaIds.size;
    return {
      format: file.layout,
      read: file.read,
      matched,
      added: written.added,
      updated: written.updated,
      unchanged: matched - written.added - written.updated,
      removed: written.removed,
      unknown: { count: unknown.length, eaIds: unknown.slice(0, USER_CLUB_LIMITS.UNKNOWN_IDS_LISTED) },
      refused: file.refused.slice(0, USER_CLUB_LIMITS.REFUSALS_LISTED),
      refusedCount: file.refused.length,
    };
  }

  async add(caller: Caller, request: UserClubAddRequest): Promise<UserClubItem> {
    await this.repository.add(caller.id, request.gameYear, {
      eaId: request.eaId,
      isUntradeable: request.isUntradeable,
      duplicates: request.duplicates ?? null,
    });
    const item = await this.repository.findItem(caller.id, request.gameYear, request.eaId);
    if (!item) {
      throw new DomainError('NOT_FOUND', `No player item ${request.eaId} in game year ${request.gameYear}`, {
        field: 'eaId',
      });
    }
    return item;
  }

  async remove(caller: Caller, request: UserClubRemoveRequest): Promise<UserClubRemoved> {
    return { removed: await this.repository.remove(caller.id, request.gameYear, request.eaId) };
  }

  async export(caller: Caller, request: UserClubExportRequest): Promise<UserClubFile> {
    return {
      format: USER_CLUB_FILE_FORMAT,
      version: USER_CLUB_FILE_VERSION,
      gameYear: request.gameYear,
      cards: await this.repository.exportCards(caller.id, request.gameYear),
    };
  }

  /** Any user's club, for services: see UserClubCardsRequest for why the owner comes in the payload. */
  async cards(request: UserClubCardsRequest): Promise<UserClubCards> {
    // One more than the page, to know whether another follows.
    const rows = await this.repository.cards(
      request.ownerId,
      request.gameYear,
      request.afterEaId,
      request.limit + 1,
    );
    const data = rows.slice(0, request.limit);
    return { data, nextAfterEaId: rows.length > request.limit ? data.at(-1)!.eaId : null };
  }
}

/** The file's cards, or INVALID_INPUT saying what is wrong with it (nothing is written then). */
const readOrRefuse = (content: string, request: UserClubImportRequest): ClubFile => {
  let file: ClubFile;
  try {
    file = readClubFile(content, request.format);
  } catch (error) {
    if (!(error instanceof ClubFileError)) throw error;
    throw new DomainError('INVALID_INPUT', `The club file cannot be read: ${error.message}`, {
      field: 'content',
      cause: error,
    });
  }
  if (file.gameYear !== undefined && file.gameYear !== request.gameYear) {
    throw new DomainError(
      'INVALID_INPUT',
      `The club file is a club of game year ${file.gameYear}, not ${request.gameYear}`,
      { field: 'content' },
    );
  }
  return file;
};
