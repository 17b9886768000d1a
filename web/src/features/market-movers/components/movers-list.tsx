import type { CardPrice, CoreData, PlayerItemSummary, PriceTrendWindow } from '@futgg/contracts';
import { Link } from 'react-router';
import { MiniCard, positionName } from '../../../components/card/card-art';
import { routes } from '../../../config/env';
import { rarityOf } from '../../../lib/core-data';
import { formatCoins, formatTrend, playerName, trendDirection } from '../../../lib/format';
import { TREND_WINDOW_FIELDS } from '../../../lib/price-keys';
import { useMoverCards } from '../api/get-mover-cards';

interface MoverRowProps {
  rank: number;
  price: CardPrice;
  card: PlayerItemSummary | undefined;
  gameYear: number;
  window: PriceTrendWindow;
  coreData: CoreData | undefined;
}

const MoverRow = ({ rank, price, card, gameYear, window, coreData }: MoverRowProps) => {
  const trend = price[TREND_WINDOW_FIELDS[window]];
  const rarity = card && rarityOf(coreData, card.rarityEaId);
  return (
    <li className="mover">
      <span className="mover__rank" aria-hidden="true">
        {rank}
      </span>
      {card && rarity ? <MiniCard card={card} colours={rarity} /> : <span className="mover__card-space" />}
      <span className="mover__text">
        <Link to={routes.player(gameYear, price.eaId)} className="mover__name">
          {card ? playerName(card) : `Card ${price.eaId}`}
        </Link>
        <span className="mover__meta">
          {card && rarity ? `${card.overall} ${positionName(card.position)} · ${rarity.name}` : '…'}
        </span>
      </span>
      <span className="mover__figures">
        <span className="mover__price">{price.isExtinct ? 'Extinct' : formatCoins(price.price)}</span>
        <span className={`trend trend--${trendDirection(trend)}`}>{formatTrend(trend)}</span>
      </span>
    </li>
  );
};

interface MoversListProps {
  id: string;
  title: string;
  movers: readonly CardPrice[] | undefined;
  gameYear: number;
  window: PriceTrendWindow;
  coreData: CoreData | undefined;
  /** What an empty list says. */
  empty: string;
}

/** One list of movers, biggest move first; the cards' names and ratings come from one catalog request. */
export const MoversList = ({
  id,
  title,
  movers = [],
  gameYear,
  window,
  coreData,
  empty,
}: MoversListProps) => {
  const cards = useMoverCards(
    gameYear,
    movers.map((price) => price.eaId),
  );
  const cardOf = new Map(cards.data?.map((card) => [card.eaId, card]));
  return (
    <section className="panel movers-list" aria-labelledby={id}>
      <h2 className="panel__title" id={id}>
        {title}
      </h2>
      {movers.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ol className="movers-list__rows">
          {movers.map((price, index) => (
            <MoverRow
              key={price.eaId}
              rank={index + 1}
              price={price}
              card={cardOf.get(price.eaId)}
              gameYear={gameYear}
              window={window}
              coreData={coreData}
            />
          ))}
        </ol>
      )}
    </section>
  );
};
