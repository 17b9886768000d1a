import { POSITION, POSITION_GROUP, POSITIONS_IN_GROUP, generalPositionOf } from '../constants/positions.js';
import type { Formation } from './formation.types.js';
import { DEFAULT_FORMATION_ID, FORMATIONS, formationById, formationByName } from './formations.js';

const countInGroup = (formation: Formation, group: keyof typeof POSITIONS_IN_GROUP) =>
  formation.slots.filter((slot) => POSITIONS_IN_GROUP[group].includes(slot.generalPositionId)).length;

const isConnected = (formation: Formation): boolean => {
  const reached = new Set([0]);
  const queue = [0];
  while (queue.length > 0) {
    const at = queue.pop()!;
    for (const [a, b] of formation.links) {
      const other = a === at ? b : b === at ? a : undefined;
      if (other !== undefined && !reached.has(other)) {
        reached.add(other);
        queue.push(other);
      }
    }
  }
  return reached.size === formation.slots.length;
};

describe('FORMATIONS', () => {
  it('holds the 28 formations of the spec, with unique ids, names and indexes 0..27', () => {
    expect(FORMATIONS).toHaveLength(28);
    expect(new Set(FORMATIONS.map((f) => f.id)).size).toBe(28);
    expect(new Set(FORMATIONS.map((f) => f.name)).size).toBe(28);
    expect(FORMATIONS.map((f) => f.index)).toEqual([...Array(28).keys()]);
  });

  it('has no formation built on positions FC 25 removed (CF, LF, RF, LWB, RWB)', () => {
    const removed: number[] = [POSITION.CF, POSITION.LF, POSITION.RF, POSITION.LWB, POSITION.RWB];
    for (const formation of FORMATIONS) {
      expect(formation.slots.filter((slot) => removed.includes(slot.generalPositionId))).toEqual([]);
    }
    expect(formationByName('4-3-3(5)')).toBeUndefined();
    expect(formationByName('4-4-1-1(2)')).toBeUndefined();
  });

  describe.each(FORMATIONS.map((formation) => [formation.name, formation] as const))(
    '%s',
    (name, formation) => {
      it('has 11 slots, exactly one goalkeeper, listed first', () => {
        expect(formation.slots).toHaveLength(11);
        expect(formation.slots.filter((slot) => slot.generalPositionId === POSITION.GK)).toHaveLength(1);
        expect(formation.slots[0]!.uniquePositionId).toBe(POSITION.GK);
      });

      it('has unique slot ids whose general ids match generalPositionOf', () => {
        expect(new Set(formation.slots.map((slot) => slot.uniquePositionId)).size).toBe(11);
        for (const slot of formation.slots)
          expect(slot.generalPositionId).toBe(generalPositionOf(slot.uniquePositionId));
      });

      it('matches its name: defenders first, attackers last, ten outfield players', () => {
        // "4-2-3-1": 4 slots in group 50, 1 in group 52, and 4 + 2 + 3 + 1 = 10.
        const parts = name
          .replace(/\(\d\)$/, '')
          .split('-')
          .map(Number);
        expect(countInGroup(formation, POSITION_GROUP.DEFENDERS)).toBe(parts[0]);
        expect(countInGroup(formation, POSITION_GROUP.ATTACKERS)).toBe(parts[parts.length - 1]);
        expect(countInGroup(formation, POSITION_GROUP.MIDFIELDERS)).toBe(
          parts.slice(1, -1).reduce((a, b) => a + b, 0),
        );
        expect(parts.reduce((a, b) => a + b, 0)).toBe(10);
      });

      it('places slots on the screen with the own goal at the bottom', () => {
        for (const slot of formation.slots) {
          expect(slot.x).toBeGreaterThanOrEqual(0);
          expect(slot.x).toBeLessThanOrEqual(100);
          expect(slot.y).toBeGreaterThanOrEqual(0);
          expect(slot.y).toBeLessThanOrEqual(100);
          if (slot.generalPositionId !== POSITION.GK) expect(slot.y).toBeLessThan(formation.slots[0]!.y);
        }
        expect(new Set(formation.slots.map((slot) => `${slot.x},${slot.y}`)).size).toBe(11);
      });

      it('draws links between valid, distinct slots that connect the whole team', () => {
        for (const [a, b] of formation.links) {
          expect(a).not.toBe(b);
          expect(formation.slots[a]).toBeDefined();
          expect(formation.slots[b]).toBeDefined();
        }
        expect(new Set(formation.links.map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`)).size).toBe(
          formation.links.length,
        );
        expect(isConnected(formation)).toBe(true);
      });

      it('is found by its id and by its name', () => {
        expect(formationById(formation.id)).toBe(formation);
        expect(formationByName(name)).toBe(formation);
      });
    },
  );

  it('links a 4-3-3 keeper to both centre-backs and a left-back to his centre-back and the left midfielder', () => {
    // 4-3-3 slots: 0 GK, 1 LB, 2 LCB, 3 RCB, 4 RB, 5 LCM, 6 CM, 7 RCM, 8 LW, 9 ST, 10 RW.
    const formation = formationByName('4-3-3')!;
    const linksOf = (slot: number) =>
      formation.links
        .filter(([a, b]) => a === slot || b === slot)
        .map(([a, b]) => (a === slot ? b : a))
        .sort((a, b) => a - b);
    expect(linksOf(0)).toEqual([2, 3]);
    // LB (x 12): LCB beside him; nearest of LCM 28 / CM 50 / RCM 72 is LCM; the keeper is nearer LCB.
    expect(linksOf(1)).toEqual([2, 5]);
  });

  it('starts new squads on 4-4-2', () => {
    expect(formationById(DEFAULT_FORMATION_ID)?.name).toBe('4-4-2');
  });

  it('returns undefined for an unknown id or name', () => {
    expect(formationById('f999')).toBeUndefined();
    expect(formationByName('2-3-5')).toBeUndefined();
  });
});
