// The club-wide planner in process: candidate chains from game-rules' path search, then the 0/1 program
// solved by HiGHS, for clubs of 70 to 1,120 generated cards and 60 active evolutions of the generated
// season, against a greedy choice over the same candidates in the same run (best gain first while the
// uses and budget allow). Target: 560 cards × 60 evolutions under 3 s. Writes docs/benchmarks/planner.md.
// Run: npx tsx bench/evolutions/planner.bench.ts
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateEvolutionSeason, generateGameData } from '@futgg/game-data';
import type { Card, Evolution } from '@futgg/game-rules';
import { assignmentLp, greedyAssignment } from '../../services/evolutions/src/planner/assignment-model.js';
import { solveBinaryProgram } from '../../services/evolutions/src/planner/highs-solver.js';
import { planCandidates } from '../../services/evolutions/src/planner/plan-candidates.js';
import { median } from '../support/wrk.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROUNDS = 3;
const CLUB_SIZES = [70, 140, 280, 560, 1120];
const DAY_MS = 86_400_000;
const log = (line: string) => process.stderr.write(`${line}\n`);

const cardOf = (item: Record<string, unknown>): Card => {
  const card = { ...item };
  for (const [field, value] of Object.entries(card)) if (value === null) delete card[field];
  return card as unknown as Card;
};

const main = async () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const cards = generateGameData({ seed: 42, players: 20_000 }).playerItems.map((item) => cardOf(item));
  // 60 evolutions of the season, all live for the next four weeks: the planner's input at its largest.
  const evolutions: Evolution[] = generateEvolutionSeason({ gameYear: 26, now })
    .slice(0, 60)
    .map((evolution, index) => ({
      ...evolution,
      endTime: new Date(now.getTime() + (3 + (index % 25)) * DAY_MS).toISOString(),
    }));
  const remaining = new Map(evolutions.map((evolution) => [evolution.id, evolution.repeatabilityCount]));
  const request = {
    maxDepth: 3,
    chainsPerCard: 12,
    daysPerLevel: 1,
    maxCoins: undefined,
    maxPoints: undefined,
  };
  const rows: string[] = [];
  for (const size of CLUB_SIZES) {
    // A club of `size` cards spread over the whole database (every rating and position).
    const club = cards.filter((_, index) => index % Math.floor(cards.length / size) === 0).slice(0, size);
    const timings: { candidates: number; solve: number; greedy: number }[] = [];
    let summary = { options: 0, optimal: 0, greedy: 0, isOptimal: false, truncated: false };
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const candidates = planCandidates(club, evolutions, request, { kind: 'overall' }, now);
      const candidatesDone = performance.now();
      const problem = { options: candidates.options, remainingUses: remaining };
      const start = greedyAssignment(problem);
      const solution = await solveBinaryProgram(assignmentLp(problem), candidates.options.length, 2, start);
      const solved = performance.now();
      const greedyGain = greedyAssignment(problem).reduce(
        (sum, index) => sum + candidates.options[index]!.gain,
        0,
      );
      timings.push({
        candidates: candidatesDone - started,
        solve: solved - candidatesDone,
        greedy: performance.now() - solved,
      });
      summary = {
        options: candidates.options.length,
        optimal: solution.chosen.reduce((sum, index) => sum + candidates.options[index]!.gain, 0),
        greedy: greedyGain,
        isOptimal: solution.isOptimal,
        truncated: candidates.isTruncated,
      };
    }
    const candidatesMs = median(timings.map((t) => t.candidates));
    const solveMs = median(timings.map((t) => t.solve));
    const greedyMs = median(timings.map((t) => t.greedy));
    log(`${size} cards: ${summary.options} chains, ${(candidatesMs + solveMs).toFixed(0)} ms`);
    rows.push(
      `| ${size.toLocaleString('en-US')} | ${summary.options.toLocaleString('en-US')} | ${candidatesMs.toFixed(0)} | ${solveMs.toFixed(0)} | ${(candidatesMs + solveMs).toFixed(0)} | ${summary.isOptimal ? 'optimal' : 'time limit'} | +${summary.optimal} | +${summary.greedy} in ${greedyMs.toFixed(1)} ms (${(((summary.optimal - summary.greedy) / Math.max(summary.greedy, 1)) * 100).toFixed(1)} % less) |`,
    );
  }
  const lines = [
    '# The club-wide planner',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, in one process, medians of ${ROUNDS} rounds.`,
    'Clubs of generated cards spread over the 20,000 of the default data set; 60 evolutions of the generated',
    'season, all live; chains of up to 3 evolutions, the best 12 per card by overall gain, one day of play per',
    'level; no budget. "Candidates" is game-rules’ path search for every card, "solve" HiGHS on the 0/1',
    'program. The baseline is a greedy choice over the same candidates (best gain first while uses allow),',
    'in the same run. Target: 560 cards × 60 evolutions under 3 s.',
    '',
    'Command: `npx tsx bench/evolutions/planner.bench.ts`',
    '',
    '| club cards | candidate chains | candidates ms | solve ms | total ms | HiGHS | total gain (overall) | greedy over the same candidates |',
    '| ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |',
    ...rows,
    '',
    'This file is rewritten by every run; the reading of the figures is in docs/BENCHMARKS.md.',
  ];
  writeFileSync(join(root, 'docs', 'benchmarks', 'planner.md'), `${lines.join('\n')}\n`);
  process.stdout.write(`${lines.join('\n')}\n`);
};

await main();
