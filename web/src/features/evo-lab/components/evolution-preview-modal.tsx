import type { CoreData } from '@futgg/contracts';
import type { EvoLab } from '../hooks/use-evo-lab';
import type { EvolutionOffer } from '../utils/evolution-offers';
import {
  costWords,
  repeatabilityWords,
  upgradeWithCapWords,
} from '../../../components/evolution/evolution-words';
import { RequirementList } from '../../../components/evolution/requirement-list';
import { failureText } from '../utils/requirement-text';
import { EndTime, StatusBadges } from './evolution-badges';
import { LabModal } from './lab-modal';

/** One evolution in full: its levels and capped upgrades, requirements in words, costs and end. */
export const EvolutionPreviewModal = ({
  offer,
  coreData,
  onApply,
  onRemove,
  onClose,
}: {
  offer: EvolutionOffer;
  coreData: CoreData | undefined;
  onApply: () => void;
  onRemove: () => void;
  onClose: () => void;
}) => {
  const { evolution, status } = offer;
  return (
    <LabModal
      title={evolution.name}
      onClose={onClose}
      subtitle={
        <>
          <EndTime evolution={evolution} /> · <span className="lab-meta">{costWords(evolution)}</span>
          <StatusBadges isUsed={offer.isUsed} isExpired={offer.isExpired} />
        </>
      }
      footer={
        status === 'applied' ? (
          <button type="button" className="button" onClick={onRemove}>
            Remove from the card
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={status !== 'offered'}
            onClick={onApply}
          >
            Apply to the card
          </button>
        )
      }
    >
      {evolution.description && <p className="lab-modal__text">{evolution.description}</p>}
      <section aria-labelledby="evolution-levels-title">
        <h3 id="evolution-levels-title" className="lab-subtitle">
          Upgrades
        </h3>
        <ol className="lab-evolution-levels">
          {evolution.levels.map((level, index) => (
            <li key={index} className="lab-evolution-level">
              <span className="lab-evolution-level__name">Level {index + 1}</span>
              <ul className="lab-evolution-level__upgrades">
                {level.upgrades.map((upgrade, upgradeIndex) => (
                  <li key={upgradeIndex}>{upgradeWithCapWords(upgrade, coreData)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="evolution-requirements-title">
        <h3 id="evolution-requirements-title" className="lab-subtitle">
          Requirements
        </h3>
        <RequirementList requirements={evolution.requirements} coreData={coreData} whenNone="Any player." />
        <p className="muted small">{`${repeatabilityWords(evolution.repeatabilityCount)}.`}</p>
      </section>
      {status === 'unavailable' && (
        <div className="lab-callout lab-callout--warning" role="note">
          <p className="lab-callout__title">Not available for this card</p>
          <ul className="lab-failure-list">
            {offer.endsBeforeApplied && <li>Ends before an evolution already applied was released</li>}
            {offer.failures.map((failure) => (
              <li key={failure.requirement}>{failureText(failure, coreData)}</li>
            ))}
          </ul>
        </div>
      )}
    </LabModal>
  );
};

/** The lab's offer `openId` names, previewed; applying or removing it closes the preview. */
export const OfferPreview = ({
  lab,
  coreData,
  openId,
  onClose,
}: {
  lab: EvoLab;
  coreData: CoreData | undefined;
  openId: number | null;
  onClose: () => void;
}) => {
  const open = lab.offers.find((offer) => offer.evolution.id === openId);
  if (!open) return null;
  const { id } = open.evolution;
  return (
    <EvolutionPreviewModal
      offer={open}
      coreData={coreData}
      onClose={onClose}
      onApply={() => {
        lab.dispatch({ type: 'applyEvolution', evolutionId: id });
        onClose();
      }}
      onRemove={() => {
        lab.dispatch({ type: 'removeEvolution', evolutionId: id });
        onClose();
      }}
    />
  );
};
