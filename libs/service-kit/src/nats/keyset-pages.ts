import type { NatsRequester } from './nats-requester.js';

/** A page of a subject paged by key (the catalog's squad pool and users' clubs): where the next one starts. */
export interface KeysetPage {
  nextAfterEaId: number | null;
}

/**
 * Every row of a subject paged by key: asks with `afterEaId` 0, then with each page's `nextAfterEaId`
 * until it is null, and gathers the rows `rowsOf` reads from each page, in order.
 */
export const requestEveryPage = async <Page extends KeysetPage, Row>(
  requester: NatsRequester,
  subject: string,
  payload: Readonly<Record<string, unknown>>,
  rowsOf: (page: Page) => readonly Row[],
): Promise<Row[]> => {
  const rows: Row[] = [];
  for (let afterEaId: number | null = 0; afterEaId !== null;) {
    const page: Page = await requester.request<Page>(subject, { ...payload, afterEaId });
    rows.push(...rowsOf(page));
    afterEaId = page.nextAfterEaId;
  }
  return rows;
};
