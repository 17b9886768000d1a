import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { decodeFilterQueryKeepingValid, encodeFilterQuery } from '@futgg/game-rules';
import { DEFAULT_GAME_YEAR, parseGameYear } from '../config/env';
import type { Api } from '../lib/api';
import { coreDataQuery } from '../lib/core-data';
import { playerItemsSearchQuery } from '../features/player-database/api/search-player-items';
import {
  NON_FILTER_PARAMETERS,
  priceKeyOfAddress,
} from '../features/player-database/hooks/price-key-parameter';
import { playerItemQuery } from '../features/player-page/api/get-player-item';
import { otherVersionsQuery } from '../features/player-page/api/get-other-versions';
import { parsePageId } from '../lib/page-ids';
import { FRONT_PAGE_LIST_NAMES, frontPageListQuery } from '../features/front-page/api/front-page-lists';
import { RootLayout, RouteError } from './routes/root-layout';

export interface RouteDependencies {
  queryClient: QueryClient;
  api: Api;
  /**
   * The server renderer waits for a page's data before rendering it, so the HTML carries the rows; the
   * browser never waits (the page shows its own loading state meanwhile).
   */
  waitForData?: boolean;
}

/**
 * What a loader says of its address beside the data: a filter link the API would refuse is answered
 * 400 by the server renderer (the page still renders, naming the bad parameter).
 */
export interface LoaderVerdict {
  pageStatus: 400 | 404;
}
const REFUSED_ADDRESS: LoaderVerdict = { pageStatus: 400 };
/** An address no page answers (`/99/players/`, `/fc26/players/`): the page says so, with a 404. */
const NO_SUCH_PAGE: LoaderVerdict = { pageStatus: 404 };

/** The status a rendered page's loaders asked for, if any (read by the server renderer). */
export const pageStatusOf = (loaderData: Record<string, unknown>): number | null => {
  for (const data of Object.values(loaderData)) {
    if (data && typeof data === 'object' && 'pageStatus' in data) return (data as LoaderVerdict).pageStatus;
  }
  return null;
};

/** A loader's answer: nothing in the browser, the settled prefetches on the server. */
const settle = (
  { waitForData }: RouteDependencies,
  prefetches: Promise<unknown>[],
  verdict: LoaderVerdict | null = null,
) => (waitForData ? Promise.all(prefetches).then(() => verdict) : verdict);

/**
 * Starts the player list and core data requests as soon as the URL is known, in parallel with the
 * download of the route's code, instead of after it renders. A malformed filter link is left to the
 * page, which explains it.
 */
const prefetchPlayerDatabase =
  (dependencies: RouteDependencies) =>
  ({ params, request }: LoaderFunctionArgs) => {
    const { queryClient, api } = dependencies;
    const gameYear = parseGameYear(params['gameYear']);
    if (gameYear === null) return NO_SUCH_PAGE;
    const prefetches: Promise<unknown>[] = [queryClient.prefetchQuery(coreDataQuery(api, gameYear))];
    // The rows of the filters the page keeps (it names any it leaves out); the server answers an
    // address with such a parameter 400, with the page.
    const address = new URL(request.url).searchParams;
    const { filters, refused } = decodeFilterQueryKeepingValid(address, NON_FILTER_PARAMETERS);
    const search = { gameYear, filters: encodeFilterQuery(filters), priceKey: priceKeyOfAddress(address) };
    prefetches.push(queryClient.prefetchInfiniteQuery(playerItemsSearchQuery(api, search)));
    return settle(dependencies, prefetches, refused.length ? REFUSED_ADDRESS : null);
  };

/**
 * A filter edit changes only the query string: the page's own query fetches the new rows, so the
 * loader (there to start requests before the route's code arrives) does not run again. With no loader
 * to wait for, the router applies the edit in the same task as the click.
 */
const keepLoaderForSearchChanges: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

/** The card, its other versions (the default tab) and the core data its names and colours come from. */
const prefetchPlayerPage =
  (dependencies: RouteDependencies) =>
  ({ params }: LoaderFunctionArgs) => {
    const { queryClient, api } = dependencies;
    const gameYear = parseGameYear(params['gameYear']);
    const eaId = parsePageId(params['eaId']);
    if (gameYear === null || eaId === null) return NO_SUCH_PAGE;
    return settle(dependencies, [
      queryClient.prefetchQuery(coreDataQuery(api, gameYear)),
      queryClient.prefetchQuery(playerItemQuery(api, gameYear, eaId)),
      queryClient.prefetchQuery(otherVersionsQuery(api, gameYear, eaId)),
    ]);
  };

/** The front page's lists and the core data their names come from. */
const prefetchFrontPage = (dependencies: RouteDependencies) => () => {
  const { queryClient, api } = dependencies;
  return settle(dependencies, [
    queryClient.prefetchQuery(coreDataQuery(api, DEFAULT_GAME_YEAR)),
    ...FRONT_PAGE_LIST_NAMES.map((list) =>
      queryClient.prefetchQuery(frontPageListQuery(api, DEFAULT_GAME_YEAR, list)),
    ),
  ]);
};

/** What the movers page prefetches (features/market-movers/api/prefetch-market-movers.ts). */
type MoversPrefetch = (
  queryClient: QueryClient,
  api: Api,
  gameYear: number,
  address: URLSearchParams,
) => Promise<unknown>[];

/** The market movers of the address's view, then each list's cards. */
const prefetchMarketMovers =
  (dependencies: RouteDependencies, prefetch: MoversPrefetch) =>
  ({ params, request }: LoaderFunctionArgs) => {
    const gameYear = parseGameYear(params['gameYear']);
    if (gameYear === null) return NO_SUCH_PAGE;
    const { queryClient, api } = dependencies;
    return settle(dependencies, prefetch(queryClient, api, gameYear, new URL(request.url).searchParams));
  };

/** The evolutions pages' loaders (features/evolutions/api/prefetch-evolutions.ts), for the default year. */
type EvolutionsPrefetch = (
  queryClient: QueryClient,
  api: Api,
  gameYear: number,
  params: LoaderFunctionArgs['params'],
  address: URLSearchParams,
) => { prefetches: Promise<unknown>[]; pageStatus?: LoaderVerdict['pageStatus'] };

/** A loader that comes with its page's chunk, like the movers' (the first load stays as it is). */
const prefetchEvolutionsPage =
  (dependencies: RouteDependencies, prefetch: EvolutionsPrefetch) =>
  ({ params, request }: LoaderFunctionArgs) => {
    const { queryClient, api } = dependencies;
    const address = new URL(request.url).searchParams;
    const { prefetches, pageStatus } = prefetch(queryClient, api, DEFAULT_GAME_YEAR, params, address);
    return settle(dependencies, prefetches, pageStatus ? { pageStatus } : null);
  };

/** The content pages' paths and the component of routes/content-pages.route.tsx each renders. */
const CONTENT_PAGES = [
  ['/sbc/', 'SbcRoute'],
  ['/sbc/:setId/', 'SbcSetRoute'],
  ['/objectives/', 'ObjectivesRoute'],
  ['/objectives/:slug/', 'ObjectiveGroupRoute'],
  ['/feed/', 'FeedRoute'],
  ['/live/', 'TournamentsRoute'],
  ['/live/fixtures/:fixtureId/', 'FixtureRoute'],
  ['/live/:slug/', 'TournamentRoute'],
  ['/live/:slug/participants/:participantId/', 'ParticipantRoute'],
  ['/upgrade-hub/', 'UpgradeHubRoute'],
  ['/collections/', 'CollectionsRoute'],
  ['/collections/:slug/', 'CollectionRoute'],
] as const satisfies readonly (readonly [string, keyof typeof import('./routes/content-pages.route')])[];

// Each page is its own chunk (lazy), so the player database loads none of the player page's code.
export const createAppRoutes = (dependencies?: RouteDependencies): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Lazy pages resolve before the first render; nothing to show meanwhile.
    hydrateFallbackElement: <div className="route-loading" />,
    children: [
      {
        path: '/',
        ...(dependencies ? { loader: prefetchFrontPage(dependencies) } : {}),
        lazy: async () => ({ Component: (await import('./routes/front-page.route')).default }),
      },
      {
        path: '/:gameYear/players/',
        ...(dependencies ? { loader: prefetchPlayerDatabase(dependencies) } : {}),
        shouldRevalidate: keepLoaderForSearchChanges,
        lazy: async () => ({ Component: (await import('./routes/player-database.route')).default }),
      },
      {
        path: '/:gameYear/players/:eaId/',
        ...(dependencies ? { loader: prefetchPlayerPage(dependencies) } : {}),
        lazy: async () => ({ Component: (await import('./routes/player-page.route')).default }),
      },
      {
        // This loader's queries come with the page's chunk, not in the first load every page makes (the
        // player database's is at its size target): it starts once that chunk is in, not with the URL.
        path: '/:gameYear/market-movers/',
        lazy: async () => {
          const page = await import('./routes/market-movers.route');
          return {
            Component: page.default,
            ...(dependencies
              ? { loader: prefetchMarketMovers(dependencies, page.prefetchMarketMovers) }
              : {}),
          };
        },
      },
      {
        path: '/evolutions/',
        shouldRevalidate: keepLoaderForSearchChanges,
        lazy: async () => {
          const page = await import('./routes/evolutions.route');
          return {
            Component: page.default,
            ...(dependencies
              ? {
                  loader: prefetchEvolutionsPage(dependencies, (client, api, year, _params, address) =>
                    page.prefetchEvolutions(client, api, year, address),
                  ),
                }
              : {}),
          };
        },
      },
      {
        path: '/evolutions/:id/',
        shouldRevalidate: keepLoaderForSearchChanges,
        lazy: async () => {
          const page = await import('./routes/evolution.route');
          return {
            Component: page.default,
            ...(dependencies
              ? {
                  loader: prefetchEvolutionsPage(dependencies, (client, api, year, params, address) =>
                    page.prefetchEvolution(client, api, year, params['id'], address),
                  ),
                }
              : {}),
          };
        },
      },
      {
        // The user's own pages: rendered for nobody on the server (the reader is known in the browser only).
        path: '/my-club/',
        lazy: async () => ({ Component: (await import('./routes/my-club.route')).default }),
      },
      {
        path: '/evo-lab/planner/',
        lazy: async () => ({ Component: (await import('./routes/evolution-planner.route')).default }),
      },
      {
        // The names and colours (core data) and, with `?eaId=`, the card: rendered for nobody, so the
        // lab's evolutions and the reader's own players load in the browser. The lab writes its state to
        // the query string itself: that never runs the loader again.
        path: '/evo-lab/',
        shouldRevalidate: keepLoaderForSearchChanges,
        lazy: async () => {
          const page = await import('./routes/evo-lab.route');
          return {
            Component: page.default,
            ...(dependencies
              ? {
                  loader: ({ request }: LoaderFunctionArgs) =>
                    settle(
                      dependencies,
                      page.prefetchEvoLab(dependencies, new URL(request.url).searchParams),
                    ),
                }
              : {}),
          };
        },
      },
      {
        // The reader's saved squads: rendered for nobody on the server (the reader is known in the browser
        // only), no loader.
        path: '/:gameYear/squad-builder/',
        lazy: async () => ({ Component: (await import('./routes/my-squads.route')).default }),
      },
      {
        path: '/:gameYear/squad-builder/:uuid/edit/',
        lazy: async () => ({ Component: (await import('./routes/squad-builder.route')).default }),
      },
      {
        // The reader's direct messages (`?conversation=<id>` opens one) and notifications: rendered for
        // nobody on the server, no loader.
        path: '/messages/',
        lazy: async () => ({ Component: (await import('./routes/messages.route')).default }),
      },
      {
        path: '/notifications/',
        lazy: async () => ({ Component: (await import('./routes/notifications.route')).default }),
      },
      {
        // Rendered for nobody on the server (the reader is known in the browser only): no loader.
        path: '/account/',
        lazy: async () => ({ Component: (await import('./routes/account.route')).default }),
      },
      // The content pages (docs/content-web.md): one chunk, no loaders (each page shows its own loading state).
      ...CONTENT_PAGES.map(([path, name]) => ({
        path,
        lazy: async () => ({ Component: (await import('./routes/content-pages.route'))[name] }),
      })),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found.route')).NotFoundRoute }),
      },
    ],
  },
];

/**
 * Loads the code of the lazy routes the URL matches. Hydrating a server-rendered page needs them before
 * the first render: a route still lazy would render its fallback, not the page the server sent.
 */
export const resolveLazyRoutes = async (routes: RouteObject[], path: string) => {
  const lazyMatches = (matchRoutes(routes, path) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const module = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
};

export const createAppRouter = (
  dependencies: RouteDependencies,
  hydrationData?: HydrationState,
  routes: RouteObject[] = createAppRoutes(dependencies),
) => createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
