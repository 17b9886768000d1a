import { EVO_LAB_STEP, EVO_LAB_STEP_ORDER, type EvoLabStep } from '@futgg/game-rules';

export const STEP_LABELS: Record<EvoLabStep, { short: string; title: string }> = {
  [EVO_LAB_STEP.DISCOVER]: { short: 'Discover', title: 'Discover a card' },
  [EVO_LAB_STEP.ASSIGN_EVOLUTIONS]: { short: 'Evolutions', title: 'Assign evolutions' },
  [EVO_LAB_STEP.MODIFY_PLAYER]: { short: 'Modify', title: 'Modify the player' },
  [EVO_LAB_STEP.REVIEW]: { short: 'Review', title: 'Review and save' },
};

/** The four steps in order; past the first, a step opens once a card is chosen. */
export const LabStepper = ({
  step,
  hasCard,
  onGo,
}: {
  step: EvoLabStep;
  hasCard: boolean;
  onGo: (step: EvoLabStep) => void;
}) => {
  const current = EVO_LAB_STEP_ORDER.indexOf(step);
  return (
    <nav aria-label="Lab steps" className="lab-stepper">
      <ol className="lab-stepper__list">
        {EVO_LAB_STEP_ORDER.map((key, index) => (
          <li
            key={key}
            className={`lab-stepper__item${index < current ? ' lab-stepper__item--done' : ''}${index === current ? ' lab-stepper__item--current' : ''}`}
          >
            <button
              type="button"
              className="lab-stepper__button"
              aria-current={key === step ? 'step' : undefined}
              disabled={key !== EVO_LAB_STEP.DISCOVER && !hasCard}
              onClick={() => onGo(key)}
            >
              <span className="lab-stepper__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="lab-stepper__label">{STEP_LABELS[key].short}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
};
