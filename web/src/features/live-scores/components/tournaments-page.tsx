import { Link } from 'react-router';
import { EmptyState, LoadFailedState } from '../../../components/empty-state';
import { usePageTitle } from '../../../components/page-title';
import { routes } from '../../../config/env';
import { useTournaments } from '../api/live-scores-queries';

const STATUS_WORDS = { scheduled: 'Upcoming', live: 'Live now', finished: 'Finished' } as const;

/** `/live/`: every tournament, live ones first. */
export const TournamentsPage = () => {
  usePageTitle('Live scores');
  const tournaments = useTournaments();
  return (
    <div className="content-page">
      <h1 className="page-title">Live scores</h1>
      {tournaments.isPending ? (
        <p className="muted" aria-busy="true">
          Loading tournaments…
        </p>
      ) : tournaments.isError ? (
        <LoadFailedState
          title="The tournaments could not be loaded."
          onRetry={() => void tournaments.refetch()}
        />
      ) : tournaments.data.length === 0 ? (
        <EmptyState title="No tournaments yet." />
      ) : (
        <ul className="content-grid" aria-label="Tournaments">
          {[...tournaments.data]
            .sort((a, b) => Number(b.status === 'live') - Number(a.status === 'live'))
            .map((t) => (
              <li key={t.slug} className="content-card">
                <Link to={routes.tournament(t.slug)} className="content-card__title">
                  {t.name}
                </Link>{' '}
                <span className={`tag${t.status === 'live' ? ' tag--live' : ' tag--muted'}`}>
                  {STATUS_WORDS[t.status]}
                </span>
                <p className="content-card__text">{t.description}</p>
                <p className="muted">
                  {t.startDate} – {t.endDate} · {t.participantCount}{' '}
                  {t.participantKind === 'team' ? 'teams' : 'players'} · {t.fixtureCount} fixtures
                </p>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
};
