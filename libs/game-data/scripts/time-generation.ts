// Prints how long generateGameData takes for N players (default 20,000), warm: the second of two runs.
//   npx tsx libs/testing/scripts/time-generation.ts [players]
import { generateGameData } from '../src/generate-game-data.js';

const players = Number(process.argv[2] ?? 20_000);
generateGameData({ seed: 1, players });
const started = performance.now();
const data = generateGameData({ seed: 2, players });
console.log(
  JSON.stringify({ players: data.playerItems.length, milliseconds: Math.round(performance.now() - started) }),
);
