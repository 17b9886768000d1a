import { z } from 'zod';
import { PublicUser } from '../identity/identity.schemas.js';
import { ContentTypeId, EntityId } from './content-types.js';

// The comments context's wire shapes (docs/comments.md).

export const COMMENT_LIMITS = {
  /** Comments per page (spec, second document, section 9); a page of fewer ends the thread. */
  PAGE_SIZE: 20,
  /** Characters of sanitised HTML a comment may hold. */
  MAX_CONTENT_LENGTH: 5_000,
  /**
   * Characters of the content as sent: markup the sanitiser removes may take it past 5,000, but not
   * without bound (the sanitiser's work grows with it; the gateway's 1 MB body limit comes first).
   */
  MAX_RAW_CONTENT_LENGTH: 20_000,
  /** Ids the namespace form leaves out (the ones the client already shows). */
  MAX_EXCLUDED: 500,
  /** Entity ids per counts call. */
  MAX_COUNT_IDS: 200,
} as const;

export const COMMENT_SORTS = ['new', 'best', 'hot'] as const;
export const CommentSort = z.enum(COMMENT_SORTS);
export type CommentSort = z.infer<typeof CommentSort>;

/** A comment's id: a positive PostgreSQL integer. */
export const CommentId = z.number().int().min(1).max(2_147_483_647);

/** `parent` as sent: a comment id, or 0 / absent for the top level (the spec's client omits it then). */
const ParentId = z
  .number()
  .int()
  .min(0)
  .max(2_147_483_647)
  .optional()
  .transform((parent) => (parent ? parent : undefined));

export const Comment = z.object({
  id: z.number().int(),
  contentTypeId: z.number().int(),
  entityId: z.string(),
  parent: z.number().int().nullable(),
  /** Sanitised HTML (docs/comments.md lists the tags that survive); '' once deleted. */
  content: z.string(),
  /** null once deleted. */
  author: PublicUser.nullable(),
  isDeleted: z.boolean(),
  isPrivate: z.boolean(),
  dateCreated: z.string(),
  dateEdited: z.string().nullable(),
  /** Replies listed under it (deleted ones included: they keep their place). */
  replyCount: z.number().int().min(0),
  upvotes: z.number().int().min(0),
  downvotes: z.number().int().min(0),
});
export type Comment = z.infer<typeof Comment>;

export const CommentPage = z.object({ data: z.array(Comment), totalCount: z.number().int().min(0) });
export type CommentPage = z.infer<typeof CommentPage>;

/** The public thread or the private one (visible to the author, the entity's owner and admins). */
const Visibility = { isPrivate: z.boolean().default(false) };

export const ListCommentsRequest = z
  .object({
    contentTypeId: ContentTypeId,
    entityId: EntityId,
    ...Visibility,
    /** The id of the last comment the client has: the page holds older ones. */
    after: CommentId.optional(),
    parent: ParentId,
  })
  .strict();
export type ListCommentsRequest = z.infer<typeof ListCommentsRequest>;

export const RankedCommentsRequest = z
  .object({
    contentTypeId: ContentTypeId,
    entityId: EntityId,
    parent: ParentId,
    exclude: z
      .array(CommentId)
      .max(COMMENT_LIMITS.MAX_EXCLUDED, `at most ${COMMENT_LIMITS.MAX_EXCLUDED} ids to exclude`)
      .default([]),
    sort: CommentSort.default('new'),
  })
  .strict();
export type RankedCommentsRequest = z.infer<typeof RankedCommentsRequest>;

export const CommentCountsRequest = z
  .object({
    contentTypeId: ContentTypeId,
    ids: z
      .array(EntityId)
      .min(1)
      .max(COMMENT_LIMITS.MAX_COUNT_IDS, `at most ${COMMENT_LIMITS.MAX_COUNT_IDS} ids per call`),
    ...Visibility,
  })
  .strict();
export type CommentCountsRequest = z.infer<typeof CommentCountsRequest>;

/** Comments per entity id, every asked id present (0 when none). */
export const CommentCounts = z.record(z.string(), z.number().int().min(0));
export type CommentCounts = z.infer<typeof CommentCounts>;

/** The content as sent; its limits after sanitising (1–5,000 characters) are the service's to check. */
const RawContent = z
  .string()
  .max(
    COMMENT_LIMITS.MAX_RAW_CONTENT_LENGTH,
    `at most ${COMMENT_LIMITS.MAX_RAW_CONTENT_LENGTH} characters as sent`,
  );

export const CreateCommentRequest = z
  .object({
    contentTypeId: ContentTypeId,
    entityId: EntityId,
    ...Visibility,
    content: RawContent,
    parent: ParentId,
  })
  .strict();
export type CreateCommentRequest = z.infer<typeof CreateCommentRequest>;

export const EditCommentRequest = z.object({ id: CommentId, ...Visibility, content: RawContent }).strict();
export type EditCommentRequest = z.infer<typeof EditCommentRequest>;

export const DeleteCommentRequest = z.object({ id: CommentId, ...Visibility }).strict();
export type DeleteCommentRequest = z.infer<typeof DeleteCommentRequest>;
