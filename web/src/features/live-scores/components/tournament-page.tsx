import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Fixture, Participant } from '@futgg/contracts';
import { EmptyState, LoadFailedState } from '../../../components/empty-state';
import { usePageTitle } from '../../../components/page-title';
import { Tabs } from '../../../components/tabs';
import { routes } from '../../../config/env';
import { httpStatusOf } from '../../../lib/api';
import {
  useBracket,
  useTournament,
  useTournamentFaq,
  useTournamentFixtures,
  useTournamentGroups,
  useTournamentPlayers,
} from '../api/live-scores-queries';
import { FixtureList } from './fixture-row';

type TabKey = 'fixtures' | 'groups' | 'bracket' | 'participants' | 'players' | 'faq';
const TAB_LABELS: Record<TabKey, string> = {
  fixtures: 'Fixtures',
  groups: 'Groups',
  bracket: 'Bracket',
  participants: 'Participants',
  players: 'Players',
  faq: 'FAQ',
};

/** The loading, failed and empty states every tab shares; `children` renders the data. */
const TabState = <T,>({
  query,
  what,
  isEmpty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  what: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) => {
  if (query.isPending)
    return (
      <p className="muted" aria-busy="true">
        Loading {what}…
      </p>
    );
  if (query.isError || query.data === undefined)
    return (
      <LoadFailedState title={`The ${what} could not be loaded.`} onRetry={() => void query.refetch()} />
    );
  if (isEmpty(query.data)) return <EmptyState title={`No ${what} yet.`} />;
  return <>{children(query.data)}</>;
};

const byRound = (fixtures: readonly Fixture[]) => {
  const rounds = new Map<string, Fixture[]>();
  for (const fixture of [...fixtures].sort(
    (a, b) => a.roundOrder - b.roundOrder || a.kickoffAt.localeCompare(b.kickoffAt),
  )) {
    rounds.set(fixture.round, [...(rounds.get(fixture.round) ?? []), fixture]);
  }
  return [...rounds];
};

const FixturesTab = ({ slug }: { slug: string }) => (
  <TabState query={useTournamentFixtures(slug)} what="fixtures" isEmpty={(f) => f.length === 0}>
    {(fixtures) =>
      byRound(fixtures).map(([round, list]) => (
        <section key={round} aria-label={round}>
          <h3 className="panel__title">{round}</h3>
          <FixtureList fixtures={list} label={`${round} fixtures`} />
        </section>
      ))
    }
  </TabState>
);

const GroupsTab = ({ slug }: { slug: string }) => (
  <TabState query={useTournamentGroups(slug)} what="groups" isEmpty={(g) => g.length === 0}>
    {(groups) =>
      groups.map((group) => (
        <table key={group.id} className="standings">
          <caption>{group.name}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Team</th>
              <th scope="col" title="Played">
                P
              </th>
              <th scope="col" title="Won">
                W
              </th>
              <th scope="col" title="Drawn">
                D
              </th>
              <th scope="col" title="Lost">
                L
              </th>
              <th scope="col" title="Goal difference">
                GD
              </th>
              <th scope="col" title="Points">
                Pts
              </th>
            </tr>
          </thead>
          <tbody>
            {group.standings.map((row) => (
              <tr key={row.participantId}>
                <td>{row.position}</td>
                <th scope="row">
                  <Link to={routes.participant(slug, row.participantId)}>{row.name}</Link>
                </th>
                <td>{row.played}</td>
                <td>{row.won}</td>
                <td>{row.drawn}</td>
                <td>{row.lost}</td>
                <td>{row.goalDifference}</td>
                <td>{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))
    }
  </TabState>
);

const BracketTab = ({ slug }: { slug: string }) => (
  <TabState query={useBracket(slug)} what="knockout rounds" isEmpty={(b) => b.rounds.length === 0}>
    {(bracket) => (
      <div className="bracket">
        {bracket.rounds.map((round) => (
          <section key={round.roundOrder} className="bracket__round" aria-label={round.name}>
            <h3 className="panel__title">{round.name}</h3>
            <FixtureList fixtures={round.fixtures} label={`${round.name} fixtures`} />
          </section>
        ))}
      </div>
    )}
  </TabState>
);

/** The participants, as the fixtures name them (the API has no list of its own). */
const participantsOf = (fixtures: readonly Fixture[]) => {
  const seen = new Map<number, Pick<Participant, 'id' | 'name'>>();
  for (const { home, away } of fixtures) {
    for (const side of [home, away])
      seen.set(side.participantId, { id: side.participantId, name: side.name });
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
};

const ParticipantsTab = ({ slug }: { slug: string }) => (
  <TabState query={useTournamentFixtures(slug)} what="participants" isEmpty={(f) => f.length === 0}>
    {(fixtures) => (
      <ul className="content-chips" aria-label="Participants">
        {participantsOf(fixtures).map((p) => (
          <li key={p.id}>
            <Link className="content-chip" to={routes.participant(slug, p.id)}>
              {p.name}
            </Link>
          </li>
        ))}
      </ul>
    )}
  </TabState>
);

const PlayersTab = ({ slug }: { slug: string }) => (
  <TabState query={useTournamentPlayers(slug)} what="players" isEmpty={(p) => p.length === 0}>
    {(players) => (
      <table className="standings">
        <caption>Top scorers</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Apps</th>
            <th scope="col">Goals</th>
            <th scope="col">Assists</th>
          </tr>
        </thead>
        <tbody>
          {[...players]
            .sort((a, b) => b.goals - a.goals || b.assists - a.assists || a.name.localeCompare(b.name))
            .slice(0, 50)
            .map((player) => (
              <tr key={`${player.participantId}:${player.eaId}`}>
                <th scope="row">{player.name}</th>
                <td>{player.appearances}</td>
                <td>{player.goals}</td>
                <td>{player.assists}</td>
              </tr>
            ))}
        </tbody>
      </table>
    )}
  </TabState>
);

const FaqTab = ({ slug }: { slug: string }) => (
  <TabState query={useTournamentFaq(slug)} what="questions" isEmpty={(f) => f.length === 0}>
    {(faq) => (
      <dl className="faq">
        {faq.map((entry) => (
          <div key={entry.question}>
            <dt>{entry.question}</dt>
            <dd>{entry.answer}</dd>
          </div>
        ))}
      </dl>
    )}
  </TabState>
);

/** `/live/{slug}/?tab=…`: a tournament's fixtures by round, groups, bracket, participants, players, FAQ. */
export const TournamentPage = ({ slug }: { slug: string }) => {
  const tournament = useTournament(slug);
  const [search, setSearch] = useSearchParams();
  usePageTitle(tournament.data ? `${tournament.data.name} · Live scores` : 'Tournament');
  if (tournament.isPending)
    return (
      <p className="muted" aria-busy="true">
        Loading the tournament…
      </p>
    );
  if (tournament.isError)
    return httpStatusOf(tournament.error) === 404 ? (
      <EmptyState title="There is no such tournament.">
        <Link to={routes.liveScores()}>Every tournament</Link>
      </EmptyState>
    ) : (
      <LoadFailedState
        title="This tournament could not be loaded."
        onRetry={() => void tournament.refetch()}
      />
    );
  const t = tournament.data;
  const keys: TabKey[] = [
    'fixtures',
    ...(t.format === 'knockout' ? [] : (['groups'] as const)),
    ...(t.format === 'league' ? [] : (['bracket'] as const)),
    'participants',
    'players',
    'faq',
  ];
  const requested = search.get('tab') as TabKey | null;
  const active = requested && keys.includes(requested) ? requested : 'fixtures';
  const render: Record<TabKey, () => ReactNode> = {
    fixtures: () => <FixturesTab slug={slug} />,
    groups: () => <GroupsTab slug={slug} />,
    bracket: () => <BracketTab slug={slug} />,
    participants: () => <ParticipantsTab slug={slug} />,
    players: () => <PlayersTab slug={slug} />,
    faq: () => <FaqTab slug={slug} />,
  };
  return (
    <div className="content-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={routes.liveScores()}>Live scores</Link>
      </nav>
      <h1 className="page-title">{t.name}</h1>
      <p>{t.description}</p>
      <Tabs
        label="Tournament"
        tabs={keys.map((key) => ({ key, label: TAB_LABELS[key], render: render[key] }))}
        active={active}
        onChange={(key) =>
          setSearch(new URLSearchParams(key === 'fixtures' ? {} : { tab: key }), { replace: true })
        }
      />
    </div>
  );
};
