import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Squad } from '@futgg/contracts';
import { SQUAD_BUILDER_VIEWS } from '@futgg/game-rules';
import { coreDataFixture, signedInFixture, summaryFixture } from '../../../testing/fixtures';
import { fakeFetch, IDENTITY_PATH, renderApp, type FakeRequest, type FakeRoute } from '../../../testing/render';
import { STORAGE_KEYS } from '../storage/squad-storage';

const PAGE = '/26/squad-builder/new/edit/';
const UUID = '3b0f8a52-6c1e-4f37-9a0e-2d5c7f1b9e44';
const PLAYERS = '/api/fut/26/player-items/';

const card = (eaId: number, position = 25, overall = 85) =>
  summaryFixture(eaId, { position, overall, alternativePositionIds: [], commonName: `Player ${eaId}` });

const squadAnswer = (positions: Squad['positions'], version = 1, title = ''): Squad => ({
  uuid: UUID,
  title,
  version,
  gameYear: 26,
  gameSlug: 'fc26',
  formationId: 'f442',
  manager: { leagueEaId: null, nationEaId: null },
  substituteCount: 9,
  reserveCount: 0,
  positions,
  flags: { isReadOnly: false, isCurrent: false, isPartnerSite: false, isWebview: false },
  isOwner: true,
  cards: positions.map((p) => ({
    group: p.group,
    positionIdx: p.positionIdx,
    eaId: p.playerEaId!,
    myEvoPlayerId: null,
    name: `Player ${p.playerEaId}`,
    overall: 85,
    position: 25,
    alternativePositionIds: [],
    clubEaId: 243,
    leagueEaId: 53,
    nationEaId: 18,
    rarityEaId: 1,
    isIcon: false,
    isHero: false,
    isUntradeable: false,
    price: { console: 1000, pc: 900 } as Squad['price'],
  })),
  chemistry: { total: 3, perPlayer: [] },
  rating: null,
  price: { console: 1000 * positions.length, pc: 0 } as Squad['price'],
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
});

/** The fake gateway: the catalog answers the builder's search with cards of the slot's position. */
const gateway = (signedIn: boolean, extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  [IDENTITY_PATH]: () => ({ body: { data: signedIn ? signedInFixture() : { isAuthenticated: false } } }),
  '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
  [PLAYERS]: (url) => {
    const position = Number(url.searchParams.get('sb_positions') ?? 25);
    const excluded = new Set((url.searchParams.get('existing_players') ?? '').split(',').filter(Boolean).map(Number));
    const rows = [100, 101, 102].map((n) => card(position * 1000 + n, position)).filter((c) => !excluded.has(c.eaId));
    return { body: { data: rows, totalCount: rows.length } };
  },
  ...extra,
});

// The squads service's calls go through their own client over the page's credentials and the global
// fetch; the tests answer them from the same fake gateway.
let squadCalls: FakeRequest[] = [];
const realFetch = globalThis.fetch;
const renderBuilder = (path: string, handlers: Record<string, FakeRoute>) => {
  const fake = fakeFetch(handlers);
  squadCalls = fake.calls;
  globalThis.fetch = fake.fetch;
  return renderApp(path, handlers);
};

// A whole page over a fake gateway, several steps each: more than jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

const slot = (name: RegExp) => screen.findByRole('button', { name });

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

const placeFromSearch = async (user: ReturnType<typeof userEvent.setup>, slotName: RegExp, playerName: RegExp) => {
  await user.click(await slot(slotName));
  const results = await screen.findByRole('list', { name: 'Search results' });
  await user.click(await within(results).findByRole('button', { name: playerName }));
};

describe('squad builder page', () => {
  it('draws the formation, 9 substitutes and the ten views, and places a searched player in the chosen slot', async () => {
    const user = userEvent.setup();
    const { calls } = renderBuilder(PAGE, gateway(false));
    expect(await slot(/^GK: empty/)).toBeTruthy();
    const pitch = screen.getByRole('group', { name: /Pitch, 4-4-2/ });
    expect(within(pitch).getAllByRole('button')).toHaveLength(11);
    expect(within(screen.getByRole('region', { name: 'Substitutes' })).getAllByRole('button')).toHaveLength(9);
    const views = screen.getByRole('navigation', { name: 'Squad builder views' });
    expect(within(views).getAllByRole('button')).toHaveLength(SQUAD_BUILDER_VIEWS.length);

    await placeFromSearch(user, /^LS: empty/, /Player 25100/);
    expect(await slot(/^LS: Player 25100, 85 ST, [\d,]+, chemistry \d$/)).toBeTruthy();
    const search = calls.find((call) => call.url.pathname === PLAYERS);
    expect(search?.url.searchParams.get('sb_positions')).toBe('25');
    expect(search?.url.searchParams.get('chemistry')).toBe('1');

    // The next search leaves out the players already in the squad.
    await placeFromSearch(user, /^RS: empty/, /Player 25101/);
    const searches = calls.filter((call) => call.url.pathname === PLAYERS);
    expect(searches.some((call) => call.url.searchParams.get('existing_players') === '25100')).toBe(true);
    // Two same-club, same-league, same-nation strikers: the browser's chemistry counts them at once.
    expect(screen.getByTestId('sb-chemistry').textContent).toMatch(/^[1-9]\d*\/33$/);
  });

  it('swaps two players with the keyboard, and removes the occupant with Shift+Enter', async () => {
    const user = userEvent.setup();
    renderBuilder(PAGE, gateway(false));
    await placeFromSearch(user, /^LS: empty/, /Player 25100/);
    await placeFromSearch(user, /^RS: empty/, /Player 25101/);

    (await slot(/^LS: Player 25100/)).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/Moving Player 25100/)).toBeTruthy();
    (await slot(/^RS: Player 25101/)).focus();
    await user.keyboard('{Enter}');
    expect(await slot(/^LS: Player 25101/)).toBeTruthy();
    expect(await slot(/^RS: Player 25100/)).toBeTruthy();

    (await slot(/^LS: Player 25101/)).focus();
    await user.keyboard('{Enter}');
    (await slot(/^RS: Player 25100/)).focus();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(await slot(/^RS: Player 25101/)).toBeTruthy();
    expect(await slot(/^LS: empty/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Player 25100/ })).toBeNull();
  });

  it('keeps unsaved edits in local storage across a reload', async () => {
    const user = userEvent.setup();
    const first = renderBuilder(PAGE, gateway(false));
    await placeFromSearch(user, /^LS: empty/, /Player 25100/);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.squad('new'))).toContain('25100'));
    first.unmount();

    renderBuilder(PAGE, gateway(false));
    expect(await slot(/^LS: Player 25100, 85 ST/)).toBeTruthy();
  });

  it('logs and ignores a storage that refuses to write, and reads unreadable settings as the defaults', async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORAGE_KEYS.settings, '{not json');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    renderBuilder(PAGE, gateway(false));
    expect((await screen.findByRole('checkbox', { name: 'Remove occupant on move' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Show prices' }) as HTMLInputElement).checked).toBe(true);
    await placeFromSearch(user, /^LS: empty/, /Player 25100/);
    expect(await slot(/^LS: Player 25100/)).toBeTruthy();
    expect(setItem).toHaveBeenCalled();
    expect(errors.mock.calls.some(([message]) => String(message).includes('could not store'))).toBe(true);
    expect(errors.mock.calls.some(([message]) => String(message).includes('could not read'))).toBe(true);
  });

  it('clears the editing tactic’s roles and code when the formation changes', async () => {
    const user = userEvent.setup();
    const imported = {
      title: 'High press',
      formationId: 'f442',
      defensiveApproachId: 11,
      customDefensiveApproachValue: null,
      buildUpStyleId: 8,
      positionRoles: [{ roleId: 1, positionUniqueId: 25, focusName: 'Attack' }],
      code: 'ABC123',
    };
    renderBuilder(PAGE, gateway(true, { '/api/fut/tactics/import-code/': () => ({ body: { data: imported } }) }));
    await user.click(await screen.findByRole('button', { name: 'Import tactic' }));
    await user.type(await screen.findByRole('textbox', { name: 'Tactic code' }), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByLabelText('Tactic code')).textContent).toContain('ABC123');
    expect(screen.getByText('Line height 85')).toBeTruthy();
    expect(screen.getByText('Roles (1)')).toBeTruthy();
    const importCall = squadCalls.find((call) => call.url.pathname === '/api/fut/tactics/import-code/');
    expect(importCall?.headers['x-session-id']).toBe('S'.repeat(43));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Formation' }), '4-3-3');
    expect(await screen.findByText('Roles (0)')).toBeTruthy();
    expect(screen.getByRole('group', { name: /Pitch, 4-3-3/ })).toBeTruthy();
    expect((screen.getByLabelText('Tactic code')).textContent).toContain('—');
  });

  it('asks a visitor to sign in to save', async () => {
    const user = userEvent.setup();
    renderBuilder(PAGE, gateway(false));
    await user.click(await screen.findByRole('button', { name: 'Save squad' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to save your squad' })).toBeTruthy();
    expect(squadCalls.some((call) => call.url.pathname === '/api/squads/save/')).toBe(false);
  });

  it('saves with the version, moves to the squad’s address, and offers the saved copy on a 409', async () => {
    const user = userEvent.setup();
    let version = 1;
    let conflict = false;
    const saved: FakeRequest[] = [];
    const stored = () =>
      squadAnswer([{ group: 'FIELD', positionIdx: 9, playerEaId: 25100, myEvoPlayerId: null, positionOverride: null, evolutionOverrideId: null, isUntradeableOverride: false, rarityOverrideEaId: null }], version, 'Server copy');
    const { router } = renderBuilder(
      PAGE,
      gateway(true, {
        '/api/squads/save/': (_url, request) => {
          saved.push(request);
          if (conflict) return { status: 409, body: { error: { code: 'SQUAD.VERSION_CONFLICT', message: 'stale' } } };
          version += saved.length > 1 ? 1 : 0;
          return { body: { data: stored() } };
        },
        [`/api/squads/${UUID}/`]: () => ({ body: { data: stored() } }),
      }),
    );
    await placeFromSearch(user, /^LS: empty/, /Player 25100/);
    await user.click(screen.getByRole('button', { name: 'Save squad' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/26/squad-builder/${UUID}/edit/`));
    const first = JSON.parse(saved[0]!.body!) as { uuid?: string; version?: number; positions: unknown[] };
    expect(first.uuid).toBeUndefined();
    expect(first.positions).toEqual([expect.objectContaining({ group: 'FIELD', positionIdx: 9, playerEaId: 25100 })]);
    expect(saved[0]!.headers['x-csrf-token']).toBe('csrf-of-the-session');
    // The server's totals are shown once saved.
    await waitFor(() => expect((screen.getByTestId('sb-chemistry')).textContent).toContain('3/33'));

    await placeFromSearch(user, /^RS: empty/, /Player 25101/);
    conflict = true;
    await user.click(screen.getByRole('button', { name: 'Save squad' }));
    const second = JSON.parse(saved[1]!.body!) as { uuid?: string; version?: number };
    expect(second).toMatchObject({ uuid: UUID, version: 1 });
    // The saved squad's page also carries its comments section, which may show an alert of its own.
    expect((await screen.findByText(/changed elsewhere/)).closest('[role="alert"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load the saved copy' }));
    expect(await slot(/^RS: empty/)).toBeTruthy();
    expect((screen.getByRole('heading', { level: 1 })).textContent).toContain('Server copy');
  });

  it('runs the auto-builder, follows its progress and applies its answer', async () => {
    const user = userEvent.setup();
    let polls = 0;
    const jobId = '5d0c1e9a-7b3f-4c2e-8f61-0a9b8c7d6e5f';
    const placed = (slotIndex: number, eaId: number, isUntradeable = false) => ({ slotIndex, position: 25, eaId, overall: 85, cost: isUntradeable ? 0 : 1000, isLocked: false, isUntradeable });
    const result = {
      status: 'optimal',
      formationId: 'f442',
      // The 4-4-2's strikers: LS (26) and RS (24).
      slots: [{ ...placed(9, 25100), position: 26 }, { ...placed(10, 25101, true), position: 24 }],
      chemistry: 6,
      rating: 85,
      price: 2000,
      stages: [{ stage: 'rating', status: 'optimal', objective: 85, bound: 85, gap: 0, seconds: 0.4 }],
      greedy: null,
      pool: { cards: 40, columns: 80, removed: 3 },
      seconds: 0.5,
    };
    renderBuilder(
      PAGE,
      gateway(true, {
        '/api/squads/auto-build/': () => ({ body: { data: { jobId } } }),
        [`/api/squads/auto-build/${jobId}/`]: () => {
          polls += 1;
          return {
            body: {
              data: polls < 2
                ? { jobId, state: 'active', progress: { stage: 'rating', stageIndex: 0, stageCount: 2, elapsedSeconds: 0.3, incumbent: 84, bound: 86 }, result: null, error: null }
                : { jobId, state: 'completed', progress: null, result, error: null },
            },
          };
        },
        [`${PLAYERS.replace('26/player-items/', '')}player-items/26-25100/`]: () => ({ body: { data: card(25100) } }),
        '/api/fut/player-items/26-25101/': () => ({ body: { data: card(25101) } }),
      }),
    );
    const start = await screen.findByRole('button', { name: 'Start auto-build' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Goal' }), 'rating');
    await user.type(screen.getByRole('textbox', { name: 'Budget (coins)' }), '50000');
    // A longer time per stage than the 2 s default; one out of range is refused before any request.
    const time = screen.getByRole('spinbutton', { name: 'Time per stage (seconds)' });
    expect((time as HTMLInputElement).value).toBe('2');
    await user.clear(time);
    await user.type(time, '30');
    await user.click(start);
    expect((await screen.findByRole('alert')).textContent).toBe('The time per stage is 0.1 to 10 seconds.');
    expect(squadCalls.some((call) => call.url.pathname === '/api/squads/auto-build/')).toBe(false);
    await user.clear(time);
    await user.type(time, '6');
    await user.click(start);
    // While it runs: the stage, and its best so far against the bound proved.
    expect(await screen.findByText('Best so far: rating 84 (bound 86)', {}, { timeout: 8000 })).toBeTruthy();
    const verdict = await screen.findByText('Proven best', {}, { timeout: 8000 });
    expect(verdict.classList.contains('sb-auto__gap--open')).toBe(false);
    const body = JSON.parse(squadCalls.find((call) => call.url.pathname === '/api/squads/auto-build/')!.body!) as Record<string, unknown>;
    expect(body).toMatchObject({ goal: 'rating', budget: 50000, formationId: 'f442', locked: [], manager: null, timeLimitSeconds: 6 });
    // The answer's players before Apply, named by one search by id: position, name, rating, cost.
    const preview = screen.getByRole('table', { name: 'Auto-builder squad' });
    await waitFor(() => expect(preview.textContent).toContain(card(25100).commonName));
    expect(within(preview).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      `LS${card(25100).commonName}851,000`,
      `RS${card(25101).commonName}85Untradeable`,
    ]);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await slot(/^LS: Player 25100/)).toBeTruthy();
    expect(await slot(/^RS: Player 25101/)).toBeTruthy();
    // The answer's untradeable club card keeps that mark in its slot; the bought one does not.
    expect(screen.getByRole('button', { name: /^RS: Player 25101/ }).textContent).toContain('Untradeable');
    expect(screen.getByRole('button', { name: /^LS: Player 25100/ }).textContent).not.toContain('Untradeable');

    // The players placed can be kept for the next run, each named by its slot and rating.
    const locks = screen.getByRole('group', { name: 'Keep these players' });
    expect(within(locks).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual([
      `LS · ${card(25100).commonName} ${card(25100).overall}`,
      `RS · ${card(25101).commonName} ${card(25101).overall}`,
    ]);
    await user.click(within(locks).getByRole('checkbox', { name: /^RS · / }));
    await user.click(screen.getByRole('button', { name: 'Start auto-build' }));
    await waitFor(() =>
      expect(squadCalls.filter((call) => call.url.pathname === '/api/squads/auto-build/')).toHaveLength(2),
    );
    const again = squadCalls.filter((call) => call.url.pathname === '/api/squads/auto-build/')[1]!;
    expect(JSON.parse(again.body!)).toMatchObject({ locked: [{ slotIndex: 10, eaId: 25101 }] });
  });

  it("shows an answer with a gap left as open, not as proven, with each stage's gap", async () => {
    const user = userEvent.setup();
    const jobId = '7e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
    const result = {
      status: 'feasible',
      formationId: 'f442',
      slots: [{ slotIndex: 9, position: 25, eaId: 25100, overall: 85, cost: 1000, isLocked: false, isUntradeable: false }],
      chemistry: 33,
      rating: 85,
      price: 21000,
      stages: [
        { stage: 'chemistry', status: 'optimal', objective: 33, bound: 33, gap: 0, seconds: 0.1 },
        { stage: 'price', status: 'time-limit', objective: 21000, bound: 19950, gap: 0.05, seconds: 2 },
      ],
      greedy: null,
      pool: { cards: 40, columns: 80, removed: 3 },
      seconds: 2.2,
    };
    // The answer's names are held back: until they come the row shows that one is loading, not an id.
    let releaseNames = () => {};
    const namesHeld = new Promise<void>((resolve) => (releaseNames = resolve));
    const search = gateway(true)[PLAYERS]!;
    renderBuilder(
      PAGE,
      gateway(true, {
        [PLAYERS]: async (url, request) => {
          if (url.searchParams.has('ids')) await namesHeld;
          return search(url, request);
        },
        '/api/squads/auto-build/': () => ({ body: { data: { jobId } } }),
        [`/api/squads/auto-build/${jobId}/`]: () => ({
          body: { data: { jobId, state: 'completed', progress: null, result, error: null } },
        }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Start auto-build' }));
    const verdict = await screen.findByText('Best found in time (largest gap 5.0 %)', {}, { timeout: 8000 });
    expect(verdict.classList.contains('sb-auto__gap--open')).toBe(true);
    const stages = screen.getByRole('list', { name: 'Auto-builder stages' });
    expect(stages.textContent).toContain('chemistry: proven best');
    expect(stages.textContent).toContain('price: gap 5.0 %');
    const preview = screen.getByRole('table', { name: 'Auto-builder squad' });
    expect(within(preview).getByRole('img', { name: 'Loading the name' })).toBeTruthy();
    expect(preview.textContent).not.toContain('#25100');
    releaseNames();
    await waitFor(() => expect(preview.textContent).toContain(card(25100).commonName));
    expect(within(preview).queryByRole('img', { name: 'Loading the name' })).toBeNull();
  });

  it("keeps to the rules of the event it was opened for, and shows the service's reason for a refusal", async () => {
    const user = userEvent.setup();
    const guid = '0b6a3c52-8f4e-4d61-9a7b-1c2d3e4f5a61';
    let refuse = true;
    renderBuilder(
      `${PAGE}?event=${guid}`,
      gateway(true, {
        [`/api/fc-pro/events/${guid}/`]: () => ({ body: { data: { guid, name: 'FC Pro Open Qualifier' } } }),
        '/api/squads/auto-build/': () =>
          refuse
            ? {
                status: 400,
                body: {
                  error: {
                    code: 'INVALID_INPUT',
                    field: 'formationId',
                    message: "formation f442 is not allowed by the event's ruleset (allowed: f433)",
                  },
                },
              }
            : { body: { data: { jobId: '5d0c1e9a-7b3f-4c2e-8f61-0a9b8c7d6e5f' } } },
      }),
    );
    const keepRules = await screen.findByRole('checkbox', { name: 'Keep to the rules of FC Pro Open Qualifier' });
    expect((keepRules as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Start auto-build' }));
    expect(
      await screen.findByText(
        "The auto-builder could not start: formation f442 is not allowed by the event's ruleset (allowed: f433).",
      ),
    ).toBeTruthy();
    const starts = () => squadCalls.filter((call) => call.url.pathname === '/api/squads/auto-build/');
    expect(JSON.parse(starts()[0]!.body!)).toMatchObject({ event: { product: 'fc-pro', guid } });
    // The event's rules can be set aside: the request then names no event.
    refuse = false;
    await user.click(keepRules);
    await user.click(screen.getByRole('button', { name: 'Start auto-build' }));
    await waitFor(() => expect(starts()).toHaveLength(2));
    expect(JSON.parse(starts()[1]!.body!)).not.toHaveProperty('event');
  });

  it('lets a slot take a dragged card (HTML5 drag and drop)', async () => {
    const user = userEvent.setup();
    renderBuilder(PAGE, gateway(false));
    await placeFromSearch(user, /^LS: empty/, /Player 25100/);
    const from = await slot(/^LS: Player 25100/);
    const store = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => store.set(type, value),
      getData: (type: string) => store.get(type) ?? '',
      get types() {
        return [...store.keys()];
      },
      effectAllowed: 'all',
    };
    fireEvent.dragStart(from, { dataTransfer });
    const to = await slot(/^SUB 1: empty/);
    fireEvent.dragOver(to, { dataTransfer });
    act(() => {
      fireEvent.drop(to, { dataTransfer });
    });
    expect(await slot(/^SUB 1: Player 25100/)).toBeTruthy();
    expect(await slot(/^LS: empty/)).toBeTruthy();
  });

  it('places an evolved card from the evo lab, with the position override its alternative position earns', async () => {
    const user = userEvent.setup();
    const evolved = {
      id: 77,
      playerItemEaId: 14100,
      pathHash: 'a'.repeat(64),
      overall: 88,
      position: 14,
      alternativePositionIds: [25],
      rarityEaId: 1,
      commonName: 'Evolved Midfielder',
      evolutionPath: [5, 9],
    };
    const saved: FakeRequest[] = [];
    renderBuilder(
      PAGE,
      gateway(true, {
        '/api/fut/evo-lab/squad-builder-list/': () => ({ body: { data: { data: [evolved] } } }),
        '/api/fut/player-items/26-14100/': () => ({ body: { data: card(14100, 14, 80) } }),
        '/api/squads/save/': (_url, request) => {
          saved.push(request);
          return { status: 500, body: { error: { code: 'INTERNAL', message: 'down' } } };
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Evo lab' }));
    await user.click(await slot(/^LS: empty/));
    await user.click(await within(await screen.findByRole('list', { name: 'Evolved players' })).findByRole('button', { name: /Evolved Midfielder/ }));
    // A CM with ST among his positions plays as ST there, and the card says so, as the game's does.
    expect(await slot(/^LS: Evolved Midfielder, 88 ST, /)).toBeTruthy();

    // The PLAYER view shows the override the reducer set (the slot is the card's alternative position).
    await user.click(await slot(/^LS: Evolved Midfielder/));
    expect((screen.getByRole('checkbox', { name: 'Counts as playing ST' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save squad' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be saved/);
    const body = JSON.parse(saved[0]!.body!) as { positions: unknown[] };
    expect(body.positions).toEqual([
      expect.objectContaining({ positionIdx: 9, playerEaId: 14100, myEvoPlayerId: 77, positionOverride: 25, evolutionOverrideId: 9 }),
    ]);
  });

  it('shows the position a card plays: its own, marked, out of position; the slot’s once it counts as playing it', async () => {
    const user = userEvent.setup();
    renderBuilder(PAGE, gateway(false));
    // A striker (ST, alternative LW), moved from up front into goal by the keyboard.
    await placeFromSearch(user, /^LS: empty/, /Player 25100/);
    (await slot(/^LS: Player 25100/)).focus();
    await user.keyboard('{Enter}');
    (await slot(/^GK: empty/)).focus();
    await user.keyboard('{Enter}');
    const keeper = await slot(/^GK: Player 25100/);
    expect(keeper.getAttribute('aria-label')).toMatch(/^GK: Player 25100, \d+ ST, .*out of position, chemistry 0$/);
    expect(keeper.querySelector('.sb-slot__position--out')?.textContent).toBe('ST');

    await user.click(keeper);
    await user.click(screen.getByRole('button', { name: 'Player' }));
    await user.click(screen.getByRole('checkbox', { name: 'Counts as playing GK' }));
    const playing = await slot(/^GK: Player 25100/);
    expect(playing.getAttribute('aria-label')).toMatch(/^GK: Player 25100, \d+ GK, /);
    expect(playing.getAttribute('aria-label')).not.toContain('out of position');
    expect(playing.querySelector('.sb-slot__position--out')).toBeNull();
  });

  it('takes the player view’s overrides and removal, and shows chemistry per slot', async () => {
    const user = userEvent.setup();
    renderBuilder(PAGE, gateway(false));
    await placeFromSearch(user, /^LS: empty/, /Player 25100/);
    await placeFromSearch(user, /^RS: empty/, /Player 25101/);
    const price = () => screen.getByTestId('sb-price').textContent;
    const both = price();
    await user.click(await slot(/^LS: Player 25100/));
    await user.click(screen.getByRole('checkbox', { name: 'Untradeable (not counted in the price)' }));
    expect(price()).not.toBe(both);
    expect(screen.getByRole('button', { name: /^LS: Player 25100/ }).textContent).toContain('Untradeable');

    await user.click(screen.getByRole('button', { name: 'Chemistry' }));
    const table = screen.getByRole('table', { name: /Chemistry \d+ \/ 33/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(12);
    expect(rows[10]!.textContent).toContain('Player 25100');

    await user.click(await slot(/^LS: Player 25100/));
    await user.click(screen.getByRole('button', { name: 'Player' }));
    await user.click(screen.getByRole('button', { name: 'Remove player' }));
    expect(await slot(/^LS: empty/)).toBeTruthy();
  });

  it('lays the builder out compactly below 1281 px', async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      const { container } = renderBuilder(PAGE, gateway(false));
      await slot(/^GK: empty/);
      expect(container.querySelector('.squad-builder--compact')).not.toBeNull();
    } finally {
      window.innerWidth = width;
    }
  });

  it('saves the squad’s tactics under the saved squad, and brings them back for a squad opened elsewhere', async () => {
    const user = userEvent.setup();
    const guid = '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const serverTactic = {
      tacticId: guid,
      title: 'Tactic 1',
      formationId: 'f442',
      defensiveApproachId: 10,
      customDefensiveApproachValue: null,
      buildUpStyleId: 8,
      positionRoles: [],
      gameYear: 26,
      squadUuid: UUID,
      code: 'FGT-XYZ',
      lineHeight: 50,
      isFullSquad: false,
      createdAt: '2026-11-27T10:00:00.000Z',
      lastUpdatedAt: '2026-11-27T10:00:00.000Z',
    };
    const handlers = gateway(true, {
      '/api/squads/save/': () => ({ body: { data: squadAnswer([]) } }),
      [`/api/squads/${UUID}/`]: () => ({ body: { data: squadAnswer([]) } }),
      '/api/fut/tactics/create/': (_url, request) => {
        const { tactics } = JSON.parse(request.body!) as { tactics: { local_guid: string }[] };
        return { body: { data: { tactics: tactics.map((t) => ({ local_guid: t.local_guid, guid, tactic: serverTactic })) } } };
      },
      '/api/fut/tactics/user-tactics/': () => ({ body: { data: [serverTactic], totalCount: 1 } }),
    });
    const first = renderBuilder(PAGE, handlers);
    await user.click(await screen.findByRole('button', { name: 'Tactics' }));
    await user.click(await screen.findByRole('button', { name: 'New tactic' }));
    await user.click(screen.getByRole('button', { name: 'Save squad' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe(`/26/squad-builder/${UUID}/edit/`));
    const create = squadCalls.find((call) => call.url.pathname === '/api/fut/tactics/create/');
    expect(JSON.parse(create!.body!)).toMatchObject({ tactics: [{ data: { squadUuid: UUID, formationId: 'f442', gameYear: 26 } }] });
    first.unmount();

    // Another browser (nothing stored): the squad's tactics are asked for by squad.
    localStorage.clear();
    renderBuilder(`/26/squad-builder/${UUID}/edit/`, handlers);
    await user.click(await screen.findByRole('button', { name: 'Tactics' }));
    expect(await within(await screen.findByRole('list', { name: 'Squad tactics' })).findByRole('button', { name: /Tactic 1/ })).toBeTruthy();
    expect(squadCalls.some((call) => call.url.pathname === '/api/fut/tactics/user-tactics/' && call.url.searchParams.get('squad') === UUID)).toBe(true);
  });

  it('saves another user’s squad as a copy of the reader’s own', async () => {
    const user = userEvent.setup();
    const copy = '0c5e7d1a-2b3f-4a8c-9d6e-5f4a3b2c1d0e';
    const theirs = { ...squadAnswer([{ group: 'FIELD', positionIdx: 9, playerEaId: 25100, myEvoPlayerId: null, positionOverride: null, evolutionOverrideId: null, isUntradeableOverride: false, rarityOverrideEaId: null }], 4, 'Their squad'), isOwner: false };
    const saved: FakeRequest[] = [];
    const { router } = renderBuilder(
      `/26/squad-builder/${UUID}/edit/`,
      gateway(true, {
        [`/api/squads/${UUID}/`]: () => ({ body: { data: theirs } }),
        [`/api/squads/${copy}/`]: () => ({ body: { data: { ...theirs, uuid: copy, version: 1, isOwner: true } } }),
        '/api/squads/save/': (_url, request) => {
          saved.push(request);
          return { body: { data: { ...theirs, uuid: copy, version: 1, isOwner: true } } };
        },
      }),
    );
    expect(await slot(/^LS: Player 25100/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Save a copy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/26/squad-builder/${copy}/edit/`));
    const body = JSON.parse(saved[0]!.body!) as Record<string, unknown>;
    expect(body['uuid']).toBeUndefined();
    expect(body['version']).toBeUndefined();
    expect(body['title']).toBe('Their squad');
  });

  it('creates, saves, exports, and deletes a tactic through the tactics API, with a base role per slot', async () => {
    const user = userEvent.setup();
    const guid = '1f2e3d4c-5b6a-4789-8a9b-0c1d2e3f4a5b';
    const core = coreDataFixture();
    const baseRole = { eaId: 101, id: 7, name: 'Sweeper Keeper', position: 0, positionName: 'GK', plusEaId: null, plusPlusEaId: null, isBase: true, focus: [{ name: 'Defend', position: 0 }, { name: 'Balanced', position: 0 }] };
    const withRoles = { ...core, baseRoles: { '7': baseRole } } as unknown as typeof core;
    const stored = (fields: Record<string, unknown>) => ({
      tacticId: guid, title: 'Tactic 1', formationId: 'f442', defensiveApproachId: 10, customDefensiveApproachValue: null,
      buildUpStyleId: 8, positionRoles: [], gameYear: 26, squadUuid: null, code: 'FGT-SAVED', lineHeight: 50, isFullSquad: false,
      createdAt: '2026-11-27T10:00:00.000Z', lastUpdatedAt: '2026-11-27T10:00:00.000Z', ...fields,
    });
    renderBuilder(
      PAGE,
      gateway(true, {
        '/api/fut/26/fut-core-data/': () => ({ body: { data: withRoles } }),
        '/api/fut/tactics/export-code/': () => ({ body: { data: { code: 'FGT-LOCAL' } } }),
        '/api/fut/tactics/create/': (_url, request) => {
          const { tactics } = JSON.parse(request.body!) as { tactics: { local_guid: string; data: Record<string, unknown> }[] };
          return { body: { data: { tactics: tactics.map((t) => ({ local_guid: t.local_guid, guid, tactic: stored(t.data) })) } } };
        },
        [`/api/fut/tactics/${guid}/delete/`]: () => ({ body: { data: { guid, deleted: true } } }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Tactics' }));
    await user.click(await screen.findByRole('button', { name: 'New tactic' }));
    const gkRole = await screen.findByRole('combobox', { name: 'GK role' });
    await waitFor(() => expect(within(gkRole).queryByRole('option', { name: 'Sweeper Keeper' })).not.toBeNull());
    await user.selectOptions(gkRole, '7');
    expect(((await screen.findByRole('combobox', { name: 'GK focus' })) as HTMLSelectElement).value).toBe('Defend');
    expect(screen.getByText('Roles (1)')).toBeTruthy();

    // An unsaved tactic's code: its data, base64url, with encoded=1.
    await user.click(screen.getByRole('button', { name: 'Export code' }));
    await waitFor(() => expect(screen.getByLabelText('Tactic code').textContent).toBe('FGT-LOCAL'));
    const exported = squadCalls.find((call) => call.url.pathname === '/api/fut/tactics/export-code/')!;
    expect(exported.url.searchParams.get('encoded')).toBe('1');
    const data = JSON.parse(atob(exported.url.searchParams.get('tactic')!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    expect(data).toMatchObject({ formationId: 'f442', positionRoles: [{ roleId: 7, positionUniqueId: 0, focusName: 'Defend' }], gameYear: 26 });

    await user.click(screen.getByRole('button', { name: 'Save tactic' }));
    await waitFor(() => expect(screen.getByLabelText('Tactic code').textContent).toBe('FGT-SAVED'));
    const created = squadCalls.find((call) => call.url.pathname === '/api/fut/tactics/create/')!;
    expect(created.headers['x-session-id']).toBe('S'.repeat(43));
    expect(JSON.parse(created.body!)).toMatchObject({ tactics: [{ data: { squadUuid: null, positionRoles: [{ roleId: 7 }] } }] });

    await user.click(screen.getByRole('button', { name: 'Delete tactic' }));
    expect(await screen.findByText('No tactic yet.')).toBeTruthy();
    expect(squadCalls.some((call) => call.url.pathname === `/api/fut/tactics/${guid}/delete/` && call.method === 'POST')).toBe(true);
  });
});
