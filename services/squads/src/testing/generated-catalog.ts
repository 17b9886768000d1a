import type { SquadPoolCard } from '@futgg/contracts';
import { generateGameData } from '@futgg/game-data';

/**
 * The catalog's squad-pool rows as `npm start` seeds them (libs/game-data's generator, seed 42, 20,000
 * players by default): an extinct card has no market price. Shared by the solvers' specs and benches.
 */
export const generatedCatalog = (players = 20_000): SquadPoolCard[] =>
  generateGameData({ seed: 42, players }).playerItems.map((item) => ({
    eaId: item.eaId,
    basePlayerEaId: item.basePlayerEaId,
    position: item.position,
    alternativePositionIds: item.alternativePositionIds,
    clubEaId: item.clubEaId,
    leagueEaId: item.leagueEaId,
    nationEaId: item.nationEaId,
    rarityEaId: item.rarityEaId,
    overall: item.overall,
    price: item.isExtinct ? null : item.price,
  }));
