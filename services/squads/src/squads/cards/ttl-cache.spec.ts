import { TtlCache } from './ttl-cache.js';

describe(TtlCache.name, () => {
  it('keeps a value until its time to live has passed', () => {
    let now = 1000;
    const cache = new TtlCache<string, number>(50, 10, () => now);
    cache.set('a', 1);
    now = 1049;
    expect(cache.get('a')).toBe(1);
    now = 1050;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry once it holds more than its bound', () => {
    const cache = new TtlCache<string, number>(1000, 2, () => 0);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
  });
});
