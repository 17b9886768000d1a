import { defineContract } from '../contract/contract.js';
import {
  ObjectiveByIdRequest,
  ObjectiveBySlugRequest,
  ObjectiveCampaignRequest,
  ObjectiveGroupList,
  ObjectiveGroupPage,
  ObjectiveGroupReply,
  ObjectiveGroupsRequest,
  ObjectiveReply,
  ObjectiveTabList,
  ObjectiveTabsRequest,
  ObjectivesUserClubPage,
  ObjectivesUserClubRequest,
} from './objectives.schemas.js';
import { SingleContentRequest } from './sbc.schemas.js';

/** The catalog's objectives subjects (docs/objectives-and-sbcs.md). */
export const OBJECTIVES_CONTRACTS = {
  tabs: defineContract('catalog.objectives.tabs', 1, ObjectiveTabsRequest, ObjectiveTabList),
  groups: defineContract('catalog.objectives.groups', 1, ObjectiveGroupsRequest, ObjectiveGroupPage),
  groupBySlug: defineContract(
    'catalog.objectives.group-by-slug',
    1,
    ObjectiveBySlugRequest,
    ObjectiveGroupReply,
  ),
  group: defineContract('catalog.objectives.group', 1, ObjectiveByIdRequest, ObjectiveGroupReply),
  objective: defineContract('catalog.objectives.objective', 1, ObjectiveByIdRequest, ObjectiveReply),
  campaign: defineContract('catalog.objectives.campaign', 1, ObjectiveCampaignRequest, ObjectiveGroupList),
  /** slug → a group; sbcSetId → the group of that id; sbcChallengeId → the group holding that objective. */
  single: defineContract('catalog.objectives.single', 1, SingleContentRequest, ObjectiveGroupReply),
  userClub: defineContract(
    'catalog.objectives.user-club',
    1,
    ObjectivesUserClubRequest,
    ObjectivesUserClubPage,
  ),
} as const;
