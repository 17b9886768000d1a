import { useParams } from 'react-router';
import { MarketMovers } from '../../features/market-movers/components/market-movers';
import { NotFoundPage } from './not-found.route';
import { parseGameYear } from '../../config/env';

export { prefetchMarketMovers } from '../../features/market-movers/api/prefetch-market-movers';

export const MarketMoversRoute = () => {
  const gameYear = parseGameYear(useParams()['gameYear']);
  if (gameYear === null)
    return <NotFoundPage title="No such game">There is no EA Sports FC game at this address.</NotFoundPage>;
  return <MarketMovers key={gameYear} gameYear={gameYear} />;
};
export default MarketMoversRoute;
