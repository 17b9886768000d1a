import type {
  SbcSolverPreferences,
  SbcChallenge,
  SbcChallengeAnswer,
  SbcSet,
  SbcSolveJob,
  SbcSolveProgress,
  SbcSolveResult,
  SbcSolvedSquad,
} from '@futgg/contracts';
import { SBC_SOLVER_DEFAULT_OPTIONS } from '@futgg/contracts';
import { FORMATIONS } from '@futgg/game-rules';
import { coreDataFixture, signedInFixture, summaryFixture } from '../../../testing/fixtures';
import {
  fakeFetch,
  IDENTITY_PATH,
  renderApp,
  withFakeStreams,
  type FakeRequest,
  type FakeRoute,
} from '../../../testing/render';
import { resetAccountPreferences } from '../hooks/use-account-preferences';

export const JOB_ID = '6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
export const SAVED_SQUAD = '7b2e1d3f-4c5a-4b6c-9d8e-1f2a3b4c5d6e';
export const SOLVE_PATH = '/api/fut/sbc/solve/';
export const JOB_PATH = `${SOLVE_PATH}${JOB_ID}/`;
export const PREFERENCES_PATH = '/api/fut/sbc/solver-preferences/';

export const challengeFixture = (id: number, overrides: Partial<SbcChallenge> = {}): SbcChallenge => ({
  id,
  setId: 7,
  name: `Challenge ${id}`,
  description: '',
  order: 1,
  formationId: 'f433',
  requirements: {
    version: 1,
    rules: [
      { type: 'squadRatingMin', value: 84 },
      { type: 'playerCount', scope: 'league', ids: [13], min: 3 },
    ],
  },
  rewards: [],
  estimatedCost: { console: 41_500, pc: 39_000 },
  ...overrides,
});

export const setFixture = (): SbcSet => ({
  id: 7,
  slug: 'marquee-matchups',
  name: 'Marquee Matchups',
  description: '',
  categorySlug: 'upgrades',
  repeatable: false,
  startsAt: '2026-11-20T18:00:00.000Z',
  endsAt: '2026-11-30T18:00:00.000Z',
  isExpired: false,
  challengeCount: 2,
  rewards: [],
  estimatedCost: { console: 83_000, pc: null },
  challenges: [challengeFixture(51), challengeFixture(52, { order: 2 })],
});

/** A 4-3-3 of eleven cards (each slot's position its unique position id, as the contract says) `firstEaId`.. in slot order, each 1,000 coins bought, the first one from the club. */
export const squadFixture = (firstEaId: number, overrides: Partial<SbcSolvedSquad> = {}): SbcSolvedSquad => {
  const formation = FORMATIONS.find((f) => f.id === 'f433')!;
  return {
    formationId: 'f433',
    slots: formation.slots.map((slot, slotIndex) => ({
      slotIndex,
      position: slot.uniquePositionId,
      eaId: firstEaId + slotIndex,
      overall: 84,
      leagueEaId: 13,
      clubEaId: 10,
      nationEaId: 14,
      rarityEaId: 1,
      source: slotIndex === 0 ? 'club' : 'market',
      isUntradeable: slotIndex === 0,
      isLocked: false,
      cost: slotIndex === 0 ? 0 : 1_000,
      inPosition: true,
      chemistry: 3,
    })),
    chemistry: 33,
    rating: 84,
    cost: 10_000,
    purchases: 10,
    ownedValueSpent: 0,
    ...overrides,
  };
};

export const answerFixture = (overrides: Partial<SbcChallengeAnswer> = {}): SbcChallengeAnswer => ({
  sbcChallengeId: 51,
  name: 'Challenge 51',
  status: 'optimal',
  squad: squadFixture(30_000),
  cost: 10_000,
  bound: 10_000,
  gap: 0,
  check: { passed: true, violations: [] },
  infeasibleRules: [],
  alternatives: [
    {
      label: 'fewest-purchases',
      status: 'optimal',
      squad: squadFixture(31_000, { cost: 12_500, purchases: 4 }),
      gap: 0,
    },
    {
      label: 'keeps-valuable-cards',
      status: 'feasible',
      squad: squadFixture(32_000, { cost: 11_000, purchases: 9 }),
      gap: 0.05,
    },
  ],
  // The server's messages (game-rules' describeSbcRule) give ids; a page that knows the rules names them.
  marginalCosts: [
    { index: 0, type: 'squadRatingMin', message: 'Squad rating: min 84', saving: 6_200, proved: true },
    {
      index: 1,
      type: 'playerCount',
      message: 'Players from league 13: min 3',
      saving: null,
      proved: false,
    },
  ],
  seconds: 1.4,
  ...overrides,
});

export const resultFixture = (
  challenges: SbcChallengeAnswer[],
  overrides: Partial<SbcSolveResult> = {},
): SbcSolveResult => ({
  status: challenges.every((answer) => answer.status === 'optimal') ? 'optimal' : 'feasible',
  cached: false,
  priceKey: 'console',
  challenges,
  totalCost: challenges.every((answer) => answer.cost !== null)
    ? challenges.reduce((sum, answer) => sum + (answer.cost ?? 0), 0)
    : null,
  pool: { club: 120, market: 4_000, candidates: 900 },
  seconds: 1.6,
  ...overrides,
});

export const jobFixture = (overrides: Partial<SbcSolveJob> = {}): SbcSolveJob => ({
  jobId: JOB_ID,
  state: 'waiting',
  progress: null,
  result: null,
  error: null,
  ...overrides,
});

export const activeJob = (): SbcSolveJob =>
  jobFixture({
    state: 'active',
    progress: {
      phase: 'cheapest',
      challengeIndex: 0,
      challengeCount: 1,
      elapsedSeconds: 0.8,
      incumbent: 12_300,
      bound: 9_850,
      answers: [],
    },
  });

/** A job still running whose progress already holds `answers` (the current challenge's last). */
export const answeringJob = (
  answers: SbcChallengeAnswer[],
  phase: SbcSolveProgress['phase'],
  challengeCount = answers.length,
): SbcSolveJob =>
  jobFixture({
    state: 'active',
    progress: {
      phase,
      challengeIndex: answers.length - 1,
      challengeCount,
      elapsedSeconds: 2.4,
      incumbent: null,
      bound: null,
      answers,
    },
  });

/**
 * The fake gateway's SBC set, core data and card names (a player search by `ids=` answers each id as
 * "Player <id>"); the solver's routes come from each test.
 */
export const sbcPageRoutes = (): Record<string, FakeRoute> => ({
  '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
  '/api/fut/sbc/set/7/': () => ({ body: { data: setFixture() } }),
  '/api/fut/sbc/challenge/51/': () => ({ body: { data: challengeFixture(51) } }),
  '/api/comments/3/7/': () => ({ body: { data: [], totalCount: 0 } }),
  '/api/fut/26/player-items/': (url) => {
    const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean).map(Number);
    const rows = ids.map((eaId) => summaryFixture(eaId, { commonName: `Player ${eaId}` }));
    return { body: { data: rows, totalCount: rows.length } };
  },
});

/**
 * The SBC pages' routes with the solver's: the reader (signed in as the fixture's user, or a visitor), a
 * start that answers JOB_ID, and the job as `job()` says it is when asked.
 */
export const solverRoutes = (signedIn: boolean, job: () => unknown): Record<string, FakeRoute> => ({
  ...sbcPageRoutes(),
  [IDENTITY_PATH]: () => ({ body: { data: signedIn ? signedInFixture() : { isAuthenticated: false } } }),
  [SOLVE_PATH]: () => ({ body: { data: { jobId: JOB_ID } } }),
  [JOB_PATH]: () => ({ body: { data: job() } }),
});

/**
 * The account's solver preferences as a fake gateway keeps them: `saved` as read, each POST's parts
 * replacing them (as the squads service does) and recorded in `writes`.
 */
export const fakeAccountPreferences = (saved: SbcSolverPreferences) => {
  const account = { saved, writes: [] as Record<string, unknown>[] };
  const route: FakeRoute = (_url, request) => {
    if (request.method === 'POST') {
      const update = JSON.parse(request.body ?? '{}') as Partial<SbcSolverPreferences>;
      account.writes.push(update);
      account.saved = { ...account.saved, ...update, updatedAt: '2026-11-29T08:00:00.000Z' };
    }
    return { body: { data: account.saved } };
  };
  return { account, routes: { [PREFERENCES_PATH]: route } };
};

/** An account that never saved its preferences: the defaults. */
export const NEVER_SAVED: SbcSolverPreferences = {
  options: SBC_SOLVER_DEFAULT_OPTIONS,
  customRequirements: null,
  updatedAt: null,
};

const realFetch = globalThis.fetch;

/**
 * The app at `path` over a fake gateway answering `handlers`. The solver's calls go through their own
 * client over the page's credentials and the global fetch (as the squad builder's do), so the global
 * fetch answers from the same fake until `restoreFetch`; with `streams`, its job streams are the test's
 * to write (withFakeStreams), else they are refused and the page polls. Answers the solver client's
 * calls beside the render.
 */
export const renderWithSolver = (
  path: string,
  handlers: Record<string, FakeRoute>,
  { streams = false }: { streams?: boolean } = {},
) => {
  const fake = fakeFetch(handlers);
  const live = withFakeStreams(fake.fetch);
  globalThis.fetch = streams ? live.fetch : fake.fetch;
  return { ...renderApp(path, handlers), solverCalls: fake.calls as FakeRequest[], streams: live.streams };
};

/** Puts back the global fetch renderWithSolver swapped, and forgets the page's account (each spec's afterEach). */
export const restoreFetch = () => {
  globalThis.fetch = realFetch;
  resetAccountPreferences();
};
