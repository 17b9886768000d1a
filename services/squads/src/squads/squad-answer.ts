import {
  PRICE_KEYS,
  gameSlugOf,
  type PriceKey,
  type PricePerKey,
  type SlotChemistry,
  type Squad,
  type SquadCard,
  type SquadSummary,
} from '@futgg/contracts';
import {
  CHEMISTRY_FIELD_SLOTS,
  specialCardMarkers,
  formationById,
  squadChemistryBreakdown,
  squadRating,
  type ChemistryCard,
  type ChemistryManager,
  type ChemistrySlot,
} from '@futgg/game-rules';
import { evolvedFactsOf, type CardFacts } from './cards/card-facts.js';
import type { PricesByEaId } from './cards/prices.client.js';
import type { StoredPosition, StoredSquad } from './stored-squad.js';

// game-rules' manager has both a league and a nation; a squad may name only one. The other becomes an
// id no card carries, so it links nobody.
const NO_LINK_ID = -1;

const GROUP_ORDER = { FIELD: 0, SUBSTITUTE: 1, RESERVE: 2 } as const;

/** The eaIds a squad's answer needs from the catalog (plain cards) and from pricing (every card). */
export const cardIdsOf = (squad: StoredSquad): { catalog: number[]; priced: number[] } => ({
  catalog: squad.positions.filter((p) => p.myEvoPlayerId === null).map((p) => p.playerEaId),
  priced: squad.positions.map((p) => p.playerEaId),
});

interface PlacedCard {
  position: StoredPosition;
  facts: CardFacts;
  card: SquadCard;
}

const NO_PRICE = Object.fromEntries(PRICE_KEYS.map((key) => [key, null])) as PricePerKey;

/**
 * Sum of the priced cards of the field and the bench per market: reserves are not in the squad's cost,
 * untradeable cards cost nothing to buy, and a card with no price is left out (docs/squads.md "Price").
 */
const squadPriceOf = (placed: readonly PlacedCard[]): PricePerKey => {
  const total = Object.fromEntries(PRICE_KEYS.map((key) => [key, 0])) as Record<PriceKey, number>;
  for (const { position, card } of placed) {
    if (position.group === 'RESERVE' || card.isUntradeable) continue;
    for (const key of PRICE_KEYS) total[key] += card.price[key] ?? 0;
  }
  return total;
};

/** The card standing in the slot, overrides applied; null when it is no longer in the catalog. */
const placedCardOf = (
  position: StoredPosition,
  squad: StoredSquad,
  catalogCards: ReadonlyMap<number, CardFacts>,
  prices: PricesByEaId,
): PlacedCard | null => {
  const snapshot =
    position.myEvoPlayerId === null
      ? undefined
      : squad.evolvedCards.find((card) => card.myEvoPlayerId === position.myEvoPlayerId);
  const facts = snapshot ? evolvedFactsOf(snapshot) : catalogCards.get(position.playerEaId);
  if (!facts) return null;
  return {
    position,
    facts,
    card: {
      group: position.group,
      positionIdx: position.positionIdx,
      eaId: facts.eaId,
      myEvoPlayerId: position.myEvoPlayerId,
      name: facts.name,
      overall: facts.overall,
      position: facts.position,
      alternativePositionIds: [...facts.alternativePositionIds],
      clubEaId: facts.clubEaId,
      leagueEaId: facts.leagueEaId,
      nationEaId: facts.nationEaId,
      rarityEaId: position.rarityOverrideEaId ?? facts.rarityEaId,
      ...specialCardMarkers(facts),
      isUntradeable: position.isUntradeableOverride || !facts.isTradeable,
      price: { ...(prices.get(facts.eaId) ?? NO_PRICE) },
    },
  };
};

/** A position override makes the card count as listing its slot's position (validated at save). */
const chemistryCardOf = ({ facts, card, position }: PlacedCard): ChemistryCard => ({
  position: facts.position,
  alternativePositionIds:
    position.positionOverride === null
      ? facts.alternativePositionIds
      : [...facts.alternativePositionIds, position.positionOverride],
  clubEaId: facts.clubEaId,
  leagueEaId: facts.leagueEaId,
  nationEaId: facts.nationEaId,
  isIcon: card.isIcon,
  isHero: card.isHero,
});

const managerOf = (squad: StoredSquad): ChemistryManager | null =>
  squad.managerLeagueEaId === null && squad.managerNationEaId === null
    ? null
    : {
        leagueEaId: squad.managerLeagueEaId ?? NO_LINK_ID,
        nationEaId: squad.managerNationEaId ?? NO_LINK_ID,
      };

/**
 * The starting XI's chemistry by game-rules: each field slot stands for its formation slot's unique
 * position (RCB, LS, ...), the manager counting toward his league and nation.
 */
const chemistryOf = (squad: StoredSquad, field: ReadonlyMap<number, PlacedCard>): Squad['chemistry'] => {
  const formation = formationById(squad.formationId);
  if (!formation) throw new Error(`Squad ${squad.uuid} has an unknown formation ${squad.formationId}`);
  const slots: ChemistrySlot[] = formation.slots.slice(0, CHEMISTRY_FIELD_SLOTS).map((slot, idx) => {
    const placed = field.get(idx);
    return { position: slot.uniquePositionId, card: placed ? chemistryCardOf(placed) : null };
  });
  const breakdown = squadChemistryBreakdown({ slots, manager: managerOf(squad) });
  const perPlayer: SlotChemistry[] = slots.map((_slot, idx) => ({
    positionIdx: idx,
    points: breakdown.perPlayer[idx]!,
    clubPoints: breakdown.clubPoints[idx]!,
    leaguePoints: breakdown.leaguePoints[idx]!,
    nationPoints: breakdown.nationPoints[idx]!,
    isInPosition: breakdown.isInPosition[idx]!,
  }));
  return { total: breakdown.total, perPlayer };
};

/**
 * Everything a client sees of a squad, computed from the stored squad and the cards and prices of this
 * moment: nothing computed is ever stored or taken from a client.
 */
export const squadAnswerOf = (
  squad: StoredSquad,
  isOwner: boolean,
  catalogCards: ReadonlyMap<number, CardFacts>,
  prices: PricesByEaId,
): Squad => {
  const positions = [...squad.positions].sort(
    (a, b) => GROUP_ORDER[a.group] - GROUP_ORDER[b.group] || a.positionIdx - b.positionIdx,
  );
  const placed = positions.flatMap((position) => {
    const card = placedCardOf(position, squad, catalogCards, prices);
    return card ? [card] : [];
  });
  const field = new Map(
    placed.filter((p) => p.position.group === 'FIELD').map((p) => [p.position.positionIdx, p]),
  );
  const rating =
    field.size === CHEMISTRY_FIELD_SLOTS
      ? squadRating([...field.values()].map((p) => p.facts.overall))
      : null;
  return {
    uuid: squad.uuid,
    title: squad.title,
    version: squad.version,
    gameYear: squad.gameYear,
    gameSlug: gameSlugOf(squad.gameYear),
    formationId: squad.formationId,
    manager: { leagueEaId: squad.managerLeagueEaId, nationEaId: squad.managerNationEaId },
    substituteCount: squad.substituteCount,
    reserveCount: squad.reserveCount,
    positions: positions.map((position) => ({ ...position })),
    flags: { ...squad.flags },
    isOwner,
    cards: placed.map((p) => p.card),
    chemistry: chemistryOf(squad, field),
    rating,
    price: squadPriceOf(placed),
    createdAt: squad.createdAt,
    updatedAt: squad.updatedAt,
  };
};

export const squadSummaryOf = (squad: Squad): SquadSummary => ({
  uuid: squad.uuid,
  title: squad.title,
  version: squad.version,
  gameYear: squad.gameYear,
  formationId: squad.formationId,
  flags: squad.flags,
  rating: squad.rating,
  price: squad.price,
  createdAt: squad.createdAt,
  updatedAt: squad.updatedAt,
  chemistry: squad.chemistry.total,
});
