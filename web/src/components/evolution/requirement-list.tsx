import type { ReactNode } from 'react';
import type { CoreData, EvolutionRequirements } from '@futgg/contracts';
import { requirementLines } from './evolution-words';

/** Every requirement an evolution sets, one line each; `whenNone` says who may take one that sets none. */
export const RequirementList = ({
  requirements,
  coreData,
  whenNone,
}: {
  requirements: EvolutionRequirements;
  coreData: CoreData | undefined;
  whenNone: ReactNode;
}) => {
  const lines = requirementLines(requirements, coreData);
  if (lines.length === 0) return <p className="muted">{whenNone}</p>;
  return (
    <dl className="requirement-list">
      {lines.map((line) => (
        <div key={line.label} className="requirement-list__row">
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
};
