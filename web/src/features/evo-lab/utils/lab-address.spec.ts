import fc from 'fast-check';
import { EVO_LAB_MODE, EVO_LAB_STEP, EVO_LAB_STEP_ORDER, appliedEvolutionIds } from '@futgg/game-rules';
import { actionsOfAddress, labQueryOf, labStateOf, parseLabAddress } from './lab-address';

const open = (query: string) => labStateOf(actionsOfAddress(parseLabAddress(new URLSearchParams(query))));

describe('the lab address', () => {
  it.each([
    ['', ''],
    ['eaId=1000', 'eaId=1000'],
    ['eaId=1000&evos=11,12&step=review', 'eaId=1000&evos=11,12&step=review'],
    ['mode=compare&eaId=1000&compare=2000,3000', 'mode=compare&eaId=1000&compare=2000,3000'],
    ['mode=my-evolutions', 'mode=my-evolutions'],
    // Nothing past Discover without a card; unreadable parts left out, never an error.
    ['step=review', ''],
    ['eaId=abc&evos=1,x,1&mode=nope', ''],
    ['eaId=1000&evos=11,x,11,12', 'eaId=1000&evos=11,12'],
    ['eaId=1000&evolutionIds=11,12', 'eaId=1000&evos=11,12'],
  ])('opens %j and writes it back as %j', (query, written) => {
    expect(labQueryOf(open(query))).toBe(written);
  });

  it('keeps a stored path in the address instead of the card while the lab shows it as loaded', () => {
    const state = open('eaId=1000&evos=11');
    expect(labQueryOf(state, 'a'.repeat(24))).toBe(`path=${'a'.repeat(24)}`);
    expect(parseLabAddress(new URLSearchParams('path=NOT-A-HASH')).pathHash).toBeNull();
  });

  it('reopens any lab state it writes', () => {
    const id = fc.integer({ min: 1, max: 2_147_483_647 });
    fc.assert(
      fc.property(
        fc.record({
          mode: fc.constantFrom(...Object.values(EVO_LAB_MODE)),
          eaId: fc.option(id, { nil: null }),
          evolutionIds: fc.uniqueArray(fc.integer({ min: 0, max: 5000 }), { maxLength: 6 }),
          step: fc.constantFrom(...EVO_LAB_STEP_ORDER),
          compared: fc.uniqueArray(id, { maxLength: 4 }),
        }),
        ({ mode, eaId, evolutionIds, step, compared }) => {
          const state = labStateOf([
            ...(eaId === null
              ? []
              : [
                  { type: 'selectPlayer' as const, eaId },
                  { type: 'applyEvolutions' as const, evolutionIds },
                  { type: 'goToStep' as const, step },
                ]),
            ...compared.map((compareId) => ({ type: 'toggleComparePlayer' as const, eaId: compareId })),
            { type: 'setMode', mode },
          ]);
          const reopened = open(labQueryOf(state));
          expect(reopened.mode).toBe(state.mode);
          expect(reopened.selectedPlayerEaId).toBe(state.selectedPlayerEaId);
          expect(appliedEvolutionIds(reopened)).toEqual(appliedEvolutionIds(state));
          expect(reopened.comparedPlayerEaIds).toEqual(state.comparedPlayerEaIds);
          expect(reopened.step).toBe(eaId === null ? EVO_LAB_STEP.DISCOVER : state.step);
        },
      ),
    );
  });
});

describe('labQueryOf and the parameters the lab does not own', () => {
  it('keeps them after its own, and drops the evolutionIds it has read as evos', () => {
    const state = labStateOf(
      actionsOfAddress(parseLabAddress(new URLSearchParams('eaId=7&evolutionIds=3,4'))),
    );
    expect(labQueryOf(state, null, new URLSearchParams('from=menu&evolutionIds=3,4&utm_source=x'))).toBe(
      'eaId=7&evos=3,4&from=menu&utm_source=x',
    );
  });
});
