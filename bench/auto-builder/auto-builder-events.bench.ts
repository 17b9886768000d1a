// The squad auto-builder within the seeded pro-competition events' rulesets (docs/auto-builder.md "Within an
// event's ruleset"), over the same 20,000 generated cards as auto-builder.bench.ts, each request made into
// a problem by the service's own `problemOf`; the Untradeable Cup plays from a 600-card club, a third of it
// untradeable. Each stage gets 2 s. The baseline is the greedy start of the same run. Prints a markdown
// table for docs/BENCHMARKS.md. Run: npx tsx bench/auto-builder/auto-builder-events.bench.ts
import { AutoBuildRequest } from '@futgg/contracts';
import { Random } from '@futgg/game-data';
import type { SquadRuleset } from '@futgg/game-rules';
import { problemOf, type ClubCard } from '../../services/squads/src/auto-builder/auto-build-request.js';
import { solveAutoBuild } from '../../services/squads/src/auto-builder/auto-build-solve.js';
import { SEEDED_EVENTS } from '../../services/squads/src/pro-competition/seeded-events.js';
import { generatedCatalog } from '../../services/squads/src/testing/generated-catalog.js';
import { chosenInstance } from '../support/bench-env.js';
import { allProved, log, marketOf, outcomeRow, TABLE_HEAD, warmUp } from './auto-builder-bench-kit.js';

const STAGE_SECONDS = Number(process.env['BENCH_SECONDS'] ?? 2);

interface EventInstance {
  event: string;
  formationId: string;
  freeFormation?: boolean;
  goal: 'chemistry' | 'rating' | 'price';
  minSquadRating?: number;
}

const INSTANCES: EventInstance[] = [
  { event: 'FC Pro Open Qualifier', formationId: 'f442', goal: 'chemistry' },
  { event: 'FC Pro Open Qualifier', formationId: 'f442', goal: 'rating' },
  { event: 'FC Pro Open Qualifier', formationId: 'f4231', goal: 'price', minSquadRating: 84 },
  { event: 'FC Pro Open Qualifier', formationId: 'f433', freeFormation: true, goal: 'chemistry' },
  { event: 'Community Gold League', formationId: 'f433', goal: 'chemistry' },
  { event: 'Community Gold League', formationId: 'f433', goal: 'rating' },
  { event: 'Community Gold League', formationId: 'f442', goal: 'price', minSquadRating: 80 },
  { event: 'FC Pro Untradeable Cup', formationId: 'f4231', goal: 'chemistry' },
  { event: 'FC Pro Untradeable Cup', formationId: 'f4231', goal: 'rating' },
];

const nameOf = (instance: EventInstance) =>
  `${instance.event}: ${instance.goal} ${instance.freeFormation ? 'free formation' : instance.formationId}` +
  (instance.minSquadRating ? `, ≥ ${instance.minSquadRating}` : '');

const main = async () => {
  const catalog = generatedCatalog();
  await warmUp(marketOf(catalog));
  const random = new Random(7);
  const club: ClubCard[] = [...new Set(Array.from({ length: 600 }, () => random.pick(catalog).eaId))].map(
    (eaId) => ({ eaId, isUntradeable: random.chance(1 / 3) }),
  );
  const rows: string[] = [];
  let proved = 0;
  let answered = 0;
  for (const instance of INSTANCES) {
    const name = nameOf(instance);
    if (!chosenInstance(name)) continue;
    const event = SEEDED_EVENTS.find((candidate) => candidate.name === instance.event)!;
    const ruleset = event.squadConfigData as SquadRuleset;
    const request = AutoBuildRequest.parse({
      gameYear: 26,
      formationId: instance.formationId,
      freeFormation: instance.freeFormation ?? false,
      goal: instance.goal,
      constraints: instance.minSquadRating ? { minSquadRating: instance.minSquadRating } : {},
      event: { product: event.product, guid: event.guid },
    });
    const problem = problemOf(request, catalog, ruleset.isUntradeableOnly ? club : null, ruleset);
    const started = performance.now();
    const outcome = await solveAutoBuild(problem, { timeLimitSeconds: STAGE_SECONDS });
    if (allProved(outcome)) proved += 1;
    if (outcome.squad) answered += 1;
    const row = `${outcomeRow(name, problem.pool.length, outcome)} ${((performance.now() - started) / 1000).toFixed(2)} s |`;
    rows.push(row);
    log(row);
  }
  const table = [
    `${TABLE_HEAD[0]} whole job |`,
    `${TABLE_HEAD[1]} --- |`,
    ...rows,
    '',
    `${answered} of ${rows.length} instances answered with a squad, ${proved} proved optimal on every stage within ` +
      `${STAGE_SECONDS} s per stage. Command: npx tsx bench/auto-builder/auto-builder-events.bench.ts`,
  ].join('\n');
  process.stdout.write(`${table}\n`);
};

await main();
