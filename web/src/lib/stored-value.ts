import { useSyncExternalStore } from 'react';
import { localStore } from './local-store';

/**
 * One value kept in this browser's storage and shared by every component that reads it: a change from
 * one re-renders them all, and another tab's change arrives too (the storage event). `parse` turns what
 * was stored (or null) into a value; the value stays the same object while the stored text is the same,
 * which is what React compares. On the server and while a page hydrates, `fallback`. A storage that
 * refuses a write (logged by localStore) leaves the value in memory for the page's life.
 */
export const storedValue = <T>(feature: string, key: string, parse: (stored: unknown) => T, fallback: T) => {
  const store = localStore(feature);
  const listeners = new Set<() => void>();
  let lastText: string | null | undefined;
  let lastValue = fallback;
  // When the storage refuses a write (full, or turned off), the page keeps the value in memory alone.
  let inMemoryOnly = false;

  const get = (): T => {
    if (inMemoryOnly) return lastValue;
    const text = store.readText(key);
    if (text !== lastText) {
      lastText = text;
      let parsed: unknown = null;
      try {
        parsed = text === null ? null : JSON.parse(text);
      } catch {
        // Not JSON: parse answers its defaults for null.
      }
      lastValue = parse(parsed);
    }
    return lastValue;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  /** Stores a value (or a change of the current one) and tells every reader; answers the value. */
  const set = (change: T | ((current: T) => T)): T => {
    const next = typeof change === 'function' ? (change as (current: T) => T)(get()) : change;
    inMemoryOnly = !store.write(key, next);
    if (inMemoryOnly) lastValue = next;
    for (const listener of [...listeners]) listener();
    return next;
  };

  const useValue = (): T => useSyncExternalStore(subscribe, get, () => fallback);

  return { get, set, useValue };
};
