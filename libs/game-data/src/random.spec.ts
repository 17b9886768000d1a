import fc from 'fast-check';
import { Random } from './random.js';

describe('Random', () => {
  it('repeats its stream for the same seed and differs for another', () => {
    const draws = (seed: number) =>
      Array.from(
        { length: 5 },
        (
          (random) => () =>
            random.next()
        )(new Random(seed)),
      );
    expect(draws(42)).toEqual(draws(42));
    expect(draws(42)).not.toEqual(draws(43));
  });

  it('is uniform enough: 100,000 draws average 0.5 within 0.005', () => {
    // The mean of n uniforms has sd 1/sqrt(12n) ≈ 0.0009 for n = 100,000: 0.005 is over 5 sd.
    const random = new Random(7);
    let sum = 0;
    for (let i = 0; i < 100_000; i += 1) sum += random.next();
    expect(Math.abs(sum / 100_000 - 0.5)).toBeLessThan(0.005);
  });

  it('draws normals with the asked mean and spread', () => {
    const random = new Random(11);
    const values = Array.from({ length: 50_000 }, () => random.normal(10, 2));
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
    expect(mean).toBeCloseTo(10, 1);
    expect(sd).toBeCloseTo(2, 1);
  });

  it('keeps int() within its bounds, both included', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 50 }),
        (seed, min, width) => {
          const random = new Random(seed);
          for (let i = 0; i < 20; i += 1) {
            const value = random.int(min, min + width);
            if (value < min || value > min + width || !Number.isInteger(value)) return false;
          }
          return true;
        },
      ),
    );
  });

  it('samples distinct items, never one of weight zero', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 6 }), (seed, count) => {
        const entries = [
          ['a', 1],
          ['b', 0],
          ['c', 3],
          ['d', 2],
          ['e', 5],
        ] as const;
        const sample = new Random(seed).sampleWeighted(entries, count);
        return (
          new Set(sample).size === sample.length &&
          !sample.includes('b') &&
          sample.length === Math.min(count, 4)
        );
      }),
    );
  });

  it('derives independent streams per label', () => {
    expect(Random.derive(1, 'a').next()).not.toBe(Random.derive(1, 'b').next());
    expect(Random.derive(1, 'a').next()).toBe(Random.derive(1, 'a').next());
  });
});
