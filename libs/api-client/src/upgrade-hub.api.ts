import type { UpgradeHubGroup, UpgradeHubPage } from '@futgg/contracts';
import type { ApiClient } from './api-client.js';

const UPGRADE_HUB = { namespace: 'upgrade-hub' } as const;

export interface UpgradeHubParams {
  page?: number;
  pageSize?: number;
  group?: UpgradeHubGroup;
}

/** The upgrade hub (docs/feed-and-collections.md): every live way to upgrade a card, by group. */
export const upgradeHubApi = (client: ApiClient) => ({
  get: (gameYear: number, { page, pageSize, group }: UpgradeHubParams = {}) =>
    client.get<UpgradeHubPage>(`${gameYear}`, {
      ...UPGRADE_HUB,
      query: { page, page_size: pageSize, group },
    }),
});

export type UpgradeHubApi = ReturnType<typeof upgradeHubApi>;
