import { useState } from 'react';
import { EVO_LAB_ASIDE_TAB, EVO_LAB_STEP, type EvoLabAsideTab } from '@futgg/game-rules';
import type { CoreData, PlayerItemSummary } from '@futgg/contracts';
import { MiniCard } from '../../../components/card/card-art';
import { Tabs } from '../../../components/tabs';
import { rarityOf } from '../../../lib/core-data';
import { formatCoinsShort, playerName } from '../../../lib/format';
import { useLabOtherVersions } from '../api/get-other-versions';
import type { EvoLab } from '../hooks/use-evo-lab';
import { AppliedList } from './assign-step';
import { OfferPreview } from './evolution-preview-modal';
import { PlayerPreviewModal } from './player-preview-modal';

/** The aside: the card's other versions (and the user's own evolved ones), and the evolutions applied. */
export const LabAside = ({ lab, coreData }: { lab: EvoLab; coreData: CoreData | undefined }) => {
  const { state, dispatch } = lab;
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <section className="panel lab-aside" aria-label="Versions and evolutions">
      <Tabs<EvoLabAsideTab>
        label="Versions and evolutions"
        active={state.asideTab}
        onChange={(asideTab) => dispatch({ type: 'setAsideTab', asideTab })}
        tabs={[
          {
            key: EVO_LAB_ASIDE_TAB.OTHER_VERSIONS,
            label: 'Other Versions',
            render: () => <OtherVersions lab={lab} coreData={coreData} />,
          },
          {
            key: EVO_LAB_ASIDE_TAB.EVOLUTIONS,
            label: `Evolutions (${lab.appliedIds.length})`,
            render: () => <AppliedList lab={lab} onOpen={setOpenId} />,
          },
        ]}
      />
      <OfferPreview lab={lab} coreData={coreData} openId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
};

const OtherVersions = ({ lab, coreData }: { lab: EvoLab; coreData: CoreData | undefined }) => {
  const { state, dispatch } = lab;
  const versions = useLabOtherVersions(lab.gameYear, state.selectedPlayerEaId);
  const [previewed, setPreviewed] = useState<PlayerItemSummary | null>(null);
  const { showPrice, hideOwnEvolutions } = lab.labSettings.settings;
  if (state.selectedPlayerEaId === null)
    return <p className="muted">Choose a card to see its other versions.</p>;
  if (versions.isPending) return <p className="muted">Loading versions…</p>;
  if (versions.isError) return <p role="alert">The other versions could not be loaded.</p>;
  const versionIds = new Set([state.selectedPlayerEaId, ...versions.data.map((version) => version.eaId)]);
  const own = hideOwnEvolutions
    ? []
    : (lab.overview.data?.items ?? []).filter((item) => versionIds.has(item.playerItemEaId));
  const choose = (eaId: number) => {
    setPreviewed(null);
    dispatch({ type: 'selectPlayer', eaId });
  };
  return (
    <div className="lab-versions">
      <ul className="lab-version-list" aria-label="Other versions">
        {versions.data.map((version) => {
          const isCurrent = version.eaId === state.selectedPlayerEaId;
          return (
            <li
              key={version.eaId}
              className={`lab-version-list__item${isCurrent ? ' lab-version-list__item--current' : ''}`}
            >
              <MiniCard card={version} colours={rarityOf(coreData, version.rarityEaId)} />
              <button type="button" className="lab-version-list__name" onClick={() => setPreviewed(version)}>
                <span>{rarityOf(coreData, version.rarityEaId).name}</span>
                <span className="lab-version-list__meta">
                  {playerName(version)} {version.overall}
                  {showPrice && ` · ${formatCoinsShort(version.price)}`}
                </span>
              </button>
              {isCurrent ? (
                <span className="lab-badge lab-badge--muted">In the lab</span>
              ) : (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Evolve ${rarityOf(coreData, version.rarityEaId).name} ${version.overall}`}
                  onClick={() => choose(version.eaId)}
                >
                  Evolve
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {own.length > 0 && (
        <>
          <h3 className="lab-subtitle">Your evolved versions</h3>
          <ul className="lab-version-list" aria-label="Your evolved versions">
            {own.map((item) => (
              <li key={item.id} className="lab-version-list__item">
                <MiniCard
                  card={item.playerItemDefinition}
                  colours={rarityOf(coreData, item.playerItemDefinition.rarityEaId)}
                />
                <span className="lab-version-list__name lab-version-list__name--static">
                  <span>
                    {item.evolutionPath.length} evolutions{item.isModified ? ', customised' : ''}
                  </span>
                  <span className="lab-version-list__meta">
                    {playerName(item.playerItemDefinition)} {item.playerItemDefinition.overall}
                  </span>
                </span>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() =>
                    void lab.openPath(item.pathHash, [
                      { type: 'selectUserEvolution', userEvolutionId: item.id },
                      { type: 'goToStep', step: EVO_LAB_STEP.REVIEW },
                    ])
                  }
                >
                  Open
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {previewed && (
        <PlayerPreviewModal
          card={previewed}
          coreData={coreData}
          showPrice={showPrice}
          isCompared={state.comparedPlayerEaIds.includes(previewed.eaId)}
          onChoose={() => choose(previewed.eaId)}
          onToggleCompare={() => dispatch({ type: 'toggleComparePlayer', eaId: previewed.eaId })}
          onClose={() => setPreviewed(null)}
        />
      )}
    </div>
  );
};
