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
import { PRO_COMPETITION_PRODUCTS, type ProCompetitionProduct } from '@futgg/contracts';
import { httpStatusOf, useApi } from '../../lib/api';

/**
 * The markers name no product (spec, second document, section 2), so the pieces ask the first one the
 * pro-competition service serves.
 */
export const WIDGET_PRO_COMPETITION_PRODUCT: ProCompetitionProduct = PRO_COMPETITION_PRODUCTS[0];

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

export const useWidgetSquad = (uuid: string | null) => {
  const { squads } = useWidgetApis();
  return useQuery({
    queryKey: ['squads', 'detail', uuid],
    queryFn: () => squads.get(uuid!),
    enabled: uuid !== null,
  });
};

/** What a piece says when a read failed, by status. */
export const loadFailureMessage = (error: unknown, what: string): string => {
  const status = httpStatusOf(error);
  if (status === 404 || status === 400) return `This ${what} was not found.`;
  if (status === 401 || status === 403) return `You may not see this ${what}.`;
  return `The ${what} could not be loaded. Try again later.`;
};
