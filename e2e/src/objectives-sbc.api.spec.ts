// Objectives and SBCs through the real gateway (docs/objectives-and-sbcs.md): every route and parameter,
// the single-item identifier rule, user-club progress from a real club, and the squads service checking
// a saved squad against a challenge. Expected values are read from the catalog's database (the seeded
// season) and worked out here, never by calling game-rules.
import pg from 'pg';
import type { Squad } from '@futgg/contracts';
import { startSquadsStack, type SignedInUser, type SquadsStack } from './squads-stack.js';
import { apiCall } from './api-call.js';

let stack: SquadsStack;
let alice: SignedInUser;
let db: pg.Pool;

const MESSAGE = 'Must provide either slug, sbcSetId or sbcChallengeId';

interface Card {
  eaId: number;
  overall: number;
  leagueEaId: number;
  nationEaId: number;
  clubEaId: number;
  rarityEaId: number;
}
let cards: Card[];

/* eslint-disable @typescript-eslint/no-explicit-any */
const get = async (path: string, user?: SignedInUser | null) => apiCall<any>(stack.url, path, user);

const expectError = async (path: string, status: number, field?: string) => {
  const answer = await get(path);
  expect(answer.status).toBe(status);
  if (field) expect(answer.body.error?.field).toBe(field);
  return answer.body.error!;
};

const count = async (sql: string, values: unknown[] = []) =>
  Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, values)).rows[0]!.n);

beforeAll(async () => {
  stack = await startSquadsStack('objectives_sbc_api', 120);
  alice = await stack.signIn('alice');
  db = new pg.Pool({ connectionString: stack.stack.catalog!.database.url, max: 2 });
  // Every card at one price per market: a feasible challenge then costs 11 of them.
  await db.query('UPDATE catalog.player_items SET price = 100, pc_price = 150 WHERE game_year = 26');
  cards = (
    await db.query<Card>(
      `SELECT ea_id AS "eaId", overall, league_ea_id AS "leagueEaId", nation_ea_id AS "nationEaId",
         club_ea_id AS "clubEaId", rarity_ea_id AS "rarityEaId" FROM catalog.player_items WHERE game_year = 26
       ORDER BY overall DESC, ea_id`,
    )
  ).rows;
}, 240_000);

afterAll(async () => {
  await db?.end();
  await stack?.stop();
}, 60_000);

describe('objectives', () => {
  it('GET /tabs/: the four tabs in order, the campaign first, cached 60 s', async () => {
    const answer = await get('/api/fut/objectives/tabs/');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('max-age=60');
    expect(answer.body.data.map((tab: any) => [tab.slug, tab.isCampaign])).toEqual([
      ['campaign', true],
      ['season', false],
      ['daily', false],
      ['milestones', false],
    ]);
    const open = await count(
      `catalog.objective_groups WHERE game_year = 26 AND (ends_at IS NULL OR ends_at >= now())`,
    );
    expect(answer.body.data.reduce((sum: number, tab: any) => sum + tab.groupCount, 0)).toBe(open);
    await expectError('/api/fut/objectives/tabs/?x=1', 400, 'x');
  });

  it('GET /groups/: open groups by default, category_slug, show_expired, page', async () => {
    const open = await get('/api/fut/objectives/groups/');
    expect(open.status).toBe(200);
    const openCount = await count(
      `catalog.objective_groups WHERE game_year = 26 AND (ends_at IS NULL OR ends_at >= now())`,
    );
    expect(open.body.totalCount).toBe(openCount);
    expect(open.body.data.every((group: any) => !group.isExpired)).toBe(true);
    const all = await get('/api/fut/objectives/groups/?show_expired=1');
    expect(all.body.totalCount).toBe(await count('catalog.objective_groups WHERE game_year = 26'));
    expect(all.body.totalCount).toBeGreaterThan(openCount);
    expect(all.body.data.some((group: any) => group.isExpired)).toBe(true);
    const daily = await get('/api/fut/objectives/groups/?category_slug=daily&show_expired=0');
    expect(daily.body.data.length).toBeGreaterThan(0);
    expect(daily.body.data.every((group: any) => group.categorySlug === 'daily')).toBe(true);
    const second = await get('/api/fut/objectives/groups/?page=2&show_expired=1');
    expect(second.body).toEqual({ data: [], totalCount: all.body.totalCount });
    await expectError('/api/fut/objectives/groups/?category_slug=nope', 400, 'category_slug');
    await expectError('/api/fut/objectives/groups/?show_expired=maybe', 400, 'show_expired');
    await expectError('/api/fut/objectives/groups/?page=0', 400, 'page');
    await expectError('/api/fut/objectives/groups/?page=x', 400, 'page');
    await expectError('/api/fut/objectives/groups/?sort=name', 400, 'sort');
  });

  it('GET /groups/{slug}/, /groups/group/{id}/ and /groups/obj/{id}/', async () => {
    const list = await get('/api/fut/objectives/groups/');
    const summary = list.body.data[0];
    const bySlug = await get(`/api/fut/objectives/groups/${summary.slug}/`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data).toMatchObject(summary);
    expect(bySlug.body.data.objectives).toHaveLength(summary.objectiveCount);
    const byId = await get(`/api/fut/objectives/groups/group/${summary.id}/`);
    expect(byId.body).toEqual(bySlug.body);
    const objective = bySlug.body.data.objectives[0];
    const one = await get(`/api/fut/objectives/groups/obj/${objective.id}/`);
    expect(one.body.data).toEqual({ ...objective, group: summary });
    await expectError('/api/fut/objectives/groups/no-such-group/', 404);
    await expectError('/api/fut/objectives/groups/group/999999/', 404, 'id');
    await expectError('/api/fut/objectives/groups/group/abc/', 400, 'id');
    await expectError('/api/fut/objectives/groups/obj/0/', 400, 'id');
    await expectError('/api/fut/objectives/groups/obj/999999/', 404, 'id');
  });

  it('GET /campaign/: every open campaign group with its objectives', async () => {
    const answer = await get('/api/fut/objectives/campaign/');
    expect(answer.status).toBe(200);
    const expected = await count(
      `catalog.objective_groups g JOIN catalog.objective_tabs t ON t.game_year = g.game_year AND t.id = g.tab_id
       WHERE g.game_year = 26 AND t.is_campaign AND (g.ends_at IS NULL OR g.ends_at >= now())`,
    );
    expect(answer.body.data).toHaveLength(expected);
    for (const group of answer.body.data) {
      expect(group.isCampaign).toBe(true);
      expect(group.objectives.length).toBe(group.objectiveCount);
    }
    const all = await get('/api/fut/objectives/campaign/?show_expired=1');
    expect(all.body.data.length).toBeGreaterThanOrEqual(expected);
    await expectError('/api/fut/objectives/campaign/?page=1', 400, 'page');
  });

  it('GET /single/: one of slug, sbcSetId or sbcChallengeId', async () => {
    expect((await expectError('/api/fut/objectives/single/', 400)).message).toBe(MESSAGE);
    expect((await expectError('/api/fut/objectives/single/?slug=', 400)).message).toBe(MESSAGE);
    const group = (await get('/api/fut/objectives/groups/group/2/')).body.data;
    expect((await get(`/api/fut/objectives/single/?slug=${group.slug}`)).body.data.id).toBe(2);
    expect((await get('/api/fut/objectives/single/?sbcSetId=2')).body.data.slug).toBe(group.slug);
    const objectiveId = group.objectives[1].id;
    expect((await get(`/api/fut/objectives/single/?sbcChallengeId=${objectiveId}`)).body.data.id).toBe(2);
    await expectError(`/api/fut/objectives/single/?slug=${group.slug}&sbcSetId=2`, 400, 'sbcSetId');
    await expectError('/api/fut/objectives/single/?sbcSetId=two', 400, 'sbcSetId');
    await expectError('/api/fut/objectives/single/?sbcChallengeId=999999', 404, 'sbcChallengeId');
    await expectError('/api/fut/objectives/single/?id=2', 400, 'id');
  });
});

describe('SBCs', () => {
  it('GET /categories/: six categories with their open set counts', async () => {
    const answer = await get('/api/fut/sbc/categories/');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('max-age=60');
    expect(answer.body.data.map((category: any) => category.slug)).toEqual([
      'players',
      'icons',
      'upgrades',
      'foundations',
      'challenges',
      'exchanges',
    ]);
    const open = await count(
      `catalog.sbc_sets WHERE game_year = 26 AND (ends_at IS NULL OR ends_at >= now())`,
    );
    expect(answer.body.data.reduce((sum: number, category: any) => sum + category.setCount, 0)).toBe(open);
  });

  it('GET /: open sets, category_slug, show_expired and page; bad values named', async () => {
    const open = await get('/api/fut/sbc/');
    expect(open.status).toBe(200);
    expect(open.body.totalCount).toBe(
      await count(`catalog.sbc_sets WHERE game_year = 26 AND (ends_at IS NULL OR ends_at >= now())`),
    );
    expect(open.body.data).toHaveLength(20);
    const all = await get('/api/fut/sbc/?show_expired=1&page=2');
    expect(all.body.totalCount).toBe(40);
    expect(all.body.data).toHaveLength(20);
    const allIds = [...(await get('/api/fut/sbc/?show_expired=1')).body.data, ...all.body.data].map(
      (set: any) => set.id,
    );
    expect(new Set(allIds).size).toBe(40);
    const players = await get('/api/fut/sbc/?category_slug=players&show_expired=true');
    expect(players.body.totalCount).toBe(10);
    for (const set of players.body.data) {
      expect(set.categorySlug).toBe('players');
      expect(set.rewards[0].type).toBe('player');
    }
    await expectError('/api/fut/sbc/?category_slug=nope', 400, 'category_slug');
    await expectError('/api/fut/sbc/?category_slug=Not%20A%20Slug', 400, 'category_slug');
    await expectError('/api/fut/sbc/?show_expired=2', 400, 'show_expired');
    await expectError('/api/fut/sbc/?page=-1', 400, 'page');
    await expectError('/api/fut/sbc/?order=new', 400, 'order');
  });

  it('GET /set/{id}/, /{slug}/ and /challenge/{id}/: requirements v1, rewards from the catalog, costs', async () => {
    const set = (await get('/api/fut/sbc/set/1/')).body.data;
    expect(set.id).toBe(1);
    expect(set.challenges).toHaveLength(set.challengeCount);
    expect((await get(`/api/fut/sbc/${set.slug}/`)).body.data).toEqual(set);
    const reward = set.rewards[0];
    expect(reward.type).toBe('player');
    const rewardCard = await db.query(
      'SELECT overall FROM catalog.player_items WHERE game_year = 26 AND ea_id = $1',
      [reward.eaId],
    );
    expect(rewardCard.rows[0]?.overall).toBe(reward.rating);
    const challenge = set.challenges[0];
    expect(challenge.requirements.version).toBe(1);
    expect(challenge.requirements.rules.length).toBeGreaterThan(1);
    expect((await get(`/api/fut/sbc/challenge/${challenge.id}/`)).body.data).toEqual(challenge);
    await expectError('/api/fut/sbc/set/999999/', 404, 'id');
    await expectError('/api/fut/sbc/set/abc/', 400, 'id');
    await expectError('/api/fut/sbc/challenge/999999/', 404, 'id');
    await expectError('/api/fut/sbc/challenge/1.5/', 400, 'id');
    await expectError('/api/fut/sbc/no-such-set/', 404, 'slug');
    await expectError(`/api/fut/sbc/set/1/?x=1`, 400, 'x');
  });

  it('cost estimates: 11 of the cheapest cards meeting the rating rules per price key, the set their sum', async () => {
    const sets = [
      ...(await get('/api/fut/sbc/?show_expired=1')).body.data,
      ...(await get('/api/fut/sbc/?show_expired=1&page=2')).body.data,
    ];
    let feasible = 0;
    for (const summary of sets) {
      const set = (await get(`/api/fut/sbc/set/${summary.id}/`)).body.data;
      for (const challenge of set.challenges) {
        // Every card costs 100 (console) and 150 (pc): possible challenges cost 11 cards, impossible null.
        const ratings = challenge.requirements.rules
          .filter((rule: any) => rule.type === 'squadRatingMin' || rule.type === 'playerRatingMin')
          .map((rule: any) => rule.value);
        const highest = Math.max(0, ...ratings);
        const atFloor = cards.filter((card) => card.overall >= highest).length;
        if (atFloor >= 11) {
          feasible += 1;
          expect(challenge.estimatedCost).toEqual({ console: 1100, pc: 1650 });
        }
        const squadMin =
          challenge.requirements.rules.find((rule: any) => rule.type === 'squadRatingMin')?.value ?? 0;
        if (cards.filter((card) => card.overall >= squadMin).length < 11)
          expect(challenge.estimatedCost.console).toBeNull();
      }
      const sum = set.challenges.some((challenge: any) => challenge.estimatedCost.console === null)
        ? null
        : set.challenges.length * 1100;
      expect(set.estimatedCost.console).toBe(sum);
      expect(summary.estimatedCost).toEqual(set.estimatedCost);
    }
    expect(feasible).toBeGreaterThan(0);
  });

  it('GET /single/: one of slug, sbcSetId or sbcChallengeId', async () => {
    expect((await expectError('/api/fut/sbc/single/', 400)).message).toBe(MESSAGE);
    const set = (await get('/api/fut/sbc/set/3/')).body.data;
    expect((await get(`/api/fut/sbc/single/?slug=${set.slug}`)).body.data).toEqual(set);
    expect((await get('/api/fut/sbc/single/?sbcSetId=3')).body.data).toEqual(set);
    const last = set.challenges[set.challenges.length - 1];
    expect((await get(`/api/fut/sbc/single/?sbcChallengeId=${last.id}`)).body.data).toEqual(set);
    await expectError('/api/fut/sbc/single/?sbcSetId=3&sbcChallengeId=4', 400, 'sbcChallengeId');
    await expectError('/api/fut/sbc/single/?sbcSetId=0', 400, 'sbcSetId');
    await expectError('/api/fut/sbc/single/?sbcSetId=999999', 404, 'sbcSetId');
    await expectError('/api/fut/sbc/single/?slug=nothing-here', 404, 'slug');
    await expectError('/api/fut/sbc/single/?name=x', 400, 'name');
  });
});

describe('progress from the user’s club', () => {
  let club: Card[];

  beforeAll(async () => {
    // Alice's club: the 15 best cards and 5 of the lowest.
    club = [...cards.slice(0, 15), ...cards.slice(-5)];
    for (const card of club) {
      const added = await apiCall(stack.url, '/api/fut/user-club/26/add/', alice, {
        json: { eaId: card.eaId },
      });
      expect(added.status).toBe(200);
    }
  }, 60_000);

  it('a visitor gets 401 from both user-club routes', async () => {
    expect((await get('/api/fut/objectives/user-club/')).status).toBe(401);
    expect((await get('/api/fut/sbc/user-club/')).status).toBe(401);
  });

  it('objectives: club cards matching each objective, up to its target; user_club_ea_id narrows', async () => {
    const answer = await get('/api/fut/objectives/user-club/', alice);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).not.toContain('max-age=60');
    const objectives = (
      await db.query(
        `SELECT o.id, o.target, o.filter FROM catalog.objectives o JOIN catalog.objective_groups g
           ON g.game_year = o.game_year AND g.id = o.group_id
         WHERE o.game_year = 26 AND (g.ends_at IS NULL OR g.ends_at >= now())`,
      )
    ).rows;
    const matches = (card: Card, filter: any) =>
      (filter.leagueEaId === undefined || card.leagueEaId === filter.leagueEaId) &&
      (filter.nationEaId === undefined || card.nationEaId === filter.nationEaId) &&
      (filter.minRating === undefined || card.overall >= filter.minRating);
    const progress = answer.body.data.flatMap((group: any) => group.objectives);
    expect(progress).toHaveLength(objectives.length);
    for (const objective of objectives) {
      const expected = Math.min(
        objective.target,
        club.filter((card) => matches(card, objective.filter)).length,
      );
      expect(progress.find((item: any) => item.objectiveId === objective.id)).toEqual({
        objectiveId: objective.id,
        target: objective.target,
        progress: expected,
        completed: expected >= objective.target,
      });
    }
    const low = club[club.length - 1]!;
    const narrowed = await get(`/api/fut/objectives/user-club/?user_club_ea_id=${low.eaId}`, alice);
    const narrowedIds = narrowed.body.data.flatMap((group: any) =>
      group.objectives.map((item: any) => item.objectiveId),
    );
    expect(narrowedIds.sort()).toEqual(
      objectives
        .filter((objective) => matches(low, objective.filter))
        .map((objective) => objective.id)
        .sort(),
    );
    const outside = cards.find((card) => !club.includes(card))!;
    expect((await get(`/api/fut/objectives/user-club/?user_club_ea_id=${outside.eaId}`, alice)).status).toBe(
      404,
    );
    const bad = await get('/api/fut/objectives/user-club/?user_club_ea_id=abc', alice);
    expect([bad.status, bad.body.error?.field]).toEqual([400, 'user_club_ea_id']);
    expect((await get('/api/fut/objectives/user-club/?game=26', alice)).body.error?.field).toBe('game');
  });

  it('SBCs: eligible club cards per open challenge; user_club_ea_id narrows to what it helps', async () => {
    const answer = await get('/api/fut/sbc/user-club/', alice);
    expect(answer.status).toBe(200);
    const open = await count(
      `catalog.sbc_challenges c JOIN catalog.sbc_sets s ON s.game_year = c.game_year AND s.id = c.set_id
       WHERE c.game_year = 26 AND (s.ends_at IS NULL OR s.ends_at >= now())`,
    );
    const challenges = answer.body.data.flatMap((set: any) => set.challenges);
    expect(challenges).toHaveLength(open);
    for (const item of challenges) {
      const challenge = (await get(`/api/fut/sbc/challenge/${item.challengeId}/`)).body.data;
      const all = challenge.requirements.rules.find(
        (rule: any) => rule.type === 'playerRatingMin' && !rule.count,
      );
      const tiers = challenge.requirements.rules.find(
        (rule: any) => rule.type === 'playerCount' && rule.scope === 'quality',
      );
      const eligible = club.filter(
        (card) =>
          (!all || card.overall >= all.value) &&
          (!tiers || card.overall >= 65 || tiers.tiers.includes('bronze')),
      ).length;
      expect(item).toEqual({
        challengeId: challenge.id,
        eligibleClubCards: eligible,
        playersNeeded: 11,
        enoughPlayers: eligible >= 11,
      });
    }
    const outside = cards.find((card) => !club.includes(card))!;
    const missing = await get(`/api/fut/sbc/user-club/?user_club_ea_id=${outside.eaId}`, alice);
    expect([missing.status, missing.body.error?.field]).toEqual([404, 'user_club_ea_id']);
    const best = await get(`/api/fut/sbc/user-club/?user_club_ea_id=${club[0]!.eaId}`, alice);
    expect(best.body.data.flatMap((set: any) => set.challenges)).toHaveLength(open);
  });
});

describe('the squads service checks a saved squad against a challenge', () => {
  let squad: Squad;

  beforeAll(async () => {
    const positions = cards
      .slice(0, 11)
      .map((card, positionIdx) => ({ group: 'FIELD', positionIdx, playerEaId: card.eaId }));
    const saved = await apiCall<Squad>(stack.url, '/api/squads/save/', alice, {
      json: { title: 'SBC', formationId: 'f442', positions },
    });
    expect(saved.status).toBe(200);
    squad = saved.body.data;
  }, 60_000);

  it('each rule passed or failed with its message, the failures named as violations', async () => {
    const challenge = (await get('/api/fut/sbc/challenge/1/')).body.data;
    const answer = await get(`/api/fut/sbc/challenge/1/check/?squad=${squad.uuid}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).not.toContain('max-age=60');
    const result = answer.body.data;
    expect(result.challengeId).toBe(1);
    expect(result.squad).toBe(squad.uuid);
    expect(result.results).toHaveLength(challenge.requirements.rules.length);
    challenge.requirements.rules.forEach((rule: any, index: number) => {
      const item = result.results[index];
      expect(item.type).toBe(rule.type);
      if (rule.type === 'squadRatingMin') {
        expect(item.passed).toBe(squad.rating! >= rule.value);
        expect(item.message).toBe(`Squad rating: min ${rule.value} (squad has ${squad.rating})`);
      }
      if (rule.type === 'teamChemistryMin') expect(item.passed).toBe(squad.chemistry.total >= rule.value);
      if (rule.type === 'playerTotal') expect(item.passed).toBe(true);
      if (rule.type === 'formation') expect(item.passed).toBe(rule.formationIds.includes('f442'));
    });
    expect(result.violations).toEqual(
      result.results.filter((item: any) => !item.passed).map((item: any) => item.message),
    );
    expect(result.passed).toBe(result.violations.length === 0);
  });

  it('a squad short of players fails the player count and the rating rule', async () => {
    const positions = cards
      .slice(-3)
      .map((card, positionIdx) => ({ group: 'FIELD', positionIdx, playerEaId: card.eaId }));
    const saved = await apiCall<Squad>(stack.url, '/api/squads/save/', alice, {
      json: { title: 'Short', formationId: 'f433', positions },
    });
    const answer = await get(`/api/fut/sbc/challenge/2/check/?squad=${saved.body.data.uuid}`);
    expect(answer.body.data.passed).toBe(false);
    expect(answer.body.data.violations).toContain('Number of players in the squad: 11 (squad has 3)');
    expect(
      answer.body.data.violations.some((message: string) => message.startsWith('Squad rating: min')),
    ).toBe(true);
  });

  it('refuses a missing or malformed squad and names unknown ones', async () => {
    await expectError('/api/fut/sbc/challenge/1/check/', 400, 'squad');
    await expectError('/api/fut/sbc/challenge/1/check/?squad=not-a-uuid', 400, 'squad');
    await expectError('/api/fut/sbc/challenge/x/check/?squad=' + squad.uuid, 400, 'id');
    await expectError('/api/fut/sbc/challenge/999999/check/?squad=' + squad.uuid, 404, 'id');
    await expectError(
      '/api/fut/sbc/challenge/1/check/?squad=00000000-0000-4000-8000-000000000000',
      404,
      'uuid',
    );
  });
});
