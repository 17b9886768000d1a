import { z } from 'zod';
import { PageRequest, pageOf } from '../paging.js';
import { PRICE_KEYS } from '../pricing/pricing.schemas.js';

// Squad-building challenges (docs/objectives-and-sbcs.md): categories hold sets, a set holds one to five
// challenges, each challenge carries its requirements in a structured, versioned form that the squads
// service checks a saved squad against (libs/game-rules/src/sbc), its reward and a cost estimate.

const int = z.number().int();
const eaId = int.min(1).max(2_147_483_647);
const id = int.min(1).max(2_147_483_647);
const slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case words joined by hyphens');

export const SBC_LIMITS = { PAGE_SIZE: 20, MAX_RULES: 12, MAX_IDS_PER_RULE: 20 } as const;

/** What a rule counts players by. `quality` is bronze (< 65), silver (65–74) or gold (75+) by overall. */
export const SBC_COUNT_SCOPES = ['league', 'club', 'nation', 'rarity', 'quality'] as const;
export const SBC_GROUP_SCOPES = ['league', 'club', 'nation'] as const;
export const QUALITY_TIERS = ['bronze', 'silver', 'gold'] as const;
export const QualityTier = z.enum(QUALITY_TIERS);

const bounds = { min: int.min(0).max(11).optional(), max: int.min(0).max(11).optional() };
const hasBound = (rule: { min?: number; max?: number }) => rule.min !== undefined || rule.max !== undefined;

/** One requirement. Version 1 of the form; a new kind of rule is a new version. */
export const SbcRule = z.discriminatedUnion('type', [
  z.object({ type: z.literal('squadRatingMin'), value: int.min(1).max(99) }).strict(),
  z.object({ type: z.literal('teamChemistryMin'), value: int.min(0).max(33) }).strict(),
  /** Players whose league/club/nation/rarity is one of `ids` (or whose quality tier is one of `tiers`). */
  z
    .object({
      type: z.literal('playerCount'),
      scope: z.enum(SBC_COUNT_SCOPES),
      ids: z.array(int.min(0)).max(SBC_LIMITS.MAX_IDS_PER_RULE).optional(),
      tiers: z.array(QualityTier).max(3).optional(),
      ...bounds,
    })
    .strict()
    .refine(hasBound, { message: 'a playerCount rule needs min or max' }),
  /** The largest number of players sharing one league/club/nation. */
  z
    .object({ type: z.literal('sameCount'), scope: z.enum(SBC_GROUP_SCOPES), ...bounds })
    .strict()
    .refine(hasBound, { message: 'a sameCount rule needs min or max' }),
  /** How many different leagues/clubs/nations the squad has. */
  z
    .object({ type: z.literal('differentCount'), scope: z.enum(SBC_GROUP_SCOPES), ...bounds })
    .strict()
    .refine(hasBound, { message: 'a differentCount rule needs min or max' }),
  /** At least `count` players rated `value` or more (every player when `count` is absent). */
  z
    .object({
      type: z.literal('playerRatingMin'),
      value: int.min(1).max(99),
      count: int.min(1).max(11).optional(),
    })
    .strict(),
  z
    .object({ type: z.literal('formation'), formationIds: z.array(z.string().min(1).max(16)).min(1).max(20) })
    .strict(),
  /** How many players the squad has on the field. */
  z.object({ type: z.literal('playerTotal'), value: int.min(1).max(11) }).strict(),
]);
export type SbcRule = z.infer<typeof SbcRule>;

export const SbcRequirements = z
  .object({ version: z.literal(1), rules: z.array(SbcRule).max(SBC_LIMITS.MAX_RULES) })
  .strict();
export type SbcRequirements = z.infer<typeof SbcRequirements>;

export const Reward = z.discriminatedUnion('type', [
  z.object({ type: z.literal('player'), eaId, name: z.string(), rating: int, untradeable: z.boolean() }),
  z.object({ type: z.literal('pack'), name: z.string(), quantity: int.min(1), untradeable: z.boolean() }),
  z.object({ type: z.literal('coins'), amount: int.min(0) }),
]);
export type Reward = z.infer<typeof Reward>;

/** Coins per price key; null when no priced cards meet the rating requirements. An estimate, not an optimum. */
export const CostEstimate = z.object(
  Object.fromEntries(PRICE_KEYS.map((key) => [key, int.min(0).nullable()])) as Record<
    (typeof PRICE_KEYS)[number],
    z.ZodNullable<z.ZodNumber>
  >,
);
export type CostEstimate = z.infer<typeof CostEstimate>;

export const SbcCategory = z.object({ id, slug, name: z.string(), order: int, setCount: int.min(0) });
export type SbcCategory = z.infer<typeof SbcCategory>;

export const SbcChallenge = z.object({
  id,
  setId: id,
  name: z.string(),
  description: z.string(),
  order: int.min(1),
  formationId: z.string().nullable(),
  requirements: SbcRequirements,
  rewards: z.array(Reward),
  estimatedCost: CostEstimate,
});
export type SbcChallenge = z.infer<typeof SbcChallenge>;

export const SbcSetSummary = z.object({
  id,
  slug,
  name: z.string(),
  description: z.string(),
  categorySlug: slug,
  repeatable: z.boolean(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  isExpired: z.boolean(),
  challengeCount: int.min(1),
  rewards: z.array(Reward),
  estimatedCost: CostEstimate,
});
export type SbcSetSummary = z.infer<typeof SbcSetSummary>;

export const SbcSet = SbcSetSummary.extend({ challenges: z.array(SbcChallenge) });
export type SbcSet = z.infer<typeof SbcSet>;

export const SbcCategoryList = z.object({ data: z.array(SbcCategory) });
export const SbcCategoriesRequest = z.object({}).strict();

/** GET /api/fut/sbc/?category_slug&show_expired&page */
export const SbcListRequest = z
  .object({
    categorySlug: slug.optional(),
    showExpired: z.boolean().default(false),
    page: PageRequest.shape.page,
  })
  .strict();
export type SbcListRequest = z.infer<typeof SbcListRequest>;
export const SbcSetPage = pageOf(SbcSetSummary);
export type SbcSetPage = z.infer<typeof SbcSetPage>;

export const SbcBySlugRequest = z.object({ slug }).strict();
export const SbcByIdRequest = z.object({ id }).strict();
export const SbcSetReply = z.object({ data: SbcSet });
export const SbcChallengeReply = z.object({ data: SbcChallenge });

/** GET /api/fut/sbc/single/ and objectives/single/: exactly one identifier (none → 400, spec section 8). */
export const SINGLE_IDENTIFIER_MESSAGE = 'Must provide either slug, sbcSetId or sbcChallengeId';
export const SingleContentRequest = z
  .object({ slug: slug.optional(), sbcSetId: id.optional(), sbcChallengeId: id.optional() })
  .strict();
export type SingleContentRequest = z.infer<typeof SingleContentRequest>;

/** The caller's progress on open sets from their club (signed in). */
export const SbcUserClubRequest = z
  .object({ gameYear: int.optional(), userClubEaId: eaId.optional() })
  .strict();
export type SbcUserClubRequest = z.infer<typeof SbcUserClubRequest>;
export const SbcChallengeClubProgress = z.object({
  challengeId: id,
  /** Club cards meeting the challenge's per-player rules (rating minimum, quality tiers). */
  eligibleClubCards: int.min(0),
  playersNeeded: int.min(1).max(11),
  /** Enough eligible club cards to fill the squad: a hint, not a proof that the squad is possible. */
  enoughPlayers: z.boolean(),
});
export const SbcSetClubProgress = z.object({
  setId: id,
  slug,
  name: z.string(),
  challenges: z.array(SbcChallengeClubProgress),
});
export const SbcUserClubPage = pageOf(SbcSetClubProgress);
export type SbcUserClubPage = z.infer<typeof SbcUserClubPage>;

/** GET /api/fut/sbc/challenge/{id}/check/?squad=<uuid>, answered by the squads service. */
export const SbcCheckRequest = z.object({ challengeId: id, squad: z.uuid() }).strict();
export type SbcCheckRequest = z.infer<typeof SbcCheckRequest>;
export const SbcRuleResult = z.object({
  index: int.min(0),
  type: z.string(),
  passed: z.boolean(),
  message: z.string(),
});
export const SbcCheckResult = z.object({
  data: z.object({
    challengeId: id,
    squad: z.uuid(),
    passed: z.boolean(),
    results: z.array(SbcRuleResult),
    violations: z.array(z.string()),
  }),
});
export type SbcCheckResult = z.infer<typeof SbcCheckResult>;
