/**
 * A seeded pseudo-random source: mulberry32 (Tommy Ettinger's 32-bit generator, public domain), small,
 * fast and good enough for synthetic data. Never Math.random: the same seed must give the same data.
 */
export class Random {
  private state: number;
  private spareNormal: number | undefined;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A fresh generator whose stream depends on this seed and `label` only, so sections stay independent. */
  static derive(seed: number, label: string): Random {
    let hash = 2166136261 ^ (seed >>> 0);
    for (let i = 0; i < label.length; i += 1) hash = Math.imul(hash ^ label.charCodeAt(i), 16777619);
    return new Random(hash >>> 0);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Standard normal by the Box–Muller transform. */
  normal(mean = 0, sd = 1): number {
    if (this.spareNormal !== undefined) {
      const spare = this.spareNormal;
      this.spareNormal = undefined;
      return mean + sd * spare;
    }
    const u = 1 - this.next();
    const v = this.next();
    const radius = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = radius * Math.sin(2 * Math.PI * v);
    return mean + sd * radius * Math.cos(2 * Math.PI * v);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** An index drawn with probability proportional to its weight. */
  weightedIndex(weights: readonly number[]): number {
    let total = 0;
    for (const weight of weights) total += weight;
    let target = this.next() * total;
    for (let i = 0; i < weights.length; i += 1) {
      target -= weights[i]!;
      if (target < 0) return i;
    }
    return weights.length - 1;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    return entries[this.weightedIndex(entries.map(([, weight]) => weight))]![0];
  }

  /** `count` distinct items drawn without replacement, weights proportional (Efraimidis–Spirakis keys). */
  sampleWeighted<T>(entries: readonly (readonly [T, number])[], count: number): T[] {
    return entries
      .filter(([, weight]) => weight > 0)
      .map(([item, weight]) => [item, Math.log(1 - this.next()) / weight] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([item]) => item);
  }
}
