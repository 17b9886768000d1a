// What the auto-builder's benches share: the market of the generated catalog (services/squads' testing
// generatedCatalog, as `npm start` seeds it), HiGHS's warm-up and a result row.
import { cpus } from 'node:os';
import type { SquadPoolCard } from '@futgg/contracts';
import { formationById } from '@futgg/game-rules';
import type { PoolCard } from '../../services/squads/src/auto-builder/auto-build-model.js';
import { poolCardOf } from '../../services/squads/src/auto-builder/auto-build-request.js';
import {
  solveAutoBuild,
  type AutoBuildOutcome,
} from '../../services/squads/src/auto-builder/auto-build-solve.js';

export const log = (line: string) => process.stderr.write(`${line}\n`);

/** The cards with a market price, at that price. */
export const marketOf = (catalog: readonly SquadPoolCard[]): PoolCard[] =>
  catalog.filter((card) => card.price !== null).map((card) => poolCardOf(card, card.price!));

/**
 * HiGHS's WebAssembly is compiled on its first solve, once per process (a running service pays it once,
 * at its first job): one untimed solve first, so that the first instance is timed like the others.
 */
export const warmUp = async (market: readonly PoolCard[]) => {
  log(`${market.length} cards on the market; ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}`);
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
};

/** Whether every stage was proved optimal. */
export const allProved = (outcome: AutoBuildOutcome) =>
  outcome.stages.length > 0 && outcome.stages.every((stage) => stage.status === 'optimal');

export const TABLE_HEAD = [
  '| instance | pool (after reductions) | build + greedy | greedy start: chem / rating / price | solver: chem / rating / price | time to proven optimum | stages (status, time, gap at the limit) |',
  '| --- | --- | --- | --- | --- | --- | --- |',
];

/** One instance's row of the table. */
export const outcomeRow = (name: string, poolSize: number, outcome: AutoBuildOutcome): string => {
  const solveSeconds = outcome.stages.reduce((sum, stage) => sum + stage.seconds, 0);
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
  return `| ${name} | ${poolSize.toLocaleString('en')} → ${outcome.pool.cards.toLocaleString('en')} cards, ${outcome.pool.columns.toLocaleString('en')} cols | ${((outcome.buildSeconds ?? 0) + (outcome.greedySeconds ?? 0)).toFixed(2)} s | ${fmt(outcome.greedy)} | ${fmt(outcome.values)} | ${allProved(outcome) ? `**${solveSeconds.toFixed(2)} s**` : 'not proved'} | ${stages} |`;
};
