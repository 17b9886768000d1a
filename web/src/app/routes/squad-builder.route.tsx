import { useParams, useSearchParams } from 'react-router';
import { DEFAULT_GAME_YEAR, parseGameYear } from '../../config/env';
import { usePageTitle } from '../../components/page-title';
import { SquadBuilder } from '../../features/squad-builder/components/squad-builder';
import { useIdentity } from '../../features/identity/hooks/use-identity';
import { NotFoundRoute } from './not-found.route';
import { EntityCommentsPanel } from '../social/entity-comments';
import { SBC_CHALLENGE_PARAMETER } from '../../features/sbc/components/sbc-set-page';
import { useSbcSquadChallenge } from '../../features/sbc/hooks/use-sbc-squad-challenge';
import { parsePageId } from '../../lib/page-ids';

/** Content type 5 (squad) in social's list; the entity is the saved squad's uuid. */
const SQUAD_CONTENT_TYPE_ID = 5;

/** `/{gameYear}/squad-builder/{uuid|new}/edit/`: who the reader is comes from identity (undefined until known). */
export const SquadBuilderRoute = () => {
  const params = useParams();
  const gameYear = parseGameYear(params['gameYear']);
  const identity = useIdentity();
  usePageTitle('Squad Builder');
  const uuid = params['uuid'] ?? 'new';
  // `?sbcChallenge=<id>` on a new squad: the SBC challenge's constraints, from the SBC set's page.
  const [search] = useSearchParams();
  const challengeId = uuid === 'new' ? parsePageId(search.get(SBC_CHALLENGE_PARAMETER)) : null;
  const challenge = useSbcSquadChallenge(gameYear ?? DEFAULT_GAME_YEAR, challengeId);
  if (gameYear === null) return <NotFoundRoute />;
  return (
    <>
      <SquadBuilder
        gameYear={gameYear}
        squadId={uuid}
        isSignedIn={identity === undefined ? undefined : identity.isAuthenticated}
        challenge={challenge}
      />
      {uuid !== 'new' && (
        <EntityCommentsPanel key={uuid} contentTypeId={SQUAD_CONTENT_TYPE_ID} entityId={uuid} />
      )}
    </>
  );
};
export default SquadBuilderRoute;
