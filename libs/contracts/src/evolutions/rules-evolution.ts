import type { Evolution as RulesEvolution } from '@futgg/game-rules';
import type { Evolution } from './evolution.schemas.js';

// A plain function, no schema: the web converts evolutions with it and keeps zod out of its bundle.

/** The shape game-rules reads: the contract's evolution minus the fields only readers need. */
export const rulesEvolutionOf = (
  evolution: Pick<
    Evolution,
    | 'id'
    | 'name'
    | 'endTime'
    | 'createdAt'
    | 'coinsCost'
    | 'pointsCost'
    | 'repeatabilityCount'
    | 'levels'
    | 'requirements'
  >,
): RulesEvolution => ({
  id: evolution.id,
  name: evolution.name,
  endTime: evolution.endTime,
  createdAt: evolution.createdAt,
  coinsCost: evolution.coinsCost,
  pointsCost: evolution.pointsCost,
  repeatabilityCount: evolution.repeatabilityCount,
  levels: evolution.levels.map((level) => ({
    upgrades: level.upgrades.map((upgrade) => ({ ...upgrade, maxValue: upgrade.maxValue ?? null })),
  })),
  requirements: evolution.requirements,
});
