import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SbcSolveJob } from '@futgg/contracts';
import type { FakeRequest } from '../../../testing/render';
import {
  answerFixture,
  jobFixture,
  renderWithSolver,
  restoreFetch,
  resultFixture,
  solverRoutes,
  SOLVE_PATH,
} from '../testing/sbc-solve-fixtures';

jest.setTimeout(30_000);
const WAIT = { timeout: 8_000 };

let current: SbcSolveJob;
let calls: FakeRequest[] = [];

const renderList = (signedIn: boolean) => {
  const page = renderWithSolver('/sbc/', {
    ...solverRoutes(signedIn, () => current),
    '/api/fut/sbc/categories/': () => ({ body: { data: [] } }),
    '/api/fut/sbc/': () => ({ body: { data: [], totalCount: 0 } }),
  });
  calls = page.solverCalls;
  return page;
};
const solveCalls = () => calls.filter((call) => call.url.pathname === SOLVE_PATH && call.method === 'POST');
const panel = () => screen.findByRole('region', { name: 'Solve your own requirements' }, WAIT);

beforeEach(() => {
  localStorage.clear();
  current = jobFixture({
    state: 'completed',
    result: resultFixture([answerFixture({ sbcChallengeId: null, name: 'Custom requirements' })]),
  });
});
afterEach(restoreFetch);

describe('CustomSolvePanel', () => {
  it('solves requirements built in the form: rating, chemistry and a league count picked by name', async () => {
    const user = userEvent.setup();
    renderList(true);
    const solver = await panel();
    await user.type(within(solver).getByRole('textbox', { name: 'Squad rating, min' }), '84');
    await user.type(within(solver).getByRole('textbox', { name: 'Team chemistry, min' }), '20');
    await user.click(within(solver).getByRole('button', { name: 'Add players from…' }));
    const row = within(solver).getByRole('group', { name: 'Requirement 1: Players from' });
    await user.type(within(row).getByRole('combobox', { name: 'Which leagues' }), 'premier');
    await user.click(await within(row).findByRole('option', { name: /Premier League/ }));
    expect(within(row).getByRole('list', { name: 'Chosen leagues' }).textContent).toContain('Premier League');
    const min = within(row).getByRole('textbox', { name: 'Min' });
    await user.clear(min);
    await user.type(min, '3');
    await user.click(within(solver).getByRole('button', { name: 'Add different…' }));
    const different = within(solver).getByRole('group', { name: 'Requirement 2: Different' });
    await user.selectOptions(within(different).getByRole('combobox', { name: 'Count' }), 'nations');
    await user.type(within(different).getByRole('textbox', { name: 'Max' }), '4');
    // The rules in the set page's words, names looked up, as they will be solved.
    const summary = within(solver).getByLabelText('Your requirements');
    expect([...summary.querySelectorAll('.requirement-list__row')].map((line) => line.textContent)).toEqual([
      'Squad ratingat least 84',
      'Team chemistryat least 20',
      'Players: Leagueat least 3 from Premier League',
      'Different nationsat most 4',
      'Players in the squadexactly 11',
    ]);

    await user.click(within(solver).getByRole('button', { name: 'Solve cheapest squad' }));
    await waitFor(() => expect(solveCalls()).toHaveLength(1));
    expect(JSON.parse(solveCalls()[0]!.body!)).toEqual({
      gameYear: 26,
      requirements: {
        version: 1,
        rules: [
          { type: 'squadRatingMin', value: 84 },
          { type: 'teamChemistryMin', value: 20 },
          { type: 'playerCount', scope: 'league', ids: [13], min: 3 },
          { type: 'differentCount', scope: 'nation', max: 4 },
          { type: 'playerTotal', value: 11 },
        ],
      },
      pool: { club: true, market: true, tradeableCost: 'market', priceKey: 'console' },
      timeLimitSeconds: 2,
    });
    expect(await within(solver).findByText('Proven cheapest', {}, WAIT)).toBeTruthy();
    expect(
      within(solver).getByRole('table', { name: 'Cheapest squad for Custom requirements' }),
    ).toBeTruthy();
    expect(within(solver).getByRole('button', { name: 'Open in squad builder' })).toBeTruthy();
    // What each rule costs, in the form's words for the rules that were solved (the server's give ids).
    const costs = within(solver).getByRole('table', {
      name: 'What each requirement costs: Custom requirements',
    });
    expect(
      within(costs)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstChild!.textContent),
    ).toEqual(['Squad rating — at least 84', 'Team chemistry — at least 20']);
  });

  it('names what is wrong with the requirements and sends nothing', async () => {
    const user = userEvent.setup();
    renderList(true);
    const solver = await panel();
    await user.click(within(solver).getByRole('button', { name: 'Solve cheapest squad' }));
    expect(within(solver).getByRole('alert').textContent).toBe('Add at least one requirement.');
    await user.click(within(solver).getByRole('button', { name: 'Add players from…' }));
    await user.click(within(solver).getByRole('button', { name: 'Solve cheapest squad' }));
    expect(within(solver).getByRole('alert').textContent).toBe('Requirement 1: choose at least one league.');
    await user.click(within(solver).getByRole('button', { name: 'Remove Requirement 1' }));
    await user.type(within(solver).getByRole('textbox', { name: 'Squad rating, min' }), '120');
    await user.click(within(solver).getByRole('button', { name: 'Solve cheapest squad' }));
    expect(within(solver).getByRole('alert').textContent).toBe(
      'The squad rating is a whole number from 1 to 99.',
    );
    expect(solveCalls()).toHaveLength(0);
  });

  it('allows several formations, keeps the form for the next visit, and clears it', async () => {
    const user = userEvent.setup();
    const first = renderList(true);
    let solver = await panel();
    await user.type(within(solver).getByRole('textbox', { name: 'Squad rating, min' }), '82');
    const formations = within(solver).getByRole('combobox', { name: 'Formations' });
    await user.selectOptions(formations, 'f433');
    await user.selectOptions(formations, 'f442');
    expect(within(solver).getByRole('list', { name: 'Chosen formations' }).textContent).toBe('4-3-3×4-4-2×');
    // A chosen formation leaves the list, which starts over for the next.
    expect(within(formations).queryByRole('option', { name: '4-3-3' })).toBeNull();
    expect((formations as HTMLSelectElement).value).toBe('');
    await user.click(within(solver).getByRole('button', { name: 'Add players from the same…' }));
    const same = within(solver).getByRole('group', { name: 'Requirement 1: Players from the same' });
    await user.selectOptions(within(same).getByRole('combobox', { name: 'By' }), 'club');
    const summary = within(solver).getByLabelText('Your requirements');
    expect(summary.textContent).toContain('Formation4-3-3 or 4-4-2');
    await user.click(within(solver).getByRole('button', { name: 'Solve cheapest squad' }));
    await waitFor(() => expect(solveCalls()).toHaveLength(1));
    expect(JSON.parse(solveCalls()[0]!.body!).requirements.rules).toEqual([
      { type: 'squadRatingMin', value: 82 },
      { type: 'formation', formationIds: ['f433', 'f442'] },
      { type: 'sameCount', scope: 'club', min: 1 },
      { type: 'playerTotal', value: 11 },
    ]);
    await within(solver).findByText('Proven cheapest', {}, WAIT);
    first.unmount();

    // The next visit finds the form as it was left.
    renderList(true);
    solver = await panel();
    expect(within(solver).getByRole('textbox', { name: 'Squad rating, min' })).toHaveProperty('value', '82');
    expect(within(solver).getByRole('list', { name: 'Chosen formations' }).textContent).toBe('4-3-3×4-4-2×');
    const kept = within(solver).getByRole('group', { name: 'Requirement 1: Players from the same' });
    expect(within(kept).getByRole('combobox', { name: 'By' })).toHaveProperty('value', 'club');
    // Another row gets a key of its own beside the one read back.
    await user.click(within(solver).getByRole('button', { name: 'Add different…' }));
    expect(within(solver).getByRole('group', { name: 'Requirement 2: Different' })).toBeTruthy();
    await user.click(within(solver).getByRole('button', { name: 'Remove 4-3-3' }));
    expect(within(solver).getByRole('list', { name: 'Chosen formations' }).textContent).toBe('4-4-2×');

    await user.click(within(solver).getByRole('button', { name: 'Clear all' }));
    expect(within(solver).getByRole('textbox', { name: 'Squad rating, min' })).toHaveProperty('value', '');
    expect(within(solver).queryByRole('list', { name: 'Chosen formations' })).toBeNull();
    expect(within(solver).queryByRole('group', { name: /^Requirement 1/ })).toBeNull();
    expect(within(solver).queryByRole('button', { name: 'Clear all' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('futgg:sbc-solver:custom-requirements')!)).toMatchObject({
      rating: '',
      formationIds: [],
      rows: [],
    });
  });

  it('starts empty when what the browser kept is not a form', async () => {
    localStorage.setItem('futgg:sbc-solver:custom-requirements', '{"rating": 84, "rows": "none"}');
    renderList(true);
    const solver = await panel();
    expect(within(solver).getByRole('textbox', { name: 'Squad rating, min' })).toHaveProperty('value', '');
    expect(within(solver).queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('asks a visitor to sign in, with no form', async () => {
    renderList(false);
    const solver = await panel();
    expect(await within(solver).findByRole('link', { name: 'Sign in to solve' }, WAIT)).toBeTruthy();
    expect(within(solver).queryByRole('textbox', { name: 'Squad rating, min' })).toBeNull();
  });
});
