import { SERVING_HEAP_GROWING_PERCENT, heapGrowingFlag } from './heap-growth.js';

describe('heapGrowingFlag', () => {
  it('sets the serving growth when the process was started without one', () => {
    expect(heapGrowingFlag([])).toBe(`--heap-growing-percent=${SERVING_HEAP_GROWING_PERCENT}`);
    expect(heapGrowingFlag(['--enable-source-maps', '--max-old-space-size=512'])).toBe(
      '--heap-growing-percent=300',
    );
  });

  it("leaves an operator's own value alone, in either spelling", () => {
    expect(heapGrowingFlag(['--heap-growing-percent=50'])).toBeNull();
    expect(heapGrowingFlag(['--heap_growing_percent=100'])).toBeNull();
    expect(heapGrowingFlag(['--heap-growing-percent', '80'])).toBeNull();
  });

  it('is not fooled by other flags that share a prefix', () => {
    expect(heapGrowingFlag(['--heap-growing-percentage-of-something'])).not.toBeNull();
  });
});
