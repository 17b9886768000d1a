// The SBC solver through the real gateway (docs/sbc-solver.md): jobs started, read and cancelled over HTTP
// by signed-in users, solved by the squads service's BullMQ worker over the catalog's generated cards and
// seeded challenges. Every answer is saved as a squad and checked again by the squads service's own SBC
// check, which knows nothing of the solver.
import { type SbcSolveJob, type SquadPoolCard } from '@futgg/contracts';
import { readSquadPool, startSquadsStack, type SignedInUser, type SquadsStack } from './squads-stack.js';
import { apiCall } from './api-call.js';
import { eventsUntilEnd } from './event-stream.js';

let stack: SquadsStack;
let alice: SignedInUser;
let bob: SignedInUser;
let cards: SquadPoolCard[];

/* eslint-disable @typescript-eslint/no-explicit-any */
const api = <T = any>(path: string, user?: SignedInUser | null, json?: unknown) =>
  apiCall<T>(stack.url, path, user, { json });

const solve = (user: SignedInUser | null, request: Record<string, unknown>) =>
  api<{ jobId: string }>('/api/fut/sbc/solve/', user, { gameYear: 26, ...request });

const start = async (user: SignedInUser, request: Record<string, unknown>) => {
  const started = await solve(user, request);
  expect(started.status).toBe(200);
  return started.body.data.jobId;
};

const read = (user: SignedInUser | null, jobId: string) =>
  api<SbcSolveJob>(`/api/fut/sbc/solve/${jobId}/`, user);

const cancel = async (user: SignedInUser, jobId: string) => {
  const response = await fetch(`${stack.url}/api/fut/sbc/solve/${jobId}/`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  return { status: response.status, body: (await response.json()) as { data: SbcSolveJob } };
};

const finished = (job: SbcSolveJob) => ['completed', 'failed', 'cancelled'].includes(job.state);

const waitFor = async (user: SignedInUser, jobId: string, timeoutMs = 120_000): Promise<SbcSolveJob> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await read(user, jobId);
    expect(status).toBe(200);
    if (finished(body.data)) return body.data;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${body.data.state}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
};

/** Saves an answer's squad as the user's and asks the squads service's SBC check about it. */
const checkedBySquads = async (user: SignedInUser, challengeId: number, squad: any) => {
  const positions = squad.slots.map((slot: any) => ({
    group: 'FIELD',
    positionIdx: slot.slotIndex,
    playerEaId: slot.eaId,
  }));
  const saved = await api('/api/squads/save/', user, {
    title: 'Solved',
    formationId: squad.formationId,
    positions,
  });
  expect(saved.status).toBe(200);
  const check = await api(`/api/fut/sbc/challenge/${challengeId}/check/?squad=${saved.body.data.uuid}`, user);
  expect(check.status).toBe(200);
  return { saved: saved.body.data, check: check.body.data };
};

const RATING_ONLY = (value: number) => ({
  version: 1,
  rules: [
    { type: 'squadRatingMin', value },
    { type: 'playerTotal', value: 11 },
  ],
});

/** Per test: a job's solves take up to their time limits on a machine other suites share. */
const LONG = 150_000;

beforeAll(async () => {
  stack = await startSquadsStack('sbc_solver_api', 1500);
  [alice, bob] = await Promise.all([stack.signIn('alice'), stack.signIn('bob')]);
  cards = await readSquadPool(stack);
}, 240_000);
afterAll(() => stack?.stop(), 60_000);

describe('solving a seeded challenge', () => {
  let challengeId: number;
  let job: SbcSolveJob;

  beforeAll(async () => {
    // The first seeded challenge of moderate rating: quick to prove on a shared machine.
    for (let id = 1; id < 200; id += 1) {
      const answer = await api(`/api/fut/sbc/challenge/${id}/`);
      if (answer.status !== 200) continue;
      const rules = answer.body.data.requirements.rules;
      const rating = rules.find((rule: any) => rule.type === 'squadRatingMin')?.value ?? 0;
      const chemistry = rules.find((rule: any) => rule.type === 'teamChemistryMin')?.value ?? 0;
      if (rating >= 70 && rating <= 80 && chemistry <= 15) {
        challengeId = id;
        break;
      }
    }
    expect(challengeId).toBeDefined();
    job = await waitFor(alice, await start(alice, { sbcChallengeId: challengeId, timeLimitSeconds: 5 }));
  }, LONG);

  it('answers the cheapest squad with its proof, and the squads service finds every rule met', async () => {
    expect(job.state).toBe('completed');
    const result = job.result!;
    expect(result.cached).toBe(false);
    const [answer] = result.challenges;
    expect(answer!.sbcChallengeId).toBe(challengeId);
    expect(['optimal', 'feasible']).toContain(answer!.status);
    expect(answer!.squad!.slots).toHaveLength(11);
    expect(answer!.check).toEqual({ passed: true, violations: [] });
    // The cost is the cards' prices (the market only: alice has no club yet).
    const price = new Map(cards.map((card) => [card.eaId, card.price]));
    expect(answer!.cost).toBe(
      answer!.squad!.slots.reduce((sum: number, slot: any) => sum + price.get(slot.eaId)!, 0),
    );
    if (answer!.status === 'optimal') expect(answer!.gap).toBe(0);
    expect(answer!.bound).toBeLessThanOrEqual(answer!.cost!);
    const { saved, check } = await checkedBySquads(alice, challengeId, answer!.squad);
    expect(check.passed).toBe(true);
    // Openable in the builder: the saved squad has the answer's chemistry and rating.
    expect({ chemistry: saved.chemistry.total, rating: saved.rating }).toEqual({
      chemistry: answer!.squad!.chemistry,
      rating: answer!.squad!.rating,
    });
    expect(job.progress).toEqual(
      expect.objectContaining({ challengeCount: 1, elapsedSeconds: expect.any(Number) }),
    );
    // The progress showed the answer before the job ended: the last one written (while the rules' costs
    // were solved) holds the same squad at the same cost.
    const shown = job.progress!.answers[0]!;
    expect(shown.cost).toBe(answer!.cost);
    expect(shown.squad!.slots.map((slot) => slot.eaId)).toEqual(
      answer!.squad!.slots.map((slot) => slot.eaId),
    );
  });

  it('gives each rule but the squad size its marginal cost', () => {
    const [answer] = job.result!.challenges;
    const indexes = answer!.marginalCosts.map((marginal) => marginal.index);
    expect(indexes.length).toBeGreaterThan(0);
    for (const marginal of answer!.marginalCosts) {
      expect(marginal.type).not.toBe('playerTotal');
      if (marginal.proved) expect(marginal.saving).toBeGreaterThanOrEqual(0);
    }
  });

  it(
    'answers the same request from the cache, and the same again for another user only their own',
    async () => {
      const again = await waitFor(
        alice,
        await start(alice, { sbcChallengeId: challengeId, timeLimitSeconds: 5 }),
      );
      expect(again.result!.cached).toBe(true);
      expect(again.result!.challenges[0]!.cost).toBe(job.result!.challenges[0]!.cost);
      // Bob cannot read nor cancel alice's job; it stays as it was.
      expect((await read(bob, job.jobId)).status).toBe(404);
      expect((await cancel(bob, job.jobId)).status).toBe(404);
      const still = await read(alice, job.jobId);
      expect(still.body.data.state).toBe('completed');
      expect(still.body.data.result!.challenges[0]!.cost).toBe(job.result!.challenges[0]!.cost);
    },
    LONG,
  );
});

describe('the club as the pool', () => {
  it(
    'spends untradeable club cards at no cost, keeps the current squad, and a new club version is solved anew',
    async () => {
      // Twelve well-rated players, untradeable, in alice's club.
      const owned: SquadPoolCard[] = [];
      for (const card of [...cards].sort((a, b) => b.overall - a.overall || a.eaId - b.eaId)) {
        // Twelve different players: a squad holds a player once, whatever his versions.
        if (owned.length < 12 && !owned.some((other) => other.basePlayerEaId === card.basePlayerEaId))
          owned.push(card);
      }
      for (const card of owned) {
        const added = await api('/api/fut/user-club/26/add/', alice, {
          eaId: card.eaId,
          isUntradeable: true,
        });
        expect(added.status).toBe(200);
      }
      const lowest = Math.min(...owned.map((card) => card.overall));
      const requirements = RATING_ONLY(Math.min(lowest, 85));
      const clubOnly = { club: true, market: false };
      const free = await waitFor(
        alice,
        await start(alice, { requirements, pool: clubOnly, timeLimitSeconds: 5 }),
      );
      const [answer] = free.result!.challenges;
      expect(answer!.status).toBe('optimal');
      expect(answer!.cost).toBe(0);
      expect(answer!.squad!.slots.every((slot: any) => slot.source === 'club' && slot.isUntradeable)).toBe(
        true,
      );
      expect(free.result!.pool.club).toBe(12);

      // The current squad's players are kept out: one of the club's cards is in it.
      const kept = owned[0]!;
      const current = await api('/api/squads/save/', alice, {
        title: 'Weekend League',
        formationId: 'f433',
        positions: [{ group: 'FIELD', positionIdx: 0, playerEaId: kept.eaId }],
        flags: { isCurrent: true },
      });
      expect(current.status).toBe(200);
      const keeping = await waitFor(
        alice,
        await start(alice, {
          requirements,
          pool: { ...clubOnly, keepActiveSquad: true },
          timeLimitSeconds: 5,
        }),
      );
      const ids = keeping.result!.challenges[0]!.squad!.slots.map((slot: any) => slot.eaId);
      expect(ids).not.toContain(kept.eaId);
      expect(keeping.result!.cached).toBe(false);

      // A duplicate held of a club card (the game's SBC storage) is spent before the club's copy; the
      // club changed, so the same request is solved anew.
      const doubled = owned[1]!;
      expect(
        (
          await api('/api/fut/user-club/26/add/', alice, {
            eaId: doubled.eaId,
            isUntradeable: true,
            duplicates: 1,
          })
        ).status,
      ).toBe(200);
      const spending = await waitFor(
        alice,
        await start(alice, {
          requirements,
          pool: { ...clubOnly, keepActiveSquad: true },
          timeLimitSeconds: 5,
        }),
      );
      expect(spending.result!.cached).toBe(false);
      expect(spending.result!.pool.club).toBe(13);
      const slots = spending.result!.challenges[0]!.squad!.slots;
      expect(slots.find((slot: any) => slot.eaId === doubled.eaId)?.source).toBe('duplicate');
      expect(slots.filter((slot: any) => slot.source === 'duplicate')).toHaveLength(1);

      // Bob's club is empty: the same club-only request has no squad, and says which rule fails.
      const bobs = await waitFor(
        bob,
        await start(bob, { requirements, pool: clubOnly, timeLimitSeconds: 5 }),
      );
      expect(bobs.result!.challenges[0]!.status).toBe('infeasible');
    },
    LONG,
  );

  it(
    'names the rules that cannot be met together',
    async () => {
      const league = cards[0]!.leagueEaId;
      const requirements = {
        version: 1,
        rules: [
          { type: 'squadRatingMin', value: 60 },
          { type: 'playerCount', scope: 'league', ids: [league], min: 8 },
          { type: 'playerCount', scope: 'league', ids: [league], max: 2 },
          { type: 'playerTotal', value: 11 },
        ],
      };
      const job = await waitFor(
        alice,
        await start(alice, { requirements, pool: { club: false }, timeLimitSeconds: 5 }),
      );
      const [answer] = job.result!.challenges;
      expect(job.result!.status).toBe('infeasible');
      expect(answer!.squad).toBeNull();
      expect(answer!.infeasibleRules.map((rule: any) => rule.index)).toEqual([1, 2]);
      expect(answer!.infeasibleRules[0]!.message).toBe(`Players from league ${league}: min 8`);
    },
    LONG,
  );
});

describe('a whole set', () => {
  it('solves every challenge from one pool without spending a card twice', async () => {
    let setId: number | undefined;
    let challengeCount = 0;
    for (let id = 1; id < 80 && setId === undefined; id += 1) {
      const answer = await api(`/api/fut/sbc/set/${id}/`);
      if (answer.status !== 200) continue;
      const challenges = answer.body.data.challenges;
      const easy = challenges.every((challenge: any) =>
        challenge.requirements.rules.every(
          (rule: any) =>
            (rule.type !== 'squadRatingMin' || rule.value <= 78) &&
            (rule.type !== 'teamChemistryMin' || rule.value <= 10),
        ),
      );
      if (challenges.length >= 2 && easy) {
        setId = id;
        challengeCount = challenges.length;
      }
    }
    expect(setId).toBeDefined();
    const job = await waitFor(
      alice,
      await start(alice, {
        sbcSetId: setId,
        pool: { club: false },
        timeLimitSeconds: 3,
        alternatives: false,
        marginalCosts: false,
      }),
      240_000,
    );
    expect(job.state).toBe('completed');
    const answers = job.result!.challenges;
    expect(answers).toHaveLength(challengeCount);
    const spent = answers.flatMap((answer) => answer.squad?.slots.map((slot: any) => slot.eaId) ?? []);
    expect(new Set(spent).size).toBe(spent.length);
    if (answers.every((answer) => answer.cost !== null)) {
      expect(job.result!.totalCost).toBe(answers.reduce((sum, answer) => sum + answer.cost!, 0));
    }
    // The last progress, written while the last challenge was solved, showed the earlier ones whole.
    const shown = job.progress!.answers;
    expect(shown.length).toBeGreaterThanOrEqual(challengeCount - 1);
    shown.slice(0, challengeCount - 1).forEach((answer, index) => expect(answer).toEqual(answers[index]));
  }, 300_000);
});

/** A job's stream read to its end as the web reads it (fetch, the user's bearer token). */
const followed = (user: SignedInUser | null, jobId: string) =>
  eventsUntilEnd(
    `${stack.url}/api/fut/sbc/solve/${jobId}/stream/`,
    user ? { authorization: `Bearer ${user.accessToken}` } : {},
    LONG,
  );

const STATE_ORDER = ['waiting', 'active', 'completed'];

describe('following a job live', () => {
  it(
    'streams a waiting job as it starts, its progress, then its answer, and ends',
    async () => {
      // One solve at a time: a chemistry solve over the market holds the worker for its 3 s while the
      // second job's stream opens, so that job is followed from waiting to its end.
      const blocker = await start(alice, {
        requirements: {
          version: 1,
          rules: [
            { type: 'squadRatingMin', value: 80 },
            { type: 'teamChemistryMin', value: 30 },
            { type: 'playerTotal', value: 11 },
          ],
        },
        pool: { club: false },
        timeLimitSeconds: 3,
        alternatives: false,
        marginalCosts: false,
      });
      const jobId = await start(alice, {
        requirements: RATING_ONLY(77),
        pool: { club: false },
        timeLimitSeconds: 2,
      });
      const { status, contentType, events } = await followed(alice, jobId);
      expect(status).toBe(200);
      expect(contentType).toMatch(/^text\/event-stream/);
      expect(events.every((event) => event.event === 'job')).toBe(true);
      const jobs = events.map((event) => JSON.parse(event.data) as SbcSolveJob);
      expect(jobs.every((job) => job.jobId === jobId)).toBe(true);
      // From waiting, through the solver's progress, to the answer, never back; the answer ends it.
      expect(jobs[0]!.state).toBe('waiting');
      const order = jobs.map((job) => STATE_ORDER.indexOf(job.state));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      const running = jobs.filter((job) => job.state === 'active' && job.progress !== null);
      expect(running.length).toBeGreaterThan(0);
      expect(running[0]!.progress!.phase).toBe('cheapest');
      const last = jobs.at(-1)!;
      expect(last.state).toBe('completed');
      expect(jobs.filter((job) => job.state === 'completed')).toHaveLength(1);
      // The streamed answer is the one the status route gives.
      expect(last).toEqual((await read(alice, jobId)).body.data);
      expect(last.result!.challenges[0]!.squad).not.toBeNull();
      await waitFor(alice, blocker);
    },
    LONG,
  );

  it(
    'gives a finished job’s stream its last state as its one event, and ends',
    async () => {
      const jobId = await start(alice, {
        requirements: RATING_ONLY(74),
        pool: { club: false },
        timeLimitSeconds: 2,
      });
      const done = await waitFor(alice, jobId);
      const { status, events } = await followed(alice, jobId);
      expect(status).toBe(200);
      expect(events.map((event) => JSON.parse(event.data))).toEqual([done]);
    },
    LONG,
  );

  it(
    'refuses another user’s job and an unknown one (404), a bad id (400) and a visitor (401), with the error body',
    async () => {
      const jobId = await start(alice, {
        requirements: RATING_ONLY(73),
        pool: { club: false },
        timeLimitSeconds: 2,
      });
      const bobs = await followed(bob, jobId);
      expect({ status: bobs.status, events: bobs.events, error: bobs.error }).toEqual({
        status: 404,
        events: [],
        error: { error: expect.objectContaining({ code: 'NOT_FOUND' }) },
      });
      expect((await followed(alice, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
      const bad = await followed(alice, 'not-a-uuid');
      expect({ status: bad.status, field: (bad.error as any).error.field }).toEqual({
        status: 400,
        field: 'jobId',
      });
      expect((await followed(null, jobId)).status).toBe(401);
      // Bob's look left alice's job as it was: hers to read, and it ends as any other.
      expect((await waitFor(alice, jobId)).state).toBe('completed');
    },
    LONG,
  );
});

describe('cancelling, signing in and bad input', () => {
  it(
    'a waiting job cancelled by its owner never runs',
    async () => {
      const requirements = RATING_ONLY(75);
      // One solve at a time: the second waits behind the first.
      const first = await start(alice, { requirements, pool: { club: false }, timeLimitSeconds: 3 });
      const second = await start(alice, {
        requirements: RATING_ONLY(76),
        pool: { club: false },
        timeLimitSeconds: 3,
      });
      const cancelled = await cancel(alice, second);
      expect(cancelled.status).toBe(200);
      const ended = await waitFor(alice, second);
      expect(ended.state).toBe('cancelled');
      expect(ended.result?.challenges ?? []).toEqual([]);
      await waitFor(alice, first);
    },
    LONG,
  );

  it(
    'holds a user to 20 solves a minute, with a 429 naming the action',
    async () => {
      // Bob's club is empty: each of these ends at once, infeasible.
      const request = {
        requirements: RATING_ONLY(70),
        pool: { club: true, market: false },
        timeLimitSeconds: 1,
      };
      const answers = [];
      for (let i = 0; i < 21; i += 1) answers.push(await solve(bob, request));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(20);
      const refused = answers.find((answer) => answer.status === 429);
      expect(refused?.body.error?.message).toContain('sbc-solve');
      // Alice's budget is her own.
      expect((await solve(alice, { requirements: RATING_ONLY(70), pool: { club: false } })).status).toBe(200);
    },
    LONG,
  );

  it('needs a signed-in user', async () => {
    expect((await solve(null, { sbcChallengeId: 1 })).status).toBe(401);
    expect((await read(null, '00000000-0000-4000-8000-000000000000')).status).toBe(401);
  });

  it('refuses bad requests with a 400 naming the field, and unknown ids with a 404', async () => {
    const refused = async (request: Record<string, unknown>, field: string) => {
      const answer = await solve(alice, request);
      expect({ status: answer.status, field: answer.body.error?.field }).toEqual({ status: 400, field });
    };
    await refused({}, 'sbcChallengeId');
    await refused({ sbcChallengeId: 1, sbcSetId: 1 }, 'sbcChallengeId');
    await refused({ sbcChallengeId: 1, timeLimitSeconds: 11 }, 'timeLimitSeconds');
    await refused({ sbcChallengeId: 1, pool: { club: false, market: false } }, 'pool');
    await refused(
      { requirements: { version: 1, rules: [{ type: 'playerTotal', value: 9 }] } },
      'requirements',
    );
    const notOwned = cards.find((card) => card.price !== null)!;
    await refused(
      { requirements: RATING_ONLY(70), pool: { market: false, lockedEaIds: [notOwned.eaId] } },
      'pool.lockedEaIds',
    );
    const unknown = await solve(alice, { sbcChallengeId: 999_999 });
    expect(unknown.status).toBe(404);
    expect((await read(alice, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await read(alice, 'not-a-uuid')).status).toBe(400);
  });
});

describe('preferences kept in the account', () => {
  const PREFERENCES = '/api/fut/sbc/solver-preferences/';
  const options = {
    club: false,
    market: true,
    tradeableCost: 'discard',
    priceKey: 'pc',
    timeLimitSeconds: 5,
    keepActiveSquad: true,
    excludedEaIds: [] as number[],
  };
  const form = {
    rating: '84',
    chemistry: '2', // half typed: kept as typed
    formationIds: ['f433', 'f442'],
    ratedValue: '',
    ratedCount: '',
    rows: [
      { kind: 'count', scope: 'league', ids: [13, 53], tiers: [], min: '3', max: '' },
      { kind: 'different', scope: 'nation', min: '', max: '4' },
    ],
  };

  it('reads the defaults for an account that never saved, then what it saved, part by part', async () => {
    const first = await api(PREFERENCES, alice);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      options: {
        club: true,
        market: true,
        tradeableCost: 'market',
        priceKey: 'console',
        timeLimitSeconds: 2,
        keepActiveSquad: false,
        excludedEaIds: [],
      },
      customRequirements: null,
      updatedAt: null,
    });

    const excluded = cards.slice(0, 3).map((card) => card.eaId);
    const saved = await api(PREFERENCES, alice, { options: { ...options, excludedEaIds: excluded } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.options).toEqual({ ...options, excludedEaIds: excluded });
    expect(saved.body.data.customRequirements).toBeNull();
    expect(Date.parse(saved.body.data.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

    // The form alone: the options stay as saved.
    const withForm = await api(PREFERENCES, alice, { customRequirements: form });
    expect(withForm.status).toBe(200);
    const again = await api(PREFERENCES, alice);
    expect(again.body.data).toEqual(withForm.body.data);
    expect(again.body.data.options).toEqual({ ...options, excludedEaIds: excluded });
    expect(again.body.data.customRequirements).toEqual(form);

    // null empties the form; the options still stay.
    const emptied = await api(PREFERENCES, alice, { customRequirements: null });
    expect(emptied.body.data.customRequirements).toBeNull();
    expect(emptied.body.data.options.excludedEaIds).toEqual(excluded);
  });

  it("keeps each user's own: bob's saves never reach alice's, and no body names an owner", async () => {
    await api(PREFERENCES, alice, { options, customRequirements: form });
    const alices = (await api(PREFERENCES, alice)).body.data;

    const bobs = await api(PREFERENCES, bob, {
      options: { ...options, club: true, excludedEaIds: [cards[5]!.eaId] },
      customRequirements: null,
    });
    expect(bobs.status).toBe(200);
    expect(bobs.body.data.options.excludedEaIds).toEqual([cards[5]!.eaId]);
    // A body that names whose preferences they are is refused, and changes nothing.
    const named = await api(PREFERENCES, bob, { options, ownerId: alice.id });
    expect(named.status).toBe(400);

    expect((await api(PREFERENCES, alice)).body.data).toEqual(alices);
    expect((await api(PREFERENCES, bob)).body.data.options.club).toBe(true);
  });

  it('refuses a visitor, and bad preferences with a 400 naming the field, saving nothing', async () => {
    expect((await api(PREFERENCES, null)).status).toBe(401);
    expect((await api(PREFERENCES, null, { options })).status).toBe(401);

    await api(PREFERENCES, alice, { options, customRequirements: form });
    const before = (await api(PREFERENCES, alice)).body.data;
    const refused = async (body: Record<string, unknown>, field: string) => {
      const answer = await api(PREFERENCES, alice, body);
      expect({ status: answer.status, field: answer.body.error?.field }).toEqual({ status: 400, field });
    };
    await refused({ options: { ...options, timeLimitSeconds: 11 } }, 'options.timeLimitSeconds');
    await refused({ options: { ...options, priceKey: 'xbox' } }, 'options.priceKey');
    await refused({ options: { ...options, excludedEaIds: [7, 7] } }, 'options.excludedEaIds');
    await refused(
      { options: { ...options, excludedEaIds: Array.from({ length: 501 }, (_, i) => i + 1) } },
      'options.excludedEaIds',
    );
    const { club: _club, ...withoutClub } = options;
    await refused({ options: withoutClub }, 'options.club');
    await refused({ customRequirements: { ...form, rating: '123456789' } }, 'customRequirements.rating');
    await refused(
      { customRequirements: { ...form, rows: [{ kind: 'same', scope: 'rarity', min: '1', max: '' }] } },
      'customRequirements.rows.0.scope',
    );
    // Both parts or neither: a good part beside a bad one is not saved either.
    await refused(
      { options: { ...options, club: true }, customRequirements: { ...form, extra: 1 } },
      'customRequirements',
    );
    expect((await api(PREFERENCES, alice, {})).status).toBe(400);
    expect((await api(PREFERENCES, alice)).body.data).toEqual(before);
  });
});
