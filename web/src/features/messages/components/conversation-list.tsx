import { useId, useState } from 'react';
import type { Conversation } from '@futgg/contracts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { conversationName, unreadIn, useConversations } from '../api/message-queries';

/** The last message, one line: who wrote it and its start (plain text). */
const preview = (conversation: Conversation, userId: string) => {
  const last = conversation.lastMessage;
  if (!last) return 'No messages yet';
  const who = last.author?.id === userId ? 'You' : (last.author?.displayName ?? 'Deleted user');
  return `${who}: ${last.content.replace(/\s+/g, ' ').slice(0, 120)}`;
};

/**
 * The reader's conversations, latest activity first: searchable, each with its unread count, more
 * pages on demand. Choosing one opens it (the page keeps it in the address).
 */
export const ConversationList = ({
  userId,
  openId,
  onOpen,
}: {
  userId: string;
  openId: number | null;
  onOpen: (id: number) => void;
}) => {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 250);
  const conversations = useConversations(userId, search);
  const searchId = useId();
  const rows = conversations.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className="conversation-list">
      <label htmlFor={searchId} className="visually-hidden">
        Search conversations
      </label>
      <input
        id={searchId}
        className="input"
        type="search"
        placeholder="Search conversations"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {conversations.isPending ? (
        <p className="muted small">Loading…</p>
      ) : conversations.isError ? (
        <p role="alert">Your conversations could not be loaded.</p>
      ) : rows.length === 0 ? (
        <p className="muted small">{search ? 'No conversation matches.' : 'No conversations yet.'}</p>
      ) : (
        <ul className="conversation-list__rows" aria-label="Conversations">
          {rows.map((conversation) => {
            const unread = conversation.id === openId ? 0 : unreadIn(conversation, userId);
            const name = conversationName(conversation, userId);
            return (
              <li key={conversation.id}>
                <button
                  type="button"
                  className="conversation-row"
                  aria-current={conversation.id === openId ? 'true' : undefined}
                  onClick={() => onOpen(conversation.id)}
                >
                  <span className="conversation-row__name">{name}</span>
                  {unread > 0 && (
                    <span className="conversation-row__unread">
                      {unread}
                      <span className="visually-hidden"> unread</span>
                    </span>
                  )}
                  <span className="conversation-row__preview muted small">
                    {preview(conversation, userId)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {conversations.hasNextPage && (
        <button
          type="button"
          className="button button--small"
          disabled={conversations.isFetchingNextPage}
          onClick={() => void conversations.fetchNextPage()}
        >
          More conversations
        </button>
      )}
    </div>
  );
};
