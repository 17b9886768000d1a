import { Injectable } from '@nestjs/common';
import { normalizeSearchText, type GlobalSearchRequest, type SearchResult } from '@futgg/contracts';
import { POSITION_NAME_BY_ID, chemistryKindOf, type PositionId } from '@futgg/game-rules';
import { playerDescription } from './search-description.js';
import { SearchRepository } from './search.repository.js';

@Injectable()
export class SearchService {
  constructor(private readonly repository: SearchRepository) {}

  /** Players for now; evolutions, SBCs and objectives join the same result list as their services land. */
  async search(request: GlobalSearchRequest): Promise<SearchResult[]> {
    const hits = await this.repository.players(
      request.gameYear,
      normalizeSearchText(request.q),
      request.limit,
    );
    return hits.map((hit) => ({
      key: `player-${request.gameYear}-${hit.eaId}`,
      url: `/${request.gameYear}/players/${hit.eaId}/`,
      name: hit.commonName,
      imageUrl: hit.rarityImageUrl,
      description: playerDescription({
        overall: hit.overall,
        versionName: hit.rarityName,
        positionName: POSITION_NAME_BY_ID[hit.position as PositionId] ?? '',
        // An icon's or a hero's club is the special team its version already says: its league instead,
        // as the site's pages show it ("Prime Icon · CB · Icons").
        clubName: chemistryKindOf(hit) === 'player' ? hit.clubName : hit.leagueName,
      }),
      groupKey: `player-${request.gameYear}-base-${hit.basePlayerEaId}`,
    }));
  }
}
