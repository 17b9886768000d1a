// Eligibility of many cards against one evolution: compileEligibility (Sets, expanded position groups,
// only the requirements the evolution sets) against calling eligibilityFailures per card.
// Run: npx tsx bench/game-rules/eligibility.bench.ts
import { cpus } from 'node:os';
import { compileEligibility } from '../../libs/game-rules/src/evolutions/compile-eligibility.js';
import { eligibilityFailures } from '../../libs/game-rules/src/evolutions/eligibility.js';
import type { Evolution } from '../../libs/game-rules/src/evolutions/evolution.types.js';
import {
  LEAGUES,
  median,
  millisecondsOf,
  mulberry32,
  realisticCard,
  REFERENCE_DATE,
} from './evolution-bench-inputs.js';

const SIZES = [5_000, 20_000, 80_000];
const WARM_UP_ROUNDS = 3;
const ROUNDS = 15;

const EVOLUTION: Evolution = {
  id: 1,
  name: 'Midfield maestro',
  endTime: '2025-07-01T00:00:00.000Z',
  createdAt: '2025-05-01T00:00:00.000Z',
  coinsCost: 0,
  pointsCost: 0,
  repeatabilityCount: 1,
  levels: [],
  requirements: {
    maxOverall: 84,
    positions: [51],
    excludedPositions: [0],
    leagues: LEAGUES.slice(0, 8),
    excludedRarities: [116],
    maxPlaystylesPlus: 3,
    minStats: { facePace: 65, attributeStamina: 50 },
  },
};

const random = mulberry32(20250601);
const allCards = Array.from({ length: Math.max(...SIZES) }, () => realisticCard(random));

const compiled = (cards: typeof allCards) => {
  const isEligible = compileEligibility(EVOLUTION, REFERENCE_DATE);
  let eligible = 0;
  for (const card of cards) if (isEligible(card)) eligible += 1;
  return eligible;
};
const naive = (cards: typeof allCards) => {
  let eligible = 0;
  for (const card of cards)
    if (eligibilityFailures(card, EVOLUTION, REFERENCE_DATE).length === 0) eligible += 1;
  return eligible;
};

console.log(`node ${process.version}, ${cpus().length} cores`);
console.log('cards   | compiled median ms | naive median ms | naive / compiled | eligible');
for (const size of SIZES) {
  const cards = allCards.slice(0, size);
  const eligible = compiled(cards);
  if (naive(cards) !== eligible) throw new Error('compiled and naive eligibility disagree');
  const times = { compiled: [] as number[], naive: [] as number[] };
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
    const a = millisecondsOf(() => compiled(cards));
    const b = millisecondsOf(() => naive(cards));
    if (round >= WARM_UP_ROUNDS) {
      times.compiled.push(a);
      times.naive.push(b);
    }
  }
  const fast = median(times.compiled);
  const slow = median(times.naive);
  console.log(
    `${String(size).padStart(7)} | ${fast.toFixed(2).padStart(18)} | ${slow.toFixed(2).padStart(15)} | ${(slow / fast).toFixed(1).padStart(16)} | ${eligible}`,
  );
}
