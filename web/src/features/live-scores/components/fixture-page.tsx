import { Link } from 'react-router';
import type { Fixture, FixtureEventKind } from '@futgg/contracts';
import { EmptyState, LoadFailedState } from '../../../components/empty-state';
import { LocalDateTime } from '../../../components/local-date-time';
import { usePageTitle } from '../../../components/page-title';
import { routes } from '../../../config/env';
import { httpStatusOf } from '../../../lib/api';
import { useLiveFixture, type LiveState } from '../hooks/use-live-fixture';
import { statusWords } from './fixture-row';

const EVENT_WORDS = {
  goal: 'Goal',
  'penalty-goal': 'Penalty goal',
  'own-goal': 'Own goal',
  'yellow-card': 'Yellow card',
  'red-card': 'Red card',
} as const satisfies Record<FixtureEventKind, string>;

const LIVE_WORDS: Record<LiveState, string> = {
  connecting: 'Connecting to live updates…',
  live: 'Live updates on',
  reconnecting: 'Live updates interrupted, reconnecting…',
  off: '',
};

const Scoreboard = ({ fixture }: { fixture: Fixture }) => (
  <div className="scoreboard">
    <Link
      to={routes.participant(fixture.tournamentSlug, fixture.home.participantId)}
      className="scoreboard__side"
    >
      {fixture.home.name}
    </Link>
    <span className="scoreboard__score" data-testid="fixture-score" role="status" aria-label="Score">
      {fixture.score.home} – {fixture.score.away}
    </span>
    <Link
      to={routes.participant(fixture.tournamentSlug, fixture.away.participantId)}
      className="scoreboard__side"
    >
      {fixture.away.name}
    </Link>
  </div>
);

/** `/live/fixtures/{id}/`: one fixture, its score and events, kept current without a reload while live. */
export const FixturePage = ({ id }: { id: number }) => {
  const { fixture, liveState } = useLiveFixture(id);
  const data = fixture.data;
  usePageTitle(
    data ? `${data.home.shortName} ${data.score.home}–${data.score.away} ${data.away.shortName}` : 'Fixture',
  );
  if (fixture.isPending)
    return (
      <p className="muted" aria-busy="true">
        Loading the fixture…
      </p>
    );
  if (fixture.isError || !data)
    return httpStatusOf(fixture.error) === 404 ? (
      <EmptyState title="There is no such fixture.">
        <Link to={routes.liveScores()}>Every tournament</Link>
      </EmptyState>
    ) : (
      <LoadFailedState title="This fixture could not be loaded." onRetry={() => void fixture.refetch()} />
    );
  const events = [...data.events].sort((a, b) => a.minute - b.minute);
  return (
    <article className="content-page fixture-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={routes.liveScores()}>Live scores</Link> <span aria-hidden="true">/</span>{' '}
        <Link to={routes.tournament(data.tournamentSlug)}>{data.tournamentSlug}</Link>
      </nav>
      <h1 className="page-title">
        {data.home.name} v {data.away.name}
      </h1>
      <p className="muted">
        {data.round} · <LocalDateTime iso={data.kickoffAt} />
      </p>
      <Scoreboard fixture={data} />
      <p className={`fixture-status fixture-status--${data.status}`} data-testid="fixture-status">
        {statusWords(data)}
      </p>
      {liveState !== 'off' && (
        <p className="muted" data-testid="live-state">
          {LIVE_WORDS[liveState]}
        </p>
      )}
      <section className="panel" aria-labelledby="fixture-events">
        <h2 id="fixture-events" className="panel__title">
          Events
        </h2>
        {events.length === 0 ? (
          <p className="muted">
            {data.status === 'scheduled' ? 'Not started yet.' : 'No goals or cards yet.'}
          </p>
        ) : (
          <ol className="fixture-events">
            {events.map((event) => (
              <li key={event.id} className={`fixture-event fixture-event--${event.side}`}>
                <span className="fixture-event__minute">{event.minute}'</span> {EVENT_WORDS[event.kind]}
                {event.playerName ? `: ${event.playerName}` : ''} (
                {event.side === 'home' ? data.home.shortName : data.away.shortName})
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
};
