import { SPECIAL_TEAM_EA_IDS } from '@futgg/game-rules';
import type { LeagueRow } from '../game-data.types.js';

export interface LeagueSeed {
  eaId: number;
  name: string;
  nationEaId: number | null;
  gender: 1 | 2;
  /** Typical overall of its players: a player is placed in leagues whose strength is near his overall. */
  strength: number;
  clubCount: number;
}

// The special teams' ids are the game's (game-rules), so generated icons and heroes follow its rules.
export const ICONS_LEAGUE_EA_ID = SPECIAL_TEAM_EA_IDS.ICONS_LEAGUE;

// EA league ids where we know them (Premier League 13, LALIGA 53, Bundesliga 19, Serie A 31, Ligue 1 16,
// Eredivisie 10, Liga Portugal 308, MLS 39, Saudi Pro League 350, Barclays WSL 2216, Icons 2118), plausible
// otherwise. Strengths follow the FC 25 mean overall per league (fc25-player-ratings, rounded); women's
// leagues are placed like the men's league of the same country.
const L = (
  eaId: number,
  name: string,
  nationEaId: number | null,
  strength: number,
  clubCount: number,
  gender: 1 | 2 = 1,
): LeagueSeed => ({ eaId, name, nationEaId, gender, strength, clubCount });

export const LEAGUE_SEEDS: readonly LeagueSeed[] = [
  L(13, 'Premier League', 14, 75, 20),
  L(14, 'EFL Championship', 14, 67, 24),
  L(60, 'EFL League One', 14, 62, 24),
  L(61, 'EFL League Two', 14, 58, 24),
  L(53, 'LALIGA EA SPORTS', 45, 74, 20),
  L(54, 'LALIGA HYPERMOTION', 45, 66, 22),
  L(19, 'Bundesliga', 21, 73, 18),
  L(20, 'Bundesliga 2', 21, 66, 18),
  L(2076, '3. Liga', 21, 62, 20),
  L(31, 'Serie A Enilive', 27, 73, 20),
  L(32, 'Serie BKT', 27, 65, 20),
  L(16, "Ligue 1 McDonald's", 18, 72, 18),
  L(17, 'Ligue 2 BKT', 18, 64, 18),
  L(10, 'Eredivisie', 34, 68, 18),
  L(308, 'Liga Portugal', 38, 69, 18),
  L(4, '1A Pro League', 7, 67, 16),
  L(68, 'Trendyol Süper Lig', 48, 69, 19),
  L(50, 'Scottish Prem', 42, 63, 12),
  L(80, 'Ö. Bundesliga', 4, 64, 12),
  L(189, 'Credit Suisse Super League', 47, 65, 12),
  L(1, '3F Superliga', 13, 64, 12),
  L(56, 'Allsvenskan', 46, 62, 16),
  L(41, 'Eliteserien', 36, 62, 16),
  L(66, 'PKO BP Ekstraklasa', 37, 63, 18),
  L(63, 'Hellas Liga', 22, 65, 14),
  L(39, 'MLS', 95, 66, 29),
  L(350, 'ROSHN Saudi League', 183, 68, 18),
  L(353, 'Liga Profesional de Fútbol', 52, 67, 28),
  L(1003, 'Sudamericana', null, 67, 16),
  L(1014, 'Libertadores', null, 70, 16),
  L(83, 'K League 1', 167, 63, 12),
  L(2012, 'CSL', 155, 61, 16),
  L(351, 'A-League', 195, 61, 12),
  L(65, 'SSE Airtricity PD', 25, 57, 10),
  L(2149, 'ISL', 159, 57, 12),
  L(2216, 'Barclays WSL', 14, 76, 12, 2),
  L(2222, 'Liga F Moeve', 45, 74, 16, 2),
  L(2215, 'Google Pixel Frauen-Bundesliga', 21, 74, 12, 2),
  L(2218, 'Arkema Première Ligue', 18, 73, 12, 2),
  L(2221, 'NWSL', 95, 75, 14, 2),
  L(2236, 'Serie A Women', 27, 70, 10, 2),
  L(ICONS_LEAGUE_EA_ID, 'Icons', null, 88, 0),
];

export const leagueImageUrl = (gameYear: number, eaId: number): string =>
  `/static/leagues/${gameYear}/${eaId}.svg`;

export const leaguesOf = (gameYear: number): LeagueRow[] =>
  LEAGUE_SEEDS.map(({ eaId, name, nationEaId, gender }) => ({
    eaId,
    name,
    imageUrl: leagueImageUrl(gameYear, eaId),
    nationEaId,
    gender,
  }));
