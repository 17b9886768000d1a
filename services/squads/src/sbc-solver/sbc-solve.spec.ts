import {
  checkSbcRequirements,
  formationById,
  isInPosition,
  POSITION_IDS,
  squadChemistry,
  squadRating,
  type Formation,
  type SbcRuleV1,
} from '@futgg/game-rules';
import { chemistryCardOf } from '../auto-builder/auto-build-model.js';
import { prng, type Random } from '../testing/seeded-random.js';
import { solveMixedProgram } from '@futgg/service-kit';
import { RatingBound, replacementSavings } from './sbc-bounds.js';
import { minimise } from './sbc-minimise.js';
import { buildSbcModel, chemistryOf, ratingOf, ruleFactsOf, type SbcCard } from './sbc-model.js';
import { jobProgressRelay, sbcResultOf } from './sbc-result.js';
import { solveSbc, type SbcSolveProgress } from './sbc-solve.js';

// Exactness against brute force: small pools (12 to 16 cards, a few clubs, leagues and nations so that
// chemistry and the count rules bite), every rule kind, and for each instance the cheapest squad over
// every 11 cards of the pool, valued by game-rules alone (rating, the best chemistry over every way to
// stand the cards in the formation, the SBC checker for every rule).

const CLUB_LEAGUE: Record<number, number> = { 1: 101, 2: 101, 3: 102, 4: 102, 5: 103 };

let nextEaId = 1;
const makeCard = (random: Random, source: SbcCard['source'] = 'market'): SbcCard => {
  const eaId = nextEaId++;
  const clubEaId = random.int(1, 5);
  const overall = random.int(70, 90);
  const isUntradeable = source !== 'market' && random.chance(0.5);
  const value = 100 * (overall - 60) + random.int(0, 10) * 50;
  return {
    eaId,
    basePlayerEaId: random.chance(0.1) ? 1_000 + random.int(0, 3) : eaId,
    position: random.pick(POSITION_IDS.filter((p) => p !== 0 || random.chance(0.3))),
    alternativePositionIds: random.chance(0.4) ? [random.pick(POSITION_IDS)] : [],
    clubEaId,
    leagueEaId: CLUB_LEAGUE[clubEaId]!,
    nationEaId: random.int(1, 3),
    rarityEaId: random.int(0, 3),
    overall,
    isIcon: false,
    isHero: false,
    cost: isUntradeable ? 0 : value,
    source,
    isUntradeable,
    value,
  };
};

/** The best chemistry of 11 cards in a formation: every set of cards standing in position, matched. */
const bestChemistry = (cards: readonly SbcCard[], formation: Formation): number => {
  let best = 0;
  for (let mask = 0; mask < 1 << cards.length; mask += 1) {
    const slotOf = new Array<number>(cards.length).fill(-1);
    const cardAt = new Array<number>(formation.slots.length).fill(-1);
    const place = (c: number, seen: boolean[]): boolean => {
      for (let s = 0; s < formation.slots.length; s += 1) {
        if (seen[s] || !isInPosition(cards[c]!, formation.slots[s]!.uniquePositionId)) continue;
        seen[s] = true;
        if (cardAt[s] === -1 || place(cardAt[s]!, seen)) {
          cardAt[s] = c;
          slotOf[c] = s;
          return true;
        }
      }
      return false;
    };
    let matched = true;
    for (let c = 0; c < cards.length && matched; c += 1) {
      if (mask & (1 << c)) matched = place(c, new Array<boolean>(formation.slots.length).fill(false));
    }
    if (!matched) continue;
    cards.forEach((_, c) => {
      if (slotOf[c] === -1) {
        const free = cardAt.indexOf(-1);
        cardAt[free] = c;
        slotOf[c] = free;
      }
    });
    const chemistry = squadChemistry({
      slots: formation.slots.map((slot, s) => ({
        position: slot.uniquePositionId,
        card: chemistryCardOf(cards[cardAt[s]!]!),
      })),
      manager: null,
    }).total;
    best = Math.max(best, chemistry);
  }
  return best;
};

const playersOf = (cards: readonly SbcCard[]) => cards.map((card) => ({ ...card, rating: card.overall }));

const subsetsOf11 = function* (cards: readonly SbcCard[]): Generator<SbcCard[]> {
  const pick = (start: number, chosen: SbcCard[]): SbcCard[][] => {
    if (chosen.length === 11) return [chosen];
    const out: SbcCard[][] = [];
    for (let i = start; i <= cards.length - (11 - chosen.length); i += 1)
      out.push(...pick(i + 1, [...chosen, cards[i]!]));
    return out;
  };
  yield* pick(0, []);
};

/** The cheapest squad's cost by brute force (null: none meets every rule). */
const bruteForce = (
  pool: readonly SbcCard[],
  locked: readonly SbcCard[],
  rules: SbcRuleV1[],
): number | null => {
  const formationIds = rules.flatMap((rule) => (rule.type === 'formation' ? rule.formationIds : []));
  const formations = formationIds.map((id) => formationById(id)!);
  const needsChemistry = rules.some((rule) => rule.type === 'teamChemistryMin' && rule.value > 0);
  let best: number | null = null;
  for (const subset of subsetsOf11([...locked, ...pool])) {
    if (!locked.every((card) => subset.includes(card))) continue;
    if (new Set(subset.map((card) => card.basePlayerEaId)).size !== 11) continue;
    const cost = subset.reduce((sum, card) => sum + card.cost, 0);
    if (best !== null && cost >= best) continue;
    const rating = squadRating(subset.map((card) => card.overall));
    const ok = formations.some((formation) => {
      const chemistry = needsChemistry ? bestChemistry(subset, formation) : 0;
      return checkSbcRequirements(
        { version: 1, rules },
        { formationId: formation.id, rating, chemistry, players: playersOf(subset) },
      ).passed;
    });
    if (ok) best = cost;
  }
  return best;
};

const randomRules = (random: Random): SbcRuleV1[] => {
  const rules: SbcRuleV1[] = [
    { type: 'squadRatingMin', value: random.int(76, 84) },
    { type: 'formation', formationIds: [random.pick(['f442', 'f433', 'f4231'])] },
    { type: 'playerTotal', value: 11 },
  ];
  if (random.chance(0.5)) rules.push({ type: 'teamChemistryMin', value: random.int(4, 20) });
  if (random.chance(0.4))
    rules.push({ type: 'playerCount', scope: 'league', ids: [101], min: random.int(1, 5) });
  if (random.chance(0.3))
    rules.push({ type: 'playerCount', scope: 'nation', ids: [2], max: random.int(2, 6) });
  if (random.chance(0.3)) rules.push({ type: 'playerCount', scope: 'rarity', ids: [3], min: 1 });
  if (random.chance(0.3))
    rules.push({ type: 'playerCount', scope: 'quality', tiers: ['gold'], min: random.int(6, 10) });
  if (random.chance(0.3)) rules.push({ type: 'sameCount', scope: 'club', max: random.int(3, 5) });
  if (random.chance(0.2)) rules.push({ type: 'sameCount', scope: 'nation', min: random.int(4, 6) });
  if (random.chance(0.3)) rules.push({ type: 'differentCount', scope: 'league', min: 3 });
  if (random.chance(0.2)) rules.push({ type: 'differentCount', scope: 'nation', max: 2 });
  if (random.chance(0.3))
    rules.push({ type: 'playerRatingMin', value: random.int(82, 88), count: random.int(1, 3) });
  if (random.chance(0.1)) rules.push({ type: 'playerRatingMin', value: 72 });
  return rules;
};

describe('the SBC solver against brute force', () => {
  it('finds the cheapest squad, or proves there is none, on 60 seeded small instances', async () => {
    const random = prng(2301);
    let feasible = 0;
    for (let instance = 0; instance < 60; instance += 1) {
      const rules = randomRules(random);
      const chemistry = rules.some((rule) => rule.type === 'teamChemistryMin');
      const size = chemistry ? random.int(12, 13) : random.int(12, 15);
      const pool = Array.from({ length: size }, () =>
        makeCard(random, random.chance(0.3) ? 'club' : 'market'),
      );
      const locked = random.chance(0.3) ? [pool.pop()!] : [];
      const expected = bruteForce(pool, locked, rules);
      const outcome = await minimise({ rules, pool, locked }, 'cost', {}, { timeLimitSeconds: 10 });
      const context = { instance, rules, expected, got: outcome.objective, status: outcome.status };
      if (expected === null) {
        expect({ ...context, status: outcome.status }).toEqual({ ...context, status: 'infeasible' });
        continue;
      }
      feasible += 1;
      expect(context).toEqual({ ...context, got: expected, status: 'optimal' });
      // The answer meets every rule again, by game-rules' checker on its own arrangement.
      const squad = outcome.squad!;
      const check = checkSbcRequirements(
        { version: 1, rules },
        {
          formationId: squad.formation.id,
          rating: ratingOf(squad),
          chemistry: chemistryOf(squad),
          players: playersOf(squad.cards),
        },
      );
      expect({ instance, violations: check.violations }).toEqual({ instance, violations: [] });
      for (const card of locked) expect(squad.cards).toContain(card);
    }
    // Both kinds of instance occur.
    expect(feasible).toBeGreaterThan(15);
    expect(feasible).toBeLessThan(60);
  }, 120_000);

  /**
   * Brute force: the least coins of the cards (each once) that complete the fixed ratings to 11, reach
   * the target and meet `accepts` (on the 11 ratings).
   */
  const cheapestCompletion = (
    cards: readonly { overall: number; cost: number }[],
    fixed: readonly number[],
    target: number,
    accepts: (ratings: number[]) => boolean = () => true,
  ) => {
    let best = Infinity;
    const need = 11 - fixed.length;
    const walk = (start: number, chosen: readonly { overall: number; cost: number }[]) => {
      if (chosen.length === need) {
        const ratings = [...fixed, ...chosen.map((card) => card.overall)];
        if (squadRating(ratings) >= target && accepts(ratings))
          best = Math.min(
            best,
            chosen.reduce((sum, card) => sum + card.cost, 0),
          );
        return;
      }
      for (let i = start; i < cards.length; i += 1) walk(i + 1, [...chosen, cards[i]!]);
    };
    walk(0, []);
    return best;
  };

  it('bounds the cost of completing a squad exactly as brute force over rating levels does', () => {
    const random = prng(77);
    for (let instance = 0; instance < 20; instance += 1) {
      const cards = Array.from({ length: 14 }, () => ({
        overall: random.int(70, 90),
        cost: random.int(1, 40) * 100,
      }));
      const target = random.int(76, 84);
      const fixed = random.chance(0.5) ? [random.int(70, 90)] : [];
      const best = cheapestCompletion(cards, fixed, target);
      expect({ instance, bound: new RatingBound(cards, target).complete(fixed) }).toEqual({
        instance,
        bound: best,
      });
    }
  });

  it('bounds it with "n players rated v+" rules exactly as brute force does, and from below when a v is under the target', () => {
    const random = prng(78);
    let exact = 0;
    let tighter = 0;
    let nested = 0;
    for (let instance = 0; instance < 60; instance += 1) {
      // Dearer with the rating, as on the market: a rule for rated players then costs something.
      const cards = Array.from({ length: 14 }, () => {
        const overall = random.int(70, 92);
        return { overall, cost: (overall - 69) ** 2 * random.int(2, 6) * 10 };
      });
      const target = random.int(76, 84);
      // One rule, or two (a few players of some rating and fewer of a higher one).
      const required = Array.from({ length: random.int(1, 2) }, () => ({
        value: random.int(target - 3, target + 8),
        count: random.int(1, 3),
      }));
      const fixed = random.chance(0.5) ? [random.int(70, 92)] : [];
      const best = cheapestCompletion(cards, fixed, target, (ratings) =>
        required.every(({ value, count }) => ratings.filter((rating) => rating >= value).length >= count),
      );
      const plain = new RatingBound(cards, target).complete(fixed);
      const bound = new RatingBound(cards, target, required).complete(fixed);
      if (required.every(({ value }) => value >= target)) {
        // Every rule's levels lie above every split below 11·target: exact.
        expect({ instance, bound }).toEqual({ instance, bound: best });
        exact += 1;
        if (required.length > 1) nested += 1;
      } else {
        expect({ instance, below: bound <= best }).toEqual({ instance, below: true });
      }
      expect({ instance, atLeastPlain: bound >= plain }).toEqual({ instance, atLeastPlain: true });
      if (bound > plain) tighter += 1;
    }
    // Every kind occurs, and the rules raise the bound on some.
    expect(exact).toBeGreaterThan(15);
    expect(nested).toBeGreaterThan(5);
    expect(tighter).toBeGreaterThan(10);
  });
});

describe('the reductions at a larger scale', () => {
  it('keep the optimum of the whole unreduced program (HiGHS alone) on pools of 30 to 60 cards', async () => {
    const random = prng(4242);
    const instances: { size: number; rules: SbcRuleV1[] }[] = [
      {
        size: 60,
        rules: [
          { type: 'squadRatingMin', value: 82 },
          { type: 'playerCount', scope: 'league', ids: [101], min: 3 },
        ],
      },
      {
        size: 60,
        rules: [
          { type: 'squadRatingMin', value: 80 },
          { type: 'sameCount', scope: 'club', max: 3 },
        ],
      },
      {
        size: 30,
        rules: [
          { type: 'squadRatingMin', value: 78 },
          { type: 'teamChemistryMin', value: 12 },
          { type: 'formation', formationIds: ['f442'] },
        ],
      },
      {
        size: 30,
        rules: [
          { type: 'squadRatingMin', value: 80 },
          { type: 'teamChemistryMin', value: 20 },
          { type: 'playerCount', scope: 'nation', ids: [1], min: 2 },
          { type: 'formation', formationIds: ['f433'] },
        ],
      },
    ];
    for (const [instance, { size, rules }] of instances.entries()) {
      const pool = Array.from({ length: size }, () => makeCard(random));
      const facts = ruleFactsOf(rules);
      const whole = buildSbcModel({ rules, pool, locked: [] }, facts, pool);
      const plain = await solveMixedProgram(whole.lpFor('cost', {}), {
        timeLimitSeconds: 60,
        columns: whole.columns,
        absoluteGap: 0.999,
      });
      const reduced = await minimise({ rules, pool, locked: [] }, 'cost', {}, { timeLimitSeconds: 30 });
      expect({ instance, status: reduced.status, cost: reduced.objective }).toEqual({
        instance,
        status: plain.status === 'infeasible' ? 'infeasible' : 'optimal',
        cost: plain.status === 'infeasible' ? null : Math.round(plain.objective),
      });
    }
  }, 240_000);

  it('claims a replacement saving only where 11 cards alike and rated as high exist', () => {
    const card = (eaId: number, overall: number, cost: number, key: number): SbcCard => ({
      ...makeCard(prng(eaId)),
      eaId,
      basePlayerEaId: eaId,
      overall,
      cost,
      clubEaId: key,
    });
    const crowd = Array.from({ length: 11 }, (_, i) => card(100 + i, 80, 100 * (i + 1), 1));
    const lonely = Array.from({ length: 10 }, (_, i) => card(200 + i, 80, 100 * (i + 1), 2));
    const savings = replacementSavings([...crowd, ...lonely], (c) => String(c.clubEaId));
    // The 11th cheapest of the crowd costs 1,100: each card saves its cost less that.
    expect(crowd.map((c) => savings.get(c))).toEqual(crowd.map((c) => c.cost - 1100));
    // Ten alike: a swap may find none free, so nothing is claimed.
    expect(lonely.every((c) => savings.get(c) === -Infinity)).toBe(true);
  });
});

describe('a solve job', () => {
  const random = prng(99);
  const pool = Array.from({ length: 30 }, () => makeCard(random, random.chance(0.5) ? 'club' : 'market'));
  const rules: SbcRuleV1[] = [
    { type: 'squadRatingMin', value: 80 },
    { type: 'playerCount', scope: 'league', ids: [102], min: 2 },
    { type: 'playerTotal', value: 11 },
  ];

  it('gives each rule the coins dropping it saves, by the optimum without it', async () => {
    const outcome = await solveSbc({
      challenges: [{ sbcChallengeId: 1, name: 'one', rules }],
      pool,
      locked: [],
      timeLimitSeconds: 10,
      alternatives: true,
      marginalCosts: true,
    });
    const [answer] = outcome.challenges;
    expect(answer!.status).toBe('optimal');
    const cost = answer!.cost!;
    const saving = (index: number) => answer!.marginalCosts.find((m) => m.index === index)?.saving;
    for (const index of [0, 1]) {
      const without = await minimise(
        { rules: rules.filter((_, i) => i !== index), pool, locked: [] },
        'cost',
        {},
        {
          timeLimitSeconds: 10,
        },
      );
      expect(saving(index)).toBe(cost - without.objective!);
    }
    // The squad size is never dropped.
    expect(answer!.marginalCosts.map((m) => m.index)).toEqual([0, 1]);
    // An alternative is another squad meeting every rule, labelled.
    for (const alternative of answer!.alternatives) {
      expect(['fewest-purchases', 'keeps-valuable-cards']).toContain(alternative.label);
      expect(ratingOf(alternative.squad!)).toBeGreaterThanOrEqual(80);
    }
  }, 60_000);

  it('among equally cheap squads, spends duplicates, then untradeables, then the lowest-rated cards', async () => {
    const tieRandom = prng(5);
    const free = (source: SbcCard['source'], overall: number, isUntradeable: boolean): SbcCard => ({
      ...makeCard(tieRandom, source),
      overall,
      cost: 0,
      source,
      isUntradeable,
    });
    // Fourteen cards costing nothing: two duplicates, nine untradeables rated 80 to 88, three tradeable
    // club cards at a price of 0 (worth nothing), and one more untradeable rated 90.
    const duplicates = [free('duplicate', 81, true), free('duplicate', 82, false)];
    const untradeables = Array.from({ length: 9 }, (_, i) => free('club', 80 + i, true));
    const tradeables = Array.from({ length: 3 }, () => free('club', 75, false));
    const best = free('club', 90, true);
    const tiePool = [...duplicates, ...untradeables, ...tradeables, best];
    const outcome = await solveSbc({
      challenges: [{ sbcChallengeId: null, name: 'tie', rules: [{ type: 'squadRatingMin', value: 70 }] }],
      pool: tiePool,
      locked: [],
      timeLimitSeconds: 10,
      alternatives: false,
      marginalCosts: false,
    });
    const spent = new Set(outcome.challenges[0]!.squad!.cards.map((card) => card.eaId));
    // Both duplicates, the nine lowest untradeables; never the 90 nor a tradeable card.
    expect([...duplicates, ...untradeables].every((card) => spent.has(card.eaId))).toBe(true);
    expect(spent.has(best.eaId)).toBe(false);
    expect(outcome.challenges[0]!.cost).toBe(0);
  }, 60_000);

  it('names the rules that cannot be met together', async () => {
    const impossible: SbcRuleV1[] = [
      { type: 'squadRatingMin', value: 78 },
      { type: 'playerCount', scope: 'league', ids: [101], min: 9 },
      { type: 'playerCount', scope: 'club', ids: [1, 2], max: 3 },
      { type: 'playerTotal', value: 11 },
    ];
    const outcome = await solveSbc({
      challenges: [{ sbcChallengeId: null, name: 'custom', rules: impossible }],
      pool,
      locked: [],
      timeLimitSeconds: 10,
      alternatives: false,
      marginalCosts: false,
    });
    const [answer] = outcome.challenges;
    expect(answer!.status).toBe('infeasible');
    // League 101 is clubs 1 and 2: nine of its players and at most three of those clubs clash.
    expect(answer!.infeasibleRules).toEqual([1, 2]);
  }, 60_000);

  it('never spends a card twice across a set', async () => {
    const setRules: SbcRuleV1[] = [
      { type: 'squadRatingMin', value: 78 },
      { type: 'playerTotal', value: 11 },
    ];
    const outcome = await solveSbc({
      challenges: [
        { sbcChallengeId: 1, name: 'first', rules: setRules },
        { sbcChallengeId: 2, name: 'second', rules: setRules },
      ],
      pool,
      locked: [],
      timeLimitSeconds: 10,
      alternatives: false,
      marginalCosts: false,
    });
    const ids = outcome.challenges.flatMap((answer) => answer.squad!.cards.map((card) => card.eaId));
    expect(ids).toHaveLength(22);
    expect(new Set(ids).size).toBe(22);
  }, 60_000);

  it("spends a duplicate in one challenge of a set and the club's copy in the next, no other card twice", async () => {
    const setRules: SbcRuleV1[] = [
      { type: 'squadRatingMin', value: 60 },
      { type: 'playerTotal', value: 11 },
    ];
    // One card held twice, free both times: the duplicate first, the club's untradeable copy as a spare.
    const held = makeCard(prng(7), 'club');
    const duplicate: SbcCard = { ...held, overall: 70, cost: 0, source: 'duplicate', isUntradeable: true };
    const clubCopy: SbcCard = { ...duplicate, source: 'club' };
    const solveSet = (spares: SbcCard[]) =>
      solveSbc({
        challenges: [
          { sbcChallengeId: 1, name: 'first', rules: setRules },
          { sbcChallengeId: 2, name: 'second', rules: setRules },
        ],
        pool: [duplicate, ...pool],
        spares,
        locked: [],
        timeLimitSeconds: 10,
        alternatives: false,
        marginalCosts: false,
      });
    const withCopy = await solveSet([clubCopy]);
    const sourcesOfHeld = withCopy.challenges.map(
      (answer) => answer.squad!.cards.find((card) => card.eaId === held.eaId)?.source,
    );
    expect(sourcesOfHeld).toEqual(['duplicate', 'club']);
    const others = withCopy.challenges.flatMap((answer) =>
      answer.squad!.cards.filter((card) => card.eaId !== held.eaId).map((card) => card.eaId),
    );
    expect(new Set(others).size).toBe(20);
    // Without the second copy the card is spent once.
    const once = await solveSet([]);
    expect(
      once.challenges.filter((answer) => answer.squad!.cards.some((card) => card.eaId === held.eaId)),
    ).toHaveLength(1);
  }, 60_000);

  it('shows each answer in the progress from its cheapest squad on, while the rest is solved', async () => {
    const reports: SbcSolveProgress[] = [];
    const outcome = await solveSbc(
      {
        challenges: [
          { sbcChallengeId: 1, name: 'first', rules },
          { sbcChallengeId: 2, name: 'second', rules },
        ],
        pool,
        locked: [],
        timeLimitSeconds: 10,
        alternatives: true,
        marginalCosts: true,
      },
      { onProgress: (progress) => reports.push(progress) },
    );
    const [first, second] = outcome.challenges;
    expect(first!.squad && second!.squad).toBeTruthy();
    const during = (challengeIndex: number, phase: SbcSolveProgress['phase']) =>
      reports.filter((report) => report.challengeIndex === challengeIndex && report.phase === phase);
    // Nothing to show while the first challenge's cheapest squad is sought.
    expect(during(0, 'cheapest').length).toBeGreaterThan(0);
    expect(during(0, 'cheapest').every((report) => report.answers.length === 0)).toBe(true);
    // Then its cheapest squad, at the cost the answer keeps, before its alternatives and rule costs.
    const settled = during(0, 'tie-break')[0]!.answers;
    expect(settled).toHaveLength(1);
    expect(settled[0]!.cost).toBe(first!.cost);
    expect(settled[0]!.alternatives).toEqual([]);
    expect(settled[0]!.marginalCosts).toEqual([]);
    // The alternatives show before the rules' costs are solved.
    const costing = during(0, 'marginal-costs')[0]!.answers[0]!;
    expect(costing.squad).toEqual(first!.squad);
    expect(costing.alternatives).toEqual(first!.alternatives);
    // The second challenge's solves show the first one whole.
    for (const report of reports.filter((r) => r.challengeIndex === 1)) {
      expect(report.answers[0]).toEqual(first);
    }
    expect(during(1, 'tie-break')[0]!.answers[1]!.cost).toBe(second!.cost);

    // As the job carries it: the result's shape, converted once per change of the answers.
    const relayed: Parameters<Parameters<typeof jobProgressRelay>[1]>[0][] = [];
    const relay = jobProgressRelay([], (progress) => relayed.push(progress));
    reports.forEach(relay);
    const result = sbcResultOf(outcome, {
      priceKey: 'console',
      locked: [],
      pool: { club: 0, market: 0, candidates: 0 },
    });
    const lastOfFirst = relayed.filter((r) => r.challengeIndex === 1).at(-1)!;
    expect(lastOfFirst.answers[0]).toEqual(result.challenges[0]);
    expect(lastOfFirst.answers[1]!.squad).toEqual(result.challenges[1]!.squad);
    reports.forEach((report, index) => {
      if (index > 0 && report.answers === reports[index - 1]!.answers) {
        expect(relayed[index]!.answers).toBe(relayed[index - 1]!.answers);
      }
    });
  }, 60_000);
});
