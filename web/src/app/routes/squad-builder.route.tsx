import { useParams } from 'react-router';
import { parseGameYear } from '../../config/env';
import { usePageTitle } from '../../components/page-title';
import { SquadBuilder } from '../../features/squad-builder/components/squad-builder';
import { useIdentity } from '../../features/identity/hooks/use-identity';
import { NotFoundRoute } from './not-found.route';
import { EntityCommentsPanel } from '../social/entity-comments';

/** Content type 5 (squad) in social's list; the entity is the saved squad's uuid. */
const SQUAD_CONTENT_TYPE_ID = 5;

/** `/{gameYear}/squad-builder/{uuid|new}/edit/`: who the reader is comes from identity (undefined until known). */
export const SquadBuilderRoute = () => {
  const params = useParams();
  const gameYear = parseGameYear(params['gameYear']);
  const identity = useIdentity();
  usePageTitle('Squad Builder');
  const uuid = params['uuid'] ?? 'new';
  if (gameYear === null) return <NotFoundRoute />;
  return (
    <>
      <SquadBuilder
        gameYear={gameYear}
        squadId={uuid}
        isSignedIn={identity === undefined ? undefined : identity.isAuthenticated}
      />
      {uuid !== 'new' && (
        <EntityCommentsPanel key={uuid} contentTypeId={SQUAD_CONTENT_TYPE_ID} entityId={uuid} />
      )}
    </>
  );
};
export default SquadBuilderRoute;
