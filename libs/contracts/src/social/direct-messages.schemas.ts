import { z } from 'zod';
import { isWellFormedText } from '@futgg/game-rules';
import { PublicUser } from '../identity/identity.schemas.js';
import { PAGE_LIMITS } from '../paging.js';

// Direct conversations (second document, sections 3 and 7 "Direct messages"; docs/direct-messages.md).
// Social stores user ids only; the people come from identity when a conversation is shown.

export const DIRECT_MESSAGE_LIMITS = {
  TITLE_MAX_LENGTH: 120,
  CONTENT_MAX_LENGTH: 2000,
  SEARCH_MAX_LENGTH: 80,
  /** Everyone in one conversation, the creator included: a group chat, not a mailing list. */
  MAX_PARTICIPANTS: 50,
  MAX_IDS: 100,
  MESSAGES_PAGE_SIZE: 20,
} as const;

const int = z.number().int();
const ConversationId = int.min(1).max(Number.MAX_SAFE_INTEGER);
const UserId = z.uuid();

/** Text a person types: valid Unicode and no NUL (PostgreSQL refuses it in text columns). */
const typedText = (schema: z.ZodString) =>
  schema
    .refine(isWellFormedText, { message: 'must be valid Unicode (no lone surrogates)' })
    .refine((text) => !text.includes('\u0000'), { message: 'must not contain NUL characters' });

const Title = typedText(z.string().trim().min(1).max(DIRECT_MESSAGE_LIMITS.TITLE_MAX_LENGTH));
/** Plain text, kept as typed (line breaks included); clients escape it. Blank messages are refused. */
const Content = typedText(z.string().max(DIRECT_MESSAGE_LIMITS.CONTENT_MAX_LENGTH)).refine(
  (text) => text.trim().length > 0,
  { message: 'must not be empty' },
);

export const DirectMessage = z.object({
  id: int,
  conversationId: int,
  /** Null when identity no longer knows the author. */
  author: PublicUser.nullable(),
  content: z.string(),
  dateCreated: z.string(),
});
export type DirectMessage = z.infer<typeof DirectMessage>;

export const ConversationParticipant = z.object({
  user: PublicUser,
  /** When the participant last marked the conversation read, or null. */
  lastRead: z.string().nullable(),
  /** Messages of the others since the participant's last read. */
  unreadMessagesCount: int.min(0),
});
export type ConversationParticipant = z.infer<typeof ConversationParticipant>;

export const Conversation = z.object({
  id: int,
  title: z.string(),
  participants: z.array(ConversationParticipant),
  lastMessage: DirectMessage.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof Conversation>;

/** A page with `next`: the next page number (conversations) or `before` value (messages), or null. */
const nextPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), totalCount: int.min(0), next: int.nullable() });

export const ConversationPage = nextPageOf(Conversation);
export type ConversationPage = z.infer<typeof ConversationPage>;
export const DirectMessagePage = nextPageOf(DirectMessage);
export type DirectMessagePage = z.infer<typeof DirectMessagePage>;

export const ListConversationsRequest = z
  .object({
    search: typedText(z.string().trim().max(DIRECT_MESSAGE_LIMITS.SEARCH_MAX_LENGTH)).default(''),
    ids: z.array(ConversationId).min(1).max(DIRECT_MESSAGE_LIMITS.MAX_IDS).optional(),
    page: int.min(1).max(PAGE_LIMITS.MAX_PAGE).default(1),
    pageSize: int.min(1).max(PAGE_LIMITS.MAX_PAGE_SIZE).default(PAGE_LIMITS.DEFAULT_PAGE_SIZE),
  })
  .strict();
export type ListConversationsRequest = z.infer<typeof ListConversationsRequest>;

export const ConversationRequest = z.object({ id: ConversationId }).strict();
export type ConversationRequest = z.infer<typeof ConversationRequest>;

export const CreateConversationRequest = z
  .object({
    /** The others' user ids (the creator is always a participant, listed or not). */
    participants: z.array(UserId).min(1).max(DIRECT_MESSAGE_LIMITS.MAX_PARTICIPANTS),
    title: Title,
  })
  .strict();
export type CreateConversationRequest = z.infer<typeof CreateConversationRequest>;

export const ConversationUserRequest = z.object({ id: ConversationId, userId: UserId }).strict();
export type ConversationUserRequest = z.infer<typeof ConversationUserRequest>;

export const UpdateConversationTitleRequest = z.object({ id: ConversationId, title: Title }).strict();
export type UpdateConversationTitleRequest = z.infer<typeof UpdateConversationTitleRequest>;

/** What remove-user answers: who left which conversation (the caller may no longer see it). */
export const RemovedParticipant = z.object({ conversationId: int, userId: z.string() });
export type RemovedParticipant = z.infer<typeof RemovedParticipant>;

export const ListDirectMessagesRequest = z
  .object({
    id: ConversationId,
    /** A message id: only older messages (the previous page's `next`). */
    before: ConversationId.optional(),
    pageSize: int.min(1).max(PAGE_LIMITS.MAX_PAGE_SIZE).default(DIRECT_MESSAGE_LIMITS.MESSAGES_PAGE_SIZE),
  })
  .strict();
export type ListDirectMessagesRequest = z.infer<typeof ListDirectMessagesRequest>;

export const SendDirectMessageRequest = z.object({ id: ConversationId, content: Content }).strict();
export type SendDirectMessageRequest = z.infer<typeof SendDirectMessageRequest>;

/**
 * What social publishes on a recipient's live subject (core NATS, not JetStream: a missed event is fine,
 * the list is read again when a conversation opens); the gateway writes it as a server-sent event.
 */
export const LiveEvent = z.object({ event: z.literal('message'), data: DirectMessage });
export type LiveEvent = z.infer<typeof LiveEvent>;
