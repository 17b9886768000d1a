import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { Queue, Worker } from 'bullmq';
import { createJobQueue, startJobWorker } from '../src/jobs/job-queue.js';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const logger = pino({ level: 'silent' });

describe('job queues (BullMQ on real Redis)', () => {
  const prefix = `futgg-test:${randomUUID()}`;
  const open: (Queue | Worker)[] = [];

  afterAll(async () => {
    // Workers first, then each queue's keys go with it: the run leaves nothing in Redis.
    for (const item of open) if (!('obliterate' in item)) await item.close();
    for (const item of open) {
      if ('obliterate' in item) {
        await item.obliterate({ force: true }).catch(() => undefined);
        await item.close();
      }
    }
  });

  it('runs a job added to the queue and retries a failing one', async () => {
    const queue = createJobQueue<{ price: number }>('prices', { redisUrl: REDIS_URL, prefix });
    open.push(queue);
    let attempts = 0;
    const worker = startJobWorker<{ price: number }, number>(
      'prices',
      async (job) => {
        attempts += 1;
        if (attempts === 1) throw new Error('market did not answer');
        return job.data.price * 2;
      },
      { redisUrl: REDIS_URL, prefix, logger },
    );
    open.push(worker);
    const done = new Promise<number>((resolve) => worker.on('completed', (_job, result) => resolve(result)));
    await queue.add('fetch', { price: 21 }, { attempts: 2 });
    await expect(done).resolves.toBe(42);
    expect(attempts).toBe(2);
  });

  it('lets a running job finish when the worker closes', async () => {
    const queue = createJobQueue<object>('slow', { redisUrl: REDIS_URL, prefix });
    open.push(queue);
    let release!: () => void;
    const running = new Promise<void>((resolve) => (release = resolve));
    let finished = false;
    const started = new Promise<void>((resolve) => {
      const worker = startJobWorker<object>(
        'slow',
        async () => {
          resolve();
          await running;
          finished = true;
        },
        { redisUrl: REDIS_URL, prefix, logger },
      );
      open.push(worker);
    });
    const job = await queue.add('work', {});
    await started;
    const worker = open.at(-1) as Worker;
    const closing = worker.close();
    // The close waits on the job, which finishes only when released.
    setTimeout(release, 50);
    await closing;
    expect(finished).toBe(true);
    expect(await (await queue.getJob(job.id!))?.getState()).toBe('completed');
  });
});
