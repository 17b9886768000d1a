import type {
  Conversation,
  ConversationPage,
  DirectMessage,
  DirectMessagePage,
  RemovedParticipant,
} from '@futgg/contracts';
import type { ApiClient } from './api-client.js';
import { followEvents, type FollowOptions } from './event-stream.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;

/** The direct-messages routes live outside /api/fut: /api/direct-messages/… (docs/social.md). */
const DM = { basePath: '/api/direct-messages' } as const;

export interface ConversationListParams {
  search?: string;
  page?: number;
  pageSize?: number;
  ids?: readonly number[];
}

export interface MessageListParams {
  /** The `next` of the previous page: messages older than it. */
  before?: number | null;
  pageSize?: number;
}

/**
 * Direct messages (docs/messages-and-notifications-web.md): the caller's conversations, one
 * conversation's messages (newest first, `next` = the `before` of the older page), sending, marking
 * read, the participants and the title; and the live stream of new messages in any of them.
 */
export const directMessagesApi = (client: ApiClient) => {
  const path = (id: number, action = '') => `conversations/${id}/${action}`;
  return {
    listConversations: ({ search, page, pageSize, ids }: ConversationListParams = {}) =>
      client.get<ConversationPage>('conversations', {
        ...DM,
        query: { search: search || undefined, page, page_size: pageSize, ids },
      }),
    getConversation: (id: number) => client.get<Data<Conversation>>(path(id), DM).then(dataOf),
    createConversation: (input: { participants: string[]; title: string }) =>
      client.post<Data<Conversation>>('conversations/create', input, DM).then(dataOf),
    addUser: (id: number, userId: string) =>
      client.post<Data<Conversation>>(path(id, 'add-user'), { user_id: userId }, DM).then(dataOf),
    removeUser: (id: number, userId: string) =>
      client.post<Data<RemovedParticipant>>(path(id, 'remove-user'), { user_id: userId }, DM).then(dataOf),
    updateTitle: (id: number, title: string) =>
      client.post<Data<Conversation>>(path(id, 'update-title'), { title }, DM).then(dataOf),
    listMessages: (id: number, { before, pageSize }: MessageListParams = {}) =>
      client.get<DirectMessagePage>(path(id, 'messages'), {
        ...DM,
        query: { before: before ?? undefined, page_size: pageSize },
      }),
    sendMessage: (id: number, content: string) =>
      client.post<Data<DirectMessage>>(path(id, 'messages/send'), { content }, DM).then(dataOf),
    markRead: (id: number) => client.post<Data<unknown>>(path(id, 'read'), {}, DM).then(dataOf),
    /**
     * Opens `GET /api/direct-messages/stream/` with the bearer token and calls `onMessage` for each
     * `message` event until the stream ends (resolves) or fails (rejects; EventStreamError when it
     * could not be opened). A 401 renews the token once, as every other call does. `onOpen` is told
     * once the stream is open (a reconnecting caller then catches up on what it missed); abort with
     * `signal`.
     */
    stream: async (
      onMessage: (message: DirectMessage) => void,
      { signal, onOpen }: FollowOptions = {},
    ): Promise<void> => {
      // The client's own token, renewed once after a 401 (EventSource could not send it).
      const response = await client.openStream('stream', { ...DM, ...(signal ? { signal } : {}) });
      await followEvents(response, 'message', onMessage, onOpen);
    },
  };
};

export type DirectMessagesApi = ReturnType<typeof directMessagesApi>;
