// The namespace form's ranking on a hand-made thread with known votes and ages, on the real tables
// (votes inserted as the votes context stores them: one row per user, value 1 or -1, content type 6).
import type { Pool } from 'pg';
import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { CommentsRepository, type ThreadScope } from '../src/comments/comments.repository.js';
import { hotScore, wilsonLowerBound } from '../src/comments/comment-ranking.js';
import { socialService } from '../src/social.service-definition.js';

let running: ServiceUnderTest;
let pool: Pool;
let repository: CommentsRepository;

const SCOPE: ThreadScope = {
  contentTypeId: 1,
  entityId: 'ranking-thread',
  isPrivate: false,
  parent: null,
  readerId: null,
  seesAllPrivate: false,
};

/** A top-level comment `hoursAgo` old with `up` and `down` votes from distinct users; its id. */
const comment = async (name: string, hoursAgo: number, up: number, down: number): Promise<number> => {
  const [row] = (
    await pool.query(
      `INSERT INTO social.comments (content_type_id, entity_id, author_id, content, created_at)
       VALUES (1, 'ranking-thread', 'author', $1, now() - make_interval(secs => $2)) RETURNING id`,
      [name, hoursAgo * 3600],
    )
  ).rows as { id: number }[];
  const id = row!.id;
  for (let voter = 0; voter < up + down; voter += 1) {
    await pool.query(
      `INSERT INTO social.votes (content_type_id, entity_id, user_id, value) VALUES (6, $1, $2, $3)`,
      [String(id), `voter-${voter}`, voter < up ? 1 : -1],
    );
  }
  return id;
};

const names = (page: { data: { content: string }[] }) => page.data.map((row) => row.content);

// name, hours ago, up, down; inserted oldest first so ids grow with recency.
const THREAD: [string, number, number, number][] = [
  ['veteran', 72, 90, 10], // best 0.8256, hot 80 / 74^1.5 = 0.1257
  ['solid', 48, 5, 0], // best 0.5655, hot 5 / 50^1.5 = 0.0141
  ['divisive', 30, 50, 50], // best 0.4038, hot 0
  ['lone-up', 10, 1, 0], // best 0.2065, hot 1 / 12^1.5 = 0.0241
  ['disliked', 5, 0, 4], // best 0, hot −4 / 7^1.5 = −0.2160
  ['fresh', 1, 3, 0], // best 0.4385, hot 3 / 3^1.5 = 0.5774
  ['silent-old', 2, 0, 0], // best 0, hot 0
  ['silent-new', 0, 0, 0], // best 0, hot 0
];

beforeAll(async () => {
  running = await startServiceUnderTest('comments_ranking', socialService);
  pool = running.service.pool;
  repository = new CommentsRepository(pool);
  const sorted = [...THREAD].sort((a, b) => b[1] - a[1]);
  for (const [name, hours, up, down] of sorted) await comment(name, hours, up, down);
});

afterAll(() => running?.stop());

describe('comments ranking (namespace form)', () => {
  it("'new' is newest first", async () => {
    expect(names(await repository.ranked(SCOPE, 'new', []))).toEqual([
      'silent-new',
      'fresh',
      'silent-old',
      'disliked',
      'lone-up',
      'divisive',
      'solid',
      'veteran',
    ]);
  });

  it("'best' is the Wilson lower bound, ties to the newer", async () => {
    const page = await repository.ranked(SCOPE, 'best', []);
    expect(names(page)).toEqual([
      'veteran',
      'solid',
      'fresh',
      'divisive',
      'lone-up',
      'silent-new',
      'silent-old',
      'disliked',
    ]);
    expect(page.data.find((row) => row.content === 'veteran')).toMatchObject({ upvotes: 90, downvotes: 10 });
  });

  it("'hot' is the score decaying with age, ties to the newer", async () => {
    expect(names(await repository.ranked(SCOPE, 'hot', []))).toEqual([
      'fresh',
      'veteran',
      'lone-up',
      'solid',
      'silent-new',
      'silent-old',
      'divisive',
      'disliked',
    ]);
  });

  it('leaves out the excluded ids and keeps the order of the rest', async () => {
    const all = await repository.ranked(SCOPE, 'best', []);
    const excluded = all.data.slice(0, 3).map((row) => row.id);
    const rest = await repository.ranked(SCOPE, 'best', excluded);
    expect(names(rest)).toEqual(names(all).slice(3));
    expect(rest.totalCount).toBe(THREAD.length);
  });

  it('computes in SQL what the TypeScript formulas compute', async () => {
    const { WILSON_SQL, HOT_SQL } = await import('../src/comments/comment-ranking.js');
    for (const [up, down, hours] of [
      [0, 0, 0],
      [1, 0, 3],
      [9, 1, 10],
      [90, 10, 72],
      [2, 7, 1.5],
    ] as const) {
      const [row] = (
        await pool.query(
          `SELECT ${WILSON_SQL} AS best, ${HOT_SQL} AS hot
           FROM (SELECT $1::int AS up, $2::int AS down, now() - make_interval(secs => $3) AS created_at) v`,
          [up, down, hours * 3600],
        )
      ).rows as { best: number; hot: number }[];
      expect(row!.best).toBeCloseTo(wilsonLowerBound(up, down), 9);
      expect(row!.hot).toBeCloseTo(hotScore(up, down, hours), 5);
    }
  });
});
