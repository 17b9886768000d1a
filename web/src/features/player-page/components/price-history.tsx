import { lazy, Suspense, useId, useState } from 'react';
import type { PriceKey, PriceRange } from '@futgg/contracts';
import { useHasHydrated } from '../../../hooks/use-has-hydrated';
import { formatCoins } from '../../../lib/format';
import { PRICE_KEY_LABELS } from '../../../lib/price-keys';
import { usePriceHistory } from '../api/get-price-history';
import type { PricePoint } from './price-chart-options';

// Chart.js draws on a canvas, which the server has not got: the chart is its own chunk, asked for once
// the page has hydrated, so neither the server's render nor the page's first load carries it.
const PriceChart = lazy(() => import('./price-chart'));

/** The chart's range buttons (pricing's ranges), week first shown. */
const RANGE_LABELS = {
  hour: 'Hour',
  day: 'Day',
  week: 'Week',
  month: 'Month',
  all: 'All',
} as const satisfies Record<PriceRange, string>;
const RANGES = Object.keys(RANGE_LABELS) as PriceRange[];
const DEFAULT_RANGE: PriceRange = 'week';

const RANGE_PHRASES: Record<PriceRange, string> = {
  hour: 'over the last hour',
  day: 'over the last day',
  week: 'over the last week',
  month: 'over the last 30 days',
  all: 'since it was first seen',
};

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The range's lowest, highest and latest points: what the chart shows, in words. */
export const historySummary = (points: readonly PricePoint[]) => {
  const [first] = points;
  const last = points[points.length - 1];
  if (!first || !last) return [];
  const lowest = points.reduce((low, point) => (point[1] < low[1] ? point : low), first);
  const highest = points.reduce((high, point) => (point[1] > high[1] ? point : high), first);
  return [
    ['Lowest', lowest],
    ['Highest', highest],
    ['Latest', last],
  ] as const;
};

const ChartPlaceholder = ({ children }: { children: string }) => (
  <div className="price-chart price-chart--placeholder">
    <span>{children}</span>
  </div>
);

interface PriceHistoryProps {
  gameYear: number;
  eaId: number;
  cardName: string;
  priceKey: PriceKey;
}

export const PriceHistory = ({ gameYear, eaId, cardName, priceKey }: PriceHistoryProps) => {
  const [range, setRange] = useState<PriceRange>(DEFAULT_RANGE);
  const history = usePriceHistory(gameYear, eaId, priceKey, range);
  const hasHydrated = useHasHydrated();
  const summaryId = useId();
  const points = history.data?.points ?? [];
  const name = `${cardName} ${PRICE_KEY_LABELS[priceKey]} price ${RANGE_PHRASES[range]}`;

  const chart = () => {
    if (!hasHydrated || history.isPending) return <ChartPlaceholder>Loading price history…</ChartPlaceholder>;
    if (history.isError) {
      return (
        <div className="price-chart price-chart--placeholder">
          <span>The price history could not be loaded.</span>
          <button type="button" className="button button--small" onClick={() => history.refetch()}>
            Try again
          </button>
        </div>
      );
    }
    if (points.length === 0) return <ChartPlaceholder>No price history yet</ChartPlaceholder>;
    return (
      <figure className="price-history__figure" aria-label={name}>
        <Suspense fallback={<ChartPlaceholder>Loading chart…</ChartPlaceholder>}>
          <PriceChart points={points} range={range} label={name} describedBy={summaryId} />
        </Suspense>
        <ul id={summaryId} className="visually-hidden" aria-label="Price history in words">
          {historySummary(points).map(([label, [observedAt, price]]) => (
            <li key={label}>
              {`${label}: ${formatCoins(price)} coins, ${when.format(new Date(observedAt))}`}
            </li>
          ))}
        </ul>
      </figure>
    );
  };

  return (
    <div className="price-history" aria-busy={history.isFetching}>
      <div className="price-history__bar">
        <h3 className="price-history__title">Price history</h3>
        <div className="segmented" role="group" aria-label="Chart range">
          {RANGES.map((key) => (
            <button
              key={key}
              type="button"
              className="segmented__choice"
              aria-pressed={key === range}
              onClick={() => setRange(key)}
            >
              {RANGE_LABELS[key]}
            </button>
          ))}
        </div>
      </div>
      {chart()}
    </div>
  );
};
