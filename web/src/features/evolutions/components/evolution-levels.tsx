import type { CoreData, Evolution } from '@futgg/contracts';
import { upgradeWithCapWords } from '../../../components/evolution/evolution-words';

/** Each level in order, with every upgrade it gives and the cap it stops at. */
export const EvolutionLevels = ({
  evolution,
  coreData,
}: {
  evolution: Evolution;
  coreData: CoreData | undefined;
}) => (
  <ol className="evolution-levels">
    {evolution.levels.map((level, index) => (
      <li key={index} className="evolution-level">
        <h3 className="evolution-level__title">Level {index + 1}</h3>
        <ul className="evolution-level__upgrades">
          {level.upgrades.map((upgrade, upgradeIndex) => (
            <li key={upgradeIndex}>{upgradeWithCapWords(upgrade, coreData)}</li>
          ))}
        </ul>
      </li>
    ))}
  </ol>
);
