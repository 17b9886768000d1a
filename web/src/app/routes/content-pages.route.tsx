// The content pages (docs/content-web.md): objectives, SBCs, the daily feed, live scores, the upgrade hub
// and collections. One chunk for all of them; each page is composed here from its feature (features do
// not import each other: the SBC set's comments and the reader's identity come in here).
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_GAME_YEAR, routes } from '../../config/env';
import { useHasHydrated } from '../../hooks/use-has-hydrated';
import { parsePageId } from '../../lib/page-ids';
import { useIdentity } from '../../features/identity/hooks/use-identity';
import { SbcList } from '../../features/sbc/components/sbc-list';
import { SbcSetPage, squadBuilderFor } from '../../features/sbc/components/sbc-set-page';
import { ObjectiveGroupPage, ObjectivesPage } from '../../features/objectives/components/objectives-page';
import { FeedPage } from '../../features/feed/components/feed-page';
import { TournamentsPage } from '../../features/live-scores/components/tournaments-page';
import { TournamentPage } from '../../features/live-scores/components/tournament-page';
import { FixturePage } from '../../features/live-scores/components/fixture-page';
import { ParticipantPage } from '../../features/live-scores/components/participant-page';
import { UpgradeHubPage } from '../../features/upgrade-hub/components/upgrade-hub-page';
import { CollectionPage, CollectionsPage } from '../../features/collections/components/collections-page';
import { EntityCommentsPanel } from '../social/entity-comments';
import { NotFoundPage } from './not-found.route';
import './content-pages.css';

/** Content type 3 (sbc) in social's list; the entity is the set's id. */
const SBC_CONTENT_TYPE_ID = 3;

const useSignedIn = () => {
  const identity = useIdentity();
  return identity === undefined ? undefined : identity.isAuthenticated;
};

// The SBC solver's panels load on their own after the page (docs/sbc-solver-web.md): the SBC pages'
// chunk stays the size it was. One import for every panel, asked once.
let solverPanels: Promise<typeof import('../../features/sbc-solver/components/solver-panels')> | undefined;
const loadSolverPanels = () =>
  (solverPanels ??= import('../../features/sbc-solver/components/solver-panels'));
const SbcSolvePanel = lazy(() => loadSolverPanels().then((panels) => ({ default: panels.SbcSolvePanel })));
const SbcSetSolvePanel = lazy(() =>
  loadSolverPanels().then((panels) => ({ default: panels.SbcSetSolvePanel })),
);
const CustomSolvePanel = lazy(() =>
  loadSolverPanels().then((panels) => ({ default: panels.CustomSolvePanel })),
);

/**
 * `/sbc/`: the open sets, and under them the solver on requirements of the user's own, in the browser
 * only: its chunk loads on its own, which the server's render cannot wait for (React would give up the
 * page's hydration at that boundary).
 */
export const SbcRoute = () => {
  const isSignedIn = useSignedIn();
  const hasHydrated = useHasHydrated();
  return (
    <SbcList
      renderCustomSolver={() =>
        hasHydrated && (
          <Suspense fallback={null}>
            <CustomSolvePanel
              gameYear={DEFAULT_GAME_YEAR}
              isSignedIn={isSignedIn}
              builderAddress={(uuid) => routes.squadBuilder(DEFAULT_GAME_YEAR, uuid)}
            />
          </Suspense>
        )
      }
    />
  );
};

/** `/sbc/{id}/` or `/sbc/{slug}/`: the set, and below it its comments (the entity is the set's id). */
export const SbcSetRoute = () => {
  const segment = useParams()['setId'] ?? '';
  const idOrSlug = parsePageId(segment) ?? segment;
  const isSignedIn = useSignedIn();
  return (
    <SbcSetPage
      key={segment}
      idOrSlug={idOrSlug}
      gameYear={DEFAULT_GAME_YEAR}
      renderComments={(setId) => (
        <EntityCommentsPanel key={setId} contentTypeId={SBC_CONTENT_TYPE_ID} entityId={String(setId)} />
      )}
      renderChallengeSolver={(challenge) => (
        <Suspense fallback={null}>
          <SbcSolvePanel
            gameYear={DEFAULT_GAME_YEAR}
            challengeId={challenge.id}
            challengeName={challenge.name}
            isSignedIn={isSignedIn}
            builderAddress={(uuid) => squadBuilderFor(DEFAULT_GAME_YEAR, challenge.id, uuid)}
            rules={challenge.requirements.rules}
          />
        </Suspense>
      )}
      renderSetSolver={(set) => (
        <Suspense fallback={null}>
          <SbcSetSolvePanel
            gameYear={DEFAULT_GAME_YEAR}
            setId={set.id}
            setName={set.name}
            isSignedIn={isSignedIn}
            builderAddress={(uuid, challengeId) => squadBuilderFor(DEFAULT_GAME_YEAR, challengeId, uuid)}
            challengeRules={
              new Map(set.challenges.map((challenge) => [challenge.id, challenge.requirements.rules]))
            }
          />
        </Suspense>
      )}
    />
  );
};

export const ObjectivesRoute = () => <ObjectivesPage />;
/** `/objectives/{slug}/` or `/objectives/{id}/`. */
export const ObjectiveGroupRoute = () => {
  const segment = useParams()['slug'] ?? '';
  return <ObjectiveGroupPage key={segment} idOrSlug={parsePageId(segment) ?? segment} />;
};

export const FeedRoute = () => <FeedPage gameYear={DEFAULT_GAME_YEAR} />;

export const TournamentsRoute = () => <TournamentsPage />;
export const TournamentRoute = () => {
  const slug = useParams()['slug'] ?? '';
  return <TournamentPage key={slug} slug={slug} />;
};
export const FixtureRoute = () => {
  const id = parsePageId(useParams()['fixtureId']);
  if (id === null)
    return <NotFoundPage title="Fixture not found">There is no fixture at this address.</NotFoundPage>;
  return <FixturePage key={id} id={id} />;
};
export const ParticipantRoute = () => {
  const params = useParams();
  const slug = params['slug'] ?? '';
  const id = parsePageId(params['participantId']);
  if (id === null)
    return <NotFoundPage title="Not found">There is no participant at this address.</NotFoundPage>;
  return <ParticipantPage key={`${slug}-${id}`} slug={slug} id={id} />;
};

export const UpgradeHubRoute = () => <UpgradeHubPage gameYear={DEFAULT_GAME_YEAR} />;

export const CollectionsRoute = () => (
  <CollectionsPage gameYear={DEFAULT_GAME_YEAR} isSignedIn={useSignedIn()} />
);
export const CollectionRoute = () => {
  const slug = useParams()['slug'] ?? '';
  return <CollectionPage key={slug} gameYear={DEFAULT_GAME_YEAR} slug={slug} isSignedIn={useSignedIn()} />;
};
