import { useQuery } from '@tanstack/react-query';
import type { CardPrice, PriceKey } from '@futgg/contracts';
import { useApi } from '../../../lib/api';
import { cardPricesQuery } from '../../../lib/card-prices';

const onlyCard = (rows: CardPrice[]): CardPrice | null => rows[0] ?? null;

/** The card's live price for one key, from the batch lookup (null: pricing knows no such card). */
export const useCardPrice = (gameYear: number, eaId: number, priceKey: PriceKey) =>
  useQuery({ ...cardPricesQuery(useApi(), gameYear, [eaId], priceKey), select: onlyCard });
