import {
  OUTFIELD_ATTRIBUTE_FIELDS,
  GK_ATTRIBUTE_FIELDS,
  POSITION,
  type AttributeField,
} from '@futgg/game-rules';
import { fc25Players } from './fc25-player-ratings.js';
import { fc26ClubCards, fc26FodderPrices } from './fc26-futgg.js';
import { futbinCards } from './futbin-cards.js';
import { readSharedJson } from './shared-data.js';
import {
  generateGameData,
  type PlayerItemRow,
  accelerateTypeOf,
  CHEMISTRY_STYLES,
  chemistryStyleShortNameOf,
  PLAYSTYLES,
  RARITY,
  ROLES_TABLE,
} from '@futgg/game-data';

// The generator is compared with the real cards in shared/data (read here, never copied).

const histogram = (values: readonly number[]) => {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return new Map([...counts].map(([key, count]) => [key, count / values.length]));
};

/** Total variation distance: half the summed absolute differences of two distributions, 0..1. */
const totalVariation = (a: Map<number, number>, b: Map<number, number>) =>
  [...new Set([...a.keys(), ...b.keys()])].reduce(
    (sum, key) => sum + Math.abs((a.get(key) ?? 0) - (b.get(key) ?? 0)),
    0,
  ) / 2;

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

describe('generated game data against real cards', () => {
  const real = fc25Players();
  const items = generateGameData({ seed: 2026 }).playerItems;
  const isBase = (item: PlayerItemRow) =>
    item.rarityEaId === RARITY.COMMON || item.rarityEaId === RARITY.RARE;
  const base = items.filter(isBase);

  it('draws base overalls like FC 25 (total variation distance under 0.05)', () => {
    // With ~18,000 generated and 12,929 real cards over ~45 overalls, sampling noise alone gives a TVD
    // near 0.02 (Σ sqrt(p/n) over bins, both samples); 0.05 leaves room for noise but not for a shifted
    // or reshaped histogram: moving every overall by one point gives about 0.12.
    const distance = totalVariation(
      histogram(base.map((item) => item.overall)),
      histogram(real.map((player) => player.overall)),
    );
    expect(distance).toBeLessThan(0.05);
    const shifted = totalVariation(
      histogram(base.map((item) => item.overall + 1)),
      histogram(real.map((player) => player.overall)),
    );
    expect(shifted).toBeGreaterThan(0.05);
  });

  it('uses positions as often as FC 25 does (each share within 1 percentage point)', () => {
    // sd of a share p over ~18,000 draws is at most 0.0037; the real shares themselves come from 12,929
    // cards (sd ≤ 0.0044): one point is about 1.7 combined sd.
    const generated = histogram(base.map((item) => item.position));
    const expected = histogram(real.map((player) => player.position));
    for (const [position, share] of expected)
      expect(Math.abs((generated.get(position) ?? 0) - share)).toBeLessThan(0.01);
  });

  it('gives each position attribute means within 3 of FC 25 (e.g. pace of ST vs CB)', () => {
    const offBy: string[] = [];
    for (const position of new Set(real.map((player) => player.position))) {
      const fields: readonly AttributeField[] =
        position === POSITION.GK
          ? [...OUTFIELD_ATTRIBUTE_FIELDS, ...GK_ATTRIBUTE_FIELDS]
          : OUTFIELD_ATTRIBUTE_FIELDS;
      const ours = base.filter((item) => item.position === position);
      const theirs = real.filter((player) => player.position === position);
      for (const field of fields) {
        const difference =
          mean(ours.map((item) => item[field])) - mean(theirs.map((player) => player.attributes[field]!));
        if (Math.abs(difference) >= 3) offBy.push(`${position} ${field} ${difference.toFixed(1)}`);
      }
    }
    expect(offBy).toEqual([]);
    const pace = (position: number) =>
      mean(base.filter((item) => item.position === position).map((item) => item.facePace));
    const defending = (position: number) =>
      mean(base.filter((item) => item.position === position).map((item) => item.faceDefending));
    expect(pace(POSITION.ST)).toBeGreaterThan(pace(POSITION.CB) + 5);
    expect(defending(POSITION.CB)).toBeGreaterThan(defending(POSITION.ST) + 20);
  });

  describe('prices (median per overall within a factor of 2 of real)', () => {
    const withinFactorTwo = (ours: number, theirs: number) => ours <= theirs * 2 && ours >= theirs / 2;
    const pricedAt = (rows: readonly PlayerItemRow[], overall: number) =>
      rows.filter((item) => item.overall === overall && item.price !== null).map((item) => item.price!);

    it('base golds 86–91 against FUTBIN FC 25 base cards', () => {
      const cards = futbinCards().filter((card) => card.isBase && card.price !== null);
      for (const overall of [86, 87, 88, 89, 90, 91]) {
        const theirs = cards.filter((card) => card.overall === overall).map((card) => card.price!);
        const ours = pricedAt(base, overall);
        if (theirs.length < 4 || ours.length < 4) continue;
        expect(withinFactorTwo(median(ours), median(theirs))).toBe(true);
      }
    });

    it('specials 87–93 against FUTBIN FC 25 special versions', () => {
      const cards = futbinCards().filter((card) => !card.isBase && card.price !== null);
      const specials = items.filter((item) => !isBase(item));
      let compared = 0;
      for (let overall = 87; overall <= 93; overall += 1) {
        const theirs = cards.filter((card) => card.overall === overall).map((card) => card.price!);
        const ours = pricedAt(specials, overall);
        if (theirs.length < 5 || ours.length < 5) continue;
        compared += 1;
        expect(withinFactorTwo(median(ours), median(theirs))).toBe(true);
      }
      expect(compared).toBeGreaterThanOrEqual(4);
    });

    it('silvers and low golds 65–74 against the FC 26 club (commons and rares)', () => {
      const cards = fc26ClubCards().filter(
        (card) => (card.rarity === 'Common' || card.rarity === 'Rare') && card.price !== null,
      );
      const theirs = cards
        .filter((card) => card.overall >= 65 && card.overall <= 74)
        .map((card) => card.price!);
      const ours = base.filter((item) => item.overall >= 65 && item.overall <= 74).map((item) => item.price!);
      expect(withinFactorTwo(median(ours), median(theirs))).toBe(true);
    });

    it('never prices a base card 81–88 under the FC 26 fodder price of its rating', () => {
      for (const [overall, floor] of fc26FodderPrices()) {
        const ours = pricedAt(base, overall);
        if (overall > 88 || ours.length < 4) continue;
        expect(median(ours)).toBeGreaterThanOrEqual(floor);
      }
    });
  });

  it('has several versions for a share of top players, as FC 26 does', () => {
    const topBases = base.filter((item) => item.overall >= 76);
    const withVersions = new Set(
      items.filter((item) => item.eaId !== item.basePlayerEaId).map((item) => item.basePlayerEaId),
    );
    const share = topBases.filter((item) => withVersions.has(item.eaId)).length / topBases.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.4);
  });

  it('assigns AcceleRATE like FUTBIN shows it for most FC 25 cards', () => {
    const cards = futbinCards();
    const agreeing = cards.filter(
      (card) => accelerateTypeOf(card) === card.accelerateType.toUpperCase().replace(/ /g, '_'),
    ).length;
    expect(agreeing / cards.length).toBeGreaterThan(0.7);
  });
});

describe('reference data against fut.gg FC 26 maps', () => {
  interface Maps {
    playstyles: Record<string, string>;
    rolesPlus: Record<string, string>;
    rolesPlusPlus: Record<string, string>;
    esChemistryStyleNames: Record<string, string>;
    ChemistryStylesBoosts: {
      name: string;
      oneChemistryModifiers: Record<string, number>;
      twoChemistryModifiers: Record<string, number>;
      threeChemistryModifiers: Record<string, number>;
    }[];
  }
  const maps = readSharedJson<Maps>('fc26-fut-club-futgg', 'maps.json');
  const nonZero = (boosts: Record<string, number>) =>
    Object.fromEntries(Object.entries(boosts).filter(([, value]) => value !== 0));

  it('names every PlayStyle id as fut.gg does', () => {
    expect(Object.fromEntries(PLAYSTYLES.map(({ id, name }) => [String(id), name]))).toEqual(maps.playstyles);
  });

  it('names every role + and ++ id as fut.gg does', () => {
    const named = (plus: boolean) =>
      Object.fromEntries(
        ROLES_TABLE.filter((role) => (plus ? role.isPlus : role.isPlusPlus)).map((role) => [
          String(role.eaId),
          `${role.positionName} ${role.name}`,
        ]),
      );
    expect(named(true)).toEqual(maps.rolesPlus);
    expect(named(false)).toEqual(maps.rolesPlusPlus);
  });

  it('boosts attributes at 1, 2 and 3 chemistry exactly as fut.gg lists them', () => {
    for (const style of maps.ChemistryStylesBoosts.filter((entry) => entry.name !== 'none')) {
      const ours = CHEMISTRY_STYLES.find(
        (candidate) => candidate.shortName === chemistryStyleShortNameOf(style.name),
      );
      expect(ours?.boosts).toEqual([
        nonZero(style.oneChemistryModifiers),
        nonZero(style.twoChemistryModifiers),
        nonZero(style.threeChemistryModifiers),
      ]);
      expect(maps.esChemistryStyleNames[String(ours!.eaId)]).toBe(style.name);
    }
  });
});
