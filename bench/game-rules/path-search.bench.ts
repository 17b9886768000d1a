// Path search for one card: findEvolutionPaths (compiled eligibility, one evolution applied per step,
// dominance pruning, branch and bound on the overall) against the brute force of the tests (every
// permutation, eligibility re-checked on a card re-evolved from scratch, duplicates removed at the end).
// Run: npx tsx bench/game-rules/path-search.bench.ts
import { cpus } from 'node:os';
import type { EvolutionPath } from '../../libs/game-rules/src/evolutions/path-ranking.js';
import { findEvolutionPaths } from '../../libs/game-rules/src/evolutions/path-search.js';
import { bruteForceEvolutionPaths } from '../../libs/game-rules/src/evolutions/testing/path-search.brute-force.js';
import {
  median,
  millisecondsOf,
  mulberry32,
  realisticCard,
  realisticEvolutions,
  REFERENCE_DATE,
} from './evolution-bench-inputs.js';

const EVOLUTION_COUNTS = [20, 40, 60];
const DEPTHS = [2, 3, 4];
const WARM_UP_ROUNDS = 2;
const FAST_ROUNDS = 15;
/** The brute force runs at most this long per configuration (rounds are cut to fit, at least one). */
const BRUTE_FORCE_BUDGET_MS = 6_000;
/** A configuration whose brute force is predicted to take longer than this per run is not run. */
const BRUTE_FORCE_RUN_LIMIT_MS = 8_000;

const random = mulberry32(20250601);
const card = realisticCard(random, 78);
const allEvolutions = realisticEvolutions(random, Math.max(...EVOLUTION_COUNTS));

const rankKeys = (paths: EvolutionPath[]) =>
  paths.map((p) => `${p.score}/${p.coinsCost}/${p.pointsCost}/${p.evolutionIds.length}`).join(' ');

console.log(
  `node ${process.version}, ${cpus().length} cores; card overall ${card.overall}, position ${card.position}`,
);
console.log(
  'evolutions | depth | search median ms | brute force median ms | brute / search | rounds (search, brute)',
);
const bruteForceTimes = new Map<string, number>();
for (const count of EVOLUTION_COUNTS) {
  const evolutions = allEvolutions.slice(0, count);
  for (const maxDepth of DEPTHS) {
    const options = { maxDepth, referenceDate: REFERENCE_DATE };
    const search = () => findEvolutionPaths(card, evolutions, options);
    const shallower = bruteForceTimes.get(`${count}/${maxDepth - 1}`);
    const smaller = bruteForceTimes.get(`${count - 20}/${maxDepth}`);
    // Each extra step multiplies the chains by roughly the eligible evolutions; skip what cannot finish.
    const predicted = Math.max((shallower ?? 0) * 12, (smaller ?? 0) * 3);
    const runBruteForce = predicted < BRUTE_FORCE_RUN_LIMIT_MS;
    let bruteRounds = 0;
    if (runBruteForce) {
      let expected = '';
      const first = millisecondsOf(() => {
        expected = rankKeys(bruteForceEvolutionPaths(card, evolutions, options));
      });
      if (rankKeys(search()) !== expected)
        throw new Error(`search and brute force disagree at ${count}/${maxDepth}`);
      bruteRounds = Math.max(1, Math.min(FAST_ROUNDS, Math.floor(BRUTE_FORCE_BUDGET_MS / first)));
    }
    const times = { search: [] as number[], brute: [] as number[] };
    for (let round = 0; round < WARM_UP_ROUNDS + FAST_ROUNDS; round += 1) {
      times.search.push(millisecondsOf(search));
      if (round >= WARM_UP_ROUNDS && round - WARM_UP_ROUNDS < bruteRounds) {
        times.brute.push(millisecondsOf(() => bruteForceEvolutionPaths(card, evolutions, options)));
      }
    }
    const fast = median(times.search.slice(WARM_UP_ROUNDS));
    const slow = times.brute.length > 0 ? median(times.brute) : Number.NaN;
    if (!Number.isNaN(slow)) bruteForceTimes.set(`${count}/${maxDepth}`, slow);
    console.log(
      [
        String(count).padStart(10),
        String(maxDepth).padStart(5),
        fast.toFixed(2).padStart(16),
        (Number.isNaN(slow) ? 'not run' : slow.toFixed(1)).padStart(21),
        (Number.isNaN(slow) ? '-' : (slow / fast).toFixed(0)).padStart(14),
        `${FAST_ROUNDS}, ${bruteRounds}`.padStart(22),
      ].join(' | '),
    );
  }
}
