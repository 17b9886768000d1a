import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { decodeFilterQuery, encodeFilterQuery } from '@futgg/game-rules';
import { DEFAULT_GAME_YEAR, parseGameYear, routes } from '../config/env';
import type { Api } from '../lib/api';
import { coreDataQuery } from '../lib/core-data';
import { playerItemsSearchQuery } from '../features/player-database/api/search-player-items';
import { RootLayout, RouteError } from './routes/root-layout';

export interface RouteDependencies {
  queryClient: QueryClient;
  api: Api;
}

/**
 * Starts the player list and core data requests as soon as the URL is known, in parallel with the
 * download of the route's code, instead of after it renders. Not awaited: the page shows its own
 * loading state; a malformed filter link is left to the page, which explains it.
 */
const prefetchPlayerDatabase =
  ({ queryClient, api }: RouteDependencies) =>
  ({ params, request }: LoaderFunctionArgs) => {
    const gameYear = parseGameYear(params['gameYear']);
    if (gameYear === null) return null;
    void queryClient.prefetchQuery(coreDataQuery(api, gameYear));
    try {
      const filters = encodeFilterQuery(decodeFilterQuery(new URL(request.url).searchParams));
      void queryClient.prefetchInfiniteQuery(playerItemsSearchQuery(api, { gameYear, filters }));
    } catch {
      // The page decodes the URL again and shows the notice.
    }
    return null;
  };

// Each page is its own chunk (lazy), so the player database loads none of the player page's code.
export const createAppRoutes = (dependencies?: RouteDependencies): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Lazy pages resolve before the first render; nothing to show meanwhile.
    hydrateFallbackElement: <div className="route-loading" />,
    children: [
      // A loader redirect, not <Navigate>: it happens before render, so nothing mounts twice.
      { path: '/', loader: () => redirect(routes.playerDatabase(DEFAULT_GAME_YEAR)) },
      {
        path: '/:gameYear/players/',
        ...(dependencies ? { loader: prefetchPlayerDatabase(dependencies) } : {}),
        lazy: async () => ({ Component: (await import('./routes/player-database.route')).default }),
      },
      {
        path: '/:gameYear/players/:eaId/',
        lazy: async () => ({ Component: (await import('./routes/player-page.route')).default }),
      },
      {
        path: '/evo-lab/',
        lazy: async () => ({ Component: (await import('./routes/coming-soon.route')).EvoLabRoute }),
      },
      {
        path: '/:gameYear/squad-builder/:uuid/edit/',
        lazy: async () => ({ Component: (await import('./routes/coming-soon.route')).SquadBuilderRoute }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/coming-soon.route')).NotFoundRoute }),
      },
    ],
  },
];

export const createAppRouter = (dependencies: RouteDependencies) =>
  createBrowserRouter(createAppRoutes(dependencies));
