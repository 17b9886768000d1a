import { Link } from 'react-router';
import { GamePageHeader } from '../../../components/page-header';
import { LoadFailedState } from '../../../components/empty-state';
import { usePageTitle } from '../../../components/page-title';
import { PriceKeySwitch } from '../../../components/price-key-switch';
import { routes } from '../../../config/env';
import { useCoreData } from '../../../lib/core-data';
import { formatCoins } from '../../../lib/format';
import { PRICE_KEY_LABELS, TREND_WINDOWS } from '../../../lib/price-keys';
import { useMarketMovers } from '../api/get-market-movers';
import { moversQueryString, useMoversView } from '../hooks/movers-view';
import { MinPriceInput } from './min-price-input';
import { MoversList } from './movers-list';

/**
 * The cards whose price moved most over one trend window, up and down, on one market and above a
 * price floor. Each choice is in the address (links for the windows, so they work before the app has
 * loaded on a server-rendered page), and the page renders on the server with its lists.
 */
export const MarketMovers = ({ gameYear }: { gameYear: number }) => {
  const { view, change } = useMoversView();
  const movers = useMarketMovers(gameYear, view);
  const coreData = useCoreData(gameYear);
  const market = PRICE_KEY_LABELS[view.priceKey];
  usePageTitle(`Market movers, last ${view.window}, ${market} · FC ${gameYear}`);
  const scope = `over ${view.window} from ${formatCoins(view.minPrice)} coins`;

  return (
    <div className="market-movers">
      <GamePageHeader gameYear={gameYear} title="Market movers">
        <p className="muted">
          The biggest price moves on the {market} market, {scope}.
        </p>
      </GamePageHeader>
      <div className="movers-controls">
        <div className="segmented" role="group" aria-label="Trend window">
          {TREND_WINDOWS.map((window) => (
            <Link
              key={window}
              to={routes.marketMovers(gameYear, moversQueryString({ ...view, window }))}
              className="segmented__choice"
              aria-current={window === view.window ? 'page' : undefined}
              preventScrollReset
            >
              {window}
            </Link>
          ))}
        </div>
        <MinPriceInput value={view.minPrice} onCommit={(minPrice) => change({ minPrice })} />
        <PriceKeySwitch value={view.priceKey} onChange={(priceKey) => change({ priceKey })} />
      </div>
      {movers.isError ? (
        <LoadFailedState title="The market movers could not be loaded." onRetry={() => movers.refetch()} />
      ) : movers.isPending ? (
        <p className="muted" aria-busy="true">
          Loading market movers…
        </p>
      ) : (
        <div className="movers-lists" aria-busy={movers.isPlaceholderData}>
          <MoversList
            id="movers-risers"
            title="Risers"
            movers={movers.data.risers}
            gameYear={gameYear}
            window={movers.data.window}
            coreData={coreData.data}
            empty={`No card rose ${scope}.`}
          />
          <MoversList
            id="movers-fallers"
            title="Fallers"
            movers={movers.data.fallers}
            gameYear={gameYear}
            window={movers.data.window}
            coreData={coreData.data}
            empty={`No card fell ${scope}.`}
          />
        </div>
      )}
    </div>
  );
};
