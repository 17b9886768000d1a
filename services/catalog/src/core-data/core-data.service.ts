import { Injectable } from '@nestjs/common';
import { CONTENT_TYPES, DomainError, type CoreData } from '@futgg/contracts';
import { CoreDataRepository } from './core-data.repository.js';

const keyedBy = <T, K extends keyof T>(rows: T[], key: K): Record<string, T> =>
  Object.fromEntries(rows.map((row) => [String(row[key]), row]));

@Injectable()
export class CoreDataService {
  constructor(private readonly repository: CoreDataRepository) {}

  /** Core data of a game year, each list keyed as the spec says (first document, section 3). */
  async get(gameYear: number): Promise<CoreData> {
    const data = await this.repository.load(gameYear);
    if (data.rarities.length === 0 && data.nations.length === 0) {
      throw new DomainError('NOT_FOUND', `No core data for game year ${gameYear}`, { field: 'gameYear' });
    }
    const strip = ({ isBase: _isBase, ...role }: (typeof data.roles)[number]) => role;
    return {
      gameYear,
      rarities: keyedBy(data.rarities, 'eaId'),
      nations: keyedBy(data.nations, 'eaId'),
      leagues: keyedBy(data.leagues, 'eaId'),
      clubs: keyedBy(data.clubs, 'eaId'),
      playstyles: keyedBy(data.playstyles, 'id'),
      roles: keyedBy(data.roles.filter((role) => !role.isBase).map(strip), 'eaId'),
      baseRoles: keyedBy(data.roles.filter((role) => role.isBase).map(strip), 'id'),
      chemistryStyles: keyedBy(data.chemistryStyles, 'shortName'),
      raritySquads: keyedBy(data.raritySquads, 'id'),
      quickFilters: data.quickFilters,
      buildUpStyles: data.buildUpStyles,
      defensiveApproaches: data.defensiveApproaches,
      formations: data.formations,
      contentTypes: CONTENT_TYPES.map(({ id, name }) => ({ id, name })),
    };
  }
}
