import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORMATIONS } from '@futgg/game-rules';
import { summaryFixture } from '../../../testing/fixtures';
import type { FakeRequest, FakeRoute } from '../../../testing/render';
import {
  answerFixture,
  jobFixture,
  renderWithSolver,
  restoreFetch,
  resultFixture,
  solverRoutes,
  SOLVE_PATH,
  squadFixture,
} from '../testing/sbc-solve-fixtures';

// The squad builder opened on a challenge (`?sbcChallenge=`): its "Solve" keeps the field's cards and
// "Use this squad" puts the answer into the builder's slots.
jest.setTimeout(30_000);
const WAIT = { timeout: 8_000 };
const F433 = FORMATIONS.find((formation) => formation.id === 'f433')!;
let calls: FakeRequest[] = [];

const card = (eaId: number, position: number) =>
  summaryFixture(eaId, { position, overall: 84, alternativePositionIds: [], commonName: `Player ${eaId}` });

/** The answer: a 4-3-3 of cards 100..110 (slot order), card 100 the goalkeeper the squad already holds. */
// Its rule costs in the server's words (ids); the builder names them as the set page does.
const answer = answerFixture({ squad: squadFixture(100), alternatives: [] });

const gateway = (): Record<string, FakeRoute> => {
  const handlers: Record<string, FakeRoute> = {
    ...solverRoutes(true, () => jobFixture({ state: 'completed', result: resultFixture([answer]) })),
    // The builder's search (by slot position) and the solver's names (by ids) share the path.
    '/api/fut/26/player-items/': (url) => {
      const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean).map(Number);
      const rows = ids.length
        ? ids.map((eaId) => card(eaId, 0))
        : [card(100, Number(url.searchParams.get('sb_positions') ?? 0))];
      return { body: { data: rows, totalCount: rows.length } };
    },
  };
  for (const slot of answer.squad!.slots) {
    handlers[`/api/fut/player-items/26-${slot.eaId}/`] = () => ({
      // Each card plays its slot's general position.
      body: { data: card(slot.eaId, F433.slots[slot.slotIndex]!.generalPositionId) },
    });
  }
  return handlers;
};

beforeEach(() => localStorage.clear());
afterEach(restoreFetch);

describe('SbcSolvePanel in the squad builder', () => {
  it('solves the challenge keeping the field’s cards, and "Use this squad" fills the slots', async () => {
    const user = userEvent.setup();
    calls = renderWithSolver('/26/squad-builder/new/edit/?sbcChallenge=51', gateway()).solverCalls;

    const brief = await screen.findByRole('region', { name: 'Challenge requirements' }, WAIT);
    // A goalkeeper placed first: the solve must keep him.
    await user.click(await screen.findByRole('button', { name: /^GK: empty/ }, WAIT));
    await user.click(
      await within(await screen.findByRole('list', { name: 'Search results' })).findByRole('button', {
        name: /Player 100/,
      }),
    );
    expect(await screen.findByRole('button', { name: /^GK: Player 100/ })).toBeTruthy();

    await user.click(await within(brief).findByRole('button', { name: 'Solve' }, WAIT));
    await waitFor(() => expect(calls.some((call) => call.url.pathname === SOLVE_PATH)).toBe(true));
    const body = JSON.parse(calls.find((call) => call.url.pathname === SOLVE_PATH)!.body!) as {
      sbcChallengeId: number;
      pool: { lockedEaIds: number[] };
    };
    expect(body.sbcChallengeId).toBe(51);
    expect(body.pool.lockedEaIds).toEqual([100]);

    const costs = await within(brief).findByRole(
      'table',
      { name: 'What each requirement costs: Challenge 51' },
      WAIT,
    );
    expect(
      within(costs)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstChild!.textContent),
    ).toEqual(['Squad rating — at least 84', 'Players: League — at least 3 from Premier League']);

    await user.click(await within(brief).findByRole('button', { name: 'Use this squad' }, WAIT));
    expect(await screen.findByText('The solver’s squad is in place.')).toBeTruthy();
    const pitch = screen.getByRole('group', { name: /Pitch, 4-3-3/ });
    await waitFor(
      () =>
        expect(
          within(pitch)
            .getAllByRole('button')
            .filter((slot) =>
              /: Player 1\d\d,/.test(slot.getAttribute('aria-label') ?? slot.textContent ?? ''),
            ),
        ).toHaveLength(11),
      WAIT,
    );
    expect(within(pitch).getByRole('button', { name: /^GK: Player 100,/ })).toBeTruthy();
    expect(within(pitch).getByRole('button', { name: /^ST: Player 109,/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('sb-rating').textContent).toMatch(/^\d+$/), WAIT);
  });
});
