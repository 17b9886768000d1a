// The SBC solver in process on the challenges users open: every challenge of the season `npm start` seeds
// (libs/game-data's objectives-sbc-season over the 20,000-card generated world, seed 42) that has a
// chemistry rule, solved over the market alone with the solver's default limit (2 s). Counts how many are
// proved, answered unproved, or left without a squad, and each answer's gap. Every answer is re-checked by
// game-rules (rating, chemistry, every rule, one card per player, cards from the pool): a failure exits
// non-zero. Compare two commits by running it on each (docs/BENCHMARKS.md "The chemistry repair").
// Run: npx tsx bench/sbc-solver/sbc-season.bench.ts   (BENCH_SECONDS=10 for another limit)
import { generateGameData, generateObjectivesSbcSeason } from '@futgg/game-data';
import type { SbcRuleV1 } from '@futgg/game-rules';
import { minimise } from '../../services/squads/src/sbc-solver/sbc-minimise.js';
import { answerFaults, marketCards } from './sbc-answers.js';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 2);
// The season's dates move with its anchor, its challenges do not: any fixed day gives the same rules.
const ANCHOR = new Date('2026-11-29T00:00:00Z');
const log = (line: string) => process.stderr.write(`${line}\n`);

const market = marketCards();
const inPool = new Set(market);
const season = generateObjectivesSbcSeason(generateGameData({ seed: 42, players: 20_000 }), ANCHOR);
const challenges = season.sbcChallenges.filter((challenge) =>
  challenge.requirements.rules.some((rule) => rule.type === 'teamChemistryMin' && rule.value > 0),
);

const coins = (value: number | null) => (value === null ? '—' : value.toLocaleString('en'));
const counts = { optimal: 0, feasible: 0, none: 0 };
const gaps: number[] = [];
let failures = 0;
const rows: string[] = [];
for (const challenge of challenges) {
  const rules = challenge.requirements.rules as SbcRuleV1[];
  const outcome = await minimise(
    { rules, pool: market, locked: [] },
    'cost',
    {},
    { timeLimitSeconds: SECONDS },
  );
  if (outcome.squad) {
    const faults = answerFaults(rules, outcome.squad, inPool);
    if (faults.length) {
      failures += 1;
      log(`FAIL ${challenge.id} ${challenge.name}: ${faults.join('; ')}`);
    }
  }
  const kind = outcome.squad === null ? 'none' : outcome.status === 'optimal' ? 'optimal' : 'feasible';
  counts[kind] += 1;
  const gap =
    outcome.objective !== null && outcome.bound !== null && outcome.objective > 0
      ? Math.max(0, (outcome.objective - outcome.bound) / outcome.objective)
      : null;
  if (kind === 'feasible' && gap !== null) gaps.push(gap);
  const minRating = rules.find((rule) => rule.type === 'squadRatingMin');
  const minChemistry = rules.find((rule) => rule.type === 'teamChemistryMin');
  const row =
    `| ${challenge.id} | ${minRating && 'value' in minRating ? minRating.value : '—'} | ` +
    `${minChemistry && 'value' in minChemistry ? minChemistry.value : '—'} | ${kind} | ` +
    `${coins(outcome.objective)} | ${coins(outcome.bound)} | ${outcome.seconds.toFixed(2)} s |`;
  rows.push(row);
  log(row);
}

gaps.sort((a, b) => a - b);
const percent = (value: number | undefined) => (value === undefined ? '—' : `${(value * 100).toFixed(1)} %`);
console.log(`| challenge | rating min | chemistry min | answer | cost | bound | wall time |`);
console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
for (const row of rows) console.log(row);
console.log('');
console.log(
  `${challenges.length} challenges with a chemistry rule, ${SECONDS} s each, market only: ` +
    `${counts.optimal} proved, ${counts.feasible} answered unproved (gap median ` +
    `${percent(gaps[Math.floor(gaps.length / 2)])}, largest ${percent(gaps.at(-1))}), ${counts.none} without a squad.`,
);
if (failures) {
  log(`${failures} answers broke a rule`);
  process.exit(1);
}
