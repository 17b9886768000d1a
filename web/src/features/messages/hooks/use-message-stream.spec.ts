import { MAX_RETRY_MS, retryDelay } from './use-message-stream';

describe('retryDelay', () => {
  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [5, 16_000],
    [6, MAX_RETRY_MS],
    [40, MAX_RETRY_MS],
  ])('waits after %i failures in a row %i ms', (failures, delay) => {
    expect(retryDelay(failures)).toBe(delay);
  });
});
