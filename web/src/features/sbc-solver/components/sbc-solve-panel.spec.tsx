import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SbcSolveJob } from '@futgg/contracts';
import type { FakeRequest, FakeRoute, FakeStream } from '../../../testing/render';
import {
  activeJob,
  answerFixture,
  answeringJob,
  JOB_ID,
  JOB_PATH,
  jobFixture,
  resultFixture,
  renderWithSolver,
  restoreFetch,
  SAVED_SQUAD,
  solverRoutes,
  SOLVE_PATH,
  squadFixture,
} from '../testing/sbc-solve-fixtures';

// A page over a fake gateway, polled every 500 ms through several states: more than jest's 5 s.
jest.setTimeout(30_000);
const WAIT = { timeout: 8_000 };

/** The job the fake solver answers with now; each test moves it on. */
let current: SbcSolveJob;
let calls: FakeRequest[] = [];

const gateway = (signedIn: boolean, extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  ...solverRoutes(signedIn, () => current),
  [JOB_PATH]: (_url, request) => {
    if (request.method === 'DELETE')
      current = {
        ...current,
        state: 'cancelled',
        result: resultFixture([
          answerFixture({ status: 'cancelled', gap: null, alternatives: [], marginalCosts: [] }),
        ]),
      };
    return { body: { data: current } };
  },
  ...extra,
});

/** The set page; with `streams`, the job's stream is the test's to write (else refused: the page polls). */
const renderSetPage = (handlers: Record<string, FakeRoute>, options: { streams?: boolean } = {}) => {
  const page = renderWithSolver('/sbc/7/', handlers, options);
  calls = page.solverCalls;
  return page;
};

const solverOf = async (challenge: string) =>
  screen.findByRole('region', { name: `Solver: ${challenge}` }, WAIT);

beforeEach(() => {
  current = jobFixture();
  localStorage.clear();
});
afterEach(restoreFetch);

describe('SbcSolvePanel', () => {
  it('starts a solve with the club and market pool, shows its progress, then the answer', async () => {
    const user = userEvent.setup();
    const page = renderSetPage(gateway(true));
    const solver = await solverOf('Challenge 51');
    await user.click(await within(solver).findByRole('button', { name: 'Solve cheapest squad' }));

    const start = calls.find((call) => call.url.pathname === SOLVE_PATH && call.method === 'POST')!;
    expect(JSON.parse(start.body!)).toEqual({
      gameYear: 26,
      sbcChallengeId: 51,
      pool: { club: true, market: true, tradeableCost: 'market', priceKey: 'console' },
      timeLimitSeconds: 2,
    });
    expect(await within(solver).findByText('Waiting for the solver…', {}, WAIT)).toBeTruthy();

    current = activeJob();
    const progress = await within(solver).findByRole('status', { name: 'Solver progress' }, WAIT);
    await waitFor(() => expect(progress.textContent).toContain('Cheapest squad'), WAIT);
    expect(progress.textContent).toContain('1 of 1');
    expect(progress.textContent).toContain('0.8 s');
    expect(progress.textContent).toContain('12,300 coins');
    expect(progress.textContent).toContain('9,850 coins');
    expect(within(solver).getByRole('button', { name: 'Cancel' })).toBeTruthy();

    current = jobFixture({ state: 'completed', result: resultFixture([answerFixture()]) });
    expect(await within(solver).findByText('Proven cheapest', {}, WAIT)).toBeTruthy();
    const table = within(solver).getByRole('table', { name: 'Cheapest squad for Challenge 51' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(11);
    // Names from one player search by id, not one request per card.
    await waitFor(() => expect(rows[0]!.textContent).toContain('Player 30000'), WAIT);
    expect(rows[0]!.textContent).toMatch(/^GKPlayer 30000843ClubUntradeableUT0Exclude Player 30000$/);
    expect(rows[10]!.textContent).toContain('Market');
    const totals = within(solver).getByLabelText('Totals of Cheapest squad for Challenge 51');
    expect(totals.textContent).toContain('10,000 coins');
    expect(totals.textContent).toContain('33/33');
    expect(totals.textContent).toContain('Purchases10');
    expect(within(solver).getByText('Every requirement met')).toBeTruthy();
    // The catalog's calls go through the page's own API (renderApp's fetch).
    const names = page.calls.filter((call) => call.url.pathname === '/api/fut/26/player-items/');
    expect(names).toHaveLength(1);
    expect(names[0]!.url.searchParams.get('ids')!.split(',')).toHaveLength(33);
    // Finished: no more polling, no cancel.
    expect(within(solver).queryByRole('button', { name: 'Cancel' })).toBeNull();
    const polls = calls.filter((call) => call.url.pathname === JOB_PATH).length;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(calls.filter((call) => call.url.pathname === JOB_PATH).length).toBe(polls);
  });

  it('follows the job by its stream while it is open: its events show, and it is not polled', async () => {
    // The other tests' fake gateway has no stream (404): the page polls there, as it does when a stream
    // cannot be opened. Here the job's stream answers, and the status route would still say waiting.
    const user = userEvent.setup();
    const live = renderSetPage(gateway(true), { streams: true });
    const solver = await solverOf('Challenge 51');
    await user.click(await within(solver).findByRole('button', { name: 'Solve cheapest squad' }));
    await waitFor(() => expect(live.streams).toHaveLength(1), WAIT);
    const stream: FakeStream = live.streams[0]!;
    expect(stream.url.pathname).toBe(`${JOB_PATH}stream/`);
    expect(stream.headers['accept']).toBe('text/event-stream');
    expect(stream.headers['authorization']).toMatch(/^Bearer /);
    const event = (job: SbcSolveJob) => stream.push(`event: job\ndata: ${JSON.stringify(job)}\n\n`);

    event(activeJob());
    const progress = await within(solver).findByRole('status', { name: 'Solver progress' }, WAIT);
    await waitFor(() => expect(progress.textContent).toContain('12,300 coins'), WAIT);
    // Longer than two poll intervals (within the open stream's 5 s check): the status route was read once,
    // when the job started.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const reads = () => calls.filter((call) => call.url.pathname === JOB_PATH && call.method === 'GET');
    expect(reads()).toHaveLength(1);
    expect(within(solver).getByRole('status', { name: 'Solver progress' }).textContent).toContain(
      '12,300 coins',
    );

    stream.push(': keep-alive\n\n');
    event(jobFixture({ state: 'completed', result: resultFixture([answerFixture()]) }));
    stream.end();
    expect(await within(solver).findByText('Proven cheapest', {}, WAIT)).toBeTruthy();
    expect(within(solver).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(reads()).toHaveLength(1);
  });

  it('still reads the job now and then while its stream is open, so a silent stream never holds it', async () => {
    const user = userEvent.setup();
    const live = renderSetPage(gateway(true), { streams: true });
    const solver = await solverOf('Challenge 51');
    await user.click(await within(solver).findByRole('button', { name: 'Solve cheapest squad' }));
    await waitFor(() => expect(live.streams).toHaveLength(1), WAIT);
    // The stream stays open and says nothing (its last event lost); the job has finished meanwhile.
    current = jobFixture({ state: 'completed', result: resultFixture([answerFixture()]) });
    expect(await within(solver).findByText('Proven cheapest', {}, { timeout: 8_000 })).toBeTruthy();
    const reads = calls.filter((call) => call.url.pathname === JOB_PATH && call.method === 'GET');
    expect(reads).toHaveLength(2);
  });

  it('shows the cheapest squad as soon as the solver has it, while its alternatives and rule costs are solved', async () => {
    const user = userEvent.setup();
    renderSetPage(gateway(true));
    const solver = await solverOf('Challenge 51');
    await user.click(await within(solver).findByRole('button', { name: 'Solve cheapest squad' }));

    const alternatives = answeringJob(
      [answerFixture({ alternatives: [], marginalCosts: [], seconds: 2.1 })],
      'alternatives',
    );
    // The alternatives' solve reports its own objective (purchases), not coins.
    current = { ...alternatives, progress: { ...alternatives.progress!, incumbent: 7, bound: 5 } };
    const still = await within(solver).findByText(
      'Still solving: the alternatives, then what each requirement costs.',
      {},
      WAIT,
    );
    expect(still).toBeTruthy();
    // The squad with its cost and proof, while the progress and the cancel button stay.
    expect(within(solver).getByText('Proven cheapest')).toBeTruthy();
    expect(within(solver).getByText('10,000 coins', { selector: '.sbc-solve__cost' })).toBeTruthy();
    expect(within(solver).getByText('2.1 s')).toBeTruthy();
    expect(within(solver).getByRole('table', { name: 'Cheapest squad for Challenge 51' })).toBeTruthy();
    const progress = within(solver).getByRole('status', { name: 'Solver progress' });
    expect(progress.textContent).toContain('Alternatives');
    expect(progress.textContent).not.toMatch(/Best so far|Bound|7 coins/);
    expect(within(solver).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(solver).queryByRole('group', { name: 'Squad shown' })).toBeNull();

    current = answeringJob([answerFixture({ marginalCosts: [] })], 'marginal-costs');
    expect(
      await within(solver).findByText('Still solving: what each requirement costs.', {}, WAIT),
    ).toBeTruthy();
    const shown = within(solver).getByRole('group', { name: 'Squad shown' });
    expect(within(shown).getAllByRole('radio').length).toBeGreaterThan(1);

    current = jobFixture({ state: 'completed', result: resultFixture([answerFixture()]) });
    await waitFor(() => expect(within(solver).queryByText(/^Still solving/)).toBeNull(), WAIT);
    expect(
      within(solver).getByRole('table', { name: 'What each requirement costs: Challenge 51' }),
    ).toBeTruthy();
    expect(within(solver).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('sends the options chosen: club off, discard value, PC, a longer time limit', async () => {
    const user = userEvent.setup();
    renderSetPage(gateway(true));
    const solver = await solverOf('Challenge 52');
    await user.click(within(solver).getByText(/^Options:/));
    await user.click(within(solver).getByRole('checkbox', { name: 'Use my club' }));
    await user.selectOptions(
      within(solver).getByRole('combobox', { name: 'Owned tradeables cost' }),
      'discard',
    );
    await user.click(within(solver).getByRole('radio', { name: 'PC' }));
    const time = within(solver).getByRole('spinbutton', { name: 'Time limit (seconds)' });
    await user.clear(time);
    await user.type(time, '5');
    expect(within(solver).getByText(/^Options:/).textContent).toBe(
      'Options: the market only, PC, 5 s per solve',
    );
    await user.click(within(solver).getByRole('button', { name: 'Solve cheapest squad' }));
    await waitFor(() => expect(calls.some((call) => call.url.pathname === SOLVE_PATH)).toBe(true));
    const start = calls.find((call) => call.url.pathname === SOLVE_PATH)!;
    expect(JSON.parse(start.body!)).toMatchObject({
      sbcChallengeId: 52,
      pool: { club: false, market: true, tradeableCost: 'discard', priceKey: 'pc' },
      timeLimitSeconds: 5,
    });
  });

  it('says a time limit out of range is not used, and settles it to the nearest allowed one when left', async () => {
    const user = userEvent.setup();
    renderSetPage(gateway(true));
    const solver = await solverOf('Challenge 52');
    await user.click(within(solver).getByText(/^Options:/));
    const time = within(solver).getByRole('spinbutton', { name: 'Time limit (seconds)' });
    await user.clear(time);
    await user.type(time, '30');
    // Typed but not used: the field says so, and the summary keeps the limit the solve will use (the last
    // valid one typed: "3" on the way to "30").
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(within(solver).getByText(/^The time limit is/).textContent).toBe(
      'The time limit is 0.1 to 10 seconds: solving uses 3 s until then.',
    );
    expect(time.getAttribute('aria-describedby')).toBe(within(solver).getByText(/^The time limit is/).id);
    expect(within(solver).getByText(/^Options:/).textContent).toBe(
      'Options: my club and the market, Console, 3 s per solve',
    );
    // Leaving the field: 30 becomes the most allowed, 10, and that is what is used and sent.
    await user.tab();
    expect(time).toHaveProperty('value', '10');
    expect(time.getAttribute('aria-invalid')).toBeNull();
    expect(within(solver).queryByText(/^The time limit is/)).toBeNull();
    expect(within(solver).getByText(/^Options:/).textContent).toBe(
      'Options: my club and the market, Console, 10 s per solve',
    );
    // An emptied field, left, goes back to the limit in use.
    await user.clear(time);
    expect(within(solver).getByText(/^The time limit is/).textContent).toContain('solving uses 10 s');
    await user.tab();
    expect(time).toHaveProperty('value', '10');
    await user.click(within(solver).getByRole('button', { name: 'Solve cheapest squad' }));
    await waitFor(() => expect(calls.some((call) => call.url.pathname === SOLVE_PATH)).toBe(true));
    const start = calls.find((call) => call.url.pathname === SOLVE_PATH)!;
    expect(JSON.parse(start.body!)).toMatchObject({ sbcChallengeId: 52, timeLimitSeconds: 10 });
  });

  it('keeps the options and the excluded players for every panel and the next visit', async () => {
    const user = userEvent.setup();
    current = jobFixture({ state: 'completed', result: resultFixture([answerFixture()]) });
    const first = renderSetPage(gateway(true));
    const solver = await solverOf('Challenge 51');
    await user.click(within(solver).getByText(/^Options:/));
    await user.click(within(solver).getByRole('checkbox', { name: 'Use my club' }));
    const time = within(solver).getByRole('spinbutton', { name: 'Time limit (seconds)' });
    await user.clear(time);
    await user.type(time, '5');
    await user.click(within(solver).getByRole('button', { name: 'Solve cheapest squad' }));
    const table = await within(solver).findByRole('table', { name: 'Cheapest squad for Challenge 51' }, WAIT);
    await user.click(await within(table).findByRole('button', { name: 'Exclude Player 30000' }, WAIT));
    const expected = 'Options: the market only, Console, 5 s per solve, 1 player excluded';
    expect(within(solver).getByText(/^Options:/).textContent).toBe(expected);
    // The whole set's panel has the same options at once.
    const set = screen.getByRole('region', { name: 'Solve the whole set' });
    expect(within(set).getByText(/^Options:/).textContent).toBe(expected);
    first.unmount();

    // The next visit: the same options, the excluded player named, and his Allow is every panel's.
    renderSetPage(gateway(true));
    const again = await solverOf('Challenge 51');
    expect(within(again).getByText(/^Options:/).textContent).toBe(expected);
    await user.click(within(again).getByText(/^Options:/));
    expect(within(again).getByRole('spinbutton', { name: 'Time limit (seconds)' })).toHaveProperty(
      'value',
      '5',
    );
    const excluded = within(again).getByRole('list', { name: 'Excluded players' });
    await waitFor(() => expect(excluded.textContent).toContain('Player 30000'), WAIT);
    await user.click(within(excluded).getByRole('button', { name: 'Allow Player 30000' }));
    expect(
      within(screen.getByRole('region', { name: 'Solve the whole set' })).getByText(/^Options:/).textContent,
    ).toBe('Options: the market only, Console, 5 s per solve');
  });

  it('excludes cards of an answer from the next solve, lists them under Options, and allows them again', async () => {
    const user = userEvent.setup();
    // The second solve is a job of its own, whose squad holds no excluded card.
    const secondJob = '8c3a2b1d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    let starts = 0;
    renderSetPage(
      gateway(true, {
        [SOLVE_PATH]: () => ({ body: { data: { jobId: (starts += 1) === 1 ? JOB_ID : secondJob } } }),
        [`${SOLVE_PATH}${secondJob}/`]: () => ({
          body: {
            data: jobFixture({
              jobId: secondJob,
              state: 'completed',
              result: resultFixture([answerFixture({ squad: squadFixture(40_000), alternatives: [] })]),
            }),
          },
        }),
      }),
    );
    const solver = await solverOf('Challenge 51');
    current = jobFixture({ state: 'completed', result: resultFixture([answerFixture()]) });
    await user.click(within(solver).getByRole('button', { name: 'Solve cheapest squad' }));
    const table = await within(solver).findByRole('table', { name: 'Cheapest squad for Challenge 51' }, WAIT);
    await within(table).findByRole('button', { name: 'Exclude Player 30000' }, WAIT);
    await user.click(within(table).getByRole('button', { name: 'Exclude Player 30000' }));
    await user.click(within(table).getByRole('button', { name: 'Exclude Player 30001' }));
    // Excluded twice is excluded once.
    expect(within(table).queryByRole('button', { name: 'Exclude Player 30000' })).toBeNull();
    expect(within(table).getAllByText('Excluded')).toHaveLength(2);
    expect(within(solver).getByText(/^Solve again for a squad without the excluded players/)).toBeTruthy();

    await user.click(within(solver).getByText(/^Options:/));
    await user.click(within(solver).getByRole('checkbox', { name: 'Keep my active squad’s players' }));
    expect(within(solver).getByText(/^Options:/).textContent).toBe(
      'Options: my club and the market, Console, 2 s per solve, my active squad kept, 2 players excluded',
    );
    const excluded = within(solver).getByRole('list', { name: 'Excluded players' });
    expect(
      within(excluded)
        .getAllByRole('listitem')
        .map((item) => item.firstChild!.textContent),
    ).toEqual(['Player 30000', 'Player 30001']);
    await user.click(within(excluded).getByRole('button', { name: 'Allow Player 30001' }));
    expect(within(excluded).getAllByRole('listitem')).toHaveLength(1);

    // The next answer holds no excluded card: the hint to solve again goes.
    await user.click(within(solver).getByRole('button', { name: 'Solve cheapest squad' }));
    await within(solver).findByRole('button', { name: 'Exclude Player 40000' }, WAIT);
    expect(within(solver).queryByText(/^Solve again for a squad without the excluded players/)).toBeNull();
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname === SOLVE_PATH && call.method === 'POST')).toHaveLength(
        2,
      ),
    );
    const again = calls.filter((call) => call.url.pathname === SOLVE_PATH && call.method === 'POST')[1]!;
    expect(JSON.parse(again.body!).pool).toEqual({
      club: true,
      market: true,
      tradeableCost: 'market',
      priceKey: 'console',
      excludedEaIds: [30000],
      keepActiveSquad: true,
    });
  });

  it('cancels a running solve and shows the best squad found so far', async () => {
    const user = userEvent.setup();
    current = activeJob();
    renderSetPage(gateway(true));
    const solver = await solverOf('Challenge 51');
    await user.click(await within(solver).findByRole('button', { name: 'Solve cheapest squad' }));
    await user.click(await within(solver).findByRole('button', { name: 'Cancel' }, WAIT));
    expect(calls.some((call) => call.url.pathname === JOB_PATH && call.method === 'DELETE')).toBe(true);
    expect(await within(solver).findByText('Cancelled', {}, WAIT)).toBeTruthy();
    expect(within(solver).getByRole('table', { name: 'Cheapest squad for Challenge 51' })).toBeTruthy();
    expect(within(solver).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('names the rules that cannot be met together when the challenge is impossible', async () => {
    const user = userEvent.setup();
    current = jobFixture({
      state: 'completed',
      result: resultFixture([
        answerFixture({
          status: 'infeasible',
          squad: null,
          cost: null,
          bound: null,
          gap: null,
          check: null,
          alternatives: [],
          marginalCosts: [],
          infeasibleRules: [
            { index: 0, type: 'squadRatingMin', message: 'Squad rating: min 84' },
            { index: 1, type: 'playerCount', message: 'Players from league 13: min 3' },
          ],
        }),
      ]),
    });
    renderSetPage(gateway(true));
    const solver = await solverOf('Challenge 51');
    await user.click(await within(solver).findByRole('button', { name: 'Solve cheapest squad' }));
    expect(await within(solver).findByText('Impossible', {}, WAIT)).toBeTruthy();
    const rules = within(solver).getByRole('list', { name: 'Requirements that cannot be met together' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Squad rating — at least 84', 'Players: League — at least 3 from Premier League']);
    expect(within(solver).queryByRole('table')).toBeNull();
    expect(within(solver).queryByRole('button', { name: 'Open in squad builder' })).toBeNull();
  });

  it('switches between the cheapest squad and its labelled alternatives, and shows what each rule costs', async () => {
    const user = userEvent.setup();
    current = jobFixture({ state: 'completed', result: resultFixture([answerFixture()]) });
    renderSetPage(gateway(true));
    const solver = await solverOf('Challenge 51');
    await user.click(await within(solver).findByRole('button', { name: 'Solve cheapest squad' }));
    expect(
      await within(solver).findByRole('table', { name: 'Cheapest squad for Challenge 51' }, WAIT),
    ).toBeTruthy();

    await user.click(within(solver).getByRole('radio', { name: /^Fewest purchases · 12,500$/ }));
    const fewest = within(solver).getByRole('table', { name: 'Fewest purchases: Challenge 51' });
    await waitFor(() => expect(fewest.textContent).toContain('Player 31000'), WAIT);
    expect(within(solver).getByLabelText('Totals of Fewest purchases: Challenge 51').textContent).toContain(
      'Purchases4',
    );

    await user.click(within(solver).getByRole('radio', { name: /^Keeps your most valuable cards/ }));
    expect(
      within(solver).getByRole('table', { name: 'Keeps your most valuable cards: Challenge 51' }).textContent,
    ).toContain('Player 32000');
    expect(within(solver).getByText('This alternative: best found, gap 5.0 %.')).toBeTruthy();

    const costs = within(solver).getByRole('table', { name: 'What each requirement costs: Challenge 51' });
    expect(
      within(costs)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Squad rating — at least 84', '6,200 coins'],
      ['Players: League — at least 3 from Premier League', 'not proved in time'],
    ]);
  });

  it('says "Best found" with the gap when the solver could not prove the cheapest', async () => {
    const user = userEvent.setup();
    current = jobFixture({
      state: 'completed',
      result: resultFixture([
        answerFixture({
          status: 'feasible',
          gap: 0.0421,
          bound: 9_579,
          marginalCosts: answerFixture().marginalCosts.map((rule) => ({
            ...rule,
            saving: null,
            proved: false,
          })),
        }),
      ]),
    });
    renderSetPage(gateway(true));
    const solver = await solverOf('Challenge 51');
    await user.click(await within(solver).findByRole('button', { name: 'Solve cheapest squad' }));
    expect(await within(solver).findByText('Best found, gap 4.2 %', {}, WAIT)).toBeTruthy();
    // No saving is tried while the cheapest is unproved: one line says why, not a row per requirement.
    expect(
      within(solver).queryByRole('table', { name: 'What each requirement costs: Challenge 51' }),
    ).toBeNull();
    expect(
      within(solver).getByText(/What each requirement costs is shown once the cheapest squad is proved/),
    ).toBeTruthy();
  });

  it('says so, and stops asking, when the job cannot be read', async () => {
    const user = userEvent.setup();
    renderSetPage(
      gateway(true, {
        [JOB_PATH]: () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'no such job' } } }),
      }),
    );
    const solver = await solverOf('Challenge 51');
    await user.click(await within(solver).findByRole('button', { name: 'Solve cheapest squad' }));
    expect((await within(solver).findByRole('alert', {}, WAIT)).textContent).toBe(
      'The solve could not be followed. Try again.',
    );
    const polls = calls.filter((call) => call.url.pathname === JOB_PATH).length;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(calls.filter((call) => call.url.pathname === JOB_PATH).length).toBe(polls);
    expect(within(solver).getByRole('button', { name: 'Solve cheapest squad' })).toBeTruthy();
  });

  it('shows a visitor a sign-in link instead of the solve button', async () => {
    renderSetPage(gateway(false));
    const solver = await solverOf('Challenge 51');
    const link = await within(solver).findByRole('link', { name: 'Sign in to solve' });
    expect(link.getAttribute('href')).toContain('/api/identity/');
    expect(within(solver).queryByRole('button', { name: 'Solve cheapest squad' })).toBeNull();
    expect(calls.some((call) => call.url.pathname === SOLVE_PATH)).toBe(false);
  });

  it('opens the answer in the squad builder: saved as a new squad titled after the challenge', async () => {
    const user = userEvent.setup();
    const saved: FakeRequest[] = [];
    current = jobFixture({ state: 'completed', result: resultFixture([answerFixture()]) });
    const squad = {
      uuid: SAVED_SQUAD,
      title: 'Challenge 51',
      version: 1,
      gameYear: 26,
      gameSlug: 'fc26',
      formationId: 'f433',
      manager: { leagueEaId: null, nationEaId: null },
      substituteCount: 9,
      reserveCount: 0,
      positions: [],
      flags: { isReadOnly: false, isCurrent: false, isPartnerSite: false, isWebview: false },
      isOwner: true,
      cards: [],
      chemistry: { total: 33, perPlayer: [] },
      rating: 84,
      price: { console: 10_000, pc: null },
      createdAt: '2026-11-27T10:00:00.000Z',
      updatedAt: '2026-11-27T10:00:00.000Z',
    };
    const { router } = renderSetPage(
      gateway(true, {
        '/api/squads/save/': (_url, request) => {
          saved.push(request);
          return { body: { data: squad } };
        },
        [`/api/squads/${SAVED_SQUAD}/`]: () => ({ body: { data: squad } }),
      }),
    );
    const solver = await solverOf('Challenge 51');
    await user.click(await within(solver).findByRole('button', { name: 'Solve cheapest squad' }));
    await user.click(await within(solver).findByRole('button', { name: 'Open in squad builder' }, WAIT));
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/26/squad-builder/${SAVED_SQUAD}/edit/`),
      WAIT,
    );
    expect(router.state.location.search).toBe('?sbcChallenge=51');
    const body = JSON.parse(saved[0]!.body!) as { title: string; formationId: string; positions: unknown[] };
    expect(body.title).toBe('Challenge 51');
    expect(body.formationId).toBe('f433');
    expect(body.positions).toHaveLength(11);
    expect(body.positions[0]).toEqual({
      group: 'FIELD',
      positionIdx: 0,
      playerEaId: 30000,
      isUntradeableOverride: true,
    });
    expect(body.positions[10]).toEqual({
      group: 'FIELD',
      positionIdx: 10,
      playerEaId: 30010,
      isUntradeableOverride: false,
    });
    // The saved squad's builder shows the challenge again, from the address.
    expect(await screen.findByRole('region', { name: 'Challenge requirements' }, WAIT)).toBeTruthy();
  });
});
