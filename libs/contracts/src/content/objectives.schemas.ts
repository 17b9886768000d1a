import { z } from 'zod';
import { PageRequest, pageOf } from '../paging.js';
import { Reward } from './sbc.schemas.js';

// Objectives (docs/objectives-and-sbcs.md): tabs hold groups, a group holds objectives; the campaign is
// the groups of the tab marked campaign. An objective counts club cards matching a filter, so progress
// from the user's club is measurable.

const int = z.number().int();
const id = int.min(1).max(2_147_483_647);
const eaId = int.min(1).max(2_147_483_647);
const slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case words joined by hyphens');

export const ObjectiveTab = z.object({
  id,
  slug,
  name: z.string(),
  order: int,
  isCampaign: z.boolean(),
  groupCount: int.min(0),
});
export type ObjectiveTab = z.infer<typeof ObjectiveTab>;

/** What an objective counts: club cards matching every given field (absent = any). */
export const ObjectiveFilter = z
  .object({
    leagueEaId: eaId.optional(),
    nationEaId: eaId.optional(),
    clubEaId: eaId.optional(),
    rarityEaId: int.min(0).optional(),
    minRating: int.min(1).max(99).optional(),
  })
  .strict();
export type ObjectiveFilter = z.infer<typeof ObjectiveFilter>;

export const Objective = z.object({
  id,
  groupId: id,
  name: z.string(),
  description: z.string(),
  order: int.min(1),
  target: int.min(1),
  filter: ObjectiveFilter,
  rewards: z.array(Reward),
});
export type Objective = z.infer<typeof Objective>;

export const ObjectiveGroupSummary = z.object({
  id,
  slug,
  name: z.string(),
  description: z.string(),
  categorySlug: slug,
  isCampaign: z.boolean(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  isExpired: z.boolean(),
  objectiveCount: int.min(0),
  rewards: z.array(Reward),
});
export type ObjectiveGroupSummary = z.infer<typeof ObjectiveGroupSummary>;
export const ObjectiveGroup = ObjectiveGroupSummary.extend({ objectives: z.array(Objective) });
export type ObjectiveGroup = z.infer<typeof ObjectiveGroup>;

export const ObjectiveTabsRequest = z.object({}).strict();
export const ObjectiveTabList = z.object({ data: z.array(ObjectiveTab) });

/** GET /api/fut/objectives/groups/?category_slug&show_expired&page (category = tab slug). */
export const ObjectiveGroupsRequest = z
  .object({
    categorySlug: slug.optional(),
    showExpired: z.boolean().default(false),
    page: PageRequest.shape.page,
  })
  .strict();
export type ObjectiveGroupsRequest = z.infer<typeof ObjectiveGroupsRequest>;
export const ObjectiveGroupPage = pageOf(ObjectiveGroupSummary);
export const ObjectiveCampaignRequest = z.object({ showExpired: z.boolean().default(false) }).strict();
export const ObjectiveGroupList = z.object({ data: z.array(ObjectiveGroup) });

export const ObjectiveBySlugRequest = z.object({ slug }).strict();
export const ObjectiveByIdRequest = z.object({ id }).strict();
export const ObjectiveGroupReply = z.object({ data: ObjectiveGroup });
export const ObjectiveReply = z.object({ data: Objective.extend({ group: ObjectiveGroupSummary }) });

/** GET /api/fut/objectives/user-club/?user_club_ea_id: the caller's progress on open groups. */
export const ObjectivesUserClubRequest = z
  .object({ gameYear: int.optional(), userClubEaId: eaId.optional() })
  .strict();
export type ObjectivesUserClubRequest = z.infer<typeof ObjectivesUserClubRequest>;
export const ObjectiveProgress = z.object({
  objectiveId: id,
  target: int.min(1),
  progress: int.min(0),
  completed: z.boolean(),
});
export const ObjectiveGroupProgress = z.object({
  groupId: id,
  slug,
  name: z.string(),
  completed: int.min(0),
  objectives: z.array(ObjectiveProgress),
});
export const ObjectivesUserClubPage = pageOf(ObjectiveGroupProgress);
