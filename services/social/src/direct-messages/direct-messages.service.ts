import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  DIRECT_MESSAGE_LIMITS,
  DomainError,
  type Caller,
  type Conversation,
  type ConversationPage,
  type ConversationUserRequest,
  type CreateConversationRequest,
  type DirectMessage,
  type DirectMessagePage,
  type ListConversationsRequest,
  type ListDirectMessagesRequest,
  type PublicUser,
  type RemovedParticipant,
  type SendDirectMessageRequest,
  type UpdateConversationTitleRequest,
} from '@futgg/contracts';
import { LOGGER, UserWriteBudgets, type WriteBudget } from '@futgg/service-kit';
import { NotificationsService } from '../notifications/notifications.service.js';
import { UsersClient } from '../users/users.client.js';
import {
  DirectMessagesRepository,
  type StoredConversation,
  type StoredMessage,
} from './direct-messages.repository.js';
import { LiveEventsPublisher } from './live-events.publisher.js';

/** A fast typist sends a message every second or two; sixty a minute stops a script, not a person. */
export const MESSAGE_BUDGET: WriteBudget = { action: 'message', limit: 60, windowSeconds: 60 };
/**
 * Starting conversations and adding people to them. Neither notifies anyone (a message does, under its
 * own budget), so the same generous bound: it stops a script filling the tables.
 */
export const CONVERSATION_BUDGET: WriteBudget = { action: 'conversation', limit: 60, windowSeconds: 60 };

const NOTIFICATION_BODY_LENGTH = 140;

/** The path the web's messages page opens a conversation at (the notification's link). */
export const conversationPath = (id: number) => `/messages/?conversation=${id}`;

const snippetOf = (content: string) => {
  const oneLine = content.replace(/\s+/g, ' ').trim();
  return oneLine.length > NOTIFICATION_BODY_LENGTH
    ? `${oneLine.slice(0, NOTIFICATION_BODY_LENGTH - 1)}…`
    : oneLine;
};

const matches = (user: PublicUser, needle: string) =>
  user.username.toLowerCase().includes(needle) || user.displayName.toLowerCase().includes(needle);

/**
 * Direct conversations: only participants read or change one. A conversation unknown to the caller
 * reads as 404 (absent or not theirs, the same answer); a change to an existing one they are not in is
 * 403. Any participant may add people and change the title; removing someone else is the creator's
 * alone, and anyone may leave (docs/direct-messages.md). Errors name fields as the HTTP body does
 * (`user_id`): the web is this service's only caller of those subjects.
 */
@Injectable()
export class DirectMessagesService {
  constructor(
    private readonly repository: DirectMessagesRepository,
    private readonly users: UsersClient,
    private readonly budgets: UserWriteBudgets,
    private readonly notifications: NotificationsService,
    private readonly live: LiveEventsPublisher,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async list(caller: Caller, request: ListConversationsRequest): Promise<ConversationPage> {
    const needle = request.search.toLowerCase();
    let matchingUserIds: string[] = [];
    if (needle) {
      // Names live in identity: the people the caller shares a conversation with, matched here.
      const contacts = await this.users.byIds(await this.repository.contactIds(caller.id));
      matchingUserIds = [...contacts.values()].filter((user) => matches(user, needle)).map((user) => user.id);
    }
    const found = await this.repository.page(
      caller.id,
      { search: needle || null, matchingUserIds, ids: request.ids ?? null },
      request,
    );
    return {
      data: await this.views(found.data),
      totalCount: found.totalCount,
      next: request.page * request.pageSize < found.totalCount ? request.page + 1 : null,
    };
  }

  async get(caller: Caller, id: number): Promise<Conversation> {
    return this.view(await this.readable(id, caller));
  }

  async create(caller: Caller, request: CreateConversationRequest): Promise<Conversation> {
    const others = [...new Set(request.participants)].filter((userId) => userId !== caller.id);
    if (others.length === 0) {
      throw new DomainError('INVALID_INPUT', 'participants must name at least one other user', {
        field: 'participants',
      });
    }
    if (others.length + 1 > DIRECT_MESSAGE_LIMITS.MAX_PARTICIPANTS) {
      throw new DomainError(
        'INVALID_INPUT',
        `A conversation has at most ${DIRECT_MESSAGE_LIMITS.MAX_PARTICIPANTS} participants, the creator included`,
        { field: 'participants' },
      );
    }
    const known = await this.users.byIds(others);
    const unknown = others.filter((userId) => !known.has(userId));
    if (unknown.length > 0) {
      throw new DomainError(
        'INVALID_INPUT',
        `participants names unknown users: ${unknown.slice(0, 5).join(', ')}`,
        {
          field: 'participants',
        },
      );
    }
    await this.budgets.spend(caller.id, CONVERSATION_BUDGET);
    const id = await this.repository.create(caller.id, request.title, [caller.id, ...others]);
    return this.view((await this.repository.ofParticipant(id, caller.id))!);
  }

  async addUser(caller: Caller, request: ConversationUserRequest): Promise<Conversation> {
    const conversation = await this.writable(request.id, caller);
    const known = await this.users.byIds([request.userId]);
    if (!known.has(request.userId)) {
      throw new DomainError('INVALID_INPUT', `No user ${request.userId}`, { field: 'user_id' });
    }
    await this.budgets.spend(caller.id, CONVERSATION_BUDGET);
    const outcome = await this.repository.addParticipant(
      conversation.id,
      request.userId,
      DIRECT_MESSAGE_LIMITS.MAX_PARTICIPANTS,
    );
    if (outcome === 'full') {
      throw new DomainError(
        'INVALID_INPUT',
        `A conversation has at most ${DIRECT_MESSAGE_LIMITS.MAX_PARTICIPANTS} participants`,
        { field: 'user_id' },
      );
    }
    return this.view((await this.repository.ofParticipant(conversation.id, caller.id))!);
  }

  async removeUser(caller: Caller, request: ConversationUserRequest): Promise<RemovedParticipant> {
    const conversation = await this.writable(request.id, caller);
    if (request.userId !== caller.id && conversation.createdBy !== caller.id) {
      throw new DomainError('FORBIDDEN', 'Only the conversation’s creator removes others; anyone may leave', {
        field: 'user_id',
      });
    }
    if (!(await this.repository.removeParticipant(conversation.id, request.userId))) {
      throw new DomainError('INVALID_INPUT', `${request.userId} is not in this conversation`, {
        field: 'user_id',
      });
    }
    return { conversationId: conversation.id, userId: request.userId };
  }

  async updateTitle(caller: Caller, request: UpdateConversationTitleRequest): Promise<Conversation> {
    const conversation = await this.writable(request.id, caller);
    await this.repository.updateTitle(conversation.id, request.title);
    return this.view((await this.repository.ofParticipant(conversation.id, caller.id))!);
  }

  async messages(caller: Caller, request: ListDirectMessagesRequest): Promise<DirectMessagePage> {
    const conversation = await this.readable(request.id, caller);
    const found = await this.repository.messages(conversation.id, request.before ?? null, request.pageSize);
    const people = await this.users.byIds(found.data.map((message) => message.authorId));
    return {
      data: found.data.map((message) => messageView(message, people)),
      totalCount: found.totalCount,
      next: found.hasMore ? found.data.at(-1)!.id : null,
    };
  }

  async send(caller: Caller, request: SendDirectMessageRequest): Promise<DirectMessage> {
    const conversation = await this.writable(request.id, caller);
    await this.budgets.spend(caller.id, MESSAGE_BUDGET);
    const stored = await this.repository.insertMessage(conversation.id, caller.id, request.content);
    const participantIds = await this.repository.participantIds(conversation.id);
    const people = await this.users.byIds([caller.id]);
    const message = messageView(stored, people);
    // Every participant's open streams, the author's too (their other tabs show what they sent).
    this.live.message(participantIds, message);
    const authorName = people.get(caller.id)?.displayName ?? 'Someone';
    for (const userId of participantIds) {
      if (userId === caller.id) continue;
      await this.notifications
        .notify({
          userId,
          typeSlug: 'direct-message',
          title: `New message from ${authorName}`,
          body: snippetOf(request.content),
          url: conversationPath(conversation.id),
          dedupeKey: `dm:${message.id}:${userId}`,
        })
        .catch((error: unknown) =>
          // The message is stored and delivered: a failed notification must not fail the send.
          this.logger.warn(
            { err: error, userId, messageId: message.id },
            'Could not notify of a direct message',
          ),
        );
    }
    return message;
  }

  async markRead(caller: Caller, id: number): Promise<Conversation> {
    const conversation = await this.writable(id, caller);
    await this.repository.markRead(conversation.id, caller.id);
    return this.view(conversation);
  }

  /** A conversation the caller takes part in; 404 otherwise (absent or not theirs: the same answer). */
  private async readable(id: number, caller: Caller): Promise<StoredConversation> {
    const conversation = await this.repository.ofParticipant(id, caller.id);
    if (!conversation) throw new DomainError('NOT_FOUND', `No conversation ${id}`);
    return conversation;
  }

  /** A conversation the caller may change: absent 404, someone else's 403. */
  private async writable(id: number, caller: Caller): Promise<StoredConversation> {
    const conversation = await this.repository.ofParticipant(id, caller.id);
    if (conversation) return conversation;
    if (await this.repository.exists(id)) {
      throw new DomainError('FORBIDDEN', 'Only the conversation’s participants can do this');
    }
    throw new DomainError('NOT_FOUND', `No conversation ${id}`);
  }

  private async view(conversation: StoredConversation): Promise<Conversation> {
    return (await this.views([conversation]))[0]!;
  }

  private async views(conversations: StoredConversation[]): Promise<Conversation[]> {
    const ids = conversations.map((conversation) => conversation.id);
    const [participants, lastMessages] = await Promise.all([
      this.repository.participantsOf(ids),
      this.repository.lastMessagesOf(ids),
    ]);
    const people = await this.users.byIds([
      ...participants.map((participant) => participant.userId),
      ...lastMessages.map((message) => message.authorId),
    ]);
    return conversations.map(({ createdBy: _createdBy, ...conversation }) => {
      const last = lastMessages.find((message) => message.conversationId === conversation.id);
      return {
        ...conversation,
        participants: participants
          .filter((participant) => participant.conversationId === conversation.id)
          .flatMap(({ userId, lastRead, unreadMessagesCount }) => {
            // Someone identity no longer knows is left out of the list (the API's user is never null).
            const user = people.get(userId);
            return user ? [{ user, lastRead, unreadMessagesCount }] : [];
          }),
        lastMessage: last ? messageView(last, people) : null,
      };
    });
  }
}

const messageView = (message: StoredMessage, people: Map<string, PublicUser>): DirectMessage => ({
  id: message.id,
  conversationId: message.conversationId,
  author: people.get(message.authorId) ?? null,
  content: message.content,
  dateCreated: message.dateCreated,
});
