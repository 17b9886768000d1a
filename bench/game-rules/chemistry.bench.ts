// Chemistry of a full XI: the optimised squadChemistry against a naive reading (Maps rebuilt per
// player, filter/reduce), interleaved A, B, A, B … after a warm-up. Run: npx tsx bench/game-rules/chemistry.bench.ts
import { POSITION_IDS, generalPositionOf } from '../../libs/game-rules/src/constants/positions.js';
import type {
  ChemistryCard,
  SquadChemistryInput,
} from '../../libs/game-rules/src/chemistry/chemistry.types.js';
import { squadChemistry } from '../../libs/game-rules/src/chemistry/squad-chemistry.js';
import { naiveSquadChemistry } from '../../libs/game-rules/src/chemistry/testing/naive-squad-chemistry.js';

const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const squads = (count: number, seed: number): SquadChemistryInput[] => {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const slotIds = [0, 3, 4, 6, 7, 10, 12, 13, 14, 15, 16, 18, 23, 24, 25, 26, 27];
  return Array.from({ length: count }, () => ({
    slots: Array.from({ length: 11 }, () => {
      const position = pick(slotIds);
      const card: ChemistryCard = {
        // Three cards in four stand in position, as in a real squad being built.
        position: random() < 0.75 ? generalPositionOf(position) : pick(POSITION_IDS),
        alternativePositionIds: [pick(POSITION_IDS), pick(POSITION_IDS)],
        clubEaId: 1 + Math.floor(random() * 6),
        leagueEaId: 100 + Math.floor(random() * 3),
        nationEaId: 200 + Math.floor(random() * 4),
        isIcon: random() < 0.05,
        isHero: random() < 0.05,
      };
      return { position, card: random() < 0.95 ? card : null };
    }),
    manager: random() < 0.8 ? { leagueEaId: 100, nationEaId: 200 } : null,
  }));
};

let sink = 0;
/** Nanoseconds per squad for one pass over `inputs`. */
const time = (
  chemistry: (input: SquadChemistryInput) => { total: number },
  inputs: SquadChemistryInput[],
) => {
  const start = process.hrtime.bigint();
  for (const input of inputs) sink += chemistry(input).total;
  return Number(process.hrtime.bigint() - start) / inputs.length;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const measure = (size: number, rounds: number) => {
  const inputs = squads(size, 42 + size);
  const passes = Math.max(1, Math.round(50_000 / size));
  for (let i = 0; i < 3; i += 1) {
    time(squadChemistry, inputs);
    time(naiveSquadChemistry, inputs);
  }
  const optimised: number[] = [];
  const naive: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    let a = 0;
    let b = 0;
    for (let p = 0; p < passes; p += 1) a += time(squadChemistry, inputs);
    for (let p = 0; p < passes; p += 1) b += time(naiveSquadChemistry, inputs);
    optimised.push(a / passes);
    naive.push(b / passes);
  }
  return { size, optimised: median(optimised) / 1000, naive: median(naive) / 1000 };
};

// Both must agree before their speed means anything.
for (const input of squads(2000, 7)) {
  if (JSON.stringify(squadChemistry(input)) !== JSON.stringify(naiveSquadChemistry(input))) {
    throw new Error('optimised and naive chemistry disagree');
  }
}

console.log('squads     optimised µs/squad   naive µs/squad   naive / optimised');
for (const size of [1, 1_000, 100_000]) {
  const { optimised, naive } = measure(size, 7);
  console.log(
    `${String(size).padStart(7)}   ${optimised.toFixed(3).padStart(18)}   ${naive.toFixed(3).padStart(14)}   ${(naive / optimised).toFixed(1).padStart(17)}`,
  );
}
if (sink === -1) console.log(sink);
