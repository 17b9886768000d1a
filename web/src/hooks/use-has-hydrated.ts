import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False on the server and while a server-rendered page hydrates, true from then on, and from the first
 * render of a page the browser renders itself. What only the browser can know (the reader's time zone,
 * who is signed in) waits for it, so the hydrated HTML matches what the server sent.
 */
export const useHasHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
