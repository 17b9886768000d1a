import { defineContract } from '../contract/contract.js';
import {
  Conversation,
  ConversationPage,
  ConversationRequest,
  ConversationUserRequest,
  CreateConversationRequest,
  DirectMessage,
  DirectMessagePage,
  ListConversationsRequest,
  ListDirectMessagesRequest,
  RemovedParticipant,
  SendDirectMessageRequest,
  UpdateConversationTitleRequest,
} from './direct-messages.schemas.js';

export * from './direct-messages.schemas.js';

/**
 * The social service's direct-messages subjects (docs/direct-messages.md). Every one needs a caller, and
 * only a conversation's participants read or change it.
 */
export const DIRECT_MESSAGES_CONTRACTS = {
  list: defineContract('social.direct-messages.list', 1, ListConversationsRequest, ConversationPage),
  get: defineContract('social.direct-messages.get', 1, ConversationRequest, Conversation),
  create: defineContract('social.direct-messages.create', 1, CreateConversationRequest, Conversation),
  addUser: defineContract('social.direct-messages.add-user', 1, ConversationUserRequest, Conversation),
  removeUser: defineContract(
    'social.direct-messages.remove-user',
    1,
    ConversationUserRequest,
    RemovedParticipant,
  ),
  updateTitle: defineContract(
    'social.direct-messages.update-title',
    1,
    UpdateConversationTitleRequest,
    Conversation,
  ),
  listMessages: defineContract(
    'social.direct-messages.messages-list',
    1,
    ListDirectMessagesRequest,
    DirectMessagePage,
  ),
  send: defineContract('social.direct-messages.messages-send', 1, SendDirectMessageRequest, DirectMessage),
  markRead: defineContract('social.direct-messages.mark-read', 1, ConversationRequest, Conversation),
} as const;

/** Live events for one user (core NATS, prefixed like every subject): social publishes, the gateway listens. */
export const SOCIAL_LIVE = {
  /** The subject of `userId`'s live events; null for an id that cannot be one NATS token. */
  subjectOf: (userId: string): string | null =>
    /^[A-Za-z0-9_-]{1,64}$/.test(userId) ? `social.live.${userId}` : null,
  /** The wildcard over every user's live subject (the gateway's NATS permission, k8s nats.conf). */
  ALL: 'social.live.>',
} as const;
