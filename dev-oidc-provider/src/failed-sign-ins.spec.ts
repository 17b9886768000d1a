import fc from 'fast-check';
import { FAILED_SIGN_IN_LIMIT, FAILED_SIGN_IN_WINDOW_MS, FailedSignIns } from './failed-sign-ins.js';

const T0 = 1_700_000_000_000;

const withFailures = (times: number[], address = '203.0.113.7') => {
  const failures = new FailedSignIns();
  for (const at of times) failures.record(address, at);
  return failures;
};

describe(FailedSignIns.name, () => {
  it('lets an address try while it has fewer than 10 failures in the last minute', () => {
    const failures = withFailures(Array.from({ length: FAILED_SIGN_IN_LIMIT - 1 }, (_, i) => T0 + i * 1000));
    expect(failures.retryAfterSeconds('203.0.113.7', T0 + 10_000)).toBe(0);
  });

  it('stops an address at its 10th failure until the oldest of them is a minute old', () => {
    const failures = withFailures(Array.from({ length: FAILED_SIGN_IN_LIMIT }, (_, i) => T0 + i * 1000));
    expect(failures.retryAfterSeconds('203.0.113.7', T0 + 10_000)).toBe(50);
    expect(failures.retryAfterSeconds('203.0.113.7', T0 + FAILED_SIGN_IN_WINDOW_MS - 1)).toBe(1);
    expect(failures.retryAfterSeconds('203.0.113.7', T0 + FAILED_SIGN_IN_WINDOW_MS)).toBe(0);
  });

  it('counts each address on its own', () => {
    const failures = withFailures(Array.from({ length: FAILED_SIGN_IN_LIMIT }, () => T0));
    expect(failures.retryAfterSeconds('198.51.100.1', T0)).toBe(0);
  });

  it('never asks to wait longer than the window, and never says 0 while the limit is reached', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 * FAILED_SIGN_IN_WINDOW_MS }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 4 * FAILED_SIGN_IN_WINDOW_MS }),
        (offsets, later) => {
          const times = offsets.map((offset) => T0 + offset).sort((a, b) => a - b);
          const failures = withFailures(times);
          const now = T0 + Math.max(later, ...offsets);
          const inWindow = times.filter((at) => now - at < FAILED_SIGN_IN_WINDOW_MS).length;
          const wait = failures.retryAfterSeconds('203.0.113.7', now);
          expect(wait).toBeLessThanOrEqual(FAILED_SIGN_IN_WINDOW_MS / 1000);
          expect(wait > 0).toBe(inWindow >= FAILED_SIGN_IN_LIMIT);
        },
      ),
    );
  });
});
