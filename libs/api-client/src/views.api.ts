import type { ApiClient } from './api-client.js';
import { batchCalls } from './batch-calls.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;
const API = { basePath: '/api' } as const;

/** At most this many ids go in one counts call (views and comments alike). */
export const MAX_COUNT_IDS = 200;

/** The spec's tracked view event (second document, section 3): type, contentTypeId, entityId. */
export interface TrackedViewEvent {
  type: 'entity_view';
  contentTypeId: number;
  /** An eaId, id or uuid: social keeps every entity id as a short token. */
  entityId: number | string;
}

export interface EntityViews {
  contentTypeId: number;
  entityId: string;
  views: number;
}

/**
 * Entity view tracking and counts. The spec shows neither method nor path for tracking and says the
 * answer is not read; ours is POST /api/views/track/. Failures are the caller's to ignore.
 */
export const viewsApi = (client: ApiClient) => {
  const counts = (contentTypeId: number, ids: readonly string[]) =>
    client
      .get<Data<Record<string, number>>>(`views/${contentTypeId}/counts`, {
        ...API,
        query: { ids: ids.join(',') },
      })
      .then(dataOf);
  const batchers = new Map<number, (entityId: string) => Promise<number>>();
  return {
    track: (event: TrackedViewEvent) => client.post<unknown>('views/track', event, API),
    counts,
    count: (contentTypeId: number, entityId: string) =>
      client
        .get<Data<EntityViews>>(`views/${contentTypeId}/${encodeURIComponent(entityId)}`, API)
        .then(dataOf),
    /** One entity's views, asked with every other of its type asked for in the same tick. */
    countOf: (contentTypeId: number, entityId: string) => {
      let batcher = batchers.get(contentTypeId);
      if (!batcher) {
        batcher = batchCalls<string, number>((ids) => counts(contentTypeId, ids), {
          maxPerCall: MAX_COUNT_IDS,
          missing: () => 0,
        });
        batchers.set(contentTypeId, batcher);
      }
      return batcher(entityId);
    },
  };
};
export type ViewsApi = ReturnType<typeof viewsApi>;
