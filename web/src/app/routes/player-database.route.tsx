import { useParams } from 'react-router';
import { NotFoundRoute } from './coming-soon.route';
import { PlayerDatabase } from '../../features/player-database/components/player-database';
import { parseGameYear } from '../../config/env';

export const PlayerDatabaseRoute = () => {
  const gameYear = parseGameYear(useParams()['gameYear']);
  if (gameYear === null) return <NotFoundRoute />;
  return <PlayerDatabase key={gameYear} gameYear={gameYear} />;
};
export default PlayerDatabaseRoute;
