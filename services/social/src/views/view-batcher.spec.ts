import { GroupCommit } from './view-batcher.js';

describe('GroupCommit', () => {
  it('writes what arrives while a write runs as the next batch, answering each caller after its write', async () => {
    const batches: number[][] = [];
    let release: () => void = () => undefined;
    const commit = new GroupCommit<number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const answered: number[] = [];
    const first = commit.add(1).then(() => answered.push(1));
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((item) => commit.add(item).then(() => answered.push(item)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]);
    expect(answered).toEqual([]);
    release();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(answered).toEqual([1, 2, 3, 4]);
  });

  it('splits a backlog at the largest batch', async () => {
    const batches: number[][] = [];
    const commit = new GroupCommit<number>(async (items) => {
      batches.push(items);
    }, 3);
    await Promise.all([1, 2, 3, 4, 5, 6, 7].map((item) => commit.add(item)));
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('fails every caller of a failed write, and goes on with the next batch', async () => {
    let calls = 0;
    const commit = new GroupCommit<string>(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
    });
    const failed = await Promise.allSettled([commit.add('a'), commit.add('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await expect(commit.add('c')).resolves.toBeUndefined();
  });

  it('drains: resolves once everything added is written', async () => {
    const written: number[] = [];
    const commit = new GroupCommit<number>(async (items) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      written.push(...items);
    }, 2);
    for (const item of [1, 2, 3, 4, 5]) void commit.add(item);
    await commit.drain();
    expect(written).toEqual([1, 2, 3, 4, 5]);
  });
});
