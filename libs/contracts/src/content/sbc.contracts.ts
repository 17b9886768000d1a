import { defineContract } from '../contract/contract.js';
import {
  SbcByIdRequest,
  SbcBySlugRequest,
  SbcCategoriesRequest,
  SbcCategoryList,
  SbcChallengeReply,
  SbcCheckRequest,
  SbcCheckResult,
  SbcListRequest,
  SbcSetPage,
  SbcSetReply,
  SbcUserClubPage,
  SbcUserClubRequest,
  SingleContentRequest,
} from './sbc.schemas.js';

/** The catalog's SBC subjects (docs/objectives-and-sbcs.md); `check` is the squads service's. */
export const SBC_CONTRACTS = {
  categories: defineContract('catalog.sbc.categories', 1, SbcCategoriesRequest, SbcCategoryList),
  list: defineContract('catalog.sbc.list', 1, SbcListRequest, SbcSetPage),
  bySlug: defineContract('catalog.sbc.by-slug', 1, SbcBySlugRequest, SbcSetReply),
  set: defineContract('catalog.sbc.set', 1, SbcByIdRequest, SbcSetReply),
  challenge: defineContract('catalog.sbc.challenge', 1, SbcByIdRequest, SbcChallengeReply),
  single: defineContract('catalog.sbc.single', 1, SingleContentRequest, SbcSetReply),
  userClub: defineContract('catalog.sbc.user-club', 1, SbcUserClubRequest, SbcUserClubPage),
  check: defineContract('squads.sbc.check', 1, SbcCheckRequest, SbcCheckResult),
} as const;
