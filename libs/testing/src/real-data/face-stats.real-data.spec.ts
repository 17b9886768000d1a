import {
  FACE_STAT_FIELDS,
  GK_FACE_STAT_FIELDS,
  POSITION,
  faceStats,
  weightedSum,
  type AnyFaceStatField,
} from '@futgg/game-rules';
import {
  fc25FaceStatCards,
  fc26FaceStatCards,
  fifa23FaceStatCards,
  futbinFaceStatCards,
  type FaceStatCard,
} from './face-stat-cards.js';

interface Mismatch {
  name: string;
  field: AnyFaceStatField;
  shown: number;
  computed: number;
  hundredths: number;
}

const computedFor = (card: FaceStatCard) =>
  faceStats({ ...card.attributes, position: card.isGoalkeeper ? POSITION.GK : POSITION.CM }) as Partial<
    Record<AnyFaceStatField, number>
  >;

const mismatchesOf = (cards: FaceStatCard[]): Mismatch[] =>
  cards.flatMap((card) => {
    const computed = computedFor(card);
    return (Object.entries(card.shownFaceStats) as [AnyFaceStatField, number][])
      .filter(([field, shown]) => computed[field] !== shown)
      .map(([field, shown]) => ({
        name: card.name,
        field,
        shown,
        computed: computed[field] ?? NaN,
        hundredths: weightedSum(card.attributes, field),
      }));
  });

// Row counts are those of shared/data's READMEs; every count below is asserted, never just printed.
describe('faceStats on real game data', () => {
  it('matches every FC 25 EA rating: 11,454 outfield and 1,475 goalkeeper rows, all six stats', () => {
    const cards = fc25FaceStatCards();
    expect(cards).toHaveLength(12_929);
    expect(cards.filter((card) => card.isGoalkeeper)).toHaveLength(1_475);
    expect(cards.filter((card) => !card.isGoalkeeper)).toHaveLength(11_454);
    // 12,929 cards × 6 stats compared, none differs.
    expect(cards.reduce((n, card) => n + Object.keys(card.shownFaceStats).length, 0)).toBe(12_929 * 6);
    expect(mismatchesOf(cards)).toEqual([]);
  });

  it('matches every FIFA 23 sofifa player: 2,242 outfield face stats and 259 goalkeepers incl. 60/40 speed', () => {
    const cards = fifa23FaceStatCards();
    expect(cards).toHaveLength(2_501);
    expect(cards.filter((card) => card.isGoalkeeper)).toHaveLength(259);
    expect(mismatchesOf(cards)).toEqual([]);
  });

  it('matches FUTBIN FC 25 special cards except 7 exact halves where FUTBIN shows one less', () => {
    const cards = futbinFaceStatCards();
    expect(cards).toHaveLength(543);
    const mismatches = mismatchesOf(cards);
    const rate = (field: AnyFaceStatField) => 543 - mismatches.filter((m) => m.field === field).length;
    // 100 % on pace, shooting, passing and physicality; 537/543 (98.9 %) dribbling, 542/543 (99.8 %) defending.
    expect(FACE_STAT_FIELDS.map((field) => [field, rate(field)])).toEqual([
      ['facePace', 543],
      ['faceShooting', 543],
      ['facePassing', 543],
      ['faceDribbling', 537],
      ['faceDefending', 542],
      ['facePhysicality', 543],
    ]);
    // Every miss is an exact .5 (weighted sum ≡ 50 hundredths) rounded down by the source: the card's
    // listed attributes and EA's face stat disagree by one there, the rule itself is not in question.
    for (const miss of mismatches) {
      expect(miss.hundredths % 100).toBe(50);
      expect(miss.shown).toBe(miss.computed - 1);
    }
    // Within ±1 the match is 100 %.
    expect(mismatches.every((miss) => Math.abs(miss.shown - miss.computed) === 1)).toBe(true);
  });

  it('computes well-formed face stats for all 560 FC 26 club cards (the data set carries no face stats to compare)', () => {
    const cards = fc26FaceStatCards();
    expect(cards).toHaveLength(560);
    expect(cards.filter((card) => card.isGoalkeeper)).toHaveLength(121);
    expect(cards.filter((card) => card.isEvolved)).toHaveLength(39);
    for (const card of cards) {
      const computed = computedFor(card);
      const fields = card.isGoalkeeper ? GK_FACE_STAT_FIELDS : FACE_STAT_FIELDS;
      expect(Object.keys(computed).sort()).toEqual([...fields].sort());
      for (const field of fields) {
        expect(computed[field]).toBeGreaterThanOrEqual(1);
        expect(computed[field]).toBeLessThanOrEqual(99);
      }
      if (card.isGoalkeeper) expect(computed.gkFaceDiving).toBe(card.attributes.attributeGkDiving);
    }
  });
});
