import type { PageRequest } from '@futgg/contracts';

/** LIMIT and OFFSET of a page, as bind values for a repository's query. */
export const limitOffsetOf = ({ page, pageSize }: PageRequest): { limit: number; offset: number } => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});
