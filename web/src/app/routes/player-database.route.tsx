import { useParams } from 'react-router';
import { NotFoundPage } from './not-found.route';
import { PlayerDatabase } from '../../features/player-database/components/player-database';
import { DEFAULT_GAME_YEAR, parseGameYear } from '../../config/env';
import { useCoreData } from '../../lib/core-data';
import { httpStatusOf } from '../../lib/api';

/**
 * A game this site has no cards for (its core data is not found): said plainly, with the way to the one
 * it has, rather than an empty list that reads as "0 players match".
 */
const YearWithoutData = ({ gameYear }: { gameYear: number }) => (
  <NotFoundPage title={`No FC ${gameYear} players here`}>
    {`This site has no player data for EA Sports FC ${gameYear}. The FC ${DEFAULT_GAME_YEAR} database is one click away.`}
  </NotFoundPage>
);

const GameYearDatabase = ({ gameYear }: { gameYear: number }) => {
  const coreData = useCoreData(gameYear);
  if (httpStatusOf(coreData.error) === 404) return <YearWithoutData gameYear={gameYear} />;
  return <PlayerDatabase gameYear={gameYear} />;
};

export const PlayerDatabaseRoute = () => {
  const gameYear = parseGameYear(useParams()['gameYear']);
  if (gameYear === null)
    return <NotFoundPage title="No such game">There is no EA Sports FC game at this address.</NotFoundPage>;
  return <GameYearDatabase key={gameYear} gameYear={gameYear} />;
};
export default PlayerDatabaseRoute;
