import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The list's tabs: running, running and ending within 48 hours, ended. */
export const EVOLUTION_TABS = ['active', 'expiring', 'expired'] as const;
export type EvolutionTab = (typeof EVOLUTION_TABS)[number];

const TAB_PARAMETER = 'tab';
const PAGE_PARAMETER = 'page';

export const tabOf = (params: URLSearchParams): EvolutionTab => {
  const tab = params.get(TAB_PARAMETER);
  return (EVOLUTION_TABS as readonly string[]).includes(tab ?? '') ? (tab as EvolutionTab) : 'active';
};

export const pageOf = (params: URLSearchParams): number => {
  const page = Number(params.get(PAGE_PARAMETER));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

/** `tab=expired&page=2`; the first tab and the first page are left out. */
export const evolutionsViewQuery = (tab: EvolutionTab, page: number): string => {
  const params = new URLSearchParams();
  if (tab !== 'active') params.set(TAB_PARAMETER, tab);
  if (page > 1) params.set(PAGE_PARAMETER, String(page));
  return params.toString();
};

/** The tab and page in the address, so a link (and the server's render) shows the same list. */
export const useEvolutionsView = () => {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const page = pageOf(params);
  const setTab = useCallback(
    (next: EvolutionTab) => setParams(evolutionsViewQuery(next, 1), { preventScrollReset: true }),
    [setParams],
  );
  const setPage = useCallback(
    (next: number) => setParams(evolutionsViewQuery(tab, next), { preventScrollReset: true }),
    [setParams, tab],
  );
  return { tab, page, setTab, setPage };
};
