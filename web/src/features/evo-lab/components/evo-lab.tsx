import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  EVO_LAB_MODE,
  EVO_LAB_SCREEN,
  EVO_LAB_STEP,
  EVO_LAB_STEP_ORDER,
  EVO_LAB_TAB,
  type EvoLabMode,
} from '@futgg/game-rules';
import { EmptyState } from '../../../components/empty-state';
import { httpStatusOf } from '../../../lib/api';
import { usePageTitle } from '../../../components/page-title';
import { useCoreData } from '../../../lib/core-data';
import { playerName } from '../../../lib/format';
import { LAB_NAVIGATION_STATE, useEvoLab, type EvoLab as Lab } from '../hooks/use-evo-lab';
import { AssignStep } from './assign-step';
import { CardPreviewPanel } from './card-preview-panel';
import { CompareScreen } from './compare-screen';
import { DiscoverStep } from './discover-step';
import { LabAside } from './lab-aside';
import { LabStepper, STEP_LABELS } from './lab-stepper';
import { ModifyStep } from './modify-step';
import { ReviewStep } from './review-step';
import { UserEvolutions } from './user-evolutions';

export interface EvoLabProps {
  gameYear: number;
  /** Whether the reader is signed in; undefined while not known. The route reads it from identity. */
  identity: boolean | undefined;
}

/**
 * The evolution lab at /evo-lab/. The address opens it (`?eaId=`, `?path=`, `?mode=`); the lab writes
 * its state back there itself, and a link followed from elsewhere (the player page, a shared link)
 * opens it afresh.
 */
export const EvoLab = (props: EvoLabProps) => {
  const location = useLocation();
  const isOwnWrite = (location.state as typeof LAB_NAVIGATION_STATE | null)?.evoLab === true;
  const [entry, setEntry] = useState(location.key);
  if (!isOwnWrite && location.key !== entry) setEntry(location.key);
  return <EvoLabWorkspace key={entry} {...props} />;
};

const MODES: readonly { mode: EvoLabMode; label: string }[] = [
  { mode: EVO_LAB_MODE.CREATE, label: 'Create' },
  { mode: EVO_LAB_MODE.COMPARE, label: 'Compare' },
  { mode: EVO_LAB_MODE.USER_EVOS, label: 'My evolutions' },
];

const EvoLabWorkspace = ({ gameYear, identity }: EvoLabProps) => {
  const lab = useEvoLab({ gameYear, identity });
  const coreData = useCoreData(gameYear).data;
  const { state, dispatch } = lab;
  const chosen = lab.definition.data;
  usePageTitle(
    chosen && lab.preview ? `Evolution Lab: ${playerName(chosen)} ${lab.preview.overall}` : 'Evolution Lab',
  );

  const setMode = (mode: EvoLabMode) => {
    dispatch({ type: 'setMode', mode });
    if (mode !== EVO_LAB_MODE.USER_EVOS) {
      dispatch({
        type: 'openScreen',
        screen: mode === EVO_LAB_MODE.COMPARE ? EVO_LAB_SCREEN.COMPARE : EVO_LAB_SCREEN.CREATE,
      });
    }
  };
  const count = (mode: EvoLabMode) =>
    mode === EVO_LAB_MODE.COMPARE
      ? state.comparedPlayerEaIds.length
      : mode === EVO_LAB_MODE.USER_EVOS
        ? lab.overview.data?.items.length
        : undefined;
  const showComparePrompt =
    state.comparedPlayerEaIds.length > 0 &&
    !state.isComparePromptDismissed &&
    state.mode !== EVO_LAB_MODE.COMPARE;

  return (
    <div className="evo-lab">
      <div className="page-header evo-lab__header">
        <div>
          <p className="eyebrow">FC {gameYear} · Tools</p>
          <h1 className="page-title">Evolution Lab</h1>
          <p className="evo-lab__intro">
            Pick a card, apply evolutions and your own changes, and see the upgraded card before you spend a
            coin.
          </p>
        </div>
        <div className="segmented evo-lab__modes" role="group" aria-label="Lab screens">
          {MODES.map(({ mode, label }) => (
            <button
              key={mode}
              type="button"
              className="segmented__choice"
              aria-pressed={state.mode === mode}
              onClick={() => setMode(mode)}
            >
              {label}
              {count(mode) ? (
                <>
                  {' '}
                  <span className="badge">{count(mode)}</span>
                </>
              ) : null}
            </button>
          ))}
        </div>
      </div>
      {showComparePrompt && (
        <div className="lab-callout lab-compare-prompt" role="status">
          <span>
            {state.comparedPlayerEaIds.length} card{state.comparedPlayerEaIds.length === 1 ? '' : 's'} ready
            to compare with the card in the lab.
          </span>
          <button
            type="button"
            className="button button--small button--primary"
            onClick={() => setMode(EVO_LAB_MODE.COMPARE)}
          >
            Open compare
          </button>
        </div>
      )}
      {lab.pathLoad?.status === 'loading' && (
        <p className="muted" role="status">
          Opening the saved evolution path…
        </p>
      )}
      {lab.pathLoad?.status === 'error' && (
        <p className="lab-callout lab-callout--danger" role="alert">
          This evolution path could not be opened: {lab.pathLoad.message}
        </p>
      )}
      {state.mode === EVO_LAB_MODE.CREATE && <CreateScreen lab={lab} coreData={coreData} />}
      {state.mode === EVO_LAB_MODE.COMPARE && <CompareScreen lab={lab} coreData={coreData} />}
      {state.mode === EVO_LAB_MODE.USER_EVOS && <UserEvolutions lab={lab} coreData={coreData} />}
    </div>
  );
};

const CreateScreen = ({ lab, coreData }: { lab: Lab; coreData: ReturnType<typeof useCoreData>['data'] }) => {
  const { state, dispatch } = lab;
  const hasCard = state.selectedPlayerEaId !== null;
  const step = hasCard ? state.step : EVO_LAB_STEP.DISCOVER;
  const index = EVO_LAB_STEP_ORDER.indexOf(step);
  return (
    <>
      <LabStepper step={step} hasCard={hasCard} onGo={(next) => dispatch({ type: 'goToStep', step: next })} />
      <div className="evo-lab__workspace">
        <CardPreviewPanel lab={lab} coreData={coreData} />
        <section className="panel evo-lab__step" aria-labelledby="lab-step-title">
          <h2 id="lab-step-title" className="evo-lab__step-title">
            <span className="evo-lab__step-number">Step {index + 1} of 4</span> {STEP_LABELS[step].title}
          </h2>
          {step === EVO_LAB_STEP.DISCOVER && <DiscoverStep lab={lab} coreData={coreData} />}
          {step !== EVO_LAB_STEP.DISCOVER && lab.definition.isError ? (
            <EmptyState
              title={
                httpStatusOf(lab.definition.error) === 404
                  ? 'This card does not exist in this game.'
                  : 'This card could not be loaded.'
              }
            >
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  dispatch({ type: 'setTab', tab: EVO_LAB_TAB.DISCOVER });
                  dispatch({ type: 'goToStep', step: EVO_LAB_STEP.DISCOVER });
                }}
              >
                Choose another card
              </button>
            </EmptyState>
          ) : (
            <>
              {step === EVO_LAB_STEP.ASSIGN_EVOLUTIONS && <AssignStep lab={lab} coreData={coreData} />}
              {step === EVO_LAB_STEP.MODIFY_PLAYER && <ModifyStep lab={lab} coreData={coreData} />}
              {step === EVO_LAB_STEP.REVIEW && <ReviewStep lab={lab} coreData={coreData} />}
            </>
          )}
          {hasCard && (
            <div className="evo-lab__step-nav">
              <button
                type="button"
                className="button button--ghost"
                disabled={index === 0}
                onClick={() => dispatch({ type: 'previousStep' })}
              >
                ← Back
              </button>
              {index < EVO_LAB_STEP_ORDER.length - 1 && (
                <button type="button" className="button" onClick={() => dispatch({ type: 'nextStep' })}>
                  Next: {STEP_LABELS[EVO_LAB_STEP_ORDER[index + 1]!].short} →
                </button>
              )}
            </div>
          )}
        </section>
        {hasCard && <LabAside lab={lab} coreData={coreData} />}
      </div>
    </>
  );
};
