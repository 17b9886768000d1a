/** `next` of a pro-competition list (spec: those lists page by a `next` field): the next page, or null. */
export const nextPageOf = (page: number, pageSize: number, totalCount: number): number | null =>
  page * pageSize < totalCount ? page + 1 : null;
