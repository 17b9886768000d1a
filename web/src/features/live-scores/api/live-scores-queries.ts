import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';

const tournamentStale = CACHE_SECONDS.TOURNAMENTS * 1000;
const fixtureStale = CACHE_SECONDS.FIXTURES * 1000;

export const fixtureQueryKey = (id: number) => ['live', 'fixture', id] as const;

export const tournamentsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['live', 'tournaments'],
    queryFn: () => api.liveScores.tournaments(),
    staleTime: fixtureStale,
  });
export const tournamentQuery = (api: Api, slug: string) =>
  queryOptions({
    queryKey: ['live', 'tournament', slug],
    queryFn: () => api.liveScores.tournament(slug),
    staleTime: tournamentStale,
  });
export const fixtureQuery = (api: Api, id: number) =>
  queryOptions({
    queryKey: fixtureQueryKey(id),
    queryFn: () => api.liveScores.fixture(id),
    staleTime: fixtureStale,
  });

export const useTournaments = () => useQuery(tournamentsQuery(useApi()));
export const useTournament = (slug: string) => useQuery(tournamentQuery(useApi(), slug));
export const useFixture = (id: number) => useQuery(fixtureQuery(useApi(), id));

export const useTournamentFixtures = (slug: string) => {
  const api = useApi();
  return useQuery({
    queryKey: ['live', 'tournament', slug, 'fixtures'],
    queryFn: () => api.liveScores.fixtures(slug),
    staleTime: fixtureStale,
    // While a fixture is live its row's score moves: the list is asked again each minute (its cache time).
    refetchInterval: (query) => (query.state.data?.some((f) => f.status === 'live') ? fixtureStale : false),
  });
};
export const useTournamentGroups = (slug: string) => {
  const api = useApi();
  return useQuery({
    queryKey: ['live', 'tournament', slug, 'groups'],
    queryFn: () => api.liveScores.groups(slug),
    staleTime: fixtureStale,
  });
};
export const useBracket = (slug: string) => {
  const api = useApi();
  return useQuery({
    queryKey: ['live', 'tournament', slug, 'bracket'],
    queryFn: () => api.liveScores.bracket(slug),
    staleTime: fixtureStale,
  });
};
export const useTournamentPlayers = (slug: string) => {
  const api = useApi();
  return useQuery({
    queryKey: ['live', 'tournament', slug, 'players'],
    queryFn: () => api.liveScores.players(slug),
    staleTime: tournamentStale,
  });
};
export const useTournamentFaq = (slug: string) => {
  const api = useApi();
  return useQuery({
    queryKey: ['live', 'tournament', slug, 'faq'],
    queryFn: () => api.liveScores.faq(slug),
    staleTime: tournamentStale,
  });
};
export const useParticipant = (slug: string, id: number) => {
  const api = useApi();
  return useQuery({
    queryKey: ['live', 'participant', slug, id],
    queryFn: () => api.liveScores.participant(slug, id),
    staleTime: tournamentStale,
  });
};
export const useParticipantFixtures = (slug: string, id: number) => {
  const api = useApi();
  return useQuery({
    queryKey: ['live', 'participant', slug, id, 'fixtures'],
    queryFn: () => api.liveScores.participantFixtures(slug, id),
    staleTime: fixtureStale,
  });
};
export const useParticipantPlayers = (slug: string, id: number) => {
  const api = useApi();
  return useQuery({
    queryKey: ['live', 'participant', slug, id, 'players'],
    queryFn: () => api.liveScores.participantPlayers(slug, id),
    staleTime: tournamentStale,
  });
};
