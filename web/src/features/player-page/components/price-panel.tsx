import { useState } from 'react';
import type { CardPrice, PlayerItem, PriceKey, PriceSource } from '@futgg/contracts';
import {
  formatCoins,
  formatFluctuation,
  formatTrend,
  playerName,
  timeDifference,
  trendDirection,
} from '../../../lib/format';
import {
  DEFAULT_PRICE_KEY,
  PRICE_KEY_LABELS,
  TREND_WINDOW_FIELDS,
  TREND_WINDOWS,
} from '../../../lib/price-keys';
import { LocalDateTime } from '../../../components/local-date-time';
import { PriceKeySwitch } from '../../../components/price-key-switch';
import { useCardPrice } from '../api/get-card-price';
import { PriceHistory } from './price-history';

/** What the panel shows of a price: a live lookup's row, or the catalog's own console figures. */
type PriceFigures = Pick<
  CardPrice,
  | 'price'
  | 'isExtinct'
  | 'isObjective'
  | 'isSbc'
  | 'priceUpdatedAt'
  | 'priceTrend1h'
  | 'priceTrend3h'
  | 'priceTrend6h'
  | 'priceTrend12h'
  | 'priceTrend24h'
  | 'priceFluctuation'
>;

const SOURCE_PHRASES: Record<PriceSource, string> = {
  simulated: 'from the simulated market',
  file: 'from an imported price file',
  scraper: 'from the market scraper',
};

const countOf = (count: number, noun: string) =>
  `${count.toLocaleString('en-GB')} ${noun}${count === 1 ? '' : 's'}`;

/** SBC and objective cards are earned, never sold: they have no price (spec, first document, section 3). */
const untradeableKind = (figures: PriceFigures): string | null =>
  figures.isSbc ? 'SBC' : figures.isObjective ? 'Objective' : null;

const CurrentPrice = ({ figures }: { figures: PriceFigures }) => {
  const untradeable = untradeableKind(figures);
  if (untradeable) {
    return (
      <div className="price-panel__current">
        <span className="price-panel__value">{untradeable}</span>
        <span className="muted small">Untradeable: not sold on the transfer market</span>
      </div>
    );
  }
  return (
    <div className="price-panel__current">
      <span className="coin coin--large" aria-hidden="true" />
      <span className="price-panel__value">{figures.isExtinct ? 'Extinct' : formatCoins(figures.price)}</span>
    </div>
  );
};

const Trends = ({ figures }: { figures: PriceFigures }) => (
  <dl className="trend-list">
    {TREND_WINDOWS.map((window) => {
      const trend = figures[TREND_WINDOW_FIELDS[window]];
      return (
        <div key={window} className={`trend-list__item trend trend--${trendDirection(trend)}`}>
          <dt>{window}</dt>
          <dd>{formatTrend(trend)}</dd>
        </div>
      );
    })}
    <div className="trend-list__item">
      <dt>Fluctuation</dt>
      <dd>{formatFluctuation(figures.priceFluctuation)}</dd>
    </div>
  </dl>
);

/** Where the live price comes from: when, which source, how many observations and their 24-hour band. */
const Provenance = ({ price }: { price: CardPrice }) => {
  if (!price.priceUpdatedAt) return <p className="muted small">No price observed on this market yet.</p>;
  const updatedAt = new Date(price.priceUpdatedAt);
  return (
    <ul className="price-provenance">
      <li>
        Updated{' '}
        <time dateTime={price.priceUpdatedAt} title={updatedAt.toLocaleString('en-GB')}>
          {timeDifference(updatedAt)}
        </time>
        {price.source && ` ${SOURCE_PHRASES[price.source]}`}
      </li>
      <li>{countOf(price.observations24h, 'observation')} in 24 h</li>
      {price.low24h !== null && price.high24h !== null && (
        <li>{`24 h band ${formatCoins(price.low24h)} – ${formatCoins(price.high24h)}`}</li>
      )}
    </ul>
  );
};

/**
 * Current price, the five trends and the fluctuation (spec, first document, section 1) for the chosen
 * market, their provenance and the price history chart. Live figures come from pricing's batch lookup;
 * until it answers (and on the server's page) the catalog's own figures stand in, which are console's.
 */
export const PricePanel = ({ gameYear, card }: { gameYear: number; card: PlayerItem }) => {
  const [priceKey, setPriceKey] = useState<PriceKey>(DEFAULT_PRICE_KEY);
  const live = useCardPrice(gameYear, card.eaId, priceKey);
  const figures: PriceFigures | null = live.data ?? (priceKey === DEFAULT_PRICE_KEY ? card : null);
  const market = PRICE_KEY_LABELS[priceKey];

  return (
    <div className="price-panel">
      <PriceKeySwitch value={priceKey} onChange={setPriceKey} />
      {figures ? (
        <>
          <CurrentPrice figures={figures} />
          {!untradeableKind(figures) && <Trends figures={figures} />}
        </>
      ) : (
        <p className="price-panel__missing muted" aria-busy={live.isPending}>
          {live.isPending
            ? `Loading ${market} prices…`
            : live.isError
              ? `${market} prices could not be loaded.`
              : `No ${market} price for this card.`}
        </p>
      )}
      {live.data ? (
        <Provenance price={live.data} />
      ) : (
        figures && (
          <p className="muted small">
            {figures.priceUpdatedAt ? (
              <>
                Updated <LocalDateTime iso={figures.priceUpdatedAt} />
              </>
            ) : (
              'No price recorded yet'
            )}
          </p>
        )
      )}
      {!(card.isSbc || card.isObjective) && (
        <PriceHistory gameYear={gameYear} eaId={card.eaId} cardName={playerName(card)} priceKey={priceKey} />
      )}
    </div>
  );
};
