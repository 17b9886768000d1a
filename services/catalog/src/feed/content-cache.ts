import { Injectable } from '@nestjs/common';

/**
 * The catalog's memo of public content answers (upgrade hub pages, collection lists), a few seconds
 * each so a burst of cache misses at the gateway asks PostgreSQL once. The admin action refresh-caches
 * clears it. Bounded: past MAX_ENTRIES the oldest entry goes.
 */
@Injectable()
export class ContentCache {
  static readonly MAX_ENTRIES = 500;
  static readonly TTL_MS = 30_000;
  private readonly entries = new Map<string, { until: number; value: Promise<unknown> }>();

  async get<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value as Promise<T>;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { until: now + ContentCache.TTL_MS, value });
    if (this.entries.size > ContentCache.MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    // A failed load is not remembered.
    value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    return value;
  }

  /** Empties the memo; answers how many entries it held. */
  clear(): number {
    const size = this.entries.size;
    this.entries.clear();
    return size;
  }
}
