import type { QueryKey } from '@tanstack/react-query';
import { ApiClient, CATALOG_PATHS } from '@futgg/api-client';
import type { Api } from './api';
import { CORE_DATA_KEY, coreDataQuery } from './core-data';

// Core data (names, rarity colours) is the same for every reader and every page, and changes with a
// deploy of the catalog, not per request. The page renderer keeps it across pages, and a rendered page
// leaves it out of its state: it was 170 kB of every page, parsed before the rows could be shown,
// where the browser can fetch it once (the gateway lets it cache the answer) while the app's code
// downloads.

export const isSharedQuery = (queryKey: QueryKey): boolean => queryKey[0] === CORE_DATA_KEY;

/** The game year of a shared (core data) key; undefined for any other key. */
const sharedGameYear = (queryKey: QueryKey): number | undefined =>
  isSharedQuery(queryKey) && typeof queryKey[1] === 'number' ? queryKey[1] : undefined;

/** The query behind a shared key, for the browser to fetch what a rendered page left out. */
export const sharedQueryOptions = (api: Api, queryKey: QueryKey) => {
  const gameYear = sharedGameYear(queryKey);
  return gameYear === undefined ? undefined : coreDataQuery(api, gameYear);
};

/** The same-origin URL the browser's API client asks for that query (an early request can match it). */
export const sharedQueryUrl = (queryKey: QueryKey): string | undefined => {
  const gameYear = sharedGameYear(queryKey);
  return gameYear === undefined ? undefined : new ApiClient().urlFor(CATALOG_PATHS.coreData(gameYear));
};
