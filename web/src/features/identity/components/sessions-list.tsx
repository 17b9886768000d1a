import { useId } from 'react';
import type { SessionSummary } from '@futgg/contracts';
import { LocalDateTime } from '../../../components/local-date-time';
import { useSessions } from '../api/get-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { deviceName } from '../utils/device-name';

/** The user's sessions, newest first as the API lists them; any but this device's can be signed out. */
export const SessionsList = () => {
  const sessions = useSessions();
  const titleId = useId();
  return (
    <section className="panel account-page__sessions" aria-labelledby={titleId}>
      <h2 className="panel__title" id={titleId}>
        Your sessions
      </h2>
      <p className="muted">Every browser and device you are signed in on.</p>
      {sessions.isPending && <p className="muted">Loading your sessions…</p>}
      {sessions.isError && (
        <p role="alert">
          Your sessions could not be loaded.{' '}
          <button type="button" className="button button--small" onClick={() => void sessions.refetch()}>
            Try again
          </button>
        </p>
      )}
      {sessions.data && (
        <ul className="session-list">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </section>
  );
};

const SessionRow = ({ session }: { session: SessionSummary }) => {
  const revoke = useRevokeSession();
  const deviceId = useId();
  const device = deviceName(session.userAgent);
  return (
    <li className="session-row">
      <div className="session-row__about">
        <p className="session-row__device" id={deviceId} title={session.userAgent || undefined}>
          {device}
        </p>
        <p className="session-row__times">
          Signed in <LocalDateTime iso={session.createdAt} /> · last seen{' '}
          <LocalDateTime iso={session.lastSeenAt} />
        </p>
      </div>
      {session.isCurrent ? (
        <span className="tag">This device</span>
      ) : (
        <button
          type="button"
          className="button button--small"
          aria-describedby={deviceId}
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(session.id)}
        >
          Sign out of this session
        </button>
      )}
    </li>
  );
};
