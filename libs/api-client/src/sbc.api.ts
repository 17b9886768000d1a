import type { SbcCategory, SbcChallenge, SbcSet, SbcSetSummary } from '@futgg/contracts';
import type { ApiClient } from './api-client.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;

const SBC = { namespace: 'sbc' } as const;

export interface SbcListParams {
  categorySlug?: string;
  showExpired?: boolean;
  page?: number;
}

/** Squad-building challenges (docs/objectives-and-sbcs.md): categories, sets, one set, one challenge. */
export const sbcApi = (client: ApiClient) => ({
  categories: () => client.get<Data<SbcCategory[]>>('categories', SBC).then(dataOf),
  list: ({ categorySlug, showExpired, page }: SbcListParams = {}) =>
    client.get<{ data: SbcSetSummary[]; totalCount: number }>('', {
      ...SBC,
      query: { category_slug: categorySlug, show_expired: showExpired ? 1 : undefined, page },
    }),
  bySlug: (slug: string) => client.get<Data<SbcSet>>(encodeURIComponent(slug), SBC).then(dataOf),
  set: (id: number) => client.get<Data<SbcSet>>(`set/${id}`, SBC).then(dataOf),
  challenge: (id: number) => client.get<Data<SbcChallenge>>(`challenge/${id}`, SBC).then(dataOf),
});

export type SbcApi = ReturnType<typeof sbcApi>;
