import { z } from 'zod';
import {
  RULESET_LIMITS,
  RULESET_SCOPES,
  RULESET_VIOLATION_CODES,
  rulesetProblems,
  type SquadRuleset,
} from '@futgg/game-rules';
import { PAGE_LIMITS } from '../paging.js';
import { FormationId, SquadPositionGroup } from './squad.schemas.js';

// The pro-competition area (spec, second document, sections 2 "Ruleset manager", 6 and 7 "Pro
// competition"; docs/pro-competition.md): events, each with one squad ruleset, and squads checked
// against it. Every call carries the CSRF header (the gateway's csrfAlways).

/** The `{product}` path segments served; any other is 404. */
export const PRO_COMPETITION_PRODUCTS = ['fc-pro', 'fc-community'] as const;
export const ProCompetitionProduct = z.enum(PRO_COMPETITION_PRODUCTS);
export type ProCompetitionProduct = z.infer<typeof ProCompetitionProduct>;
export const isProCompetitionProduct = (value: string): value is ProCompetitionProduct =>
  (PRO_COMPETITION_PRODUCTS as readonly string[]).includes(value);

export const PRO_EVENT_STATUSES = ['DRAFT', 'PUBLISHED', 'CANCELLED'] as const;
export const ProEventStatus = z.enum(PRO_EVENT_STATUSES);

/** The content type the analytics call's `content_type_id` names: an event (entity_id is its id). */
export const PRO_COMPETITION_CONTENT_TYPES = { EVENT: 901 } as const;
export const PRO_ANALYTICS_TYPES = ['squad-checks'] as const;

export const PRO_COMPETITION_LIMITS = {
  NAME_MAX_LENGTH: 120,
  SEARCH_MAX_LENGTH: 100,
  SEARCH_POOL_MAX_LENGTH: 4000,
  TOP_VIOLATIONS: 5,
} as const;

const int = z.number().int();
const eaId = int.min(1).max(RULESET_LIMITS.MAX_ID);
const idList = z.array(eaId).max(RULESET_LIMITS.MAX_LIST_ITEMS);
const bounded = (bounds: { min: number; max: number }) => int.min(bounds.min).max(bounds.max).nullable();
const EventId = int.min(1).max(2_147_483_647);
const UserId = z.string().min(1).max(64);
const isoDateTime = z.iso.datetime({ offset: true });

export const SlotRatingRule = z
  .object({
    positionIdx: int.min(0).max(RULESET_LIMITS.FIELD_SLOTS - 1),
    min: bounded(RULESET_LIMITS.OVERALL).default(null),
    max: bounded(RULESET_LIMITS.OVERALL).default(null),
  })
  .strict();

/**
 * squadConfigData: what a squad must meet to enter the event (game-rules' SquadRuleset). Every field may
 * be left out (no rule); every number is bounded; rulesetProblems catches what bounds cannot (min above
 * max, an id allowed and excluded, two rules for a slot), naming the field.
 */
export const SquadConfigData = z
  .object({
    leagues: idList.default([]),
    excludedLeagues: idList.default([]),
    nations: idList.default([]),
    excludedNations: idList.default([]),
    clubs: idList.default([]),
    excludedClubs: idList.default([]),
    rarities: z.array(int.min(0).max(RULESET_LIMITS.MAX_ID)).max(RULESET_LIMITS.MAX_LIST_ITEMS).default([]),
    excludedRarities: z
      .array(int.min(0).max(RULESET_LIMITS.MAX_ID))
      .max(RULESET_LIMITS.MAX_LIST_ITEMS)
      .default([]),
    slotRatings: z.array(SlotRatingRule).max(RULESET_LIMITS.FIELD_SLOTS).default([]),
    minOverall: bounded(RULESET_LIMITS.OVERALL).default(null),
    maxOverall: bounded(RULESET_LIMITS.OVERALL).default(null),
    minSquadRating: bounded(RULESET_LIMITS.SQUAD_RATING).default(null),
    maxSquadRating: bounded(RULESET_LIMITS.SQUAD_RATING).default(null),
    maxRatingSum: bounded(RULESET_LIMITS.RATING_SUM).default(null),
    minChemistry: bounded(RULESET_LIMITS.CHEMISTRY_TOTAL).default(null),
    minPlayerChemistry: bounded(RULESET_LIMITS.PLAYER_CHEMISTRY).default(null),
    isUntradeableOnly: z.boolean().default(false),
    maxPerClub: bounded(RULESET_LIMITS.PER_GROUP).default(null),
    maxPerLeague: bounded(RULESET_LIMITS.PER_GROUP).default(null),
    maxPerNation: bounded(RULESET_LIMITS.PER_GROUP).default(null),
    formations: z.array(FormationId).max(RULESET_LIMITS.MAX_FORMATIONS).default([]),
    scope: z.enum(RULESET_SCOPES).default('MATCHDAY'),
  })
  .strict()
  .superRefine((ruleset, context) => {
    for (const problem of rulesetProblems(ruleset)) {
      context.addIssue({
        code: 'custom',
        message: problem.message,
        path: problem.field.split('.').map((part) => (/^[0-9]+$/.test(part) ? Number(part) : part)),
      });
    }
  });
export type SquadConfigData = z.infer<typeof SquadConfigData>;
// The contract and game-rules describe one ruleset: this stops compiling if they drift apart.
export const asSquadRuleset = (data: SquadConfigData): SquadRuleset => data;

const SearchPoolData = z.string().max(PRO_COMPETITION_LIMITS.SEARCH_POOL_MAX_LENGTH).default('');

const ProductOnly = z.object({ product: ProCompetitionProduct });

export const ProPageRequest = z.object({
  page: int.min(1).max(PAGE_LIMITS.MAX_PAGE).default(1),
  pageSize: int.min(1).max(PAGE_LIMITS.MAX_PAGE_SIZE).default(PAGE_LIMITS.DEFAULT_PAGE_SIZE),
});

/** POST /api/{product}/rulesets/save/: the event's organiser or an admin replaces its ruleset whole. */
export const SaveRulesetRequest = ProductOnly.extend({
  eventId: EventId,
  squadConfigData: SquadConfigData,
  /** The player database's filter query (docs/filters.md); stored in canonical form. */
  searchPoolData: SearchPoolData,
}).strict();
export type SaveRulesetRequest = z.infer<typeof SaveRulesetRequest>;

export const GetRulesetRequest = ProductOnly.extend({ eventId: EventId }).strict();
export type GetRulesetRequest = z.infer<typeof GetRulesetRequest>;

export const GetProEventRequest = ProductOnly.extend({ guid: z.uuid() }).strict();
export type GetProEventRequest = z.infer<typeof GetProEventRequest>;

const EventFields = z.object({
  name: z.string().trim().min(1).max(PRO_COMPETITION_LIMITS.NAME_MAX_LENGTH),
  /** The user who organises it (identity's user id): may save its ruleset. Set by an admin. */
  organiserId: UserId,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  status: ProEventStatus,
});

const endsAfterStart = (event: { startsAt?: string | undefined; endsAt?: string | undefined }) =>
  event.startsAt === undefined ||
  event.endsAt === undefined ||
  Date.parse(event.endsAt) > Date.parse(event.startsAt);
const ENDS_AFTER_START = { message: 'endsAt must be after startsAt', path: ['endsAt'] };

/** Admins only. */
export const CreateProEventRequest = ProductOnly.extend({
  ...EventFields.shape,
  status: ProEventStatus.default('PUBLISHED'),
  squadConfigData: SquadConfigData.optional(),
  searchPoolData: SearchPoolData,
})
  .strict()
  .refine(endsAfterStart, ENDS_AFTER_START);
export type CreateProEventRequest = z.infer<typeof CreateProEventRequest>;

/** Admins only; the fields left out stay as they are. */
export const UpdateProEventRequest = ProductOnly.extend({ guid: z.uuid(), ...EventFields.partial().shape })
  .strict()
  .refine(endsAfterStart, ENDS_AFTER_START);
export type UpdateProEventRequest = z.infer<typeof UpdateProEventRequest>;

/** GET /api/{product}/search/?q=: events whose name contains q (every event of the product when empty). */
export const SearchProEventsRequest = ProductOnly.extend({
  q: z.string().trim().max(PRO_COMPETITION_LIMITS.SEARCH_MAX_LENGTH).default(''),
  ...ProPageRequest.shape,
}).strict();
export type SearchProEventsRequest = z.infer<typeof SearchProEventsRequest>;

export const ProAnalyticsRequest = ProductOnly.extend({
  type: z.enum(PRO_ANALYTICS_TYPES).default('squad-checks'),
  contentTypeId: z.literal(PRO_COMPETITION_CONTENT_TYPES.EVENT).optional(),
  entityId: EventId.optional(),
  ...ProPageRequest.shape,
}).strict();
export type ProAnalyticsRequest = z.infer<typeof ProAnalyticsRequest>;

export const CheckSquadRequest = ProductOnly.extend({ guid: z.uuid(), squad: z.uuid() }).strict();
export type CheckSquadRequest = z.infer<typeof CheckSquadRequest>;

export const ProRuleset = z.object({
  eventId: int,
  eventGuid: z.uuid(),
  product: ProCompetitionProduct,
  squadConfigData: SquadConfigData,
  searchPoolData: z.string(),
  updatedAt: z.string(),
  /** Who saved it last; null for the ruleset an event was created with. */
  updatedBy: z.string().nullable(),
});
export type ProRuleset = z.infer<typeof ProRuleset>;

export const ProEvent = z.object({
  id: int,
  guid: z.uuid(),
  product: ProCompetitionProduct,
  name: z.string(),
  organiserId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: ProEventStatus,
  ruleset: ProRuleset,
  /** True when the caller may save the ruleset (the organiser or an admin). */
  mayEditRuleset: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProEvent = z.infer<typeof ProEvent>;

/** A list's page: `next` is the page to ask for next, null on the last (spec: pro lists page by `next`). */
export const proPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), totalCount: int.min(0), next: int.min(2).nullable() });

export const ProEventSummary = ProEvent.omit({ ruleset: true, mayEditRuleset: true });
export type ProEventSummary = z.infer<typeof ProEventSummary>;
export const ProEventPage = proPageOf(ProEventSummary);
export type ProEventPage = z.infer<typeof ProEventPage>;

export const RulesetViolation = z.object({
  code: z.enum(RULESET_VIOLATION_CODES),
  message: z.string(),
  group: SquadPositionGroup.optional(),
  positionIdx: int.optional(),
  eaId: int.optional(),
  entityEaId: int.optional(),
  limit: int.optional(),
  actual: int.optional(),
});
export type RulesetViolation = z.infer<typeof RulesetViolation>;

export const SquadCheck = z.object({
  eventId: int,
  eventGuid: z.uuid(),
  squadUuid: z.uuid(),
  isPassing: z.boolean(),
  violations: z.array(RulesetViolation),
  /** What the squad was checked with: the squads service's own chemistry and rating. */
  formationId: z.string(),
  rating: int.nullable(),
  chemistry: int,
  checkedAt: z.string(),
});
export type SquadCheck = z.infer<typeof SquadCheck>;

export const EventCheckStats = z.object({
  eventId: int,
  eventGuid: z.uuid(),
  name: z.string(),
  contentTypeId: z.literal(PRO_COMPETITION_CONTENT_TYPES.EVENT),
  /** Every check asked, how many distinct squads, and how many of those passed at least once. */
  checks: int,
  squadsChecked: int,
  squadsPassed: int,
  topViolations: z.array(z.object({ code: z.enum(RULESET_VIOLATION_CODES), count: int })),
});
export type EventCheckStats = z.infer<typeof EventCheckStats>;
export const ProAnalyticsPage = proPageOf(EventCheckStats);
export type ProAnalyticsPage = z.infer<typeof ProAnalyticsPage>;
