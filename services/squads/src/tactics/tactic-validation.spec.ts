import { DomainError } from '@futgg/contracts';
import { SUBSTITUTE_TACTIC_SLOT, formationById, type TacticCodeData } from '@futgg/game-rules';
import type { TacticCoreData } from './core-data.client.js';
import { assertValidTactic } from './tactic-validation.js';

const role = (id: number, position: number, positionName: string, focus: string[] = []) => ({
  eaId: id + 200,
  id,
  name: `Role ${id}`,
  position,
  positionName,
  plusEaId: null,
  plusPlusEaId: null,
  isPlus: false,
  isPlusPlus: false,
  focus: focus.map((name) => ({ name, position })),
});

// Core data as the catalog answers it: a role per position 4-3-3 needs, one with focus names.
const core: TacticCoreData = {
  baseRoles: Object.fromEntries(
    [
      role(1, 0, 'GK'),
      role(6, 3, 'RB'),
      role(10, 7, 'LB'),
      role(4, 5, 'CB', ['Defend', 'Cover']),
      role(27, 14, 'CM'),
      role(54, 23, 'RW'),
      role(57, 27, 'LW'),
      role(63, 25, 'ST', ['Attack']),
    ].map((entry) => [String(entry.id), entry]),
  ),
  defensiveApproaches: [9, 10, 11, 12].map((id) => ({ id, name: `A${id}` })),
  buildUpStyles: [5, 6, 7, 8].map((id) => ({ id, name: `B${id}` })),
};

const ROLE_FOR_POSITION: Record<number, number> = { 0: 1, 3: 6, 7: 10, 5: 4, 14: 27, 23: 54, 27: 57, 25: 63 };
const FOCUS_FOR_ROLE: Record<number, string> = { 4: 'Cover', 63: 'Attack' };

const full433 = (): TacticCodeData => ({
  title: 'Full',
  formationId: 'f433',
  defensiveApproachId: 10,
  customDefensiveApproachValue: null,
  buildUpStyleId: 8,
  positionRoles: [
    ...formationById('f433')!.slots.map((slot) => {
      const roleId = ROLE_FOR_POSITION[slot.generalPositionId]!;
      return {
        roleId,
        positionUniqueId: slot.uniquePositionId as number,
        focusName: FOCUS_FOR_ROLE[roleId] ?? '',
      };
    }),
    { roleId: 27, positionUniqueId: SUBSTITUTE_TACTIC_SLOT, focusName: 'anything' },
  ],
});

const STRIKER = formationById('f433')!.slots.findIndex((slot) => slot.uniquePositionId === 25);

const failureOf = (tactic: TacticCodeData) => {
  try {
    assertValidTactic(tactic, core, 'data');
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, field: error.field };
    throw error;
  }
  return null;
};

const withRole = (index: number, change: Partial<TacticCodeData['positionRoles'][number]>) => {
  const tactic = full433();
  tactic.positionRoles[index] = { ...tactic.positionRoles[index]!, ...change };
  return tactic;
};

describe('assertValidTactic', () => {
  it('accepts 11 slot roles of the right positions and the substitute entry of any position', () => {
    expect(failureOf(full433())).toBeNull();
  });

  it.each<[string, TacticCodeData, string]>([
    [
      'a slot 4-3-3 does not have',
      withRole(1, { positionUniqueId: 10 }),
      'data.positionRoles.1.positionUniqueId',
    ],
    ['a slot given twice', withRole(2, { positionUniqueId: 0 }), 'data.positionRoles.2.positionUniqueId'],
    ['an unknown role', withRole(0, { roleId: 999 }), 'data.positionRoles.0.roleId'],
    [
      'a striker role on the keeper slot',
      withRole(0, { roleId: 63, focusName: 'Attack' }),
      'data.positionRoles.0.roleId',
    ],
    [
      'a focus the role does not have',
      withRole(STRIKER, { focusName: 'Defend' }),
      `data.positionRoles.${STRIKER}.focusName`,
    ],
    ['an unknown defensive approach', { ...full433(), defensiveApproachId: 13 }, 'data.defensiveApproachId'],
    ['an unknown build-up style', { ...full433(), buildUpStyleId: 1 }, 'data.buildUpStyleId'],
    ['an unknown formation', { ...full433(), formationId: 'f999' }, 'data.formationId'],
  ])('refuses %s, naming the field', (_what, tactic, field) => {
    expect(failureOf(tactic)).toEqual({ code: 'INVALID_INPUT', field });
  });

  it('takes any focus name for a role without focus names', () => {
    const keeper = full433().positionRoles.findIndex((entry) => entry.positionUniqueId === 0);
    expect(failureOf(withRole(keeper, { focusName: 'Sweeper' }))).toBeNull();
  });
});
