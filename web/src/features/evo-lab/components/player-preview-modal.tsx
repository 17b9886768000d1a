import type { CoreData, PlayerItemSummary } from '@futgg/contracts';
import { PlayerCard, cardSummary, positionName } from '../../../components/card/card-art';
import { rarityOf } from '../../../lib/core-data';
import { formatCoins, playerName } from '../../../lib/format';
import { LabModal } from './lab-modal';

/** A card before it goes into the lab: its art, positions, stars and price. */
export const PlayerPreviewModal = ({
  card,
  coreData,
  showPrice,
  isCompared,
  onChoose,
  onToggleCompare,
  onClose,
}: {
  card: PlayerItemSummary;
  coreData: CoreData | undefined;
  showPrice: boolean;
  isCompared: boolean;
  onChoose: () => void;
  onToggleCompare: () => void;
  onClose: () => void;
}) => (
  <LabModal
    title={`${playerName(card)} ${card.overall}`}
    subtitle={<span className="lab-meta">{cardSummary(card, coreData)}</span>}
    onClose={onClose}
    footer={
      <>
        <button type="button" className="button" aria-pressed={isCompared} onClick={onToggleCompare}>
          {isCompared ? 'In compare' : 'Add to compare'}
        </button>
        <button type="button" className="button button--primary" onClick={onChoose}>
          Evolve this card
        </button>
      </>
    }
  >
    <div className="lab-player-preview">
      <PlayerCard card={card} colours={rarityOf(coreData, card.rarityEaId)} coreData={coreData} />
      <dl className="info-list player-preview__facts">
        <div className="info-list__row">
          <dt>Positions</dt>
          <dd>{[card.position, ...card.alternativePositionIds].map(positionName).join(', ')}</dd>
        </div>
        <div className="info-list__row">
          <dt>Skill moves</dt>
          <dd>{card.skillMoves} ★</dd>
        </div>
        <div className="info-list__row">
          <dt>Weak foot</dt>
          <dd>{card.weakFoot} ★</dd>
        </div>
        {showPrice && (
          <div className="info-list__row">
            <dt>Price</dt>
            <dd>{formatCoins(card.price)}</dd>
          </div>
        )}
      </dl>
    </div>
  </LabModal>
);
