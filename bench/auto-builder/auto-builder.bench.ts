// The squad auto-builder in process: 20,000 generated cards (libs/game-data's generator, as the catalog
// seeds them), 20 instances (formations fixed and free, locks, budgets, goals, a rating cap, club-only),
// each stage given 2 s. Per instance: the pool after the exact reductions, the build and greedy times,
// the greedy start's values (the baseline from the same run) and the solver's, and per stage its status,
// time and proven gap. Appends nothing by itself: prints a markdown table for docs/BENCHMARKS.md.
// Run: npx tsx bench/auto-builder/auto-builder.bench.ts
// BENCH_ONLY=price,club-only runs the instances whose names contain one of the words (each instance is still
// generated, so the chosen ones are the same cards and locks as in a full run).
import { cpus } from 'node:os';
import { generateGameData, Random } from '@futgg/game-data';
import { FORMATIONS, formationById, isInPosition, specialCardMarkers } from '@futgg/game-rules';
import type {
  AutoBuildGoal,
  AutoBuildProblem,
  PoolCard,
} from '../../services/squads/src/auto-builder/auto-build-model.js';
import { solveAutoBuild } from '../../services/squads/src/auto-builder/auto-build-solve.js';
import { chosenInstance } from '../support/bench-env.js';

// BENCH_SECONDS=30 gives each stage longer (how far an open instance is from its proof).
const STAGE_SECONDS = Number(process.env['BENCH_SECONDS'] ?? 2);
const log = (line: string) => process.stderr.write(`${line}\n`);

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
  const items = generateGameData({ seed: 42, players: 20_000 }).playerItems;
  const toPool = (item: (typeof items)[number], cost: number): PoolCard => {
    return {
      eaId: item.eaId,
      basePlayerEaId: item.basePlayerEaId,
      position: item.position,
      alternativePositionIds: item.alternativePositionIds,
      clubEaId: item.clubEaId,
      leagueEaId: item.leagueEaId,
      nationEaId: item.nationEaId,
      rarityEaId: item.rarityEaId,
      overall: item.overall,
      ...specialCardMarkers(item),
      cost,
    };
  };
  const market = items
    .filter((item) => item.price !== null && !item.isExtinct)
    .map((item) => toPool(item, item.price!));
  log(
    `${items.length} cards, ${market.length} on the market; ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}`,
  );
  // HiGHS's WebAssembly is compiled on its first solve, once per process (a running service pays it once,
  // at its first job): one untimed solve first, so that the first instance is timed like the others.
  await solveAutoBuild(
    {
      formations: [formationById('f433')!],
      locked: [],
      manager: null,
      pool: market.slice(0, 500),
      goal: 'price',
      minSquadRating: 75,
    },
    { timeLimitSeconds: 1 },
  );
  const random = new Random(7);
  const rows: string[] = [];
  let proved = 0;
  let improved = 0;
  for (const instance of INSTANCES) {
    const formation = formationById(instance.formation)!;
    let pool = market;
    if (instance.clubOnly) {
      // A club of 600 cards of every kind, a third untradeable (free).
      pool = Array.from({ length: 600 }, () => random.pick(items)).map((item) =>
        toPool(item, random.chance(1 / 3) ? 0 : (item.price ?? 0)),
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
    const solveSeconds = outcome.stages.reduce((sum, stage) => sum + stage.seconds, 0);
    const allProved =
      outcome.stages.length > 0 && outcome.stages.every((stage) => stage.status === 'optimal');
    if (allProved) proved += 1;
    if (
      outcome.values &&
      outcome.greedy &&
      JSON.stringify(outcome.values) !== JSON.stringify(outcome.greedy)
    ) {
      improved += 1;
    }
    const fmt = (v: { chemistry: number; rating: number; price: number } | null) =>
      v ? `${v.chemistry} / ${v.rating} / ${v.price.toLocaleString('en')}` : '—';
    const stages = outcome.stages
      .map((stage) => {
        const head = `${stage.stage} ${stage.status === 'optimal' ? 'optimal' : stage.status} ${stage.seconds.toFixed(2)} s`;
        if (stage.status === 'optimal') return head;
        if (stage.gap === null || stage.bound === null) return `${head}, no bound proved`;
        return `${head}, gap ${(stage.gap * 100).toFixed(1)} % (${stage.objective?.toLocaleString('en')} vs bound ${stage.bound.toLocaleString('en')})`;
      })
      .join('; ');
    const row = `| ${instance.name} | ${pool.length.toLocaleString('en')} → ${outcome.pool.cards.toLocaleString('en')} cards, ${outcome.pool.columns.toLocaleString('en')} cols | ${((outcome.buildSeconds ?? 0) + (outcome.greedySeconds ?? 0)).toFixed(2)} s | ${fmt(outcome.greedy)} | ${fmt(outcome.values)} | ${allProved ? `**${solveSeconds.toFixed(2)} s**` : 'not proved'} | ${stages} |`;
    rows.push(row);
    log(row);
  }
  const table = [
    '| instance | pool (after reductions) | build + greedy | greedy start: chem / rating / price | solver: chem / rating / price | time to proven optimum | stages (status, time, gap at the limit) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `${proved} of ${INSTANCES.length} instances proved optimal on every stage within ${STAGE_SECONDS} s per stage; ` +
      `${improved} improved on the greedy start. Command: npx tsx bench/auto-builder/auto-builder.bench.ts`,
  ].join('\n');
  process.stdout.write(`${table}\n`);
};

await main();
