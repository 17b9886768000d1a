import fc from 'fast-check';
import { POSITION } from '../constants/positions.js';
import { formationById, formationByName } from '../formations/formations.js';
import { squadBuilderReducer } from './squad-builder.reducer.js';
import {
  canCreateTactic,
  editingTactic,
  fieldChemistrySlots,
  fieldPositions,
  playerEaIdsInSquad,
  reservePositions,
  substitutePositions,
  tacticRolesForSlot,
} from './squad-builder.selectors.js';
import { initialSquadBuilderState } from './squad-builder.state.js';
import {
  SQUAD_BUILDER_VIEWS,
  type SlotAddress,
  type SquadBuilderAction,
  type SquadBuilderState,
} from './squad-builder.types.js';

const NOW = '2026-01-01T00:00:00Z';
const field = (positionIdx: number): SlotAddress => ({ group: 'FIELD', positionIdx });
const sub = (positionIdx: number): SlotAddress => ({ group: 'SUBSTITUTE', positionIdx });
const run = (state: SquadBuilderState, ...actions: SquadBuilderAction[]) =>
  actions.reduce(squadBuilderReducer, state);
const at = (state: SquadBuilderState, slot: SlotAddress) =>
  state.positions.find((p) => p.group === slot.group && p.positionIdx === slot.positionIdx)!;

// 4-4-2 slots: 0 GK, 1 LB, 2 LCB, 3 RCB, 4 RB, 5 LM, 6 LCM, 7 RCM, 8 RM, 9 LS, 10 RS.
// 4-3-3 slots: 0 GK, 1 LB, 2 LCB, 3 RCB, 4 RB, 5 LCM, 6 CM, 7 RCM, 8 LW, 9 ST, 10 RW.
const F442 = formationByName('4-4-2')!.id;
const F433 = formationByName('4-3-3')!.id;

describe('initialSquadBuilderState', () => {
  it('starts clean on 4-4-2 with 11 field slots, 9 substitutes, no reserves and no tactics', () => {
    const state = initialSquadBuilderState();
    expect(state.formationId).toBe(F442);
    expect(fieldPositions(state)).toHaveLength(11);
    expect(substitutePositions(state)).toHaveLength(9);
    expect(reservePositions(state)).toHaveLength(0);
    expect(state.tactics).toEqual([]);
    expect(state.dirty).toBe(false);
    expect(state.view).toBe('SQUAD');
  });

  it('takes other bench sizes and refuses an unknown formation', () => {
    expect(reservePositions(initialSquadBuilderState({ reserves: 3 }))).toHaveLength(3);
    expect(() => initialSquadBuilderState({ formationId: 'f999' })).toThrow(RangeError);
  });

  it('lists the ten views of the spec', () => {
    expect(SQUAD_BUILDER_VIEWS).toHaveLength(10);
  });
});

describe('squadBuilderReducer', () => {
  const start = initialSquadBuilderState();

  describe('players', () => {
    it('adds a player to an empty slot and marks the squad dirty', () => {
      const state = run(start, { type: 'addPlayer', slot: field(9), playerEaId: 231747, myEvoPlayerId: 5 });
      expect(at(state, field(9))).toMatchObject({
        playerEaId: 231747,
        myEvoPlayerId: 5,
        positionOverride: null,
      });
      expect(state.dirty).toBe(true);
    });

    it('refuses a player already in the squad and says why', () => {
      const once = run(start, { type: 'addPlayer', slot: field(9), playerEaId: 7 });
      const twice = run(once, { type: 'addPlayer', slot: sub(0), playerEaId: 7 });
      expect(twice.positions).toBe(once.positions);
      expect(twice.error).toBe('PLAYER_ALREADY_IN_SQUAD');
      // The next accepted action clears the error.
      expect(run(twice, { type: 'setTitle', title: 'x' }).error).toBeNull();
    });

    it('replaces an occupant, dropping his overrides', () => {
      const state = run(
        start,
        { type: 'addPlayer', slot: field(9), playerEaId: 1 },
        { type: 'setUntradeableOverride', slot: field(9), isUntradeable: true },
        { type: 'addPlayer', slot: field(9), playerEaId: 2 },
      );
      expect(at(state, field(9))).toMatchObject({ playerEaId: 2, isUntradeableOverride: false });
    });

    it('removes a player, leaving an empty slot', () => {
      const state = run(
        start,
        { type: 'addPlayer', slot: field(9), playerEaId: 1 },
        { type: 'removePlayer', slot: field(9) },
      );
      expect(at(state, field(9)).playerEaId).toBeNull();
      expect(playerEaIdsInSquad(state)).toEqual([]);
    });

    it('updates a player, refusing an empty slot or a duplicate', () => {
      const state = run(
        start,
        { type: 'addPlayer', slot: field(9), playerEaId: 1 },
        { type: 'addPlayer', slot: field(10), playerEaId: 2 },
        { type: 'updatePlayer', slot: field(9), myEvoPlayerId: 44 },
      );
      expect(at(state, field(9))).toMatchObject({ playerEaId: 1, myEvoPlayerId: 44 });
      expect(run(state, { type: 'updatePlayer', slot: field(9), playerEaId: 2 }).error).toBe(
        'PLAYER_ALREADY_IN_SQUAD',
      );
      expect(run(state, { type: 'updatePlayer', slot: field(1), playerEaId: 3 }).error).toBe('EMPTY_SLOT');
    });

    it('refuses a slot that does not exist', () => {
      expect(run(start, { type: 'addPlayer', slot: sub(9), playerEaId: 1 }).error).toBe('UNKNOWN_SLOT');
      expect(
        run(start, { type: 'addPlayer', slot: { group: 'RESERVE', positionIdx: 0 }, playerEaId: 1 }).error,
      ).toBe('UNKNOWN_SLOT');
    });
  });

  describe('movePlayer', () => {
    const two = run(
      start,
      { type: 'addPlayer', slot: field(9), playerEaId: 1 },
      { type: 'addPlayer', slot: sub(0), playerEaId: 2 },
      { type: 'setRarityOverride', slot: field(9), rarityEaId: 3 },
    );

    it('moves a player to an empty slot with his overrides', () => {
      const state = run(two, { type: 'movePlayer', from: field(9), to: field(10) });
      expect(at(state, field(10))).toMatchObject({
        playerEaId: 1,
        rarityOverrideEaId: 3,
        group: 'FIELD',
        positionIdx: 10,
      });
      expect(at(state, field(9)).playerEaId).toBeNull();
    });

    it('swaps with the occupant of an occupied slot', () => {
      const state = run(two, { type: 'movePlayer', from: sub(0), to: field(9) });
      expect(at(state, field(9))).toMatchObject({ playerEaId: 2, rarityOverrideEaId: null });
      expect(at(state, sub(0))).toMatchObject({ playerEaId: 1, rarityOverrideEaId: 3 });
    });

    it('removes the occupant when asked', () => {
      const state = run(two, { type: 'movePlayer', from: sub(0), to: field(9), removeOccupant: true });
      expect(at(state, field(9)).playerEaId).toBe(2);
      expect(at(state, sub(0)).playerEaId).toBeNull();
      expect(playerEaIdsInSquad(state)).toEqual([2]);
    });

    it('drops a position override that the destination slot does not match', () => {
      // LS (9) and RS (10) are both ST: the override survives LS → RS, not RS → bench.
      const withOverride = run(two, { type: 'setPositionOverride', slot: field(9), positionId: POSITION.ST });
      const moved = run(withOverride, { type: 'movePlayer', from: field(9), to: field(10) });
      expect(at(moved, field(10)).positionOverride).toBe(POSITION.ST);
      const benched = run(moved, { type: 'movePlayer', from: field(10), to: sub(0) });
      expect(at(benched, sub(0))).toMatchObject({ playerEaId: 1, positionOverride: null });
    });

    it('refuses to move from an empty slot', () => {
      expect(run(two, { type: 'movePlayer', from: field(0), to: field(1) }).error).toBe('EMPTY_SLOT');
    });
  });

  describe('overrides', () => {
    const striker = run(start, { type: 'addPlayer', slot: field(9), playerEaId: 1 });

    it('accepts a position override only for the field slot own position', () => {
      expect(
        at(run(striker, { type: 'setPositionOverride', slot: field(9), positionId: POSITION.ST }), field(9))
          .positionOverride,
      ).toBe(POSITION.ST);
      expect(
        run(striker, { type: 'setPositionOverride', slot: field(9), positionId: POSITION.CB }).error,
      ).toBe('INVALID_POSITION_OVERRIDE');
    });

    it('sets the position override when the evolved card lists the slot as an alternative position', () => {
      // A CAM evolved to gain ST, standing in the LS slot (an ST slot).
      const state = run(striker, {
        type: 'setEvolutionOverride',
        slot: field(9),
        evolutionOverrideId: 77,
        evolvedCard: { position: POSITION.CAM, alternativePositionIds: [POSITION.CM, POSITION.ST] },
      });
      expect(at(state, field(9))).toMatchObject({ evolutionOverrideId: 77, positionOverride: POSITION.ST });
    });

    it('sets no position override when the evolved card does not list the slot or has it as primary', () => {
      const notListed = run(striker, {
        type: 'setEvolutionOverride',
        slot: field(9),
        evolutionOverrideId: 77,
        evolvedCard: { position: POSITION.CAM, alternativePositionIds: [POSITION.CM] },
      });
      expect(at(notListed, field(9))).toMatchObject({ evolutionOverrideId: 77, positionOverride: null });
      const primary = run(striker, {
        type: 'setEvolutionOverride',
        slot: field(9),
        evolutionOverrideId: 77,
        evolvedCard: { position: POSITION.ST, alternativePositionIds: [] },
      });
      expect(at(primary, field(9)).positionOverride).toBeNull();
    });

    it('sets the untradeable and rarity overrides', () => {
      const state = run(
        striker,
        { type: 'setUntradeableOverride', slot: field(9), isUntradeable: true },
        { type: 'setRarityOverride', slot: field(9), rarityEaId: 3 },
      );
      expect(at(state, field(9))).toMatchObject({ isUntradeableOverride: true, rarityOverrideEaId: 3 });
      expect(run(start, { type: 'setRarityOverride', slot: field(9), rarityEaId: 3 }).error).toBe(
        'EMPTY_SLOT',
      );
    });
  });

  describe('setFormation', () => {
    it('keeps overrides the new slot still matches and drops the others', () => {
      // 4-4-2 → 4-3-3: slot 9 LS (ST) becomes ST, slot 5 LM becomes LCM (CM).
      const state = run(
        start,
        { type: 'addPlayer', slot: field(9), playerEaId: 1 },
        { type: 'setPositionOverride', slot: field(9), positionId: POSITION.ST },
        { type: 'addPlayer', slot: field(5), playerEaId: 2 },
        { type: 'setPositionOverride', slot: field(5), positionId: POSITION.LM },
        { type: 'setFormation', formationId: F433 },
      );
      expect(state.formationId).toBe(F433);
      expect(at(state, field(9)).positionOverride).toBe(POSITION.ST);
      expect(at(state, field(5)).positionOverride).toBeNull();
    });

    it('clears the editing tactic roles and code and moves it to the new formation', () => {
      const role = { roleId: 1, positionUniqueId: 25, focusName: 'Attack' };
      const state = run(
        start,
        { type: 'createTactic', tacticId: 'local-1', isLocal: true, now: NOW },
        {
          type: 'updateTactic',
          tacticId: 'local-1',
          changes: { positionRoles: [role], code: 'ABC' },
          now: NOW,
        },
        { type: 'createTactic', tacticId: 'local-2', isLocal: true, now: NOW },
        {
          type: 'updateTactic',
          tacticId: 'local-2',
          changes: { positionRoles: [role], code: 'DEF' },
          now: NOW,
        },
        { type: 'setFormation', formationId: F433 },
      );
      // local-2 is the one being edited (the last created); local-1 keeps its roles.
      expect(state.tactics[1]).toMatchObject({ formationId: F433, positionRoles: [], code: null });
      expect(state.tactics[0]).toMatchObject({ formationId: F442, code: 'ABC' });
    });

    it('refuses an unknown formation', () => {
      const state = run(start, { type: 'setFormation', formationId: 'f999' });
      expect(state.formationId).toBe(F442);
      expect(state.error).toBe('UNKNOWN_FORMATION');
      expect(state.dirty).toBe(false);
    });
  });

  describe('squad fields', () => {
    it('sets the manager league and nation and the title', () => {
      const state = run(
        start,
        { type: 'setManagerLeague', leagueEaId: 13 },
        { type: 'setManagerNation', nationEaId: 14 },
        { type: 'setTitle', title: 'Weekend League' },
      );
      expect(state.manager).toEqual({ leagueEaId: 13, nationEaId: 14 });
      expect(state.title).toBe('Weekend League');
      expect(state.dirty).toBe(true);
      expect(run(state, { type: 'markSaved' }).dirty).toBe(false);
    });
  });

  describe('tactics', () => {
    const create = (tacticId: string): SquadBuilderAction => ({
      type: 'createTactic',
      tacticId,
      isLocal: true,
      now: NOW,
    });

    it('creates a tactic with the spec defaults and opens it for editing', () => {
      const state = run(start, create('local-1'));
      expect(state.tactics[0]).toMatchObject({
        tacticId: 'local-1',
        isLocal: true,
        formationId: F442,
        defensiveApproachId: 10,
        buildUpStyleId: 8,
        positionRoles: [],
        code: null,
        createdAt: NOW,
      });
      expect(editingTactic(state)?.tacticId).toBe('local-1');
      expect(state.view).toBe('TACTIC_EDIT');
    });

    it('refuses a fifth tactic and a duplicate id', () => {
      const four = run(start, create('a'), create('b'), create('c'), create('d'));
      expect(canCreateTactic(four)).toBe(false);
      const five = run(four, create('e'));
      expect(five.tactics).toHaveLength(4);
      expect(five.error).toBe('TACTIC_LIMIT_REACHED');
      expect(run(start, create('a'), create('a')).error).toBe('DUPLICATE_TACTIC_ID');
    });

    it('updates a tactic and stamps it', () => {
      const state = run(start, create('a'), {
        type: 'updateTactic',
        tacticId: 'a',
        changes: { title: 'Press', defensiveApproachId: 11 },
        now: 'later',
      });
      expect(state.tactics[0]).toMatchObject({
        title: 'Press',
        defensiveApproachId: 11,
        lastUpdatedAt: 'later',
        createdAt: NOW,
      });
      expect(run(state, { type: 'updateTactic', tacticId: 'zz', changes: {}, now: NOW }).error).toBe(
        'UNKNOWN_TACTIC',
      );
    });

    it('swaps a local id for the server id once saved, keeping it in edit', () => {
      const state = run(start, create('local-1'), {
        type: 'tacticSaved',
        localId: 'local-1',
        serverId: '8f2c',
      });
      expect(state.tactics[0]).toMatchObject({ tacticId: '8f2c', isLocal: false });
      expect(state.editingTacticId).toBe('8f2c');
    });

    it('deletes a tactic by server or local id and stops editing it', () => {
      const state = run(start, create('a'), create('b'), {
        type: 'tacticSaved',
        localId: 'a',
        serverId: 's1',
      });
      const deleted = run(
        state,
        { type: 'deleteTactic', tacticId: 's1' },
        { type: 'deleteTactic', tacticId: 'b' },
      );
      expect(deleted.tactics).toEqual([]);
      expect(deleted.editingTacticId).toBeNull();
    });

    it('clears the editing tactic on leaving the tactic tabs, not when moving between them', () => {
      const editing = run(start, create('a'));
      expect(run(editing, { type: 'setView', view: 'TACTICS' }).editingTacticId).toBe('a');
      expect(run(editing, { type: 'setView', view: 'PLAYER_TACTIC_EDIT' }).editingTacticId).toBe('a');
      const left = run(editing, { type: 'setView', view: 'CHEMISTRY' });
      expect(left.editingTacticId).toBeNull();
      expect(run(left, { type: 'editTactic', tacticId: 'a' })).toMatchObject({
        editingTacticId: 'a',
        view: 'TACTIC_EDIT',
      });
    });

    it('does not mark the squad dirty for navigation', () => {
      const state = run(start, { type: 'setView', view: 'SEARCH' });
      expect(state.dirty).toBe(false);
    });
  });
});

describe('selectors', () => {
  it('shows at most 3 tactic roles for a slot', () => {
    const role = (roleId: number) => ({ roleId, positionUniqueId: 25, focusName: 'Attack' });
    let state = initialSquadBuilderState();
    for (const id of ['a', 'b', 'c', 'd']) {
      state = run(
        state,
        { type: 'createTactic', tacticId: id, isLocal: true, now: NOW },
        {
          type: 'updateTactic',
          tacticId: id,
          changes: { positionRoles: [role(id.charCodeAt(0))] },
          now: NOW,
        },
      );
    }
    expect(tacticRolesForSlot(state, 25).map((r) => r.tacticId)).toEqual(['a', 'b', 'c']);
    expect(tacticRolesForSlot(state, 0)).toEqual([]);
  });

  it('builds chemistry slots from the formation, adding the position override to the card', () => {
    const state = run(
      initialSquadBuilderState(),
      { type: 'addPlayer', slot: field(9), playerEaId: 1 },
      { type: 'setPositionOverride', slot: field(9), positionId: POSITION.ST },
    );
    const card = {
      position: POSITION.CAM,
      alternativePositionIds: [],
      clubEaId: 1,
      leagueEaId: 1,
      nationEaId: 1,
    };
    const slots = fieldChemistrySlots(state, () => card);
    expect(slots).toHaveLength(11);
    expect(slots[9]).toEqual({
      position: POSITION.ST,
      card: { ...card, alternativePositionIds: [POSITION.ST] },
    });
    expect(slots[0]).toEqual({ position: POSITION.GK, card: null });
  });
});

describe('squadBuilderReducer properties', () => {
  const slotArb: fc.Arbitrary<SlotAddress> = fc.oneof(
    fc.nat(12).map(field),
    fc.nat(10).map(sub),
    fc.nat(1).map((positionIdx): SlotAddress => ({ group: 'RESERVE', positionIdx })),
  );
  const player = fc.integer({ min: 1, max: 15 });
  const tacticId = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
  const formationId = fc.constantFrom(F442, F433, formationByName('3-5-2')!.id, 'f999');
  const actionArb: fc.Arbitrary<SquadBuilderAction> = fc.oneof(
    formationId.map((id) => ({ type: 'setFormation', formationId: id }) as const),
    fc.record({ slot: slotArb, playerEaId: player }).map((a) => ({ type: 'addPlayer', ...a }) as const),
    slotArb.map((slot) => ({ type: 'removePlayer', slot }) as const),
    fc.record({ slot: slotArb, playerEaId: player }).map((a) => ({ type: 'updatePlayer', ...a }) as const),
    fc
      .record({ from: slotArb, to: slotArb, removeOccupant: fc.boolean() })
      .map((a) => ({ type: 'movePlayer', ...a }) as const),
    fc
      .record({ slot: slotArb, positionId: fc.constantFrom(null, POSITION.ST, POSITION.CM, POSITION.GK) })
      .map((a) => ({ type: 'setPositionOverride', ...a }) as const),
    fc.record({ slot: slotArb, alternatives: fc.subarray([POSITION.ST, POSITION.CM, POSITION.LM]) }).map(
      ({ slot, alternatives }) =>
        ({
          type: 'setEvolutionOverride',
          slot,
          evolutionOverrideId: 1,
          evolvedCard: { position: POSITION.CAM, alternativePositionIds: alternatives },
        }) as const,
    ),
    tacticId.map((id) => ({ type: 'createTactic', tacticId: id, isLocal: true, now: NOW }) as const),
    tacticId.map((id) => ({ type: 'deleteTactic', tacticId: id }) as const),
    fc.record({ localId: tacticId, serverId: tacticId }).map((a) => ({ type: 'tacticSaved', ...a }) as const),
    fc.constantFrom(...SQUAD_BUILDER_VIEWS).map((view) => ({ type: 'setView', view }) as const),
  );

  it('never puts a player twice, keeps 11 field slots, 9 substitutes and at most 4 tactics', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 60 }), (actions) => {
        const state = run(initialSquadBuilderState({ reserves: 2 }), ...actions);
        const ids = playerEaIdsInSquad(state);
        expect(new Set(ids).size).toBe(ids.length);
        expect(fieldPositions(state).map((p) => p.positionIdx)).toEqual([...Array(11).keys()]);
        expect(substitutePositions(state).map((p) => p.positionIdx)).toEqual([...Array(9).keys()]);
        expect(reservePositions(state)).toHaveLength(2);
        expect(state.tactics.length).toBeLessThanOrEqual(4);
        expect(formationById(state.formationId)).toBeDefined();
        // Every override left equals its field slot's position; the bench holds none.
        const slots = fieldChemistrySlots(state, () => null);
        for (const p of state.positions) {
          if (p.positionOverride === null) continue;
          expect(p.group).toBe('FIELD');
          expect(p.positionOverride).toBe(slots[p.positionIdx]!.position);
        }
        // An editing tactic exists and only inside the tactic tabs.
        if (state.editingTacticId !== null) {
          expect(editingTactic(state)).toBeDefined();
          expect(['TACTICS', 'TACTIC_EDIT', 'TACTIC_IMPORT', 'PLAYER_TACTIC_EDIT']).toContain(state.view);
        }
      }),
      { numRuns: 300 },
    );
  });
});
