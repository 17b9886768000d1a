import { useState } from 'react';
import { POSITION } from '@futgg/game-rules';
import type { CoreData } from '@futgg/contracts';
import { costWords, keyUpgrades } from '../../../components/evolution/evolution-words';
import type { EvoLab } from '../hooks/use-evo-lab';
import type { EvolutionOffer } from '../utils/evolution-offers';
import { failureText } from '../utils/requirement-text';
import { EndTime, StatusBadges } from './evolution-badges';
import { OfferPreview } from './evolution-preview-modal';
import { PathSearch } from './path-search';
import { SettingsPanel } from './settings-panel';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** ASSIGN_EVOLUTIONS: the evolutions the card is offered under the settings, the ones it is not and why. */
export const AssignStep = ({ lab, coreData }: { lab: EvoLab; coreData: CoreData | undefined }) => {
  const { dispatch, offers, card } = lab;
  const [openId, setOpenId] = useState<number | null>(null);
  if (lab.evolutions.isPending || !card) return <p className="muted">Loading evolutions…</p>;
  if (lab.evolutions.isError)
    return <p role="alert">The evolutions could not be loaded. Try again in a moment.</p>;

  const offered = offers.filter((offer) => offer.status === 'offered');
  const unavailable = offers.filter((offer) => offer.status === 'unavailable');
  const hiddenUsed = offers.filter((offer) => offer.hiddenBy === 'used').length;
  const hiddenExpired = offers.filter((offer) => offer.hiddenBy === 'expired').length;
  const apply = (id: number) => dispatch({ type: 'applyEvolution', evolutionId: id });
  const row = (offer: EvolutionOffer) => (
    <EvolutionRow
      key={offer.evolution.id}
      offer={offer}
      coreData={coreData}
      onOpen={() => setOpenId(offer.evolution.id)}
      onApply={() => apply(offer.evolution.id)}
    />
  );

  return (
    <div className="lab-assign">
      <SettingsPanel labSettings={lab.labSettings} />
      <AppliedList lab={lab} onOpen={setOpenId} />
      <section aria-labelledby="offered-title" className="lab-assign__section">
        <h3 id="offered-title" className="lab-subtitle">
          Available evolutions <span className="lab-count">{offered.length}</span>
        </h3>
        {offered.length === 0 ? (
          <p className="muted">No evolution is open to this card as it stands.</p>
        ) : (
          <ul className="lab-evolution-rows" aria-label="Available evolutions">
            {offered.map(row)}
          </ul>
        )}
        {(hiddenUsed > 0 || hiddenExpired > 0) && (
          <p className="muted small">
            Hidden by your settings:{' '}
            {[
              hiddenUsed > 0 ? `${plural(hiddenUsed, 'used evolution')}` : null,
              hiddenExpired > 0 ? `${plural(hiddenExpired, 'ended evolution')}` : null,
            ]
              .filter(Boolean)
              .join(', ')}
            .
          </p>
        )}
      </section>
      {unavailable.length > 0 && (
        <details className="lab-assign__section lab-assign__unavailable">
          <summary className="lab-subtitle">
            Not available for this card <span className="lab-count">{unavailable.length}</span>
          </summary>
          <ul className="lab-evolution-rows" aria-label="Evolutions not available">
            {unavailable.map(row)}
          </ul>
        </details>
      )}
      {lab.state.selectedPlayerEaId !== null && (
        <PathSearch
          lab={lab}
          eaId={lab.state.selectedPlayerEaId}
          isGoalkeeper={card.position === POSITION.GK}
        />
      )}
      <OfferPreview lab={lab} coreData={coreData} openId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
};

const EvolutionRow = ({
  offer,
  coreData,
  onOpen,
  onApply,
}: {
  offer: EvolutionOffer;
  coreData: CoreData | undefined;
  onOpen: () => void;
  onApply: () => void;
}) => {
  const { evolution, status } = offer;
  const reasons = [
    ...(offer.endsBeforeApplied ? ['Ends before an evolution already applied was released'] : []),
    ...offer.failures.map((failure) => failureText(failure, coreData)),
  ];
  return (
    <li className={`lab-evolution-row evolution-row--${status}`}>
      <div className="lab-evolution-row__main">
        <button type="button" className="lab-evolution-row__name" onClick={onOpen}>
          {evolution.name}
        </button>
        <StatusBadges isUsed={offer.isUsed} isExpired={offer.isExpired} />
        <p className="lab-evolution-row__meta">
          <EndTime evolution={evolution} /> · {costWords(evolution)} ·{' '}
          {plural(evolution.levels.length, 'level')}
        </p>
        <p className="lab-evolution-row__upgrades">{keyUpgrades(evolution.levels, coreData).join(' · ')}</p>
        {reasons.length > 0 && (
          <ul className="lab-failure-list" aria-label={`Why ${evolution.name} is not available`}>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
      </div>
      {status === 'offered' && (
        <button
          type="button"
          className="button button--small button--primary"
          aria-label={`Apply ${evolution.name}`}
          onClick={onApply}
        >
          Apply
        </button>
      )}
    </li>
  );
};

/** The evolutions on the card, in order; removing one takes it and every later one off (the reducer's truncation). */
export const AppliedList = ({ lab, onOpen }: { lab: EvoLab; onOpen?: (id: number) => void }) => {
  const { appliedIds, evolutionsById, dispatch } = lab;
  const applied = appliedIds.map((id) => evolutionsById.get(id));
  const total = applied.reduce(
    (sum, evolution) => ({
      coinsCost: sum.coinsCost + (evolution?.coinsCost ?? 0),
      pointsCost: sum.pointsCost + (evolution?.pointsCost ?? 0),
    }),
    { coinsCost: 0, pointsCost: 0 },
  );
  return (
    <section aria-labelledby="applied-title" className="lab-assign__section">
      <h3 id="applied-title" className="lab-subtitle">
        Applied evolutions <span className="lab-count">{appliedIds.length}</span>
      </h3>
      {appliedIds.length === 0 ? (
        <p className="muted">None yet: apply an evolution below, or find the best chain.</p>
      ) : (
        <>
          <ol className="lab-applied-list" aria-label="Applied evolutions">
            {appliedIds.map((id, index) => {
              const evolution = evolutionsById.get(id);
              const name = evolution?.name ?? `Evolution ${id}`;
              const laterCount = appliedIds.length - index - 1;
              return (
                <li key={id} className="lab-applied-list__item">
                  <span className="lab-applied-list__step" aria-hidden="true">
                    {index + 1}
                  </span>
                  {onOpen ? (
                    <button type="button" className="lab-applied-list__name" onClick={() => onOpen(id)}>
                      {name}
                    </button>
                  ) : (
                    <span className="lab-applied-list__name">{name}</span>
                  )}
                  <StepError lab={lab} index={index} />
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    aria-label={`Remove ${name}${laterCount > 0 ? ` and the ${plural(laterCount, 'evolution')} after it` : ''}`}
                    onClick={() => dispatch({ type: 'removeEvolution', evolutionId: id })}
                  >
                    Remove
                  </button>
                </li>
              );
            })}
          </ol>
          <p className="muted small">Total cost: {costWords(total)}</p>
        </>
      )}
    </section>
  );
};

/** A save refused at this step (422 naming `evolution_path.{index}`), said next to it. */
const StepError = ({ lab, index }: { lab: EvoLab; index: number }) => {
  const error = lab.saveError;
  if (!error || error.field !== `evolution_path.${index}`) return null;
  return <span className="lab-field-error">{error.message}</span>;
};
