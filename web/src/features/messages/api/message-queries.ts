import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { Conversation, ConversationPage, DirectMessage, DirectMessagePage } from '@futgg/contracts';
import { useToast } from '../../../components/toast/toast-provider';
import { apiErrorMessageOf, useApi, type Api } from '../../../lib/api';

export const MESSAGES_KEY = ['direct-messages'] as const;
/**
 * The header's counts (the notifications summary, with the unread messages) live under this key: a
 * read or a new message asks them again, so the badges follow without waiting for the next poll.
 */
const HEADER_COUNTS_KEY = ['notifications'] as const;
export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 30;

export type MessagePages = InfiniteData<DirectMessagePage, unknown>;

const conversationsKey = (userId: string) => [...MESSAGES_KEY, userId, 'conversations'] as const;
const conversationKey = (userId: string, id: number) =>
  [...MESSAGES_KEY, userId, 'conversation', id] as const;
export const messagesKey = (userId: string, id: number) => [...MESSAGES_KEY, userId, 'messages', id] as const;

/** The caller's conversations, latest activity first, page after page (`next` is the page number). */
export const conversationsQuery = (api: Api, userId: string, search: string) =>
  infiniteQueryOptions({
    queryKey: [...conversationsKey(userId), { search }],
    queryFn: ({ pageParam }) =>
      api.directMessages.listConversations({
        search,
        page: pageParam,
        pageSize: CONVERSATIONS_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

export const useConversations = (userId: string, search: string) =>
  useInfiniteQuery(conversationsQuery(useApi(), userId, search));

export const conversationQuery = (api: Api, userId: string, id: number) =>
  queryOptions({
    queryKey: conversationKey(userId, id),
    queryFn: () => api.directMessages.getConversation(id),
    staleTime: 0,
  });

export const useConversation = (userId: string, id: number) =>
  useQuery(conversationQuery(useApi(), userId, id));

/** One conversation's messages: the newest page first, older pages on demand (`next` is their `before`). */
export const messagesQuery = (api: Api, userId: string, id: number) =>
  infiniteQueryOptions({
    queryKey: messagesKey(userId, id),
    queryFn: ({ pageParam }) =>
      api.directMessages.listMessages(id, { before: pageParam, pageSize: MESSAGES_PAGE_SIZE }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next ?? undefined,
    // Kept fresh by the stream and by sending; asked again only when the stream was interrupted.
    staleTime: Infinity,
  });

export const useMessages = (userId: string, id: number) =>
  useInfiniteQuery(messagesQuery(useApi(), userId, id));

/** The messages of every loaded page, oldest first, each once (the stream and the send answer overlap). */
export const messagesInOrder = (pages: MessagePages | undefined): DirectMessage[] => {
  const byId = new Map<number, DirectMessage>();
  for (const page of pages?.pages ?? []) for (const message of page.data) byId.set(message.id, message);
  return [...byId.values()].sort(
    (a, b) => Date.parse(a.dateCreated) - Date.parse(b.dateCreated) || a.id - b.id,
  );
};

/** Adds a message to its conversation's loaded pages (newest first), unless it is there already. */
export const addMessageToCache = (queryClient: QueryClient, userId: string, message: DirectMessage) =>
  queryClient.setQueryData<MessagePages>(messagesKey(userId, message.conversationId), (pages) => {
    if (!pages) return pages;
    if (pages.pages.some((page) => page.data.some((known) => known.id === message.id))) return pages;
    const [first, ...rest] = pages.pages;
    if (!first) return pages;
    return {
      ...pages,
      pages: [{ ...first, data: [message, ...first.data], totalCount: first.totalCount + 1 }, ...rest],
    };
  });

/** The list's order, last messages and unread counts changed: asked again, with the header's counts. */
export const refreshConversationLists = (queryClient: QueryClient, userId: string) => {
  void queryClient.invalidateQueries({ queryKey: conversationsKey(userId) });
  void queryClient.invalidateQueries({ queryKey: HEADER_COUNTS_KEY });
};

const useRefusal = () => {
  const toast = useToast();
  return (what: string) => (error: unknown) =>
    toast.show(apiErrorMessageOf(error) ?? `${what} did not work. Try again.`, 'danger');
};

export const useSendMessage = (userId: string, conversationId: number) => {
  const api = useApi();
  const queryClient = useQueryClient();
  const refused = useRefusal();
  return useMutation({
    mutationFn: (content: string) => api.directMessages.sendMessage(conversationId, content),
    onSuccess: (message) => {
      addMessageToCache(queryClient, userId, message);
      refreshConversationLists(queryClient, userId);
    },
    onError: refused('Sending the message'),
  });
};

/** Marks the conversation read for the caller; the list's badge for it goes to 0 at once. */
export const useMarkConversationRead = (userId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) => api.directMessages.markRead(conversationId),
    onSuccess: (_answer, conversationId) => {
      queryClient.setQueriesData<InfiniteData<ConversationPage>>(
        { queryKey: conversationsKey(userId) },
        (lists) =>
          lists && {
            ...lists,
            pages: lists.pages.map((page) => ({
              ...page,
              data: page.data.map((conversation) =>
                conversation.id === conversationId ? markedRead(conversation, userId) : conversation,
              ),
            })),
          },
      );
      refreshConversationLists(queryClient, userId);
    },
  });
};

const markedRead = (conversation: Conversation, userId: string): Conversation => ({
  ...conversation,
  participants: conversation.participants.map((participant) =>
    participant.user.id === userId ? { ...participant, unreadMessagesCount: 0 } : participant,
  ),
});

export const useCreateConversation = (userId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  const refused = useRefusal();
  return useMutation({
    mutationFn: (input: { participants: string[]; title: string }) =>
      api.directMessages.createConversation(input),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKey(userId, conversation.id), conversation);
      refreshConversationLists(queryClient, userId);
    },
    onError: refused('Starting the conversation'),
  });
};

/** Adding or removing a participant, or renaming: the conversation and the list are asked again. */
export const useChangeConversation = (userId: string, conversationId: number) => {
  const api = useApi();
  const queryClient = useQueryClient();
  const refused = useRefusal();
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'add'; userId: string }
        | { kind: 'remove'; userId: string }
        | { kind: 'title'; title: string },
    ): Promise<unknown> => {
      if (change.kind === 'add') return api.directMessages.addUser(conversationId, change.userId);
      if (change.kind === 'remove') return api.directMessages.removeUser(conversationId, change.userId);
      return api.directMessages.updateTitle(conversationId, change.title);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: conversationKey(userId, conversationId) });
      refreshConversationLists(queryClient, userId);
    },
    onError: refused('Changing the conversation'),
  });
};

/** What a conversation is called: its title, else the other participants' names. */
export const conversationName = (conversation: Conversation, userId: string): string => {
  if (conversation.title.trim()) return conversation.title;
  const others = conversation.participants.filter((participant) => participant.user.id !== userId);
  return others.map((participant) => participant.user.displayName).join(', ') || 'Just you';
};

/** The caller's unread messages in a conversation. */
export const unreadIn = (conversation: Conversation, userId: string): number =>
  conversation.participants.find((participant) => participant.user.id === userId)?.unreadMessagesCount ?? 0;
