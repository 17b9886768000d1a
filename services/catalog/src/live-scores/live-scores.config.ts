import { z } from 'zod';
import { blankAsUnset } from '@futgg/service-kit';

/**
 * The simulated feed's settings, read from the catalog's environment (docs/live-scores.md):
 * LIVE_SCORES_SIMULATION on|off (default on: a deployment fed by a real provider turns it off),
 * LIVE_SCORES_TICK_MS (one match minute per tick, default 15 s: a match lasts 22.5 minutes).
 */
export const LiveScoresEnv = z.object({
  LIVE_SCORES_SIMULATION: blankAsUnset(z.enum(['on', 'off']).default('on')),
  LIVE_SCORES_TICK_MS: blankAsUnset(z.coerce.number().int().min(100).max(3_600_000).default(15_000)),
});
export type LiveScoresEnv = z.infer<typeof LiveScoresEnv>;

export const loadLiveScoresConfig = (env: NodeJS.ProcessEnv = process.env): LiveScoresEnv => {
  const parsed = LiveScoresEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid ${String(issue?.path[0])}: ${issue?.message}`);
  }
  return parsed.data;
};
