import { Link } from 'react-router';
import { EmptyState, LoadFailedState } from '../../../components/empty-state';
import { usePageTitle } from '../../../components/page-title';
import { routes } from '../../../config/env';
import { httpStatusOf } from '../../../lib/api';
import { useParticipant, useParticipantFixtures, useParticipantPlayers } from '../api/live-scores-queries';
import { FixtureList } from './fixture-row';

/** `/live/{slug}/participants/{id}/`: a team (or player) of a tournament, its fixtures and its players. */
export const ParticipantPage = ({ slug, id }: { slug: string; id: number }) => {
  const participant = useParticipant(slug, id);
  const fixtures = useParticipantFixtures(slug, id);
  const players = useParticipantPlayers(slug, id);
  usePageTitle(participant.data ? `${participant.data.name} · Live scores` : 'Participant');
  if (participant.isPending)
    return (
      <p className="muted" aria-busy="true">
        Loading…
      </p>
    );
  if (participant.isError)
    return httpStatusOf(participant.error) === 404 ? (
      <EmptyState title="There is no such participant in this tournament.">
        <Link to={routes.tournament(slug)}>Back to the tournament</Link>
      </EmptyState>
    ) : (
      <LoadFailedState
        title="This participant could not be loaded."
        onRetry={() => void participant.refetch()}
      />
    );
  return (
    <div className="content-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={routes.liveScores()}>Live scores</Link> <span aria-hidden="true">/</span>{' '}
        <Link to={routes.tournament(slug)}>{slug}</Link>
      </nav>
      <h1 className="page-title">{participant.data.name}</h1>
      <section className="panel" aria-labelledby="participant-fixtures">
        <h2 id="participant-fixtures" className="panel__title">
          Fixtures
        </h2>
        {fixtures.isPending ? (
          <p className="muted">Loading fixtures…</p>
        ) : fixtures.isError ? (
          <LoadFailedState
            title="The fixtures could not be loaded."
            onRetry={() => void fixtures.refetch()}
          />
        ) : fixtures.data.length === 0 ? (
          <EmptyState title="No fixtures yet." />
        ) : (
          <FixtureList fixtures={fixtures.data} label="Fixtures" />
        )}
      </section>
      <section className="panel" aria-labelledby="participant-players">
        <h2 id="participant-players" className="panel__title">
          Players
        </h2>
        {players.isPending ? (
          <p className="muted">Loading players…</p>
        ) : players.isError ? (
          <LoadFailedState title="The players could not be loaded." onRetry={() => void players.refetch()} />
        ) : players.data.length === 0 ? (
          <EmptyState title="No players listed." />
        ) : (
          <ul className="feed-entries">
            {players.data.map((player) => (
              <li key={player.eaId} className="feed-entry">
                <span className="tag">{player.shirtNumber}</span> {player.name}{' '}
                <span className="muted">{player.position}</span> · {player.goals} goals, {player.assists}{' '}
                assists
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};
