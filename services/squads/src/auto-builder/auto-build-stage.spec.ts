import { formationById, isInPosition, squadRating } from '@futgg/game-rules';
import { lockedIdsOf, squadValues, type AutoBuildProblem, type PoolCard } from './auto-build-model.js';
import { chemistryProbe, repairedStart, solveBySum, type StageContext } from './auto-build-stage.js';
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

describe('repairedStart (a price stage’s start with chemistry)', () => {
  // 400 cards of their own club and league, of five nations: the cheapest squad at the floor has little
  // chemistry, and nations shared give more, for coins.
  const pool = (() => {
    const random = prng(21);
    return Array.from({ length: 400 }, (_, i): PoolCard => {
      const overall = random.int(76, 90);
      return {
        eaId: i + 1,
        basePlayerEaId: i + 1,
        position: random.pick(formation.slots).generalPositionId,
        alternativePositionIds: [],
        clubEaId: 1000 + i,
        leagueEaId: 1000 + i,
        nationEaId: 1 + (i % 5),
        rarityEaId: 1,
        overall,
        isIcon: false,
        isHero: false,
        cost: 150 * (overall - 70) + random.int(0, 20) * 10,
      };
    });
  })();
  const stage = (problem: Partial<AutoBuildProblem>, chemistry: number): StageContext => {
    const full: AutoBuildProblem = {
      formations: [formation],
      locked: [],
      manager: null,
      pool,
      goal: 'price',
      budget: 1_000_000,
      ...problem,
    };
    return {
      problem: full,
      stage: 'price',
      stageIndex: 2,
      stageCount: 3,
      fix: { chemistry, rating: FLOOR },
      incumbent: null,
      lockedIds: lockedIdsOf(full),
      options: { timeLimitSeconds: 10 },
    };
  };

  it('answers a squad with the stage’s chemistry, at the floor and within the ceiling, by game-rules', async () => {
    const context = stage({}, 20);
    const found = (await repairedStart(context, FLOOR, 1_000_000, 10))!.start!;
    expect(found).not.toBeNull();
    const values = squadValues(found.squad, null, context.lockedIds);
    expect(values.chemistry).toBeGreaterThanOrEqual(20);
    expect(values.rating).toBeGreaterThanOrEqual(FLOOR);
    expect(found.value).toBe(values.price);
    expect(new Set(found.squad.cards.map((c) => c.basePlayerEaId)).size).toBe(11);
  });

  it('keeps the ceiling: none when the chemistry costs more than it allows', async () => {
    const context = stage({}, 20);
    const cheapest = (await repairedStart(context, FLOOR, 1_000_000, 10))!.start!;
    expect((await repairedStart(context, FLOOR, cheapest.value - 5_000, 10))?.start ?? null).toBeNull();
  });

  it('reports what the solve without chemistry proved, with the start or without one', async () => {
    const context = stage({}, 20);
    const { chemistry: _dropped, ...others } = context.fix;
    const relaxed = await solveBySum({ ...context, fix: others }, FLOOR);
    expect(relaxed.status).toBe('optimal');
    const found = (await repairedStart(context, FLOOR, 1_000_000, 10))!;
    expect(found.start).not.toBeNull();
    expect(found.relaxedBound).toBe(relaxed.best!.value);
    // It bounds the stage's squads: the start with chemistry costs no less.
    expect(found.start!.value).toBeGreaterThanOrEqual(found.relaxedBound!);
    // A chemistry no squad reaches: no start, but the bound is still reported.
    const unreachable = (await repairedStart(stage({}, 34), FLOOR, 1_000_000, 10))!;
    expect(unreachable.start).toBeNull();
    expect(unreachable.relaxedBound).toBe(relaxed.best!.value);
  }, 30_000);

  it('values a price stage without an incumbent by its price, with its chemistry (the probe is the chemistry stage’s)', async () => {
    const context = stage({}, 20);
    const outcome = await solveBySum({ ...context, options: { timeLimitSeconds: 2 } }, FLOOR);
    expect(outcome.best).not.toBeNull();
    const values = squadValues(outcome.best!.squad, null, context.lockedIds);
    expect(outcome.best!.value).toBe(values.price);
    expect(values.chemistry).toBeGreaterThanOrEqual(20);
    expect(values.rating).toBeGreaterThanOrEqual(FLOOR);
    expect(outcome.bound!).toBeLessThanOrEqual(outcome.best!.value);
  }, 30_000);

  it('leaves a stage without chemistry, or with each player’s own minimum, to the other starts', async () => {
    expect(await repairedStart(stage({}, 0), FLOOR, 1_000_000, 10)).toBeNull();
    expect(await repairedStart(stage({ minPlayerChemistry: 1 }, 20), FLOOR, 1_000_000, 10)).toBeNull();
  });
});
