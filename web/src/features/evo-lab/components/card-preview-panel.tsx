import { EVO_LAB_MODE, EVO_LAB_SCREEN } from '@futgg/game-rules';
import type { CoreData } from '@futgg/contracts';
import { PlayerCard } from '../../../components/card/card-art';
import { rarityOf } from '../../../lib/core-data';
import type { EvoLab } from '../hooks/use-evo-lab';
import { cardChangesOf } from '../utils/card-changes';
import { fieldLabel } from '../utils/field-labels';

/** The card as the lab previews it, with its headline changes from the base card. */
export const CardPreviewPanel = ({ lab, coreData }: { lab: EvoLab; coreData: CoreData | undefined }) => {
  const { state, preview, base, previewCard, definition, dispatch } = lab;
  const changes = base && previewCard ? cardChangesOf(base, previewCard) : [];
  // The figures a card's face shows; the rest (attributes, lists) are counted, and listed in Review.
  const headline = changes.filter(
    (change) => change.kind === 'number' && !change.field.startsWith('attribute'),
  );
  const others = changes.length - headline.length;
  const openCompare = () => {
    dispatch({ type: 'setMode', mode: EVO_LAB_MODE.COMPARE });
    dispatch({ type: 'openScreen', screen: EVO_LAB_SCREEN.COMPARE });
  };
  return (
    <section
      className={`panel lab-card${state.selectedPlayerEaId === null ? ' lab-card--empty' : ''}`}
      aria-labelledby="lab-card-title"
    >
      <h2 id="lab-card-title" className="panel__title">
        Card preview
      </h2>
      {state.selectedPlayerEaId === null ? (
        <div className="lab-card__empty">
          <div className="lab-card__placeholder" aria-hidden="true">
            ?
          </div>
          <p className="muted">Choose a card in Discover to start evolving it.</p>
        </div>
      ) : definition.isError ? (
        <p role="alert">This card could not be loaded.</p>
      ) : !preview ? (
        <p className="muted" aria-busy="true">
          Loading the card…
        </p>
      ) : (
        <>
          <PlayerCard card={preview} colours={rarityOf(coreData, preview.rarityEaId)} coreData={coreData} />
          <div className="lab-card__tags">
            {lab.appliedIds.length > 0 && (
              <span className="lab-badge">
                {lab.appliedIds.length} evolution{lab.appliedIds.length === 1 ? '' : 's'}
              </span>
            )}
            {state.isCustomised && <span className="lab-badge lab-badge--custom">Customised</span>}
            {!lab.labSettings.settings.applyUpgrades && lab.appliedIds.length > 0 && (
              <span className="lab-badge lab-badge--muted">Upgrades not shown</span>
            )}
          </div>
          {changes.length > 0 && (
            <ul className="lab-card__changes" aria-label="Changes on the card">
              {headline.map((change) => (
                <li key={change.field}>
                  <span className="lab-card__change-label">{fieldLabel(change.field)}</span>{' '}
                  {String(change.before)} → <strong>{String(change.after)}</strong>
                </li>
              ))}
              {others > 0 && (
                <li className="lab-card__more">
                  and {others} more change{others === 1 ? '' : 's'}
                </li>
              )}
            </ul>
          )}
          <div className="lab-actions lab-actions--center">
            <button type="button" className="button button--small" onClick={openCompare}>
              Compare
            </button>
          </div>
        </>
      )}
    </section>
  );
};
