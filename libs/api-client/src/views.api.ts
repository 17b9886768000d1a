import type { ApiClient } from './api-client.js';

/** The spec's tracked view event (second document, section 3): type, contentTypeId, entityId. */
export interface TrackedViewEvent {
  type: 'entity_view';
  contentTypeId: number;
  entityId: number;
}

/**
 * Entity view tracking. The spec shows neither method nor path and says the answer is not read; ours is
 * POST /api/views/track/ (served once the social service lands). Failures are the caller's to ignore.
 */
export const viewsApi = (client: ApiClient) => ({
  track: (event: TrackedViewEvent) => client.post<unknown>('views/track', event, { basePath: '/api' }),
});
export type ViewsApi = ReturnType<typeof viewsApi>;
