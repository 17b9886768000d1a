import type { PlayerItem } from '@futgg/contracts';
import { cardTotalsOf, type Card } from '@futgg/game-rules';

/**
 * The base card's player item with the evolved card's values over it: identity, club, prices and the
 * catalog's facts stay the base card's; every value an evolution or the lab can change is the evolved
 * card's, and the derived totals and counts are worked out again from them.
 */
export const evolvedPlayerItemOf = (base: PlayerItem, evolved: Readonly<Card>): PlayerItem => {
  const item: PlayerItem = { ...base };
  for (const field of Object.keys(item) as (keyof PlayerItem)[]) {
    if (field in evolved && isEvolvable(field)) {
      (item as Record<string, unknown>)[field] =
        (evolved as unknown as Record<string, unknown>)[field] ?? null;
    }
  }
  return { ...item, ...cardTotalsOf(evolved) };
};

/** Identity and the club's ids are the base card's even if a Card carries them. */
const KEPT: ReadonlySet<string> = new Set([
  'eaId',
  'basePlayerEaId',
  'gameYear',
  'commonName',
  'clubEaId',
  'leagueEaId',
  'nationEaId',
  'gender',
  'height',
]);
const isEvolvable = (field: string) => !KEPT.has(field);

/** A player item as game-rules reads a card (goalkeeper face stats absent rather than null). */
export const cardOf = (item: PlayerItem): Card => {
  const card = { ...item } as unknown as Record<string, unknown>;
  for (const [field, value] of Object.entries(card)) if (value === null) delete card[field];
  return card as unknown as Card;
};
