import { useParams } from 'react-router';
import { parseGameYear } from '../../config/env';
import { usePageTitle } from '../../components/page-title';
import { SquadBuilder } from '../../features/squad-builder/components/squad-builder';
import { useIdentity } from '../../features/identity/hooks/use-identity';
import { NotFoundRoute } from './not-found.route';

/** `/{gameYear}/squad-builder/{uuid|new}/edit/`: who the reader is comes from identity (undefined until known). */
export const SquadBuilderRoute = () => {
  const params = useParams();
  const gameYear = parseGameYear(params['gameYear']);
  const identity = useIdentity();
  usePageTitle('Squad Builder');
  const uuid = params['uuid'] ?? 'new';
  if (gameYear === null) return <NotFoundRoute />;
  return (
    <SquadBuilder
      gameYear={gameYear}
      squadId={uuid}
      isSignedIn={identity === undefined ? undefined : identity.isAuthenticated}
    />
  );
};
export default SquadBuilderRoute;
