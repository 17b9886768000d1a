import type { ApiClient } from './api-client.js';

type Data<T> = { data: T };
const API = { basePath: '/api' } as const;

/** A reader's report of something on a page (signed in, rate limited): the page's address and a note. */
export const moderationApi = (client: ApiClient) => ({
  sendReport: (report: { url: string; note: string }) =>
    client
      .post<Data<{ id: number; status: 'open' | 'closed' }>>('moderation/send-report', report, API)
      .then((body) => body.data),
});
export type ModerationApi = ReturnType<typeof moderationApi>;
