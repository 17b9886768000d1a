import type {
  Conversation,
  ConversationPage,
  DirectMessage,
  DirectMessagePage,
  RemovedParticipant,
} from '@futgg/contracts';
import type { ApiClient, ApiClientOptions } from './api-client.js';
import { followEvents } from './event-stream.js';

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

/** What the live stream needs beside the client: the bearer token (EventSource cannot send it). */
export type DirectMessageStreamOptions = Pick<ApiClientOptions, 'fetch' | 'getToken' | 'onUnauthorized'>;

/**
 * Direct messages (docs/messages-and-notifications-web.md): the caller's conversations, one
 * conversation's messages (newest first, `next` = the `before` of the older page), sending, marking
 * read, the participants and the title; and the live stream of new messages in any of them.
 */
export const directMessagesApi = (client: ApiClient, streamOptions: DirectMessageStreamOptions = {}) => {
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
      { signal, onOpen }: { signal?: AbortSignal; onOpen?: () => void } = {},
    ): Promise<void> => {
      const fetch = streamOptions.fetch ?? globalThis.fetch;
      const url = client.urlFor('stream', DM);
      const open = async () => {
        const token = (await streamOptions.getToken?.()) ?? null;
        const headers: Record<string, string> = { Accept: 'text/event-stream' };
        if (token) headers['Authorization'] = `Bearer ${token}`;
        const response = await fetch(url, { headers, ...(signal ? { signal } : {}) });
        return { response, token };
      };
      let { response, token } = await open();
      if (response.status === 401 && token && (await streamOptions.onUnauthorized?.(token))) {
        await response.body?.cancel().catch(() => undefined);
        ({ response, token } = await open());
      }
      await followEvents(response, 'message', onMessage, onOpen);
    },
  };
};

export type DirectMessagesApi = ReturnType<typeof directMessagesApi>;
