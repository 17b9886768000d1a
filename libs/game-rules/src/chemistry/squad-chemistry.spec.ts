import fc from 'fast-check';
import { POSITION, POSITION_IDS, UNIQUE_POSITION, generalPositionOf } from '../constants/positions.js';
import type {
  ChemistryCard,
  ChemistryManager,
  ChemistrySlot,
  SquadChemistryInput,
} from './chemistry.types.js';
import { squadChemistry, squadChemistryBreakdown } from './squad-chemistry.js';
import { naiveSquadChemistry } from './testing/naive-squad-chemistry.js';

// Ids are small made-up numbers: the rules compare ids, never read them.
const PREMIER_LEAGUE = 13;
const LALIGA = 53;
const SERIE_A = 31;
const ENGLAND = 14;
const FRANCE = 18;
const SPAIN = 45;
const BRAZIL = 54;
const ARSENAL = 1;

// A 4-4-2 as general positions, GK first.
const FOUR_FOUR_TWO = [
  POSITION.GK,
  POSITION.RB,
  POSITION.CB,
  POSITION.CB,
  POSITION.LB,
  POSITION.RM,
  POSITION.CM,
  POSITION.CM,
  POSITION.LM,
  POSITION.ST,
  POSITION.ST,
];

let nextId = 1000;
/** A card alone in its own club, league and nation unless told otherwise. */
const card = (overrides: Partial<ChemistryCard> = {}): ChemistryCard => {
  nextId += 1;
  return {
    position: POSITION.CM,
    alternativePositionIds: [],
    clubEaId: nextId,
    leagueEaId: nextId,
    nationEaId: nextId,
    ...overrides,
  };
};

/** Puts each card in the 4-4-2 slot of the same index, in position; the rest stay empty. */
const squad = (cards: (Partial<ChemistryCard> | null)[], manager: ChemistryManager | null = null) => ({
  slots: FOUR_FOUR_TWO.map((position, i): ChemistrySlot => {
    const overrides = cards[i];
    return {
      position,
      card: overrides === undefined || overrides === null ? null : card({ position, ...overrides }),
    };
  }),
  manager,
});

describe('squadChemistry', () => {
  it('gives an empty squad 0', () => {
    expect(squadChemistry(squad([]))).toEqual({ perPlayer: Array(11).fill(0), total: 0 });
  });

  it('gives league points from the count of in-position players of the league, manager included', () => {
    // 4 Premier League players: 4 ≥ 3 → 1 league point each. With a Premier League manager (English
    // nation too, but nobody else is English): 4 + 1 = 5 ≥ 5 → 2 points each.
    const four = [
      { leagueEaId: PREMIER_LEAGUE },
      { leagueEaId: PREMIER_LEAGUE },
      { leagueEaId: PREMIER_LEAGUE },
      { leagueEaId: PREMIER_LEAGUE },
    ];
    expect(squadChemistry(squad(four)).perPlayer.slice(0, 4)).toEqual([1, 1, 1, 1]);
    expect(
      squadChemistry(squad(four, { leagueEaId: PREMIER_LEAGUE, nationEaId: ENGLAND })).perPlayer.slice(0, 4),
    ).toEqual([2, 2, 2, 2]);
  });

  it('counts the manager once toward his nation', () => {
    // 1 English player alone: 1 < 2 → 0. With an English manager (league of nobody): 1 + 1 = 2 → 1.
    const one = [{ nationEaId: ENGLAND }];
    expect(squadChemistry(squad(one)).total).toBe(0);
    expect(squadChemistry(squad(one, { leagueEaId: LALIGA, nationEaId: ENGLAND })).total).toBe(1);
  });

  it('applies the club thresholds 2, 4 and 7', () => {
    // Club tallies only (each card its own league and nation): 2 players → 1 each, 4 → 2 each, 7 → 3 each.
    const clubOf = (n: number) => Array.from({ length: n }, () => ({ clubEaId: ARSENAL }));
    expect(squadChemistry(squad(clubOf(1))).total).toBe(0);
    expect(squadChemistry(squad(clubOf(2))).total).toBe(2 * 1);
    expect(squadChemistry(squad(clubOf(3))).total).toBe(3 * 1);
    expect(squadChemistry(squad(clubOf(4))).total).toBe(4 * 2);
    expect(squadChemistry(squad(clubOf(6))).total).toBe(6 * 2);
    expect(squadChemistry(squad(clubOf(7))).total).toBe(7 * 3);
  });

  it('applies the nation thresholds 2, 5 and 8', () => {
    const nationOf = (n: number) => Array.from({ length: n }, () => ({ nationEaId: FRANCE }));
    expect(squadChemistry(squad(nationOf(2))).total).toBe(2 * 1);
    expect(squadChemistry(squad(nationOf(4))).total).toBe(4 * 1);
    expect(squadChemistry(squad(nationOf(5))).total).toBe(5 * 2);
    expect(squadChemistry(squad(nationOf(7))).total).toBe(7 * 2);
    expect(squadChemistry(squad(nationOf(8))).total).toBe(8 * 3);
  });

  it('adds club, league and nation points and caps each player at 3', () => {
    // 2 players, same club, league and nation: club 2 → 1, league 2 → 0, nation 2 → 1 = 2 each.
    const pair = { clubEaId: ARSENAL, leagueEaId: PREMIER_LEAGUE, nationEaId: ENGLAND };
    expect(squadChemistry(squad([pair, pair])).perPlayer.slice(0, 2)).toEqual([2, 2]);
    // 11 of one club, league and nation: 3 + 3 + 3 = 9, capped at 3 → 33.
    const full = squadChemistry(squad(Array(11).fill(pair)));
    expect(full.perPlayer).toEqual(Array(11).fill(3));
    expect(full.total).toBe(33);
  });

  it('gives an out-of-position player 0 and leaves him out of his teammates tallies', () => {
    // Two Arsenal players: 1 club point each. Put the second (a ST) at RB: he has 0, and the first is
    // alone in the club tally (1 < 2 → 0).
    const inPlace = squad([{ clubEaId: ARSENAL }, { clubEaId: ARSENAL }]);
    expect(squadChemistry(inPlace).perPlayer.slice(0, 2)).toEqual([1, 1]);
    const displaced = squad([{ clubEaId: ARSENAL }, { clubEaId: ARSENAL, position: POSITION.ST }]);
    expect(squadChemistry(displaced).perPlayer.slice(0, 2)).toEqual([0, 0]);
  });

  it('counts a player in one of his alternative positions as in position', () => {
    // A CM listing RB as an alternative, at RB, with an Arsenal teammate in goal: 2 → 1 point each.
    const result = squadChemistry(
      squad([
        { clubEaId: ARSENAL },
        { clubEaId: ARSENAL, position: POSITION.CM, alternativePositionIds: [POSITION.RB] },
      ]),
    );
    expect(result.perPlayer.slice(0, 2)).toEqual([1, 1]);
  });

  it('reads side-specific slot ids as their general position', () => {
    // Two CBs in RCB (4) and LCB (6) slots, same nation: 2 → 1 point each.
    const cb = (): ChemistryCard => card({ position: POSITION.CB, nationEaId: SPAIN });
    const result = squadChemistry({
      slots: [
        { position: UNIQUE_POSITION.RCB, card: cb() },
        { position: UNIQUE_POSITION.LCB, card: cb() },
      ],
      manager: null,
    });
    expect(result).toEqual({ perPlayer: [1, 1], total: 2 });
  });

  it('gives in-position icons 3, counts them twice toward their nation and never toward a club', () => {
    // French icon + 1 French player: nation 2 + 1 = 3 → 1 point for the player. The player shares the
    // icon's club id, but icons have no club link: club 1 → 0.
    const icon = { isIcon: true, nationEaId: FRANCE, clubEaId: ARSENAL };
    const result = squadChemistry(squad([icon, { nationEaId: FRANCE, clubEaId: ARSENAL }]));
    expect(result.perPlayer.slice(0, 2)).toEqual([3, 1]);
  });

  it('adds 1 per in-position icon to every league of the XI', () => {
    // 3 Serie A players and 2 Premier League players. Without icons: Serie A 3 → 1, PL 2 → 0.
    const players = [
      null,
      null,
      { leagueEaId: SERIE_A },
      { leagueEaId: SERIE_A },
      { leagueEaId: SERIE_A },
      { leagueEaId: PREMIER_LEAGUE },
      { leagueEaId: PREMIER_LEAGUE },
    ];
    expect(squadChemistry(squad(players)).perPlayer.slice(2, 7)).toEqual([1, 1, 1, 0, 0]);
    // One icon: Serie A 4 → 1, PL 3 → 1. Two icons: Serie A 5 → 2, PL 4 → 1.
    const oneIcon = [{ isIcon: true }, null, ...players.slice(2)];
    expect(squadChemistry(squad(oneIcon)).perPlayer.slice(0, 7)).toEqual([3, 0, 1, 1, 1, 1, 1]);
    const twoIcons = [{ isIcon: true }, { isIcon: true }, ...players.slice(2)];
    expect(squadChemistry(squad(twoIcons)).perPlayer.slice(0, 7)).toEqual([3, 3, 2, 2, 2, 1, 1]);
    // An icon out of position (a ST in goal) earns 0 and adds nothing: back to Serie A 3, PL 2.
    const misplacedIcon = [{ isIcon: true, position: POSITION.ST }, null, ...players.slice(2)];
    expect(squadChemistry(squad(misplacedIcon)).perPlayer.slice(0, 7)).toEqual([0, 0, 1, 1, 1, 0, 0]);
  });

  it('gives in-position heroes 3, counts them twice toward their league, once toward their nation, never a club', () => {
    // Hero (PL, England, Arsenal id) + 1 PL English Arsenal player: league 2 + 1 = 3 → 1,
    // nation 1 + 1 = 2 → 1, club 1 (hero has no club link) → 0. Player: 2.
    const hero = { isHero: true, leagueEaId: PREMIER_LEAGUE, nationEaId: ENGLAND, clubEaId: ARSENAL };
    const player = { leagueEaId: PREMIER_LEAGUE, nationEaId: ENGLAND, clubEaId: ARSENAL };
    expect(squadChemistry(squad([hero, player])).perPlayer.slice(0, 2)).toEqual([3, 2]);
  });

  it('gives full-chemistry cards 3 in position and 0 out of position', () => {
    expect(squadChemistry(squad([{ isFullChemistry: true }])).perPlayer[0]).toBe(3);
    expect(squadChemistry(squad([{ isFullChemistry: true, position: POSITION.ST }])).perPlayer[0]).toBe(0);
  });

  it('adds extra chemistry to the card own tallies (FC 26 Festival of Football Captain: 3 nation links)', () => {
    // si.com: a Captain gives 3 nation, 1 club, 1 league links, i.e. 2 extra nation counts. Alone: nation
    // 3 → 1 point. With 2 Polish teammates: 3 + 1 + 1 = 5 → 2 points each ("three instead of five").
    const captain = { nationEaId: 37, extraNationChemistry: 2 };
    expect(squadChemistry(squad([captain])).perPlayer[0]).toBe(1);
    const trio = squadChemistry(squad([captain, { nationEaId: 37 }, { nationEaId: 37 }]));
    expect(trio.perPlayer.slice(0, 3)).toEqual([2, 2, 2]);
    // Extra club and league counts work the same way: a card adding 1 club count and a clubmate: 2 + 1 = 3 → 1.
    expect(
      squadChemistry(squad([{ clubEaId: 9, extraClubChemistry: 1 }, { clubEaId: 9 }])).perPlayer.slice(0, 2),
    ).toEqual([1, 1]);
    // 1 extra league count + 1 league mate: 2 + 1 = 3 → 1.
    expect(
      squadChemistry(squad([{ leagueEaId: 8, extraLeagueChemistry: 1 }, { leagueEaId: 8 }])).perPlayer.slice(
        0,
        2,
      ),
    ).toEqual([1, 1]);
  });

  it('links a women card and a men card through the same club id', () => {
    // fut.gg gives a women's card its men's club id (rules.json "womenAndMen"): Arsenal (women, WSL,
    // gender 2) and Arsenal (men, Premier League): club 2 → 1 point each; leagues differ.
    const women = { clubEaId: ARSENAL, leagueEaId: 2216, nationEaId: BRAZIL };
    const men = { clubEaId: ARSENAL, leagueEaId: PREMIER_LEAGUE, nationEaId: SPAIN };
    expect(squadChemistry(squad([women, men])).perPlayer.slice(0, 2)).toEqual([1, 1]);
  });

  it('refuses more than 11 slots, since substitutes and reserves never count', () => {
    const twelve = Array.from({ length: 12 }, () => ({ position: POSITION.CM, card: null }));
    expect(() => squadChemistry({ slots: twelve, manager: null })).toThrow(RangeError);
  });
});

describe('squadChemistryBreakdown', () => {
  it('reports the club, league and nation points behind each player', () => {
    // 2 Arsenal PL English players and an icon: club 2 → 1, league 2 + 1 (icon) = 3 → 1, nation 2 → 1.
    const player = { clubEaId: ARSENAL, leagueEaId: PREMIER_LEAGUE, nationEaId: ENGLAND };
    const result = squadChemistryBreakdown(squad([{ isIcon: true, nationEaId: FRANCE }, player, player]));
    expect(result.perPlayer.slice(0, 3)).toEqual([3, 3, 3]);
    expect(result.clubPoints.slice(0, 3)).toEqual([0, 1, 1]);
    expect(result.leaguePoints.slice(0, 3)).toEqual([0, 1, 1]);
    // The French icon counts 2 toward France: 2 → 1.
    expect(result.nationPoints.slice(0, 3)).toEqual([1, 1, 1]);
    expect(result.isInPosition.slice(0, 4)).toEqual([true, true, true, false]);
    expect(result.total).toBe(9);
  });
});

// Small id pools so that links actually happen; special cards one time in eight.
const rarely = fc.integer({ min: 0, max: 7 }).map((n) => n === 0);
const cardArb: fc.Arbitrary<ChemistryCard> = fc.record(
  {
    position: fc.constantFrom(...POSITION_IDS),
    alternativePositionIds: fc.array(fc.constantFrom(...POSITION_IDS), { maxLength: 3 }),
    clubEaId: fc.integer({ min: 1, max: 4 }),
    leagueEaId: fc.integer({ min: 1, max: 3 }),
    nationEaId: fc.integer({ min: 1, max: 3 }),
    isIcon: rarely,
    isHero: rarely,
    isFullChemistry: rarely,
    extraClubChemistry: fc.integer({ min: 0, max: 2 }),
    extraLeagueChemistry: fc.integer({ min: 0, max: 2 }),
    extraNationChemistry: fc.integer({ min: 0, max: 2 }),
  },
  { requiredKeys: ['position', 'alternativePositionIds', 'clubEaId', 'leagueEaId', 'nationEaId'] },
);

const slotPositionArb = fc.integer({ min: 0, max: 27 });
/** Cards are placed in position three times out of four, so that most slots take part. */
const slotArb: fc.Arbitrary<ChemistrySlot> = fc
  .tuple(slotPositionArb, fc.option(cardArb, { freq: 5 }), fc.integer({ min: 0, max: 3 }))
  .map(([position, drawn, placement]) => ({
    position,
    card: drawn === null ? null : placement > 0 ? { ...drawn, position: generalPositionOf(position) } : drawn,
  }));
const managerArb = fc.option(
  fc.record({ leagueEaId: fc.integer({ min: 1, max: 3 }), nationEaId: fc.integer({ min: 1, max: 3 }) }),
);
const squadArb: fc.Arbitrary<SquadChemistryInput> = fc.record({
  slots: fc.array(slotArb, { minLength: 11, maxLength: 11 }),
  manager: managerArb,
});

describe('squadChemistry properties', () => {
  it('agrees with the plain reference reading of the rules', () => {
    fc.assert(
      fc.property(squadArb, (input) => {
        expect(squadChemistry(input)).toEqual(naiveSquadChemistry(input));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps each player within 0..3 and the total within 0..33, equal to their sum', () => {
    fc.assert(
      fc.property(squadArb, (input) => {
        const { perPlayer, total } = squadChemistry(input);
        expect(perPlayer.every((points) => points >= 0 && points <= 3)).toBe(true);
        expect(total).toBe(perPlayer.reduce<number>((sum, points) => sum + points, 0));
        expect(total).toBeLessThanOrEqual(33);
      }),
    );
  });

  it('moves each player points with him when the XI is permuted together with its slots', () => {
    fc.assert(
      fc.property(
        squadArb,
        fc.array(fc.double({ noNaN: true }), { minLength: 11, maxLength: 11 }),
        (input, keys) => {
          const order = keys
            .map((key, i) => [key, i] as const)
            .sort((a, b) => a[0] - b[0] || a[1] - b[1])
            .map(([, i]) => i);
          const permuted = { ...input, slots: order.map((i) => input.slots[i]!) };
          const before = squadChemistry(input);
          const after = squadChemistry(permuted);
          expect(after.total).toBe(before.total);
          expect(after.perPlayer).toEqual(order.map((i) => before.perPlayer[i]));
          expect([...after.perPlayer].sort()).toEqual([...before.perPlayer].sort());
        },
      ),
    );
  });

  it('never lowers anyone when an in-position player fills an empty slot', () => {
    fc.assert(
      fc.property(squadArb, fc.nat(10), cardArb, (input, at, drawn) => {
        const emptied = {
          ...input,
          slots: input.slots.map((slot, i) => (i === at ? { ...slot, card: null } : slot)),
        };
        const filled = {
          ...input,
          slots: emptied.slots.map((slot, i) =>
            i === at ? { ...slot, card: { ...drawn, position: generalPositionOf(slot.position) } } : slot,
          ),
        };
        const before = squadChemistry(emptied).perPlayer;
        const after = squadChemistry(filled).perPlayer;
        before.forEach((points, i) => expect(after[i]).toBeGreaterThanOrEqual(points));
      }),
    );
  });

  it('gives an out-of-position player 0, and removing him changes nobody', () => {
    fc.assert(
      fc.property(squadArb, fc.nat(10), cardArb, (input, at, drawn) => {
        const slotPosition = input.slots[at]!.position;
        const general = generalPositionOf(slotPosition);
        // Move the card to a primary position that is not the slot's and strip the slot from alternatives.
        const elsewhere = general === POSITION.GK ? POSITION.ST : POSITION.GK;
        const misplaced = {
          ...drawn,
          position: elsewhere,
          alternativePositionIds: drawn.alternativePositionIds.filter((id) => id !== general),
        };
        const withHim = {
          ...input,
          slots: input.slots.map((slot, i) => (i === at ? { ...slot, card: misplaced } : slot)),
        };
        const without = {
          ...input,
          slots: input.slots.map((slot, i) => (i === at ? { ...slot, card: null } : slot)),
        };
        const a = squadChemistry(withHim);
        const b = squadChemistry(without);
        expect(a.perPlayer[at]).toBe(0);
        expect(a).toEqual(b);
      }),
    );
  });
});
