import { createContext, useContext } from 'react';

/**
 * The page's path and query string, for links that bring the reader back to it (sign-in's `next`).
 * The app's layout provides the router's; a widget in a server-rendered page has none and reads the
 * browser's address.
 */
export const CurrentPathContext = createContext<string | null>(null);

export const useCurrentPath = (): string => {
  const path = useContext(CurrentPathContext);
  if (path !== null) return path;
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
};
