import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS, chemistryKindOf } from '@futgg/game-rules';
import type { CoreData } from '@futgg/contracts';
import { useApi, type Api } from './api';

/** The first part of core data's query key ([CORE_DATA_KEY, gameYear]); shared-queries reads it back. */
export const CORE_DATA_KEY = 'core-data';

// Core data is read by every feature (names, rarity colours), so it lives in lib, not in a feature.
export const coreDataQuery = (api: Api, gameYear: number) =>
  queryOptions({
    queryKey: [CORE_DATA_KEY, gameYear],
    queryFn: () => api.catalog.coreData(gameYear),
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });

export const useCoreData = (gameYear: number) => useQuery(coreDataQuery(useApi(), gameYear));

export type Rarity = CoreData['rarities'][string];

const FALLBACK_RARITY: Pick<Rarity, 'name' | 'textColor' | 'lineColor' | 'backgroundColor'> = {
  name: 'Card',
  textColor: '#f5e7b2',
  lineColor: '#c9a94a',
  backgroundColor: '#3a3220',
};

export const rarityOf = (coreData: CoreData | undefined, rarityEaId: number) =>
  coreData?.rarities[String(rarityEaId)] ?? FALLBACK_RARITY;

export const nameOf = (list: Record<string, { name: string }> | undefined, id: number): string =>
  list?.[String(id)]?.name ?? `#${id}`;

/** The image core data names for an id (a flag, a badge), or null when it names none. */
export const imageOf = (
  list: Record<string, { imageUrl: string | null }> | undefined,
  id: number,
): string | null => list?.[String(id)]?.imageUrl ?? null;

/**
 * The club a card's meta names, or null for an icon or a hero: their club is the special team (ICON,
 * HEROES) that the rarity already says, and "Prime Icon · ICON · Icons" repeated it three times.
 */
export const shownClubName = (
  coreData: CoreData | undefined,
  card: { clubEaId: number; leagueEaId: number },
): string | null => (chemistryKindOf(card) === 'player' ? nameOf(coreData?.clubs, card.clubEaId) : null);
