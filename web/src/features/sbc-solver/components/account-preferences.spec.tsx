import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SbcSolverPreferences } from '@futgg/contracts';
import { SBC_CUSTOM_REQUIREMENTS_KEY, SBC_SOLVE_OPTIONS_KEY } from '../../../config/env';
import { IDENTITY_PATH, type FakeRoute } from '../../../testing/render';
import { WRITE_DELAY_MS } from '../hooks/account-writes';
import {
  fakeAccountPreferences,
  jobFixture,
  NEVER_SAVED,
  PREFERENCES_PATH,
  renderWithSolver,
  restoreFetch,
  solverRoutes,
} from '../testing/sbc-solve-fixtures';

// The solver's preferences kept in the signed-in user's account (docs/sbc-solver-web.md "Options"), over
// a fake gateway that keeps them as the squads service does.

jest.setTimeout(30_000);
const WAIT = { timeout: 8_000 };

const SAVED: SbcSolverPreferences = {
  options: { ...NEVER_SAVED.options, priceKey: 'pc', excludedEaIds: [30_005] },
  customRequirements: {
    rating: '86',
    chemistry: '',
    formationIds: ['f442'],
    ratedValue: '',
    ratedCount: '',
    rows: [{ kind: 'same', scope: 'club', min: '4', max: '' }],
  },
  updatedAt: '2026-11-28T21:00:00.000Z',
};

const listRoutes = (): Record<string, FakeRoute> => ({
  '/api/fut/sbc/categories/': () => ({ body: { data: [] } }),
  '/api/fut/sbc/': () => ({ body: { data: [], totalCount: 0 } }),
});

const render = (
  path: string,
  signedIn: boolean,
  saved: SbcSolverPreferences,
  { identityDelayMs = 0 }: { identityDelayMs?: number } = {},
) => {
  const { account, routes } = fakeAccountPreferences(saved);
  const gateway = solverRoutes(signedIn, () => jobFixture());
  const identity = gateway[IDENTITY_PATH]!;
  const page = renderWithSolver(path, {
    ...gateway,
    // Who the reader is, answered late: the page does not know yet.
    [IDENTITY_PATH]: async (url, request) => {
      await new Promise((resolve) => setTimeout(resolve, identityDelayMs));
      return identity(url, request);
    },
    ...listRoutes(),
    ...routes,
  });
  const accountCalls = () => page.solverCalls.filter((call) => call.url.pathname === PREFERENCES_PATH);
  return { ...page, account, accountCalls };
};

const optionsWords = async (name: string) =>
  within(await screen.findByRole('region', { name }, WAIT)).getByText(/^Options:/).textContent;

const storedOptions = () => JSON.parse(localStorage.getItem(SBC_SOLVE_OPTIONS_KEY) ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(restoreFetch);

describe('the solver preferences in the account', () => {
  it("takes the account's saved options over this browser's, on every panel, and keeps them here", async () => {
    localStorage.setItem(SBC_SOLVE_OPTIONS_KEY, JSON.stringify({ ...NEVER_SAVED.options, club: false }));
    const page = render('/sbc/7/', true, SAVED);
    const expected = 'Options: my club and the market, PC, 2 s per solve, 1 player excluded';
    await waitFor(async () => expect(await optionsWords('Solver: Challenge 51')).toBe(expected), WAIT);
    expect(await optionsWords('Solve the whole set')).toBe(expected);
    expect(storedOptions()).toEqual(SAVED.options);
    // Read once for the page's three panels; nothing written back.
    expect(page.accountCalls().map((call) => call.method)).toEqual(['GET']);
  });

  it('keeps a change the user made before the page knew who they were, and gives it to the account', async () => {
    const user = userEvent.setup();
    const { account } = render('/sbc/7/', true, SAVED, { identityDelayMs: 1_500 });
    const solver = await screen.findByRole('region', { name: 'Solver: Challenge 51' }, WAIT);
    await user.click(within(solver).getByText(/^Options:/));
    await user.click(within(solver).getByRole('checkbox', { name: 'Use my club' }));
    await waitFor(() => expect(account.saved.options.club).toBe(false), WAIT);
    // The options part is the user's as changed here: the account's excluded player is not taken.
    expect(account.saved.options).toEqual({ ...NEVER_SAVED.options, club: false });
    expect(await optionsWords('Solver: Challenge 51')).toBe(
      'Options: the market only, Console, 2 s per solve',
    );
    // The form, untouched here, is the account's.
    expect(JSON.parse(localStorage.getItem(SBC_CUSTOM_REQUIREMENTS_KEY) ?? 'null')).toMatchObject({
      rating: '86',
    });
  });

  it("fills the own-requirements form with the account's", async () => {
    render('/sbc/', true, SAVED);
    const solver = await screen.findByRole('region', { name: 'Solve your own requirements' }, WAIT);
    const rating = within(solver).getByRole('textbox', { name: 'Squad rating, min' });
    await waitFor(() => expect(rating).toHaveProperty('value', '86'), WAIT);
    const summary = within(solver).getByLabelText('Your requirements');
    expect(summary.textContent).toContain('4-4-2');
    expect(JSON.parse(localStorage.getItem(SBC_CUSTOM_REQUIREMENTS_KEY) ?? 'null')).toMatchObject({
      rating: '86',
      formationIds: ['f442'],
    });
  });

  it("gives an account that never saved this browser's options and form", async () => {
    const options = { ...NEVER_SAVED.options, market: true, club: false, timeLimitSeconds: 5 };
    localStorage.setItem(SBC_SOLVE_OPTIONS_KEY, JSON.stringify(options));
    localStorage.setItem(
      SBC_CUSTOM_REQUIREMENTS_KEY,
      JSON.stringify({
        ...SAVED.customRequirements,
        rows: [{ key: 1, ...SAVED.customRequirements!.rows[0] }],
      }),
    );
    const { account } = render('/sbc/', true, NEVER_SAVED);
    await waitFor(() => expect(account.writes).toHaveLength(1), WAIT);
    // The rows' keys are the page's: the account keeps the form without them.
    expect(account.writes[0]).toEqual({ options, customRequirements: SAVED.customRequirements });
  });

  it('writes what the user changes, whole, half a second after the last change', async () => {
    const user = userEvent.setup();
    const { account } = render('/sbc/', true, NEVER_SAVED);
    const solver = await screen.findByRole('region', { name: 'Solve your own requirements' }, WAIT);
    // Nothing to give: this browser holds the defaults.
    await new Promise((resolve) => setTimeout(resolve, WRITE_DELAY_MS * 2));
    expect(account.writes).toEqual([]);

    await user.type(within(solver).getByRole('textbox', { name: 'Squad rating, min' }), '83');
    await user.click(within(solver).getByText(/^Options:/));
    await user.click(within(solver).getByRole('checkbox', { name: 'Use my club' }));
    await waitFor(() => expect(account.saved.updatedAt).not.toBeNull(), WAIT);
    await new Promise((resolve) => setTimeout(resolve, WRITE_DELAY_MS * 2));
    // Two keys and a click within half a second of each other (on a busy machine perhaps two writes),
    // never one a key; the last holds everything.
    expect(account.writes.length).toBeLessThan(3);
    expect(account.saved.options).toEqual({ ...NEVER_SAVED.options, club: false });
    expect(account.saved.customRequirements).toEqual({
      rating: '83',
      chemistry: '',
      formationIds: [],
      ratedValue: '',
      ratedCount: '',
      rows: [],
    });

    // Clear all empties the account's form too.
    await user.click(within(solver).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(account.saved.customRequirements).toBeNull(), WAIT);
    expect(account.saved.options.club).toBe(false);
  });

  it('sends a change still waiting when the page is left, as a request that outlives the page', async () => {
    const user = userEvent.setup();
    const page = render('/sbc/', true, NEVER_SAVED);
    const solver = await screen.findByRole('region', { name: 'Solve your own requirements' }, WAIT);
    await waitFor(() => expect(page.accountCalls().map((call) => call.method)).toEqual(['GET']), WAIT);
    await user.click(within(solver).getByText(/^Options:/));
    await user.click(within(solver).getByRole('checkbox', { name: 'Use my club' }));
    // Left within the half second: the write goes now, not when the timer would have sent it.
    window.dispatchEvent(new Event('pagehide'));
    const writes = () => page.accountCalls().filter((call) => call.method === 'POST');
    await waitFor(() => expect(writes()).toHaveLength(1), { timeout: WRITE_DELAY_MS / 2 });
    expect(writes()[0]!.keepalive).toBe(true);
    expect(JSON.parse(writes()[0]!.body!)).toMatchObject({ options: { club: false } });
    // Sent once: the timer is gone with it, and leaving again finds nothing waiting.
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, WRITE_DELAY_MS * 2));
    expect(writes()).toHaveLength(1);
  });

  it('never asks the account for a visitor, who is asked to sign in to solve', async () => {
    const page = render('/sbc/7/', false, SAVED);
    const solver = await screen.findByRole('region', { name: 'Solver: Challenge 51' }, WAIT);
    expect(within(solver).getByRole('link', { name: 'Sign in to solve' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, WRITE_DELAY_MS * 2));
    expect(page.accountCalls()).toEqual([]);
    expect(storedOptions()).toBeNull();
  });
});
