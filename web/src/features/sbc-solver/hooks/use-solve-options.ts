import { useSyncExternalStore } from 'react';
import { SBC_SOLVE_OPTIONS_KEY } from '../../../config/env';
import { localStore } from '../../../lib/local-store';
import { DEFAULT_SOLVE_OPTIONS, storedSolveOptionsOf, type SbcSolveOptions } from '../utils/solve-words';

// The solver's options are the user's, not a panel's (docs/sbc-solver-web.md "Options"): every panel
// reads and changes the one set kept in this browser, so a player excluded (or the club turned off) on
// one challenge holds on the next, on a set, in the builder and on the next visit.

const store = localStore('SBC solver');
const listeners = new Set<() => void>();
let lastText: string | null | undefined;
let lastOptions: SbcSolveOptions = DEFAULT_SOLVE_OPTIONS;

/** The stored options, the same object while the stored text is the same (what React compares). */
const snapshot = (): SbcSolveOptions => {
  const text = store.readText(SBC_SOLVE_OPTIONS_KEY);
  if (text !== lastText) {
    lastText = text;
    let parsed: unknown = null;
    try {
      parsed = text === null ? null : JSON.parse(text);
    } catch {
      // Not JSON: every field falls back to its default.
    }
    lastOptions = storedSolveOptionsOf(parsed);
  }
  return lastOptions;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SBC_SOLVE_OPTIONS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** Changes the options (a value, or from the current ones), stores them and tells every panel. */
export const changeSolveOptions = (
  change: SbcSolveOptions | ((current: SbcSolveOptions) => SbcSolveOptions),
) => {
  const next = typeof change === 'function' ? change(snapshot()) : change;
  store.write(SBC_SOLVE_OPTIONS_KEY, next);
  for (const listener of [...listeners]) listener();
};

/**
 * The solver's options as stored in this browser, and their setter. On the server, and while the page
 * hydrates, the defaults (the server cannot know them); the stored ones right after.
 */
export const useSolveOptions = () =>
  [useSyncExternalStore(subscribe, snapshot, () => DEFAULT_SOLVE_OPTIONS), changeSolveOptions] as const;
