import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Conversation } from '@futgg/contracts';
import { LocalDateTime } from '../../../components/local-date-time';
import { httpStatusOf } from '../../../lib/api';
import {
  conversationName,
  messagesInOrder,
  useChangeConversation,
  useConversation,
  useMarkConversationRead,
  useMessages,
  useSendMessage,
} from '../api/message-queries';
import { Composer } from './composer';
import { TITLE_MAX_LENGTH } from './new-conversation-form';
import { UserPicker } from './user-picker';

/**
 * One open conversation: its messages oldest to newest (older pages on demand), the composer, and its
 * people and title. Opening it marks it read; so does a message arriving while it is open (the page's
 * stream adds it).
 */
export const ConversationView = ({
  userId,
  conversationId,
  onLeft,
}: {
  userId: string;
  conversationId: number;
  onLeft: () => void;
}) => {
  const conversation = useConversation(userId, conversationId);
  const messages = useMessages(userId, conversationId);
  const send = useSendMessage(userId, conversationId);
  const markRead = useMarkConversationRead(userId);
  const [showPeople, setShowPeople] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const ordered = useMemo(() => messagesInOrder(messages.data), [messages.data]);
  const newest = ordered.at(-1);
  const newestFromOthers = ordered.findLast((message) => message.author?.id !== userId);

  // Read on open, and again whenever another's newer message shows while it is open (one's own sent
  // messages are never unread).
  const { mutate: markConversationRead } = markRead;
  useEffect(() => {
    if (conversation.isSuccess) markConversationRead(conversationId);
  }, [conversation.isSuccess, conversationId, newestFromOthers?.id, markConversationRead]);

  // The newest message in view: on open, on sending and on a message arriving (not on loading older ones).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newest?.id]);

  if (conversation.isError) {
    const status = httpStatusOf(conversation.error);
    return (
      <section className="conversation" aria-label="Conversation">
        <p role="alert">
          {status === 404 || status === 403
            ? 'This conversation does not exist, or you are not in it.'
            : 'This conversation could not be loaded.'}
        </p>
      </section>
    );
  }
  if (!conversation.data) {
    return (
      <section className="conversation" aria-label="Conversation" aria-busy="true">
        <p className="muted">Loading…</p>
      </section>
    );
  }
  const name = conversationName(conversation.data, userId);
  return (
    <section className="conversation" aria-labelledby="conversation-heading">
      <header className="conversation__head">
        <div className="conversation__names">
          <h2 id="conversation-heading" className="conversation__title">
            {name}
          </h2>
          <p className="muted small conversation__people-line">
            {conversation.data.participants.map((participant) => participant.user.displayName).join(', ')}
          </p>
        </div>
        <button
          type="button"
          className="button button--small"
          aria-expanded={showPeople}
          onClick={() => setShowPeople((shown) => !shown)}
        >
          People and title
        </button>
      </header>
      {showPeople && (
        <ConversationSettings userId={userId} conversation={conversation.data} onLeft={onLeft} />
      )}
      <div className="conversation__messages">
        {messages.hasNextPage && (
          <button
            type="button"
            className="button button--small conversation__older"
            disabled={messages.isFetchingNextPage}
            onClick={() => void messages.fetchNextPage()}
          >
            {messages.isFetchingNextPage ? 'Loading…' : 'Load older messages'}
          </button>
        )}
        {messages.isPending ? (
          <p className="muted">Loading messages…</p>
        ) : messages.isError ? (
          <p role="alert">The messages could not be loaded.</p>
        ) : ordered.length === 0 ? (
          <p className="muted conversation__empty">No messages yet. Say hello.</p>
        ) : null}
        <ol ref={listRef} className="message-list" aria-label="Messages" aria-live="polite">
          {ordered.map((message) => {
            const isOwn = message.author?.id === userId;
            return (
              <li key={message.id} className={isOwn ? 'message message--own' : 'message'}>
                <p className="message__meta small">
                  <span className="message__author">
                    {isOwn ? 'You' : (message.author?.displayName ?? 'Deleted user')}
                  </span>{' '}
                  <span className="muted">
                    <LocalDateTime iso={message.dateCreated} />
                  </span>
                </p>
                {/* Plain text, escaped by React; line breaks kept by CSS (pre-wrap). */}
                <p className="message__content">{message.content}</p>
              </li>
            );
          })}
        </ol>
      </div>
      <Composer isSending={send.isPending} onSend={(content) => send.mutateAsync(content)} />
    </section>
  );
};

/** The people (add, remove, leave) and the title of a conversation. */
const ConversationSettings = ({
  userId,
  conversation,
  onLeft,
}: {
  userId: string;
  conversation: Conversation;
  onLeft: () => void;
}) => {
  const change = useChangeConversation(userId, conversation.id);
  const [title, setTitle] = useState(conversation.title);
  const titleId = useId();
  const inIt = useMemo(
    () => new Set(conversation.participants.map((participant) => participant.user.id)),
    [conversation.participants],
  );
  const rename = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ kind: 'title', title: title.trim() });
  };
  return (
    <div className="conversation-settings">
      <form className="conversation-settings__title" onSubmit={rename}>
        <label htmlFor={titleId} className="field__label">
          Title
        </label>
        <div className="conversation-settings__row">
          <input
            id={titleId}
            className="input"
            maxLength={TITLE_MAX_LENGTH}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
          <button
            type="submit"
            className="button button--small"
            disabled={change.isPending || title.trim() === '' || title.trim() === conversation.title}
          >
            Rename
          </button>
        </div>
      </form>
      <ul className="conversation-settings__people" aria-label="People in this conversation">
        {conversation.participants.map(({ user }) => (
          <li key={user.id}>
            <span>
              {user.displayName} <span className="muted small">@{user.username}</span>
            </span>
            {user.id === userId ? (
              <button
                type="button"
                className="button button--small button--ghost"
                disabled={change.isPending}
                onClick={() => change.mutate({ kind: 'remove', userId }, { onSuccess: onLeft })}
              >
                Leave
              </button>
            ) : (
              <button
                type="button"
                className="button button--small button--ghost"
                disabled={change.isPending}
                aria-label={`Remove ${user.displayName}`}
                onClick={() => change.mutate({ kind: 'remove', userId: user.id })}
              >
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
      <UserPicker
        label="Add someone"
        exclude={inIt}
        onPick={(person) => change.mutate({ kind: 'add', userId: person.id })}
      />
    </div>
  );
};
