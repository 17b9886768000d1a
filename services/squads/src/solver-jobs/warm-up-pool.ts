/**
 * A solver thread's warm-up (solver-thread.ts `serveSolverThread`; auto-build-warm-up.ts and
 * sbc-solve-warm-up.ts): one small solve when the thread starts, so that the first job after a boot does
 * not run the solver's code cold. Measured in process on the benchmark's "rating 4-4-2, 200k": its rating
 * stage took 0.53 s cold (HiGHS already compiled) against 0.28 s after a warm-up; on the running platform
 * the first job after a boot answered rating 87 where the next ones proved 89.
 */
import { FORMATIONS } from '@futgg/game-rules';
import type { PoolCard } from '../auto-builder/auto-build-model.js';

/** Cards enough for every code path (the first programs need more than 300), few enough for a second. */
const WARM_UP_CARDS = 1_200;
/** Each warm-up stage's time: enough to run every phase once. */
export const WARM_UP_SECONDS = 0.25;

/**
 * A made-up pool, the same at every start: every general position of every formation, 60 clubs in 12
 * leagues, 25 nations, ratings 70–94 and prices rising steeply with them, as the market's do.
 */
export const warmUpPool = (): PoolCard[] => {
  const positions = [
    ...new Set(FORMATIONS.flatMap((formation) => formation.slots.map((slot) => slot.generalPositionId))),
  ];
  return Array.from({ length: WARM_UP_CARDS }, (_, i) => {
    const overall = 70 + ((i * 13) % 25);
    const clubEaId = 1 + (i % 60);
    return {
      eaId: i + 1,
      basePlayerEaId: i + 1,
      position: positions[i % positions.length]!,
      alternativePositionIds: [],
      clubEaId,
      leagueEaId: 1 + (clubEaId % 12),
      nationEaId: 1 + ((i * 7) % 25),
      rarityEaId: 1,
      overall,
      isIcon: false,
      isHero: false,
      cost: 150 * Math.round(1.25 ** (overall - 70)),
    };
  });
};
