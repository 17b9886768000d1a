import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { DEFAULT_GAME_YEAR, parseGameYear } from '../../config/env';
import { usePageTitle } from '../../components/page-title';
import { SquadBuilder } from '../../features/squad-builder/components/squad-builder';
import { builderEventOf } from '../../features/squad-builder/utils/builder-event';
import { useIdentity } from '../../features/identity/hooks/use-identity';
import { NotFoundRoute } from './not-found.route';
import { EntityCommentsPanel } from '../social/entity-comments';
import { SBC_CHALLENGE_PARAMETER } from '../../features/sbc/components/sbc-set-page';
import { useSbcSquadChallenge } from '../../features/sbc/hooks/use-sbc-squad-challenge';
import { parsePageId } from '../../lib/page-ids';

/** Content type 5 (squad) in social's list; the entity is the saved squad's uuid. */
const SQUAD_CONTENT_TYPE_ID = 5;

// The SBC solver's panel loads only on a builder opened on a challenge (docs/sbc-solver-web.md).
const SbcSolvePanel = lazy(() =>
  import('../../features/sbc-solver/components/solver-panels').then((panels) => ({
    default: panels.SbcSolvePanel,
  })),
);

/** `/{gameYear}/squad-builder/{uuid|new}/edit/`: who the reader is comes from identity (undefined until known). */
export const SquadBuilderRoute = () => {
  const params = useParams();
  const gameYear = parseGameYear(params['gameYear']);
  const identity = useIdentity();
  usePageTitle('Squad Builder');
  const uuid = params['uuid'] ?? 'new';
  // `?sbcChallenge=<id>`: the SBC challenge's constraints, from the SBC set's page (a new squad), or with
  // the SBC solver's answer saved as a squad (its formation is the saved squad's: only a new one takes
  // the challenge's).
  const [search] = useSearchParams();
  const challengeId = parsePageId(search.get(SBC_CHALLENGE_PARAMETER));
  const challenge = useSbcSquadChallenge(gameYear ?? DEFAULT_GAME_YEAR, challengeId);
  // `?event=<guid>`: opened from a pro-competition event's squad, whose rules the auto-builder keeps.
  const event = builderEventOf(search);
  if (gameYear === null) return <NotFoundRoute />;
  return (
    <>
      <SquadBuilder
        gameYear={gameYear}
        squadId={uuid}
        isSignedIn={identity === undefined ? undefined : identity.isAuthenticated}
        challenge={challenge}
        event={event}
        renderChallengeSolver={
          challengeId === null || challenge === null
            ? undefined
            : ({ fieldEaIds, placeSquad }) => (
                <Suspense fallback={null}>
                  <SbcSolvePanel
                    gameYear={gameYear}
                    challengeId={challengeId}
                    challengeName={challenge.title}
                    isSignedIn={identity === undefined ? undefined : identity.isAuthenticated}
                    lockedEaIds={fieldEaIds}
                    onUse={(squad) => placeSquad(squad.formationId, squad.slots)}
                    solveLabel="Solve"
                    rules={challenge.rules}
                  />
                </Suspense>
              )
        }
      />
      {uuid !== 'new' && (
        <EntityCommentsPanel key={uuid} contentTypeId={SQUAD_CONTENT_TYPE_ID} entityId={uuid} />
      )}
    </>
  );
};
export default SquadBuilderRoute;
