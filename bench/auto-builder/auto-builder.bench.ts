// The squad auto-builder in process: 20,000 generated cards (libs/game-data's generator, as the catalog
// seeds them), 20 instances (formations fixed and free, locks, budgets, goals, a rating cap, club-only),
// each stage given 2 s. Per instance: the pool after the exact reductions, the build and greedy times,
// the greedy start's values (the baseline from the same run) and the solver's, and per stage its status,
// time and proven gap. Appends nothing by itself: prints a markdown table for docs/BENCHMARKS.md.
// Run: npx tsx bench/auto-builder/auto-builder.bench.ts
// BENCH_ONLY=price,club-only runs the instances whose names contain one of the words (each instance is still
// generated, so the chosen ones are the same cards and locks as in a full run).
import { Random } from '@futgg/game-data';
import { FORMATIONS, formationById, isInPosition } from '@futgg/game-rules';
import type {
  AutoBuildGoal,
  AutoBuildProblem,
} from '../../services/squads/src/auto-builder/auto-build-model.js';
import { solveAutoBuild } from '../../services/squads/src/auto-builder/auto-build-solve.js';
import { chosenInstance } from '../support/bench-env.js';
import { poolCardOf } from '../../services/squads/src/auto-builder/auto-build-request.js';
import { generatedCatalog } from '../../services/squads/src/testing/generated-catalog.js';
import { allProved, log, marketOf, outcomeRow, TABLE_HEAD, warmUp } from './auto-builder-bench-kit.js';

// BENCH_SECONDS=30 gives each stage longer (how far an open instance is from its proof).
const STAGE_SECONDS = Number(process.env['BENCH_SECONDS'] ?? 2);

interface Instance {
  name: string;
  formation: string;
  free?: boolean;
  locks: number;
  goal: AutoBuildGoal;
  budget?: number;
  minSquadRating?: number;
  maxSquadRating?: number;
  minChemistry?: number;
  clubOnly?: boolean;
  manager?: boolean;
}

const INSTANCES: Instance[] = [
  { name: 'chem 4-3-3, empty', formation: 'f433', locks: 0, goal: 'chemistry' },
  { name: 'chem 4-4-2, 3 locked, manager', formation: 'f442', locks: 3, goal: 'chemistry', manager: true },
  { name: 'chem 4-2-3-1, 100k', formation: 'f4231', locks: 0, goal: 'chemistry', budget: 100_000 },
  { name: 'chem 3-5-2, 6 locked, 50k', formation: 'f352', locks: 6, goal: 'chemistry', budget: 50_000 },
  { name: 'chem 4-1-2-1-2, 1M', formation: 'f41212', locks: 2, goal: 'chemistry', budget: 1_000_000 },
  { name: 'rating 4-3-3, empty', formation: 'f433', locks: 0, goal: 'rating' },
  { name: 'rating 4-4-2, 200k', formation: 'f442', locks: 0, goal: 'rating', budget: 200_000 },
  { name: 'rating 5-3-2, 4 locked, 30k', formation: 'f532', locks: 4, goal: 'rating', budget: 30_000 },
  { name: 'rating 4-2-3-1, cap 84', formation: 'f4231', locks: 0, goal: 'rating', maxSquadRating: 84 },
  { name: 'rating 3-4-3, chem ≥ 28', formation: 'f343', locks: 2, goal: 'rating', minChemistry: 28 },
  { name: 'price 4-3-3, ≥ 84', formation: 'f433', locks: 0, goal: 'price', minSquadRating: 84 },
  {
    name: 'price 4-4-2, ≥ 86, chem ≥ 20',
    formation: 'f442',
    locks: 0,
    goal: 'price',
    minSquadRating: 86,
    minChemistry: 20,
  },
  { name: 'price 4-2-3-1, 5 locked, ≥ 82', formation: 'f4231', locks: 5, goal: 'price', minSquadRating: 82 },
  {
    name: 'price 3-5-2, ≥ 80, chem ≥ 30',
    formation: 'f352',
    locks: 0,
    goal: 'price',
    minSquadRating: 80,
    minChemistry: 30,
  },
  { name: 'price 4-3-3, ≥ 88', formation: 'f433', locks: 1, goal: 'price', minSquadRating: 88 },
  { name: 'chem free formation, 3 locked', formation: 'f433', free: true, locks: 3, goal: 'chemistry' },
  {
    name: 'rating free formation, 150k',
    formation: 'f442',
    free: true,
    locks: 0,
    goal: 'rating',
    budget: 150_000,
  },
  { name: 'club-only chem (600 cards)', formation: 'f433', locks: 0, goal: 'chemistry', clubOnly: true },
  {
    name: 'club-only rating, 20k',
    formation: 'f4231',
    locks: 2,
    goal: 'rating',
    clubOnly: true,
    budget: 20_000,
  },
  {
    name: 'club-only price ≥ 80',
    formation: 'f442',
    locks: 0,
    goal: 'price',
    clubOnly: true,
    minSquadRating: 80,
  },
];

const main = async () => {
  const catalog = generatedCatalog();
  const market = marketOf(catalog);
  await warmUp(market);
  const random = new Random(7);
  const rows: string[] = [];
  let proved = 0;
  let improved = 0;
  for (const instance of INSTANCES) {
    const formation = formationById(instance.formation)!;
    let pool = market;
    if (instance.clubOnly) {
      // A club of 600 cards of every kind, a third untradeable (free).
      pool = Array.from({ length: 600 }, () => random.pick(catalog)).map((card) =>
        poolCardOf(card, random.chance(1 / 3) ? 0 : (card.price ?? 0)),
      );
    }
    const slots = formation.slots
      .map((_, index) => index)
      .sort(() => random.next() - 0.5)
      .slice(0, instance.locks);
    const used = new Set<number>();
    const locked = slots.map((slotIndex) => {
      const candidates = market.filter(
        (card) =>
          !used.has(card.basePlayerEaId) && isInPosition(card, formation.slots[slotIndex]!.uniquePositionId),
      );
      const card = random.pick(candidates);
      used.add(card.basePlayerEaId);
      return { slotIndex, card: { ...card, cost: 0 } };
    });
    const manager = instance.manager
      ? { leagueEaId: locked[0]?.card.leagueEaId ?? 13, nationEaId: 14 }
      : null;
    const problem: AutoBuildProblem = {
      formations: instance.free
        ? [formation, ...FORMATIONS.filter((f) => f.id !== formation.id)]
        : [formation],
      locked,
      manager,
      pool,
      goal: instance.goal,
      budget: instance.budget,
      minChemistry: instance.minChemistry,
      minSquadRating: instance.minSquadRating,
      maxSquadRating: instance.maxSquadRating,
    };
    if (!chosenInstance(instance.name)) continue;
    const outcome = await solveAutoBuild(problem, { timeLimitSeconds: STAGE_SECONDS });
    if (allProved(outcome)) proved += 1;
    if (
      outcome.values &&
      outcome.greedy &&
      JSON.stringify(outcome.values) !== JSON.stringify(outcome.greedy)
    ) {
      improved += 1;
    }
    const row = outcomeRow(instance.name, pool.length, outcome);
    rows.push(row);
    log(row);
  }
  const table = [
    ...TABLE_HEAD,
    ...rows,
    '',
    `${proved} of ${INSTANCES.length} instances proved optimal on every stage within ${STAGE_SECONDS} s per stage; ` +
      `${improved} improved on the greedy start. Command: npx tsx bench/auto-builder/auto-builder.bench.ts`,
  ].join('\n');
  process.stdout.write(`${table}\n`);
};

await main();
