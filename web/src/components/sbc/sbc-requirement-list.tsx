import type { CoreData, SbcRule } from '@futgg/contracts';
import { ruleLine } from './sbc-rule-words';

/** An SBC's rules as label and value rows (the set page's challenges, the solver's own requirements). */
export const SbcRequirementList = ({
  rules,
  coreData,
  label,
}: {
  rules: readonly SbcRule[];
  coreData: CoreData | undefined;
  label: string;
}) => (
  <dl className="requirement-list" aria-label={label}>
    {rules.map((rule, index) => {
      const line = ruleLine(rule, coreData);
      return (
        <div key={index} className="requirement-list__row">
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      );
    })}
  </dl>
);
