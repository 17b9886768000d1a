import { Link } from 'react-router';
import type { Fixture } from '@futgg/contracts';
import { LocalDateTime } from '../../../components/local-date-time';
import { routes } from '../../../config/env';

export const statusWords = (fixture: Pick<Fixture, 'status' | 'minute'>) =>
  fixture.status === 'live'
    ? `Live ${fixture.minute}'`
    : fixture.status === 'finished'
      ? 'Full time'
      : 'Scheduled';

/** A fixture in a list: sides, score (or kickoff) and status, linking to its page. */
export const FixtureRow = ({ fixture }: { fixture: Fixture }) => (
  <li className={`fixture-row fixture-row--${fixture.status}`}>
    <Link to={routes.fixture(fixture.id)} className="fixture-row__link">
      <span className="fixture-row__side">{fixture.home.name}</span>
      <span className="fixture-row__score">
        {fixture.status === 'scheduled' ? 'vs' : `${fixture.score.home} – ${fixture.score.away}`}
      </span>
      <span className="fixture-row__side fixture-row__side--away">{fixture.away.name}</span>
    </Link>
    <span className="fixture-row__meta">
      {fixture.status === 'scheduled' ? <LocalDateTime iso={fixture.kickoffAt} /> : statusWords(fixture)} ·{' '}
      {fixture.round}
    </span>
  </li>
);

export const FixtureList = ({ fixtures, label }: { fixtures: readonly Fixture[]; label: string }) => (
  <ul className="fixture-list" aria-label={label}>
    {fixtures.map((fixture) => (
      <FixtureRow key={fixture.id} fixture={fixture} />
    ))}
  </ul>
);
