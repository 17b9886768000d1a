import { closeSolverThread, prepareSolverThread, SolverThread } from './solver-thread.js';
import type { EchoInput } from '../testing/echo.thread.js';

type Echo = { label: string; threadId: number; stopped: boolean; warmedUp: boolean };
const ENTRY = '../testing/echo.thread';
const solve = (input: EchoInput, progress: string[] = []) =>
  new SolverThread<EchoInput, Echo, string>(import.meta.url, ENTRY, input, (line) => progress.push(line));

describe('solver threads', () => {
  afterAll(() => closeSolverThread(import.meta.url, ENTRY));

  it('hands a thread whose solve ended back, warm, to the next solve (the one prepared first)', async () => {
    prepareSolverThread(import.meta.url, ENTRY);
    const progress: string[] = [];
    const first = solve({ label: 'a' }, progress);
    const a = await first.outcome;
    await first.release();
    const second = solve({ label: 'b' }, progress);
    const b = await second.outcome;
    await second.release();
    // Posted while the thread was still warming up, the first solve waited for the warm-up to end.
    expect(a).toEqual({ label: 'a', threadId: expect.any(Number), stopped: false, warmedUp: true });
    expect(b).toEqual({ label: 'b', threadId: a.threadId, stopped: false, warmedUp: true });
    expect(progress).toEqual(['started a', 'started b']);
  }, 30_000);

  it('gives each solve its own stop flag: a stop asked of one solve does not stop the next', async () => {
    const stopped = solve({ label: 'c', untilStopped: true });
    stopped.stop();
    expect(await stopped.outcome).toMatchObject({ label: 'c', stopped: true });
    await stopped.release();
    const next = solve({ label: 'd' });
    expect(await next.outcome).toMatchObject({ label: 'd', stopped: false });
    await next.release();
  }, 30_000);

  it('prepares no second thread while one is solving: the solving one comes back for the next solve', async () => {
    const running = solve({ label: 'j', untilStopped: true });
    prepareSolverThread(import.meta.url, ENTRY);
    running.stop();
    const j = await running.outcome;
    await running.release();
    const next = solve({ label: 'k' });
    expect((await next.outcome).threadId).toBe(j.threadId);
    await next.release();
  }, 30_000);

  it('never reuses a thread that was terminated or whose solve failed', async () => {
    const warm = solve({ label: 'e' });
    const { threadId } = await warm.outcome;
    await warm.release();

    const hung = solve({ label: 'f', hang: true });
    hung.stop();
    await hung.terminate();
    await expect(hung.outcome).rejects.toThrow('The solver thread ended');
    await hung.release();
    const afterHang = solve({ label: 'g' });
    const g = await afterHang.outcome;
    await afterHang.release();
    expect(g.threadId).not.toBe(threadId);

    const failing = solve({ label: 'h', fail: true });
    await expect(failing.outcome).rejects.toThrow('no answer for h');
    await failing.release();
    const afterFailure = solve({ label: 'i' });
    const i = await afterFailure.outcome;
    await afterFailure.release();
    expect(i.threadId).not.toBe(g.threadId);
  }, 60_000);
});
