// What the player page shows of social (composed here, as features do not import each other): votes
// on the card (content type 1, player, by eaId), its view count, price alerts and the comments.
import type { PlayerSocialSlots } from '../../features/player-page/components/player-page';
import { PriceAlertControls } from '../../features/price-alerts/components/price-alert-controls';
import { ViewCount } from '../../features/votes/components/view-count';
import { VoteButtons } from '../../features/votes/components/vote-buttons';
import { EntityComments } from './entity-comments';
import { useViewer } from './use-viewer';

export const PLAYER_CONTENT_TYPE_ID = 1;

const PlayerVotes = ({ eaId }: { eaId: number }) => {
  const viewer = useViewer();
  return (
    <span className="player-page__social">
      <VoteButtons
        contentTypeId={PLAYER_CONTENT_TYPE_ID}
        entityId={String(eaId)}
        isSignedIn={viewer === undefined ? undefined : viewer !== null}
        what="this card"
      />
      <ViewCount contentTypeId={PLAYER_CONTENT_TYPE_ID} entityId={String(eaId)} skeletonSize="small" />
    </span>
  );
};

const PlayerPriceAlerts = ({ gameYear, eaId }: { gameYear: number; eaId: number }) => {
  const viewer = useViewer();
  return (
    <PriceAlertControls
      gameYear={gameYear}
      eaId={eaId}
      isSignedIn={viewer === undefined ? undefined : viewer !== null}
    />
  );
};

export const PLAYER_SOCIAL: PlayerSocialSlots = {
  renderActions: (_gameYear, eaId) => <PlayerVotes eaId={eaId} />,
  renderPriceAlerts: (gameYear, eaId) => <PlayerPriceAlerts gameYear={gameYear} eaId={eaId} />,
  renderComments: (_gameYear, eaId) => (
    <EntityComments contentTypeId={PLAYER_CONTENT_TYPE_ID} entityId={String(eaId)} />
  ),
};
