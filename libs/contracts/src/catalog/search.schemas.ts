import { z } from 'zod';
import { SEARCH, searchTextProblem } from '@futgg/game-rules';
import { GameYear } from './game.schemas.js';

export const SEARCH_LIMIT = { DEFAULT: 10, MAX: 20 } as const;

/** Global search (spec, second document, section 2 "Global search behaviour"); method and path are ours. */
export const GlobalSearchRequest = z.object({
  gameYear: GameYear,
  // The player filter's own text rule (game-rules), with global search's floor of characters.
  q: z
    .string()
    .trim()
    .superRefine((text, context) => {
      const problem = searchTextProblem(text, SEARCH.MIN_CHARACTERS);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    }),
  limit: z.number().int().min(1).max(SEARCH_LIMIT.MAX).default(SEARCH_LIMIT.DEFAULT),
});
export type GlobalSearchRequest = z.infer<typeof GlobalSearchRequest>;

/** What global search finds (docs/search.md). */
export const SEARCH_KINDS = ['player', 'evolution', 'sbc', 'objective', 'collection', 'tournament'] as const;
export const SearchKind = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof SearchKind>;

/**
 * A search result (spec, second document, section 3): `description` is HTML built from escaped text.
 * `groupKey` is ours: results that are versions of one player share it and come one after another, so
 * a list can show them together under the player's name. A key starts with its kind
 * (`player-`, `evolution-`, `sbc-`, `objective-`, `collection-`, `tournament-`: SEARCH_KINDS).
 */
export const SearchResult = z.object({
  key: z.string(),
  url: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  description: z.string().nullable(),
  groupKey: z.string(),
});
export type SearchResult = z.infer<typeof SearchResult>;

/**
 * Rebuild the search index of one game year (every year the catalog holds without one): the admin action
 * "re-index search" sends it; the catalog also re-indexes at start and after a seed.
 */
export const ReindexSearchRequest = z.object({ gameYear: GameYear.optional() });
export type ReindexSearchRequest = z.infer<typeof ReindexSearchRequest>;
export const ReindexSearchReply = z.object({
  years: z.array(
    z.object({
      gameYear: z.number().int(),
      counts: z.record(z.string(), z.number().int()),
      seconds: z.number(),
    }),
  ),
});
export type ReindexSearchReply = z.infer<typeof ReindexSearchReply>;
