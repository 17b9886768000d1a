import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parsePageId } from '../../../lib/page-ids';
import { useMessageStream } from '../hooks/use-message-stream';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { NewConversationForm } from './new-conversation-form';
import { CONVERSATION_PARAMETER } from './messages-page-path';
import '../messages.css';

// The open conversation is in the address (`/messages/?conversation=12`): it survives a reload and a link.

/**
 * The signed-in user's direct messages: the conversations beside the open one. The live stream stays
 * open while the page is, so new messages show without a reload.
 */
export const MessagesPage = ({ userId }: { userId: string }) => {
  const [params, setParams] = useSearchParams();
  const openId = parsePageId(params.get(CONVERSATION_PARAMETER) ?? undefined);
  const [isStarting, setIsStarting] = useState(false);
  useMessageStream(userId);
  const open = useCallback(
    (id: number | null) => {
      setIsStarting(false);
      setParams(id === null ? {} : { [CONVERSATION_PARAMETER]: String(id) });
    },
    [setParams],
  );
  return (
    <div className="messages-page">
      <header className="page-header messages-page__header">
        <h1 className="page-title">Messages</h1>
        <button type="button" className="button button--primary" onClick={() => setIsStarting(true)}>
          New conversation
        </button>
      </header>
      <div
        className={
          openId !== null || isStarting ? 'messages-layout messages-layout--open' : 'messages-layout'
        }
      >
        <aside className="messages-layout__list" aria-label="Your conversations">
          <ConversationList userId={userId} openId={openId} onOpen={open} />
        </aside>
        <div className="messages-layout__main">
          {isStarting ? (
            <NewConversationForm userId={userId} onCreated={open} onCancel={() => setIsStarting(false)} />
          ) : openId !== null ? (
            <>
              <button
                type="button"
                className="button button--small messages-layout__back"
                onClick={() => open(null)}
              >
                <span aria-hidden="true">←</span> All conversations
              </button>
              <ConversationView
                key={openId}
                userId={userId}
                conversationId={openId}
                onLeft={() => open(null)}
              />
            </>
          ) : (
            <p className="muted messages-layout__hint">Choose a conversation, or start a new one.</p>
          )}
        </div>
      </div>
    </div>
  );
};
