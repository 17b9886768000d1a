import { createContext, useContext } from 'react';
import {
  catalogApi,
  createCredentialedClient,
  evoLabApi,
  evolutionsApi,
  userClubApi,
  identityApi,
  pricingApi,
  searchApi,
  viewsApi,
  commentsApi,
  votesApi,
  priceAlertsApi,
  moderationApi,
  directMessagesApi,
  notificationsApi,
  objectivesApi,
  sbcApi,
  feedApi,
  liveScoresApi,
  upgradeHubApi,
  collectionsApi,
  squadsApi,
  type CredentialClientOptions,
  type ApiClientOptions,
} from '@futgg/api-client';
import { fetchTakingEarlyResponses } from '../boot/early-requests';

/**
 * Every API the web calls, built over one client (same-origin: NGINX routes /api/ to the gateway). It
 * takes the responses index.html's early requests already started (src/boot/early-requests.ts), and
 * carries the signed-in user's credentials: `credentials` keeps what the identity state answered
 * (features/identity feeds it) and renews the token before it ends and after a 401.
 */
export const createApi = (
  options: Omit<ApiClientOptions, keyof CredentialClientOptions> = { fetch: fetchTakingEarlyResponses },
) => {
  const { client, credentials } = createCredentialedClient(options);
  return {
    catalog: catalogApi(client),
    pricing: pricingApi(client),
    evolutions: evolutionsApi(client),
    evoLab: evoLabApi(client),
    userClub: userClubApi(client),
    search: searchApi(client),
    views: viewsApi(client),
    comments: commentsApi(client),
    votes: votesApi(client),
    priceAlerts: priceAlertsApi(client),
    moderation: moderationApi(client),
    identity: identityApi(client),
    // The live stream reads with the client's fetch and credentials, as every other call.
    directMessages: directMessagesApi(client),
    notifications: notificationsApi(client),
    objectives: objectivesApi(client),
    sbc: sbcApi(client),
    feed: feedApi(client),
    liveScores: liveScoresApi(client),
    upgradeHub: upgradeHubApi(client),
    collections: collectionsApi(client),
    // The reader's saved squads (My squads); the builder keeps its own client (features/squad-builder/api).
    squads: squadsApi(client),
    credentials,
  };
};
export type Api = ReturnType<typeof createApi>;

export const ApiContext = createContext<Api | null>(null);

export const useApi = (): Api => {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an <AppProviders> (or <ApiContext.Provider>) above it');
  return api;
};

/** The HTTP status a failed API call carries (the api-client's ApiError), or undefined for any other error. */
export const httpStatusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

/** The reason the API gave for refusing a call (its `{ error: { message } }`), or undefined. */
export const apiErrorMessageOf = (error: unknown): string | undefined => {
  const body = (error as { body?: unknown } | null)?.body;
  const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
};
