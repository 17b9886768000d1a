import type { PlayerItem } from '@futgg/contracts';
import { formatCoins, formatTrend, trendDirection } from '../../../lib/format';
import { LocalDateTime } from '../../../components/local-date-time';

const TRENDS = [
  ['priceTrend1h', '1h'],
  ['priceTrend3h', '3h'],
  ['priceTrend6h', '6h'],
  ['priceTrend12h', '12h'],
  ['priceTrend24h', '24h'],
] as const;

/** Current price and the five trends (spec, first document, section 1); the chart lands with pricing. */
export const PricePanel = ({ card }: { card: PlayerItem }) => (
  <div className="price-panel">
    <div className="price-panel__current">
      <span className="coin coin--large" aria-hidden="true" />
      <span className="price-panel__value">{card.isExtinct ? 'Extinct' : formatCoins(card.price)}</span>
      {card.isSbc && <span className="tag">SBC</span>}
      {card.isObjective && <span className="tag">Objective</span>}
    </div>
    <dl className="trend-list">
      {TRENDS.map(([field, label]) => (
        <div key={field} className={`trend-list__item trend trend--${trendDirection(card[field])}`}>
          <dt>{label}</dt>
          <dd>{formatTrend(card[field])}</dd>
        </div>
      ))}
      <div className="trend-list__item">
        <dt>Fluctuation</dt>
        <dd>{card.priceFluctuation === null ? '—' : `${card.priceFluctuation.toFixed(1)}%`}</dd>
      </div>
    </dl>
    <div
      className="price-chart-placeholder"
      role="img"
      aria-label="Price history chart, coming with price history"
    >
      <span>Price history chart arrives with the pricing service.</span>
    </div>
    <p className="muted small">
      {card.priceUpdatedAt ? (
        <>
          Updated <LocalDateTime iso={card.priceUpdatedAt} />
        </>
      ) : (
        'No price recorded yet'
      )}
    </p>
  </div>
);
