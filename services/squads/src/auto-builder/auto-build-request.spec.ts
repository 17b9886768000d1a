import { AutoBuildRequest, DomainError, type SquadPoolCard } from '@futgg/contracts';
import {
  FORMATIONS,
  formationById,
  openRuleset,
  SPECIAL_TEAM_EA_IDS,
  type SquadRuleset,
} from '@futgg/game-rules';
import { playsFromClub, problemOf, resultOf } from './auto-build-request.js';

const card = (eaId: number, fields: Partial<SquadPoolCard> = {}): SquadPoolCard => ({
  eaId,
  basePlayerEaId: eaId,
  position: 25,
  alternativePositionIds: [],
  clubEaId: 10,
  leagueEaId: 13,
  nationEaId: 14,
  rarityEaId: 1,
  overall: 80,
  price: 1_000,
  ...fields,
});

const catalog = [
  card(1),
  card(2, { leagueEaId: 53, overall: 90, price: 50_000 }),
  card(3, { price: null }),
  card(4, {
    clubEaId: SPECIAL_TEAM_EA_IDS.ICONS_CLUB,
    leagueEaId: SPECIAL_TEAM_EA_IDS.ICONS_LEAGUE,
    overall: 88,
  }),
  card(5, { clubEaId: SPECIAL_TEAM_EA_IDS.HEROES_CLUB, rarityEaId: 72, overall: 85 }),
];
const request = (fields: Record<string, unknown> = {}) =>
  AutoBuildRequest.parse({ gameYear: 26, formationId: 'f433', ...fields });

describe('problemOf', () => {
  it('offers every card on the market at its price, marking icons and heroes', () => {
    const problem = problemOf(request(), catalog, null);
    expect(problem.pool.map((c) => [c.eaId, c.cost, c.isIcon, c.isHero])).toEqual([
      [1, 1_000, false, false],
      [2, 50_000, false, false],
      [4, 1_000, true, false],
      [5, 1_000, false, true],
    ]);
    expect(problem.formations.map((f) => f.id)).toEqual(['f433']);
  });

  it('applies the ruleset’s card filters', () => {
    const problem = problemOf(
      request({ constraints: { leagueEaIds: [13, 2118], maxCardRating: 87, rarityEaIds: [1] } }),
      catalog,
      null,
    );
    expect(problem.pool.map((c) => c.eaId)).toEqual([1]);
  });

  it('takes only the club’s cards when club only: untradeable free, tradeable at the market price', () => {
    const problem = problemOf(request({ clubOnly: true }), catalog, [
      { eaId: 2, isUntradeable: false },
      { eaId: 3, isUntradeable: true },
      { eaId: 4, isUntradeable: true },
    ]);
    expect(problem.pool.map((c) => [c.eaId, c.cost, c.isUntradeable === true])).toEqual([
      [2, 50_000, false],
      [3, 0, true],
      [4, 0, true],
    ]);
  });

  it('keeps locked cards (free, whatever their price) and offers every formation when free', () => {
    const problem = problemOf(
      request({ freeFormation: true, locked: [{ slotIndex: 9, eaId: 2 }] }),
      catalog,
      null,
    );
    expect(problem.locked).toEqual([{ slotIndex: 9, card: expect.objectContaining({ eaId: 2, cost: 0 }) }]);
    expect(problem.formations).toHaveLength(FORMATIONS.length);
    expect(problem.formations[0]!.id).toBe('f433');
  });

  it('refuses an unknown locked card, naming locked', () => {
    const attempt = () => problemOf(request({ locked: [{ slotIndex: 0, eaId: 999 }] }), catalog, null);
    expect(attempt).toThrow(DomainError);
    expect(attempt).toThrow(expect.objectContaining({ field: 'locked' }));
  });
});

describe("problemOf within an event's ruleset", () => {
  const ruleset = (fields: Partial<SquadRuleset> = {}): SquadRuleset => ({ ...openRuleset(), ...fields });
  const refusal = (attempt: () => unknown): DomainError => {
    try {
      attempt();
    } catch (error) {
      if (error instanceof DomainError) return error;
    }
    throw new Error('expected a DomainError');
  };

  it('applies its card rules on top of the request’s: lists, exclusions and overall bounds', () => {
    const problem = problemOf(
      request({ constraints: { maxCardRating: 89 } }),
      catalog,
      null,
      ruleset({ excludedRarities: [72], minOverall: 81 }),
    );
    // 1 (80) is under the event's minimum, 2 (90) over the request's cap, 5 of an excluded rarity.
    expect(problem.pool.map((c) => c.eaId)).toEqual([4]);
  });

  it('plays only the user’s untradeable cards when the event is untradeable only, even unasked', () => {
    const rules = ruleset({ isUntradeableOnly: true });
    const club = [
      { eaId: 1, isUntradeable: false },
      { eaId: 2, isUntradeable: true },
      { eaId: 4, isUntradeable: true },
    ];
    expect(playsFromClub(request(), rules)).toBe(true);
    expect(playsFromClub(request(), null)).toBe(false);
    expect(problemOf(request(), catalog, club, rules).pool.map((c) => [c.eaId, c.cost])).toEqual([
      [2, 0],
      [4, 0],
    ]);
  });

  it('refuses a fixed formation the event does not allow, naming formationId, and narrows a free one', () => {
    const rules = ruleset({ formations: ['f442', 'f4231'] });
    const error = refusal(() => problemOf(request(), catalog, null, rules));
    expect(error).toMatchObject({ code: 'INVALID_INPUT', field: 'formationId' });
    expect(error.message).toContain('f442, f4231');
    const free = problemOf(request({ freeFormation: true }), catalog, null, rules);
    expect(free.formations.map((f) => f.id).sort()).toEqual(['f4231', 'f442']);
    const preferred = problemOf(request({ formationId: 'f4231', freeFormation: true }), catalog, null, rules);
    expect(preferred.formations[0]!.id).toBe('f4231');
  });

  it('refuses locked cards that break the event’s rules on their own, naming locked and the rule', () => {
    const locked = [
      { slotIndex: 0, eaId: 1 },
      { slotIndex: 1, eaId: 2 },
    ];
    const capped = refusal(() =>
      problemOf(request({ locked }), catalog, null, ruleset({ maxPerClub: 1, excludedLeagues: [53] })),
    );
    expect(capped).toMatchObject({ code: 'INVALID_INPUT', field: 'locked' });
    expect(capped.message).toContain('league 53 is excluded');
    expect(capped.message).toContain('2 players from club 10');
    // Untradeable only: a locked card the user owns as tradeable breaks it.
    const owned = [{ eaId: 1, isUntradeable: false }];
    const untradeable = refusal(() =>
      problemOf(request({ locked: [locked[0]] }), catalog, owned, ruleset({ isUntradeableOnly: true })),
    );
    expect(untradeable.message).toContain('only untradeable cards may play');
    // A slot's rating range broken by the card locked there.
    const slot = refusal(() =>
      problemOf(
        request({ locked: [locked[1]] }),
        catalog,
        null,
        ruleset({ slotRatings: [{ positionIdx: 1, min: null, max: 85 }] }),
      ),
    );
    expect(slot.message).toContain("above the slot's cap 85");
    // Within every rule, the same locked cards are kept.
    expect(problemOf(request({ locked }), catalog, null, ruleset({ maxPerClub: 2 })).locked).toHaveLength(2);
  });

  it('merges its squad rules with the request’s constraints, the tighter of each', () => {
    const problem = problemOf(
      request({ constraints: { minChemistry: 20, maxSquadRating: 88, minSquadRating: 80 } }),
      catalog,
      null,
      ruleset({
        minChemistry: 24,
        maxSquadRating: 86,
        minSquadRating: 75,
        maxRatingSum: 935,
        minPlayerChemistry: 1,
        maxPerClub: 4,
        maxPerLeague: 8,
        maxPerNation: 6,
      }),
    );
    expect(problem).toMatchObject({
      minChemistry: 24,
      minSquadRating: 80,
      maxSquadRating: 86,
      maxRatingSum: 935,
      minPlayerChemistry: 1,
      maxPerClub: 4,
      maxPerLeague: 8,
      maxPerNation: 6,
    });
    const error = refusal(() =>
      problemOf(
        request({ constraints: { minSquadRating: 88 } }),
        catalog,
        null,
        ruleset({ maxSquadRating: 86 }),
      ),
    );
    expect(error).toMatchObject({ code: 'INVALID_INPUT', field: 'constraints.minSquadRating' });
  });

  it('takes slot rating ranges in a fixed formation, different ones on one position too, and refuses them in a free one', () => {
    // f433: slots 2 and 3 are the two centre backs.
    const [two, three] = [2, 3].map((index) => formationById('f433')!.slots[index]!.generalPositionId);
    expect(two).toBe(three);
    const same = [2, 3].map((positionIdx) => ({ positionIdx, min: 70, max: 85 }));
    expect(problemOf(request(), catalog, null, ruleset({ slotRatings: same })).slotRatings).toEqual(same);
    // One centre back ranged, the other not: each slot keeps its own range (the model's places).
    expect(problemOf(request(), catalog, null, ruleset({ slotRatings: [same[0]!] })).slotRatings).toEqual([
      same[0],
    ]);
    const free = refusal(() =>
      problemOf(request({ freeFormation: true }), catalog, null, ruleset({ slotRatings: same })),
    );
    expect(free).toMatchObject({ code: 'INVALID_INPUT', field: 'event' });
  });
});

describe('resultOf', () => {
  const problem = problemOf(request(), catalog, null);
  const empty = { cards: 0, columns: 0, removed: 0 };
  it.each([
    ['infeasible', [{ status: 'infeasible' }], false],
    ['unsolved', [{ status: 'time-limit' }], false],
    ['cancelled', [{ status: 'interrupted' }], true],
  ] as const)('answers %s without a squad', (status, stages, cancelled) => {
    const outcome = {
      squad: null,
      values: null,
      greedy: null,
      stages: stages.map((stage) => ({
        stage: 'chemistry' as const,
        objective: null,
        bound: null,
        gap: null,
        seconds: 0,
        ...stage,
      })),
      pool: empty,
      seconds: 0,
    };
    expect(resultOf(problem, outcome, cancelled)).toEqual(expect.objectContaining({ status, slots: [] }));
  });
});
