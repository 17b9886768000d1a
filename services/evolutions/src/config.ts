import { z } from 'zod';
import { parseEnv, serviceEnv, type ServiceEnv } from '@futgg/service-kit';

export const EvolutionsEnv = serviceEnv('evolutions').extend({
  /**
   * Load the generated season (libs/game-data) when the year has no evolutions yet, as the catalog loads
   * its generated cards: a fresh `npm start` shows a believable season. Tests that bring their own
   * evolutions switch it off.
   */
  EVOLUTIONS_SEED_SEASON: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
/** Tests build the kit's environment only: absent, the season is not loaded. */
export type EvolutionsConfig = ServiceEnv & { EVOLUTIONS_SEED_SEASON?: boolean };
export const loadEvolutionsConfig = (env: NodeJS.ProcessEnv = process.env) => parseEnv(EvolutionsEnv, env);
