import { Link } from 'react-router';
import type { CoreData, Evolution } from '@futgg/contracts';
import {
  costWords,
  keyUpgrades,
  repeatabilityWords,
  requirementsSummary,
} from '../../../components/evolution/evolution-words';
import { TimeLeft } from '../../../components/evolution/time-left';
import { routes } from '../../../config/env';

const SHOWN_UPGRADES = 6;
/** Ending within this many hours is shown as soon (the Expiring soon tab's 48 hours). */
const EXPIRING_SOON_HOURS = 48;

/** One evolution in the list: what it gives, who may take it, what it costs and until when. */
export const EvolutionRow = ({
  evolution,
  coreData,
}: {
  evolution: Evolution;
  coreData: CoreData | undefined;
}) => {
  const upgrades = keyUpgrades(evolution.levels, coreData);
  const shown = upgrades.slice(0, SHOWN_UPGRADES);
  const levels = evolution.levels.length;
  return (
    <li className="evolution-row">
      <div className="evolution-row__title">
        <h2 className="evolution-row__name">
          <Link to={routes.evolution(evolution.id)}>{evolution.name}</Link>
        </h2>
        <p className="evolution-row__sub">
          {levels} {levels === 1 ? 'level' : 'levels'} · {repeatabilityWords(evolution.repeatabilityCount)}
        </p>
      </div>
      <dl className="evolution-row__facts">
        <div className="evolution-row__fact evolution-row__fact--upgrades">
          <dt>Upgrades</dt>
          <dd>
            <ul className="upgrade-chips" aria-label={`Upgrades of ${evolution.name}`}>
              {shown.map((words) => (
                <li key={words} className="upgrade-chip">
                  {words}
                </li>
              ))}
              {upgrades.length > shown.length && (
                <li className="upgrade-chip upgrade-chip--more">+{upgrades.length - shown.length} more</li>
              )}
            </ul>
          </dd>
        </div>
        <div className="evolution-row__fact evolution-row__fact--requirements">
          <dt>Requirements</dt>
          <dd>{requirementsSummary(evolution.requirements, coreData)}</dd>
        </div>
        <div className="evolution-row__fact">
          <dt>Cost</dt>
          <dd className={evolution.coinsCost + evolution.pointsCost === 0 ? 'evolution-free' : undefined}>
            {costWords(evolution)}
          </dd>
        </div>
        <div className="evolution-row__fact">
          <dt>Time</dt>
          <dd>
            <TimeLeft endTime={evolution.endTime} soonHours={EXPIRING_SOON_HOURS} />
          </dd>
        </div>
      </dl>
    </li>
  );
};
