import { NavAnchor } from '../../../components/layout/nav-anchor';
import { MESSAGES_PATH } from './messages-page-path';
import '../messages.css';

const EnvelopeIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm0 2v.4l8 5.1 8-5.1V7H4Zm16 2.77-7.46 4.75a1 1 0 0 1-1.08 0L4 9.77V17h16V9.77Z"
    />
  </svg>
);

/**
 * The header's link to the messages page (signed-in users only; the app leaves it out for a visitor),
 * with the unread direct messages over all conversations (the notifications summary's count).
 */
export const MessagesLink = ({ unreadCount, isCurrent }: { unreadCount: number; isCurrent?: boolean }) => (
  <NavAnchor to={MESSAGES_PATH} className="messages-link" {...(isCurrent ? { 'aria-current': 'page' } : {})}>
    <EnvelopeIcon />
    <span className="visually-hidden">
      {unreadCount > 0 ? `Messages, ${unreadCount} unread` : 'Messages'}
    </span>
    {unreadCount > 0 && (
      <span className="messages-link__badge" aria-hidden="true">
        {unreadCount > 9 ? '9+' : unreadCount}
      </span>
    )}
  </NavAnchor>
);
