// The squad auto-builder through the real gateway: jobs started, read and cancelled over HTTP by signed-in
// users, solved by the squads service's BullMQ worker over the catalog's generated cards. Every answer is
// checked again here with game-rules' own chemistry and rating over the catalog's cards.
import {
  type AutoBuildJob,
  type AutoBuildResult,
  type ProEvent,
  type ProRuleset,
  type Squad,
  type SquadCheck,
  type SquadPoolCard,
} from '@futgg/contracts';
import {
  chemistryKindOf,
  formationById,
  isInPosition,
  squadChemistry,
  squadRating,
  type ChemistryManager,
} from '@futgg/game-rules';
import { readSquadPool, startSquadsStack, type SignedInUser, type SquadsStack } from './squads-stack.js';
import { apiCall } from './api-call.js';
import { eventsUntilEnd } from './event-stream.js';

let stack: SquadsStack;
let alice: SignedInUser;
let bob: SignedInUser;
let cards: SquadPoolCard[];
let byId: Map<number, SquadPoolCard>;

const api = <T>(path: string, user?: SignedInUser | null, json?: unknown) =>
  apiCall<T>(stack.url, path, user, { json });

const start = async (user: SignedInUser, request: Record<string, unknown>) => {
  const started = await api<{ jobId: string }>('/api/squads/auto-build/', user, { gameYear: 26, ...request });
  expect(started.status).toBe(200);
  return started.body.data.jobId;
};

const read = (user: SignedInUser | null, jobId: string) =>
  api<AutoBuildJob>(`/api/squads/auto-build/${jobId}/`, user);

/** Reads the job until `done` says so (generous: the machine is shared). */
const waitFor = async (
  user: SignedInUser,
  jobId: string,
  done: (job: AutoBuildJob) => boolean,
  timeoutMs = 60_000,
): Promise<AutoBuildJob> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await read(user, jobId);
    expect(status).toBe(200);
    if (done(body.data)) return body.data;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${body.data.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
const finished = (job: AutoBuildJob) => ['completed', 'failed', 'cancelled'].includes(job.state);

/** The answer's squad valued by game-rules over the catalog's own card facts. */
const recompute = (result: AutoBuildResult, manager: ChemistryManager | null) => {
  const formation = formationById(result.formationId!)!;
  const squadCards = result.slots.map((slot) => byId.get(slot.eaId)!);
  const chemistry = squadChemistry({
    slots: formation.slots.map((slot, index) => {
      const card = squadCards[index]!;
      const kind = chemistryKindOf(card);
      return {
        position: slot.uniquePositionId,
        card: { ...card, isIcon: kind === 'icon', isHero: kind === 'hero' },
      };
    }),
    manager,
  }).total;
  return { chemistry, rating: squadRating(squadCards.map((card) => card.overall)) };
};

/** Two priced cards in position for f433's slots 0 (GK) and 9 (ST), to lock. */
const lockedPair = () => {
  const formation = formationById('f433')!;
  const inPosition = (slotIndex: number) =>
    cards.find(
      (card) => card.price !== null && isInPosition(card, formation.slots[slotIndex]!.uniquePositionId),
    )!;
  return [
    { slotIndex: 0, eaId: inPosition(0).eaId },
    { slotIndex: 9, eaId: inPosition(9).eaId },
  ];
};

beforeAll(async () => {
  stack = await startSquadsStack('auto_builder_api', 3000);
  [alice, bob] = await Promise.all([stack.signIn('alice'), stack.signIn('bob')]);
  cards = await readSquadPool(stack);
  byId = new Map(cards.map((card) => [card.eaId, card]));
}, 180_000);
afterAll(() => stack?.stop());

/** The seeded pro-competition events (services/squads/src/pro-competition/seeded-events.ts). */
const SEEDED_OPEN_GUID = '0b6a3c52-8f4e-4d61-9a7b-1c2d3e4f5a61';
const SEEDED_GOLD_GUID = 'c3f1a7e2-6b54-4d09-a1e8-2f4b6d8c0a75';
const SEEDED_CUP_GUID = '5d0e9b7a-2c31-4f8e-8b6d-7a9c0e1f2b33';

/** Per test: a job's stages take up to their time limits on a machine other suites share. */
const LONG = 90_000;

describe('the auto-builder API', () => {
  it(
    'completes a job with progress, keeps the locked players, and its squad agrees with game-rules',
    async () => {
      const locked = lockedPair();
      const manager = {
        leagueEaId: byId.get(locked[1]!.eaId)!.leagueEaId,
        nationEaId: byId.get(locked[1]!.eaId)!.nationEaId,
      };
      const jobId = await start(alice, {
        formationId: 'f433',
        locked,
        manager,
        goal: 'chemistry',
        timeLimitSeconds: 2,
      });
      const job = await waitFor(alice, jobId, finished);
      expect(job.state).toBe('completed');
      expect(job.progress).toEqual(
        expect.objectContaining({ stageCount: 3, elapsedSeconds: expect.any(Number) }),
      );
      const result = job.result!;
      expect(['optimal', 'feasible']).toContain(result.status);
      expect(result.slots).toHaveLength(11);
      for (const lock of locked) {
        expect(result.slots[lock.slotIndex]).toEqual(
          expect.objectContaining({ eaId: lock.eaId, isLocked: true, cost: 0 }),
        );
      }
      expect(recompute(result, manager)).toEqual({ chemistry: result.chemistry, rating: result.rating });
      // Each stage reports its status, bound and gap: 0 when proved; otherwise the gap to the bound the
      // solver proved, or null when the limit came before any bound.
      expect(result.stages.map((stage) => stage.stage)).toEqual(['chemistry', 'rating', 'price']);
      for (const stage of result.stages) {
        if (stage.status === 'optimal') expect(stage.gap).toBe(0);
        else if (stage.gap === null) expect(stage.bound).toBeNull();
        else expect(stage.gap).toBeGreaterThan(0);
      }
      // The solver is never worse than its greedy start on the first stage.
      expect(result.chemistry!).toBeGreaterThanOrEqual(result.greedy!.chemistry);
      expect(new Set(result.slots.map((slot) => byId.get(slot.eaId)!.basePlayerEaId)).size).toBe(11);
    },
    LONG,
  );

  it(
    'streams a job’s stages as they run and its answer, then ends; only to its owner',
    async () => {
      const jobId = await start(alice, {
        formationId: 'f4231',
        goal: 'rating',
        budget: 40_000,
        timeLimitSeconds: 1,
      });
      const url = `${stack.url}/api/squads/auto-build/${jobId}/stream/`;
      const bobs = await eventsUntilEnd(url, { authorization: `Bearer ${bob.accessToken}` });
      expect(bobs.status).toBe(404);
      const { status, events } = await eventsUntilEnd(
        url,
        { authorization: `Bearer ${alice.accessToken}` },
        LONG,
      );
      expect(status).toBe(200);
      const jobs = events.map((event) => JSON.parse(event.data) as AutoBuildJob);
      expect(events.every((event) => event.event === 'job')).toBe(true);
      // The stages as they start, in order (the last one's start comes well after the stream opened),
      // then the answer.
      const stages = jobs.flatMap((job) =>
        job.state === 'active' && job.progress ? [job.progress.stageIndex] : [],
      );
      expect(stages).toEqual([...stages].sort((a, b) => a - b));
      expect(stages).toContain(2);
      const last = jobs.at(-1)!;
      expect(last.state).toBe('completed');
      expect(last).toEqual((await read(alice, jobId)).body.data);
      expect(last.result!.slots).toHaveLength(11);
    },
    LONG,
  );

  it(
    'keeps the added cards within the budget, each at its market price',
    async () => {
      const budget = 20_000;
      const jobId = await start(alice, { formationId: 'f442', goal: 'rating', budget, timeLimitSeconds: 2 });
      const job = await waitFor(alice, jobId, finished);
      const result = job.result!;
      expect(result.slots).toHaveLength(11);
      for (const slot of result.slots) expect(slot.cost).toBe(byId.get(slot.eaId)!.price);
      const spent = result.slots.reduce((sum, slot) => sum + slot.cost, 0);
      expect(spent).toBe(result.price);
      expect(spent).toBeLessThanOrEqual(budget);
      expect(recompute(result, null)).toEqual({ chemistry: result.chemistry, rating: result.rating });
    },
    LONG,
  );

  it(
    'finds the cheapest squad of a target rating under a chemistry minimum',
    async () => {
      const jobId = await start(alice, {
        formationId: 'f433',
        goal: 'price',
        constraints: { minSquadRating: 70, minChemistry: 20 },
        timeLimitSeconds: 2,
      });
      const result = (await waitFor(alice, jobId, finished)).result!;
      expect(result.stages.map((stage) => stage.stage)).toEqual(['price']);
      if (result.slots.length) {
        const values = recompute(result, null);
        expect(values.rating).toBeGreaterThanOrEqual(70);
        expect(values.chemistry).toBeGreaterThanOrEqual(20);
        expect(result.price).toBeLessThanOrEqual(result.greedy?.price ?? Infinity);
      } else {
        expect(['infeasible', 'unsolved']).toContain(result.status);
      }
    },
    LONG,
  );

  it(
    "builds from the caller's club only: untradeable cards free, nothing from outside the club",
    async () => {
      // Two untradeable and one tradeable card per slot of a 4-3-3, of distinct players, in bob's club.
      const formation = formationById('f433')!;
      const taken = new Set<number>();
      const untradeable = new Set<number>();
      const club = new Set<number>();
      for (const slot of formation.slots) {
        const picks = cards
          .filter(
            (c) => c.price !== null && !taken.has(c.basePlayerEaId) && isInPosition(c, slot.uniquePositionId),
          )
          .slice(0, 3);
        expect(picks).toHaveLength(3);
        for (const [index, pick] of picks.entries()) {
          taken.add(pick.basePlayerEaId);
          club.add(pick.eaId);
          if (index < 2) untradeable.add(pick.eaId);
          const added = await api(`/api/fut/user-club/26/add/`, bob, {
            eaId: pick.eaId,
            isUntradeable: index < 2,
          });
          expect(added.status).toBe(200);
        }
      }
      // A budget of 0: only the untradeable cards are affordable.
      const jobId = await start(bob, {
        formationId: 'f433',
        goal: 'chemistry',
        clubOnly: true,
        budget: 0,
        timeLimitSeconds: 2,
      });
      const result = (await waitFor(bob, jobId, finished)).result!;
      expect(result.slots).toHaveLength(11);
      for (const slot of result.slots) {
        expect(untradeable.has(slot.eaId)).toBe(true);
        expect(slot.cost).toBe(0);
        expect(slot.isUntradeable).toBe(true);
      }
      expect(result.price).toBe(0);
      expect(recompute(result, null)).toEqual({ chemistry: result.chemistry, rating: result.rating });
      // With coins, the club's tradeable cards come in at their market price, still nothing else.
      const paid = (
        await waitFor(
          bob,
          await start(bob, { formationId: 'f433', goal: 'rating', clubOnly: true, timeLimitSeconds: 2 }),
          finished,
        )
      ).result!;
      for (const slot of paid.slots) {
        expect(club.has(slot.eaId)).toBe(true);
        expect(slot.cost).toBe(untradeable.has(slot.eaId) ? 0 : byId.get(slot.eaId)!.price);
        expect(slot.isUntradeable).toBe(untradeable.has(slot.eaId));
      }
    },
    LONG,
  );

  it(
    'cancels a running job, which ends cancelled long before its time limits',
    async () => {
      // A free formation under a rating cap over every card: far from solved in the few seconds it is given.
      const jobId = await start(alice, {
        formationId: 'f433',
        freeFormation: true,
        goal: 'rating',
        constraints: { maxSquadRating: 80 },
        timeLimitSeconds: 10,
      });
      await waitFor(alice, jobId, (job) => job.state !== 'waiting');
      const asked = Date.now();
      const cancelled = await api<AutoBuildJob>(`/api/squads/auto-build/${jobId}/cancel/`, alice, {});
      expect(cancelled.status).toBe(200);
      const job = await waitFor(alice, jobId, finished);
      expect(job.state).toBe('cancelled');
      expect(job.result?.status).toBe('cancelled');
      expect(Date.now() - asked).toBeLessThan(20_000);
    },
    LONG,
  );

  it(
    'never starts a waiting job its owner cancelled',
    async () => {
      const running = await start(alice, {
        formationId: 'f433',
        freeFormation: true,
        goal: 'rating',
        constraints: { maxSquadRating: 80 },
        timeLimitSeconds: 3,
      });
      const waiting = await start(alice, { formationId: 'f442', goal: 'chemistry', timeLimitSeconds: 1 });
      const cancelled = await api<AutoBuildJob>(`/api/squads/auto-build/${waiting}/cancel/`, alice, {});
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data.state).toBe('cancelled');
      await api(`/api/squads/auto-build/${running}/cancel/`, alice, {});
      await waitFor(alice, running, finished);
      // Taken up after the running one, it ends at once: cancelled, no stage solved, no squad.
      const job = await waitFor(alice, waiting, (j) => j.result !== null);
      expect(job.state).toBe('cancelled');
      expect(job.result).toEqual(expect.objectContaining({ status: 'cancelled', slots: [], stages: [] }));
    },
    LONG,
  );

  it(
    "lets bob neither read nor cancel alice's job, which stays as it was",
    async () => {
      const jobId = await start(alice, { formationId: 'f4231', goal: 'chemistry', timeLimitSeconds: 1 });
      const before = await waitFor(alice, jobId, finished);
      const read404 = await read(bob, jobId);
      expect(read404.status).toBe(404);
      expect(read404.body.error?.code).toBe('NOT_FOUND');
      const cancel404 = await api(`/api/squads/auto-build/${jobId}/cancel/`, bob, {});
      expect(cancel404.status).toBe(404);
      const after = await read(alice, jobId);
      expect(after.body.data).toEqual(before);
      expect((await read(null, jobId)).status).toBe(401);
    },
    LONG,
  );

  /** Saves an answer as alice's squad and checks it against the event: the event's own verdict. */
  const checkAnswer = async (result: AutoBuildResult, product: string, guid: string) => {
    const saved = await apiCall<Squad>(stack.url, '/api/squads/save/', alice, {
      json: {
        title: 'Auto-built entry',
        gameYear: 26,
        formationId: result.formationId,
        positions: result.slots.map((slot) => ({
          group: 'FIELD',
          positionIdx: slot.slotIndex,
          playerEaId: slot.eaId,
          // As the builder's Apply does: the caller's untradeable club cards are marked so.
          isUntradeableOverride: slot.isUntradeable,
        })),
      },
    });
    expect(saved.status).toBe(200);
    const check = await apiCall<SquadCheck>(
      stack.url,
      `/api/${product}/events/${guid}/check/?squad=${saved.body.data.uuid}`,
      alice,
      { csrf: alice.csrfToken },
    );
    expect(check.status).toBe(200);
    return check.body.data;
  };

  it.each([
    // FC Pro Open Qualifier: rating at most 86, chemistry at least 24, at most 4 per club, 4 formations.
    ['fc-pro', SEEDED_OPEN_GUID, 'f4231', 'rating'],
    // Community Gold League: gold rarities, overall at most 86, at most 8 per league and 6 per nation.
    ['fc-community', SEEDED_GOLD_GUID, 'f433', 'chemistry'],
  ] as const)(
    "builds within the %s event's ruleset, and the event's own check passes the saved answer",
    async (product, guid, formationId, goal) => {
      const request = { formationId, goal, timeLimitSeconds: 2 };
      const result = (
        await waitFor(alice, await start(alice, { ...request, event: { product, guid } }), finished)
      ).result!;
      expect(result.slots).toHaveLength(11);
      expect(recompute(result, null)).toEqual({ chemistry: result.chemistry, rating: result.rating });
      expect(await checkAnswer(result, product, guid)).toMatchObject({ isPassing: true, violations: [] });
      // The same request without the event: its answer breaks the event's rules, so they were applied.
      const unruled = (await waitFor(alice, await start(alice, request), finished)).result!;
      expect((await checkAnswer(unruled, product, guid)).isPassing).toBe(false);
    },
    LONG,
  );

  it(
    "builds within the Untradeable Cup from alice's untradeable club cards alone, which the event's check passes",
    async () => {
      // FC Pro Untradeable Cup: untradeable cards only, overall at most 88, the eleven overalls at most 935,
      // every player's chemistry at least 1. Alice's club: per 4-3-3 slot, up to two untradeable cards of one
      // league rated at most 84 (a squad of them passes), and a tradeable one of any league (never placed).
      const counts = new Map<number, number>();
      for (const card of cards)
        if (card.overall <= 84) counts.set(card.leagueEaId, (counts.get(card.leagueEaId) ?? 0) + 1);
      const league = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
      const formation = formationById('f433')!;
      const taken = new Set<number>();
      const untradeable = new Set<number>();
      const add = async (card: SquadPoolCard, isUntradeable: boolean) => {
        taken.add(card.basePlayerEaId);
        if (isUntradeable) untradeable.add(card.eaId);
        const added = await api('/api/fut/user-club/26/add/', alice, { eaId: card.eaId, isUntradeable });
        expect(added.status).toBe(200);
      };
      for (const slot of formation.slots) {
        const fits = (card: SquadPoolCard) =>
          !taken.has(card.basePlayerEaId) && isInPosition(card, slot.uniquePositionId);
        const picks = cards.filter((c) => fits(c) && c.leagueEaId === league && c.overall <= 84).slice(0, 2);
        expect(picks.length).toBeGreaterThanOrEqual(1);
        for (const pick of picks) await add(pick, true);
        await add(
          cards.find((c) => fits(c) && c.price !== null)!,
          false,
        );
      }
      // Not asked for club only: the event's rule alone makes the pool the club's untradeable cards.
      const jobId = await start(alice, {
        formationId: 'f433',
        goal: 'rating',
        timeLimitSeconds: 2,
        event: { product: 'fc-pro', guid: SEEDED_CUP_GUID },
      });
      const result = (await waitFor(alice, jobId, finished)).result!;
      expect(result.slots).toHaveLength(11);
      for (const slot of result.slots) {
        expect(untradeable.has(slot.eaId)).toBe(true);
        expect(slot.isUntradeable).toBe(true);
        expect(slot.cost).toBe(0);
      }
      expect(recompute(result, null)).toEqual({ chemistry: result.chemistry, rating: result.rating });
      expect(await checkAnswer(result, 'fc-pro', SEEDED_CUP_GUID)).toMatchObject({
        isPassing: true,
        violations: [],
      });
    },
    LONG,
  );

  it(
    "builds within an event whose two centre backs have different rating ranges, which the event's check passes",
    async () => {
      const admin = await stack.signIn('admin');
      const created = await apiCall<ProEvent>(stack.url, '/api/fc-pro/events/create/', admin, {
        json: {
          name: 'Split centre backs',
          organiserId: alice.id,
          startsAt: '2026-12-01T00:00:00.000Z',
          endsAt: '2026-12-31T00:00:00.000Z',
        },
        csrf: admin.csrfToken,
      });
      expect(created.status).toBe(200);
      const { id: eventId, guid } = created.body.data;
      // f433's slots 2 and 3 are its two centre backs: one rated at most 80, the other at least 85.
      const slotRatings = [
        { positionIdx: 2, min: null, max: 80 },
        { positionIdx: 3, min: 85, max: null },
      ];
      const saved = await apiCall<ProRuleset>(stack.url, '/api/fc-pro/rulesets/save/', alice, {
        json: { eventId, squadConfigData: { slotRatings }, searchPoolData: '' },
        csrf: alice.csrfToken,
      });
      expect(saved.status).toBe(200);
      const request = { formationId: 'f433', goal: 'rating', timeLimitSeconds: 2 };
      const event = { product: 'fc-pro', guid };
      const result = (await waitFor(alice, await start(alice, { ...request, event }), finished)).result!;
      expect(result.slots).toHaveLength(11);
      expect(result.slots[2]!.overall).toBeLessThanOrEqual(80);
      expect(result.slots[3]!.overall).toBeGreaterThanOrEqual(85);
      expect(await checkAnswer(result, 'fc-pro', guid)).toMatchObject({ isPassing: true, violations: [] });
      // Without the event, the best rating puts two centre backs above 80.
      const unruled = (await waitFor(alice, await start(alice, request), finished)).result!;
      expect((await checkAnswer(unruled, 'fc-pro', guid)).isPassing).toBe(false);
    },
    LONG,
  );

  it.each([
    [
      'a formation the event does not allow',
      { formationId: 'f352', event: { product: 'fc-pro', guid: SEEDED_OPEN_GUID } },
      400,
      'formationId',
    ],
    [
      'a locked card above the event’s overall cap',
      {
        formationId: 'f433',
        event: { product: 'fc-community', guid: SEEDED_GOLD_GUID },
        locked: 'over-86',
      },
      400,
      'locked',
    ],
    [
      'an event that does not exist',
      { formationId: 'f433', event: { product: 'fc-pro', guid: '00000000-0000-4000-8000-000000000000' } },
      404,
      'event.guid',
    ],
    [
      'an unknown product',
      { formationId: 'f433', event: { product: 'fc-x', guid: SEEDED_OPEN_GUID } },
      400,
      'event.product',
    ],
  ])(
    'answers %s with the status naming the field',
    async (_case, body, status, field) => {
      const over = cards.find((card) => card.overall > 86 && card.price !== null)!;
      const request = 'locked' in body ? { ...body, locked: [{ slotIndex: 0, eaId: over.eaId }] } : body;
      const response = await api('/api/squads/auto-build/', alice, { gameYear: 26, ...request });
      expect(response.status).toBe(status);
      expect(response.body.error?.field).toBe(field);
    },
    LONG,
  );

  it.each([
    ['an unknown formation', { formationId: 'f999' }, 'formationId'],
    ['a time limit over 10 s', { formationId: 'f433', timeLimitSeconds: 60 }, 'timeLimitSeconds'],
    ['an unknown goal', { formationId: 'f433', goal: 'vibes' }, 'goal'],
    [
      'an unknown locked card',
      { formationId: 'f433', locked: [{ slotIndex: 1, eaId: 999_999_999 }] },
      'locked',
    ],
    [
      'two locked cards in one slot',
      {
        formationId: 'f433',
        locked: [
          { slotIndex: 1, eaId: 1 },
          { slotIndex: 1, eaId: 2 },
        ],
      },
      'locked',
    ],
    ['a negative budget', { formationId: 'f433', budget: -5 }, 'budget'],
  ])(
    'answers 400 naming the field for %s',
    async (_case, body, field) => {
      const response = await api('/api/squads/auto-build/', alice, { gameYear: 26, ...body });
      expect(response.status).toBe(400);
      expect(response.body.error?.field).toBe(field);
    },
    LONG,
  );

  it(
    'answers 400 naming jobId for a job id that is not one',
    async () => {
      const response = await read(alice, 'not-a-job');
      expect(response.status).toBe(400);
      expect(response.body.error?.field).toBe('jobId');
    },
    LONG,
  );
});
