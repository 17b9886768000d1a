import { z } from 'zod';

/** Paging of every list but the player search (which has its own page sizes, player-items.schemas). */
export const PAGE_LIMITS = { MAX_PAGE: 10_000, DEFAULT_PAGE_SIZE: 20, MAX_PAGE_SIZE: 100 } as const;

/** `page` and `pageSize` as a list request carries them (HTTP: `page`, `page_size`). */
export const PageRequest = z.object({
  page: z.number().int().min(1).max(PAGE_LIMITS.MAX_PAGE).default(1),
  pageSize: z.number().int().min(1).max(PAGE_LIMITS.MAX_PAGE_SIZE).default(PAGE_LIMITS.DEFAULT_PAGE_SIZE),
});
export type PageRequest = z.infer<typeof PageRequest>;

/** A page of a list: the spec's `{ data, totalCount }`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), totalCount: z.number().int().min(0) });
export type Page<T> = { data: T[]; totalCount: number };
