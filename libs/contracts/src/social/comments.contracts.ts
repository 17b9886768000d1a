import { defineContract } from '../contract/contract.js';
import {
  Comment,
  CommentCounts,
  CommentCountsRequest,
  CommentPage,
  CreateCommentRequest,
  DeleteCommentRequest,
  EditCommentRequest,
  ListCommentsRequest,
  RankedCommentsRequest,
} from './comments.schemas.js';

export * from './comments.schemas.js';

/**
 * The social service's comments subjects (docs/comments.md). Reads of the public thread need no caller;
 * private reads and every write need one (`isPrivate` picks the private thread, visible to the author,
 * the entity's owner and admins).
 */
export const COMMENTS_CONTRACTS = {
  list: defineContract('social.comments.list', 1, ListCommentsRequest, CommentPage),
  ranked: defineContract('social.comments.ranked', 1, RankedCommentsRequest, CommentPage),
  counts: defineContract('social.comments.counts', 1, CommentCountsRequest, CommentCounts),
  create: defineContract('social.comments.create', 1, CreateCommentRequest, Comment),
  edit: defineContract('social.comments.edit', 1, EditCommentRequest, Comment),
  delete: defineContract('social.comments.delete', 1, DeleteCommentRequest, Comment),
} as const;
