// `npm run bench`: every benchmark in turn (each prints its figures; the platform one also rewrites
// docs/benchmarks/player-search.md). A benchmark is not a test: nothing here asserts.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const benches = [
  'bench/game-rules/chemistry.bench.ts',
  'bench/game-rules/eligibility.bench.ts',
  'bench/game-rules/path-search.bench.ts',
  'bench/platform/player-search.bench.ts',
  'bench/platform/authenticated-read.bench.ts',
  'bench/web/web.bench.ts',
  'bench/pricing/ingest-throughput.bench.ts',
  'bench/pricing/trend-job.bench.ts',
  'bench/pricing/history-size.bench.ts',
  'bench/evolutions/evolutions-api.bench.ts',
  'bench/evolutions/planner.bench.ts',
  'bench/squads/squad-fetch.bench.ts',
  'bench/auto-builder/auto-builder.bench.ts',
  'bench/sbc-solver/sbc-solver.bench.ts',
  'bench/sbc-solver/sbc-season.bench.ts',
  'bench/social/social.bench.ts',
  'bench/import/player-import.bench.ts',
  'bench/search/global-search.bench.ts',
];
const only = process.argv.slice(2);
for (const bench of benches.filter((path) => only.length === 0 || only.some((name) => path.includes(name)))) {
  console.log(`\n== ${bench}`);
  const result = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, bench)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
