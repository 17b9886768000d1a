import type { GameData } from '../game-data.types.js';

/**
 * A seeded collection (catalog.collections): a rule over the year's cards, a program (rarity squad) or
 * a special rarity. Members are not listed here: the catalog matches them against its cards, so the
 * collection follows an import or a reseed.
 */
export interface CollectionSeedRow {
  slug: string;
  name: string;
  description: string;
  kind: 'program' | 'rarity';
  raritySquadId: number | null;
  rarityEaId: number | null;
  /** YYYY-MM-DD: the program's release; null for a rarity. */
  releasedOn: string | null;
  sortOrder: number;
}

export const slugOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'collection';

/**
 * The year's collections, a pure function of the generated data: one per program that has cards
 * (newest release first), then one per special rarity (no gold/silver/bronze quality) that has cards.
 * Slugs are unique within the year (a repeated name gets its id appended).
 */
export const generateCollections = (
  data: Pick<GameData, 'raritySquads' | 'rarities' | 'playerItems'>,
): CollectionSeedRow[] => {
  const squadCards = new Map<number, number>();
  const rarityCards = new Map<number, number>();
  for (const card of data.playerItems) {
    if (card.raritySquadId !== null && card.raritySquadId !== undefined)
      squadCards.set(card.raritySquadId, (squadCards.get(card.raritySquadId) ?? 0) + 1);
    rarityCards.set(card.rarityEaId, (rarityCards.get(card.rarityEaId) ?? 0) + 1);
  }
  const used = new Set<string>();
  const uniqueSlug = (name: string, id: number, prefix: string): string => {
    let slug = slugOf(name);
    if (used.has(slug)) slug = `${prefix}-${slug}-${id}`;
    used.add(slug);
    return slug;
  };
  const rows: CollectionSeedRow[] = [];
  const programs = data.raritySquads
    .filter((squad) => (squadCards.get(squad.id) ?? 0) > 0)
    .sort((a, b) => (a.releaseDate < b.releaseDate ? 1 : a.releaseDate > b.releaseDate ? -1 : a.id - b.id));
  for (const squad of programs) {
    rows.push({
      slug: uniqueSlug(squad.name, squad.id, 'program'),
      name: squad.name,
      description: `Every ${squad.name} card, released ${squad.releaseDate} (${squadCards.get(squad.id)} cards).`,
      kind: 'program',
      raritySquadId: squad.id,
      rarityEaId: null,
      releasedOn: squad.releaseDate,
      sortOrder: rows.length,
    });
  }
  const specials = data.rarities
    .filter((rarity) => rarity.quality === null && (rarityCards.get(rarity.eaId) ?? 0) > 0)
    .sort((a, b) => a.eaId - b.eaId);
  for (const rarity of specials) {
    rows.push({
      slug: uniqueSlug(rarity.name, rarity.eaId, 'rarity'),
      name: `${rarity.name} cards`,
      description: `Every card of the ${rarity.name} rarity this year.`,
      kind: 'rarity',
      raritySquadId: null,
      rarityEaId: rarity.eaId,
      releasedOn: null,
      sortOrder: rows.length,
    });
  }
  return rows;
};
