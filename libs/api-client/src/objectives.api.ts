import type { Objective, ObjectiveGroup, ObjectiveGroupSummary, ObjectiveTab } from '@futgg/contracts';
import type { ApiClient } from './api-client.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;

const OBJECTIVES = { namespace: 'objectives' } as const;

export interface ObjectiveGroupsParams {
  /** A tab's slug. */
  categorySlug?: string;
  showExpired?: boolean;
  page?: number;
}

/** Objectives (docs/objectives-and-sbcs.md): tabs, their groups, one group, one objective, the campaign. */
export const objectivesApi = (client: ApiClient) => ({
  tabs: () => client.get<Data<ObjectiveTab[]>>('tabs', OBJECTIVES).then(dataOf),
  groups: ({ categorySlug, showExpired, page }: ObjectiveGroupsParams = {}) =>
    client.get<{ data: ObjectiveGroupSummary[]; totalCount: number }>('groups', {
      ...OBJECTIVES,
      query: { category_slug: categorySlug, show_expired: showExpired ? 1 : undefined, page },
    }),
  groupBySlug: (slug: string) =>
    client.get<Data<ObjectiveGroup>>(`groups/${encodeURIComponent(slug)}`, OBJECTIVES).then(dataOf),
  group: (id: number) => client.get<Data<ObjectiveGroup>>(`groups/group/${id}`, OBJECTIVES).then(dataOf),
  objective: (id: number) =>
    client
      .get<Data<Objective & { group: ObjectiveGroupSummary }>>(`groups/obj/${id}`, OBJECTIVES)
      .then(dataOf),
  campaign: () => client.get<Data<ObjectiveGroup[]>>('campaign', OBJECTIVES).then(dataOf),
});

export type ObjectivesApi = ReturnType<typeof objectivesApi>;
