import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRequest } from '../../../testing/render';
import {
  answerFixture,
  answeringJob,
  jobFixture,
  renderWithSolver,
  restoreFetch,
  resultFixture,
  solverRoutes,
  SOLVE_PATH,
  squadFixture,
} from '../testing/sbc-solve-fixtures';

jest.setTimeout(30_000);
const WAIT = { timeout: 8_000 };
let calls: FakeRequest[] = [];

const renderSetPage = (signedIn: boolean, job: () => unknown) => {
  const page = renderWithSolver('/sbc/7/', solverRoutes(signedIn, job));
  calls = page.solverCalls;
  return page;
};

beforeEach(() => localStorage.clear());
afterEach(restoreFetch);

describe('SbcSetSolvePanel', () => {
  it('solves every challenge of the set: the total cost, then one collapsed row per challenge that opens to its squad', async () => {
    const user = userEvent.setup();
    const second = answerFixture({
      sbcChallengeId: 52,
      name: 'Challenge 52',
      status: 'feasible',
      gap: 0.031,
      cost: 14_000,
      squad: squadFixture(40_000, { cost: 14_000 }),
      alternatives: [],
      marginalCosts: [],
    });
    renderSetPage(true, () =>
      jobFixture({ state: 'completed', result: resultFixture([answerFixture(), second]) }),
    );
    const panel = await screen.findByRole('region', { name: 'Solve the whole set' }, WAIT);
    await user.click(within(panel).getByRole('button', { name: 'Solve all challenges of this set' }));
    await waitFor(
      () => expect(within(panel).getByTestId('sbc-solve-total').textContent).toBe('24,000 coins'),
      WAIT,
    );
    expect(JSON.parse(calls.find((call) => call.url.pathname === SOLVE_PATH)!.body!)).toMatchObject({
      sbcSetId: 7,
    });
    expect(within(panel).getByText('Best found, gap 3.1 %', { selector: 'dd' })).toBeTruthy();

    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('summary')!.textContent)).toEqual([
      'Challenge 51 Proven cheapest 10,000 coins',
      'Challenge 52 Best found, gap 3.1 % 14,000 coins',
    ]);
    const details = rows[1]!.querySelector('details')!;
    expect(details.open).toBe(false);
    await user.click(within(rows[1]!).getByText('Challenge 52'));
    expect(details.open).toBe(true);
    const table = within(rows[1]!).getByRole('table', { name: 'Cheapest squad for Challenge 52' });
    await waitFor(() => expect(table.textContent).toContain('Player 40000'), WAIT);
  });

  it('lists each challenge as soon as its cheapest squad is found, and the total once every one is solved', async () => {
    const user = userEvent.setup();
    const second = answerFixture({
      sbcChallengeId: 52,
      name: 'Challenge 52',
      cost: 14_000,
      squad: squadFixture(40_000, { cost: 14_000 }),
      alternatives: [],
      marginalCosts: [],
    });
    let job = answeringJob([answerFixture(), second], 'tie-break', 3);
    renderSetPage(true, () => job);
    const panel = await screen.findByRole('region', { name: 'Solve the whole set' }, WAIT);
    await user.click(within(panel).getByRole('button', { name: 'Solve all challenges of this set' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2), WAIT);
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('summary')!.textContent)).toEqual([
      'Challenge 51 Proven cheapest 10,000 coins',
      'Challenge 52 Proven cheapest 14,000 coins · still solving',
    ]);
    await user.click(within(rows[1]!).getByText('Challenge 52'));
    expect(
      within(rows[1]!).getByText(
        'Still solving: among squads of the same cost, the one spending duplicates and untradeables first.',
      ),
    ).toBeTruthy();
    // No total before every challenge is solved.
    expect(within(panel).queryByTestId('sbc-solve-total')).toBeNull();

    job = jobFixture({ state: 'completed', result: resultFixture([answerFixture(), second]) });
    await waitFor(
      () => expect(within(panel).getByTestId('sbc-solve-total').textContent).toBe('24,000 coins'),
      WAIT,
    );
    expect(within(panel).queryByText(/still solving/i)).toBeNull();
  });

  it('says there is no total when a challenge has no squad', async () => {
    const user = userEvent.setup();
    const impossible = answerFixture({
      sbcChallengeId: 52,
      name: 'Challenge 52',
      status: 'infeasible',
      squad: null,
      cost: null,
      gap: null,
      alternatives: [],
      marginalCosts: [],
      infeasibleRules: [{ index: 0, type: 'squadRatingMin', message: 'Squad rating — at least 99' }],
    });
    renderSetPage(true, () =>
      jobFixture({
        state: 'completed',
        result: resultFixture([answerFixture(), impossible], { status: 'infeasible' }),
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Solve the whole set' }, WAIT);
    await user.click(within(panel).getByRole('button', { name: 'Solve all challenges of this set' }));
    expect(
      await within(panel).findByText('Not every challenge has a squad, so there is no total.', {}, WAIT),
    ).toBeTruthy();
    expect(within(panel).getByTestId('sbc-solve-total').textContent).toBe('—');
  });

  it('shows a visitor a sign-in link', async () => {
    renderSetPage(false, () => jobFixture());
    const panel = await screen.findByRole('region', { name: 'Solve the whole set' }, WAIT);
    expect(await within(panel).findByRole('link', { name: 'Sign in to solve' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Solve all challenges of this set' })).toBeNull();
  });
});
