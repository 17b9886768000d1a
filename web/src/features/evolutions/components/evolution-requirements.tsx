import type { CoreData, EvolutionRequirements as Requirements } from '@futgg/contracts';
import { requirementLines } from '../../../components/evolution/evolution-words';

/** Every requirement the evolution sets, in words; an evolution without any says who may take it. */
export const EvolutionRequirements = ({
  requirements,
  coreData,
}: {
  requirements: Requirements;
  coreData: CoreData | undefined;
}) => {
  const lines = requirementLines(requirements, coreData);
  if (lines.length === 0) return <p className="muted">Any player can take this evolution.</p>;
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
