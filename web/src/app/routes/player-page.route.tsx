import { useParams } from 'react-router';
import { PlayerPage } from '../../features/player-page/components/player-page';
import { NotFoundPage } from './not-found.route';
import { parseGameYear } from '../../config/env';
import { parsePageId } from '../../lib/page-ids';
import { PLAYER_SOCIAL } from '../social/player-social';

export const PlayerPageRoute = () => {
  const params = useParams();
  const gameYear = parseGameYear(params['gameYear']);
  const eaId = parsePageId(params['eaId']);
  if (gameYear === null || eaId === null)
    return <NotFoundPage title="Player not found">There is no player at this address.</NotFoundPage>;
  return <PlayerPage key={`${gameYear}-${eaId}`} gameYear={gameYear} eaId={eaId} social={PLAYER_SOCIAL} />;
};
export default PlayerPageRoute;
