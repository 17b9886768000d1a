import { useState } from 'react';
import type { SbcRuleV1 } from '@futgg/game-rules';
import { SbcRequirementList } from '../../../components/sbc/sbc-requirement-list';
import { useCoreData } from '../../../lib/core-data';
import { useSolvePanel } from '../hooks/use-solve-panel';
import { useRequirementsForm } from '../hooks/use-solve-options';
import { rulesOf } from '../utils/custom-requirements';
import { solveRequestOf } from '../utils/solve-words';
import { ChallengeAnswer } from './challenge-answer';
import { CustomRequirementsForm } from './custom-requirements-form';
import { SolveControls } from './solve-controls';
import '../../../components/card-table.css';
import '../sbc-solver.css';

/**
 * The solver on requirements of the user's own (docs/sbc-solver-web.md "Your own requirements"): the
 * form, the rules it makes in the challenges' words, then the same options, progress and answer as a
 * challenge's. The answer opens in the builder as a new squad.
 */
export const CustomSolvePanel = ({
  gameYear,
  isSignedIn,
  builderAddress,
}: {
  gameYear: number;
  isSignedIn: boolean | undefined;
  builderAddress: (squadUuid: string) => string;
}) => {
  const { solve, options, shown, nameOf, open, exclude, controls, ruleWordsOf } = useSolvePanel(
    gameYear,
    isSignedIn,
  );
  // The form as the user left it: kept in this browser and, signed in, in the account.
  const [form, setForm] = useRequirementsForm();
  // The rules of the solve under way or shown: the form may have changed since.
  const [solvedRules, setSolvedRules] = useState<readonly SbcRuleV1[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const answer = shown.answers[0] ?? null;
  const core = useCoreData(gameYear);
  const read = rulesOf(form);
  const start = () => {
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    setProblem(null);
    setSolvedRules(read.rules);
    void solve.start(solveRequestOf({ requirements: { version: 1, rules: read.rules } }, options, gameYear));
  };
  return (
    <section className="sbc-solve sbc-solve--set" aria-labelledby="sbc-custom-title">
      <h2 id="sbc-custom-title" className="panel__title">
        Solve your own requirements
      </h2>
      <p className="muted small">
        The cheapest squad for any requirements you set, from your club and the market, proved cheapest or
        with its gap.
      </p>
      {isSignedIn !== false && (
        <CustomRequirementsForm
          gameYear={gameYear}
          form={form}
          onChange={setForm}
          disabled={solve.isRunning}
        />
      )}
      {'rules' in read && isSignedIn !== false && (
        <SbcRequirementList rules={read.rules} coreData={core.data} label="Your requirements" />
      )}
      {problem && (
        <p className="notice notice--warning" role="alert">
          {problem}
        </p>
      )}
      <SolveControls {...controls} solveLabel="Solve cheapest squad" isSignedIn={isSignedIn} onSolve={start}>
        {answer && (
          <ChallengeAnswer
            key={solve.jobId}
            answer={answer}
            nameOf={nameOf}
            solving={shown.solvingFor(0)}
            exclude={exclude}
            ruleWords={ruleWordsOf(solvedRules)}
            action={{
              label: 'Open in squad builder',
              run: (squad) => open(squad, 'Custom requirements', builderAddress),
            }}
          />
        )}
      </SolveControls>
    </section>
  );
};
