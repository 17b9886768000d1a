import { z } from 'zod';
import { CONTENT_TYPES, ContentTypeId, EntityId } from './content-types.js';

// The votes context's wire shapes (docs/votes-and-views.md). An entity is named on the votes routes by
// its identifier `{contentTypeId}-{entityId}` (split at the first `-`; entity ids may hold dashes).

export const VOTE_LIMITS = {
  /** Identifiers per lookup (spec, second document, section 9: votes in batches of 200). */
  MAX_IDENTIFIERS: 200,
} as const;

const IDENTIFIER_PATTERN = /^([0-9]{1,4})-([A-Za-z0-9_-]{1,64})$/;

/** `"6-55"` as its content type id and entity id, or null when it is not an identifier. */
export const parseEntityIdentifier = (
  identifier: string,
): { contentTypeId: number; entityId: string } | null => {
  const match = IDENTIFIER_PATTERN.exec(identifier);
  if (!match) return null;
  const contentTypeId = Number(match[1]);
  if (!CONTENT_TYPES.some((type) => type.id === contentTypeId)) return null;
  return { contentTypeId, entityId: match[2]! };
};

export const entityIdentifierOf = (contentTypeId: number, entityId: string): string =>
  `${contentTypeId}-${entityId}`;

/** One identifier; a malformed one is refused with its own text in the message. */
export const EntityIdentifier = z.string().superRefine((value, context) => {
  if (parseEntityIdentifier(value) === null) {
    context.addIssue({
      code: 'custom',
      message: `"${value.slice(0, 80)}" is not an identifier {contentTypeId}-{entityId} of a known content type (e.g. 1-231747, 6-55)`,
    });
  }
});

export const VoteIdentifiers = z
  .array(EntityIdentifier)
  .max(VOTE_LIMITS.MAX_IDENTIFIERS, `at most ${VOTE_LIMITS.MAX_IDENTIFIERS} identifiers per call`);

export const VoteValue = z.union([z.literal(1), z.literal(-1)]);
export type VoteValue = z.infer<typeof VoteValue>;

export const VoteTally = z.object({
  entityIdentifier: z.string(),
  contentTypeId: z.number().int(),
  entityId: z.string(),
  upvotes: z.number().int().min(0),
  downvotes: z.number().int().min(0),
  /** upvotes − downvotes */
  score: z.number().int(),
});
export type VoteTally = z.infer<typeof VoteTally>;

export const UserVote = z.object({
  entityIdentifier: z.string(),
  contentTypeId: z.number().int(),
  entityId: z.string(),
  value: VoteValue,
});
export type UserVote = z.infer<typeof UserVote>;

export const VoteTalliesRequest = z.object({ identifiers: VoteIdentifiers }).strict();
export type VoteTalliesRequest = z.infer<typeof VoteTalliesRequest>;

export const VoteTallyRequest = z.object({ contentTypeId: ContentTypeId, entityId: EntityId }).strict();
export type VoteTallyRequest = z.infer<typeof VoteTallyRequest>;

export const UserVotesRequest = z.object({ identifiers: VoteIdentifiers }).strict();
export type UserVotesRequest = z.infer<typeof UserVotesRequest>;

/** 1 up, -1 down, 0 removes the caller's vote. */
export const CastVoteRequest = z
  .object({
    contentTypeId: ContentTypeId,
    entityId: EntityId,
    value: z.union([z.literal(1), z.literal(-1), z.literal(0)], { error: 'value must be 1, -1 or 0' }),
  })
  .strict();
export type CastVoteRequest = z.infer<typeof CastVoteRequest>;

export const CastVoteResult = VoteTally.extend({ userVote: VoteValue.nullable() });
export type CastVoteResult = z.infer<typeof CastVoteResult>;
