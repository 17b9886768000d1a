// The squads and pro-competition calls of the squad pieces, over a client that reads the page's one
// credential store (as the squad builder page does), so lib/api stays as it is. The pro-competition
// client sends the CSRF header on every call. Tests provide their own through the context.
import { createContext, useContext, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ApiClient,
  proCompetitionApi,
  squadsApi,
  withCsrfOnEveryCall,
  type ApiClientOptions,
  type ProCompetitionApi,
  type SquadsApi,
} from '@futgg/api-client';
import type { ProCompetitionProduct } from '@futgg/contracts';
import { identityQuery } from '../../features/identity/api/get-identity';
import { httpStatusOf, useApi } from '../../lib/api';

/**
 * The markers name no product (spec, second document, section 2), so the pieces ask the first one the
 * pro-competition service serves (contracts' PRO_COMPETITION_PRODUCTS; only the type is imported, as
 * the contracts' runtime would bring zod into the bundle).
 */
export const WIDGET_PRO_COMPETITION_PRODUCT: ProCompetitionProduct = 'fc-pro';

export interface WidgetApis {
  squads: SquadsApi;
  proCompetition: ProCompetitionApi;
}

export const widgetApisOver = (options: ApiClientOptions): WidgetApis => ({
  squads: squadsApi(new ApiClient(options)),
  proCompetition: proCompetitionApi(
    new ApiClient(withCsrfOnEveryCall(options)),
    WIDGET_PRO_COMPETITION_PRODUCT,
  ),
});

export const WidgetApisContext = createContext<WidgetApis | null>(null);

export const useWidgetApis = (): WidgetApis => {
  const provided = useContext(WidgetApisContext);
  const api = useApi();
  return useMemo(() => provided ?? widgetApisOver({ ...api.credentials.clientOptions }), [provided, api]);
};

/**
 * True once the reader's identity state has answered (the query the user menu shares): before it, the
 * credential store holds no token or CSRF token, and a pro-competition call would go without them.
 */
export const useCredentialsKnown = (): boolean => useQuery(identityQuery(useApi())).isFetched;

export const useWidgetSquad = (uuid: string | null) => {
  const { squads } = useWidgetApis();
  const isKnown = useCredentialsKnown();
  return useQuery({
    queryKey: ['squads', 'detail', uuid],
    queryFn: () => squads.get(uuid!),
    enabled: uuid !== null && isKnown,
  });
};

/** What a piece says when a read failed, by status. */
export const loadFailureMessage = (error: unknown, what: string): string => {
  const status = httpStatusOf(error);
  if (status === 404 || status === 400) return `This ${what} was not found.`;
  if (status === 401) return `Sign in to see this ${what}.`;
  if (status === 403) return `You may not see this ${what}.`;
  return `The ${what} could not be loaded. Try again later.`;
};
