/**
 * The auto-builder under the seeded events' rulesets over a generated market as `npm start` seeds it
 * (libs/game-data's generator): the request goes through `problemOf` as the service builds it, and every
 * squad is judged by game-rules' `checkSquadAgainstRuleset`, the event's own check, not by the model.
 */
import { AutoBuildRequest } from '@futgg/contracts';
import { Random } from '@futgg/game-data';
import type { SquadRuleset } from '@futgg/game-rules';
import { greedySquad, reducePool } from './auto-build-model.js';
import { problemOf, type ClubCard } from './auto-build-request.js';
import { solveAutoBuild } from './auto-build-solve.js';
import { SEEDED_EVENTS } from '../pro-competition/seeded-events.js';
import { generatedCatalog } from '../testing/generated-catalog.js';
import { squadRulesetViolations } from '../testing/squad-ruleset-violations.js';

const catalog = generatedCatalog();
// A club of 600 cards, a third of them untradeable (the Untradeable Cup plays those alone).
const random = new Random(11);
const club: ClubCard[] = [...new Set(Array.from({ length: 600 }, () => random.pick(catalog).eaId))].map(
  (eaId) => ({ eaId, isUntradeable: random.chance(1 / 3) }),
);

const eventNamed = (name: string) => {
  const event = SEEDED_EVENTS.find((candidate) => candidate.name === name)!;
  return { event, ruleset: event.squadConfigData as SquadRuleset };
};

// The Qualifier's chemistry goal is the request that found no squad before the greedy kept the caps; the
// Untradeable Cup (its cap on the sum of overalls and each player's chemistry minimum) here over a random
// 600-card club, where the API e2e's club is small and made to pass.
const CASES = [
  { name: 'FC Pro Open Qualifier', formationId: 'f442', goals: ['chemistry', 'rating'] },
  { name: 'Community Gold League', formationId: 'f433', goals: ['chemistry'] },
] as const;
const SOLVED = [
  { name: 'FC Pro Open Qualifier', formationId: 'f442', goal: 'chemistry' },
  { name: 'FC Pro Untradeable Cup', formationId: 'f4231', goal: 'rating' },
] as const;

const problemFor = (name: string, formationId: string, goal: 'chemistry' | 'rating') => {
  const { event, ruleset } = eventNamed(name);
  return problemOf(
    AutoBuildRequest.parse({
      gameYear: 26,
      formationId,
      goal,
      event: { product: event.product, guid: event.guid },
    }),
    catalog,
    ruleset.isUntradeableOnly ? club : null,
    ruleset,
  );
};

describe('the greedy start under per-club, per-league and per-nation caps', () => {
  // Before the greedy kept the caps, every squad it built under "at most 4 per club" broke that cap,
  // and the solver, left without a start, found none in time over the whole market.
  it.each(CASES)('builds a squad $name passes', ({ name, formationId, goals }) => {
    const { ruleset } = eventNamed(name);
    for (const goal of goals) {
      const problem = problemFor(name, formationId, goal);
      const start = greedySquad(problem, reducePool(problem));
      expect(start).not.toBeNull();
      expect(squadRulesetViolations(ruleset, start!, null)).toEqual([]);
    }
  });
});

describe('the auto-builder within an event', () => {
  it.each(SOLVED)(
    'answers $name ($goal goal) with a squad the event passes',
    async ({ name, formationId, goal }) => {
      const { ruleset } = eventNamed(name);
      const outcome = await solveAutoBuild(problemFor(name, formationId, goal), { timeLimitSeconds: 1 });
      expect(outcome.squad).not.toBeNull();
      expect(squadRulesetViolations(ruleset, outcome.squad!, null)).toEqual([]);
      // Nothing the stages report is beyond what they proved possible.
      for (const stage of outcome.stages) {
        if (stage.stage === 'price') expect(stage.bound!).toBeLessThanOrEqual(stage.objective!);
        else expect(stage.bound!).toBeGreaterThanOrEqual(stage.objective!);
      }
    },
    30_000,
  );
});
