import { AutoBuildRequest, DomainError, type SquadPoolCard } from '@futgg/contracts';
import { FORMATIONS, SPECIAL_TEAM_EA_IDS } from '@futgg/game-rules';
import { problemOf, resultOf } from './auto-build-request.js';

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
    expect(problem.pool.map((c) => [c.eaId, c.cost])).toEqual([
      [2, 50_000],
      [3, 0],
      [4, 0],
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
