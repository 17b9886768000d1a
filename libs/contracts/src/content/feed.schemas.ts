import { z } from 'zod';
import { GameYear } from '../catalog/game.schemas.js';

// The daily feed (docs/feed-and-collections.md): what was added to the game on a day, built from the
// catalog's "added" facts (catalog.feed_entries), never hand-written.

/** Kinds in richness order: players first, then evolutions, SBCs, objectives (spec, section 7 Feed). */
export const FEED_KINDS = ['player', 'evolution', 'sbc', 'objective'] as const;
export const FeedKind = z.enum(FEED_KINDS);
export type FeedKind = z.infer<typeof FeedKind>;

export const FEED_LIMITS = { MAX_DATES: 400, MAX_ENTRIES_PER_DAY: 500 } as const;

/** A calendar day, `YYYY-MM-DD` (UTC). */
export const FeedDate = z
  .string({ error: 'date must be a day written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be a day written YYYY-MM-DD' })
  .refine(
    (text) =>
      !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
      new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
    {
      message: 'date must be a real calendar day (YYYY-MM-DD)',
    },
  );

const FeedCounts = z.object({
  player: z.number().int().min(0),
  evolution: z.number().int().min(0),
  sbc: z.number().int().min(0),
  objective: z.number().int().min(0),
});
export type FeedCounts = z.infer<typeof FeedCounts>;

/** `gameYear` absent: the newest year the catalog holds. */
export const FeedDatesRequest = z.object({ gameYear: GameYear.optional() });
export type FeedDatesRequest = z.infer<typeof FeedDatesRequest>;

export const FeedDateSummary = z.object({
  date: z.string(),
  total: z.number().int().min(0),
  counts: FeedCounts,
});
export type FeedDateSummary = z.infer<typeof FeedDateSummary>;
/** Newest day first. */
export const FeedDates = z.object({ gameYear: z.number().int(), dates: z.array(FeedDateSummary) });
export type FeedDates = z.infer<typeof FeedDates>;

export const FeedDayRequest = z.object({ date: FeedDate, gameYear: GameYear.optional() });
export type FeedDayRequest = z.infer<typeof FeedDayRequest>;

export const FeedEntry = z.object({
  kind: FeedKind,
  /** The entity's own id as its page names it: a card's eaId, an evolution id, an SBC set id, an objective group id. */
  entityId: z.string(),
  name: z.string(),
  /** The site path of the entity's page. */
  url: z.string(),
  imageUrl: z.string().nullable(),
  /** A card's overall, or the rating of the player an SBC/objective awards; null otherwise. */
  rating: z.number().int().nullable(),
  /** True for an SBC or objective whose reward is a player card (these lead their kind). */
  rewardsPlayer: z.boolean(),
  /** The program (promo) it belongs to, where it has one. */
  program: z.string().nullable(),
  addedAt: z.string(),
});
export type FeedEntry = z.infer<typeof FeedEntry>;

/** Entries ordered by richness: kind (FEED_KINDS order), then player-awarding first, then rating, then name. */
export const FeedDay = z.object({
  gameYear: z.number().int(),
  date: z.string(),
  counts: FeedCounts,
  entries: z.array(FeedEntry),
});
export type FeedDay = z.infer<typeof FeedDay>;
