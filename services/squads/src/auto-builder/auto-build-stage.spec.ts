import { formationById, isInPosition, squadRating } from '@futgg/game-rules';
import { lockedIdsOf, squadValues, type AutoBuildProblem, type PoolCard } from './auto-build-model.js';
import { chemistryProbe, type StageContext } from './auto-build-stage.js';
import { prng } from '../testing/seeded-random.js';

const formation = formationById('f442')!;
const FLOOR = 80;

/**
 * A 4-4-2 pool of 422 cards: 22 of one club (two per slot, rated 80–82, `groupCost` each), the only
 * cards that link at all, and 400 with a club, league and nation of their own. Chemistry 33 needs all
 * eleven from the club, so it exists exactly when eleven of them fit the ceiling.
 */
const poolOf = (groupCost: number): PoolCard[] => {
  const random = prng(33);
  let eaId = 1;
  const card = (position: number, overall: number, cost: number, group: number): PoolCard => ({
    eaId,
    basePlayerEaId: eaId++,
    position,
    alternativePositionIds: [],
    clubEaId: group,
    leagueEaId: group,
    nationEaId: group,
    rarityEaId: 1,
    overall,
    isIcon: false,
    isHero: false,
    cost,
  });
  const club = formation.slots.flatMap((slot) =>
    [0, 1].map(() => card(slot.generalPositionId, random.int(80, 82), groupCost, 7)),
  );
  const others = Array.from({ length: 400 }, (_, i) => {
    const overall = random.int(76, 90);
    return card(random.pick(formation.slots).generalPositionId, overall, 150 * (overall - 70), 1000 + i);
  });
  return [...club, ...others];
};

const probe = async (groupCost: number, ceiling: number) => {
  const problem: AutoBuildProblem = {
    formations: [formation],
    locked: [],
    manager: null,
    pool: poolOf(groupCost),
    goal: 'rating',
    budget: ceiling,
  };
  const context: StageContext = {
    problem,
    stage: 'chemistry',
    stageIndex: 1,
    stageCount: 3,
    fix: { rating: FLOOR },
    incumbent: null,
    lockedIds: lockedIdsOf(problem),
    options: { timeLimitSeconds: 10 },
  };
  return { problem, found: await chemistryProbe(context, 33, FLOOR, ceiling, 10) };
};

describe('chemistryProbe (the chemistry stage’s top first)', () => {
  it('finds a squad of chemistry 33 reaching the floor within the ceiling, as game-rules counts it', async () => {
    const { problem, found } = await probe(900, 12_000);
    expect(found.interrupted).toBe(false);
    const squad = found.best!.squad;
    expect(found.best!.value).toBe(33);
    squad.cards.forEach((c, i) =>
      expect(isInPosition(c, squad.formation.slots[i]!.uniquePositionId)).toBe(true),
    );
    expect(squadRating(squad.cards.map((c) => c.overall))).toBeGreaterThanOrEqual(FLOOR);
    expect(squad.cards.reduce((sum, c) => sum + c.cost, 0)).toBeLessThanOrEqual(12_000);
    expect(new Set(squad.cards.map((c) => c.eaId)).size).toBe(11);
    // game-rules' squad chemistry, as every answer is valued.
    expect(squadValues(squad, null, lockedIdsOf(problem)).chemistry).toBe(33);
  });

  it('answers no squad when chemistry 33 does not fit the ceiling (eleven of the club cost 12,100)', async () => {
    const { found } = await probe(1_100, 12_000);
    expect(found).toMatchObject({ best: null, interrupted: false });
  });
});
