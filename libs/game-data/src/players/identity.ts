import { GENDER } from '@futgg/game-rules';
import type { Random } from '../random.js';
import type { ClubSeed } from '../reference/clubs.js';
import type { LeagueSeed } from '../reference/leagues.js';
import { NAME_POOLS } from '../reference/name-pools.js';
import type { NationSeed } from '../reference/nations.js';

export interface PlayerIdentity {
  gender: number;
  nationEaId: number;
  leagueEaId: number;
  clubEaId: number;
  firstName: string;
  lastName: string;
  commonName: string;
}

export interface IdentityPools {
  nations: readonly NationSeed[];
  leagues: readonly LeagueSeed[];
  clubs: readonly ClubSeed[];
}

const SOUTH_AMERICA = { first: 52, last: 61 } as const;
const LEAGUE_SPREAD = 5;

/** A league for a player of this overall: weighted by size and by closeness of its strength. */
export const drawLeague = (random: Random, leagues: readonly LeagueSeed[], overall: number): LeagueSeed =>
  random.weighted(
    leagues.map(
      (league) =>
        [
          league,
          league.clubCount * Math.exp(-((overall - league.strength) ** 2) / (2 * LEAGUE_SPREAD ** 2)),
        ] as const,
    ),
  );

/** Most players play in their own country (60 %); the rest come from anywhere, big nations more often. */
export const drawNation = (
  random: Random,
  nations: readonly NationSeed[],
  league: LeagueSeed | null,
): NationSeed => {
  if (league && random.chance(0.6)) {
    const domestic =
      league.nationEaId === null
        ? nations.filter((nation) => nation.eaId >= SOUTH_AMERICA.first && nation.eaId <= SOUTH_AMERICA.last)
        : nations.filter((nation) => nation.eaId === league.nationEaId);
    if (domestic.length > 0)
      return random.weighted(domestic.map((nation) => [nation, nation.weight] as const));
  }
  return random.weighted(nations.map((nation) => [nation, nation.weight] as const));
};

export const drawNames = (
  random: Random,
  nation: NationSeed,
  gender: number,
): Pick<PlayerIdentity, 'firstName' | 'lastName' | 'commonName'> => {
  const pool = NAME_POOLS[nation.region];
  const firstName = random.pick(gender === GENDER.FEMALE ? pool.women : pool.men);
  const lastName = random.pick(pool.last);
  // Cards show the surname; some players are known by full name, Brazilians often by one name.
  if (random.chance(pool.mononymShare)) return { firstName, lastName, commonName: firstName };
  return { firstName, lastName, commonName: random.chance(0.25) ? `${firstName} ${lastName}` : lastName };
};

export const drawClub = (random: Random, clubs: readonly ClubSeed[], leagueEaId: number): ClubSeed =>
  random.pick(clubs.filter((club) => club.playerLeagueEaIds.includes(leagueEaId)));
