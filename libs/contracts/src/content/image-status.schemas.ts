import { z } from 'zod';

// Image status (spec, section 7 "Identity, images, prices, others": GET /status/ (identifiers)); ours:
// GET /api/fut/images/status/?identifiers=26-231747,26-20801 (docs/feed-and-collections.md).

export const IMAGE_STATUS_LIMITS = { MAX_IDENTIFIERS: 200 } as const;

/** A card's image identifier: `{gameYear}-{eaId}`, as in /api/fut/player-items/{game}-{id}/. */
export const ImageIdentifier = z.string().regex(/^\d{2}-[1-9]\d{0,9}$/, {
  message: 'identifiers must be {gameYear}-{eaId} such as 26-231747',
});

export const ImageStatusRequest = z.object({
  identifiers: z.array(ImageIdentifier).min(1).max(IMAGE_STATUS_LIMITS.MAX_IDENTIFIERS),
});
export type ImageStatusRequest = z.infer<typeof ImageStatusRequest>;

/**
 * `ready`: the card exists and its image can be drawn (its rarity's served badge, `imageUrl`, and the
 * card's data); `missing`: no such card, so no image.
 */
export const ImageStatus = z.object({
  identifier: z.string(),
  status: z.enum(['ready', 'missing']),
  imageUrl: z.string().nullable(),
});
export const ImageStatuses = z.array(ImageStatus);
export type ImageStatuses = z.infer<typeof ImageStatuses>;
