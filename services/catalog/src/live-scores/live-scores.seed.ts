import type pg from 'pg';
import { generateLiveScoresSeason, type GameData, type LiveScoresSeason } from '@futgg/game-data';

/**
 * Writes the default season of live scores for the seeded game year (docs/live-scores.md), inside the
 * seed's transaction: the year's tournaments are deleted (groups, participants, players and fixtures go
 * with them, ON DELETE CASCADE) and the generated ones inserted. The season is "now" at the hour the seed
 * runs (`anchor`), so a fresh seed always has live fixtures for the simulated feed to advance.
 */
export const seedLiveScores = async (
  client: pg.ClientBase,
  data: Pick<GameData, 'gameYear' | 'playerItems' | 'clubs' | 'nations'>,
  anchor: Date = new Date(),
): Promise<LiveScoresSeason> => {
  const season = generateLiveScoresSeason(data, { anchor });
  await writeLiveScoresSeason(client, season);
  return season;
};

export const writeLiveScoresSeason = async (
  client: pg.ClientBase,
  season: LiveScoresSeason,
): Promise<void> => {
  await client.query('DELETE FROM catalog.live_tournaments WHERE game_year = $1', [season.gameYear]);
  await client.query(
    `INSERT INTO catalog.live_tournaments
       (slug, game_year, name, short_name, description, format, participant_kind, start_date, end_date, faq, sort_order)
     SELECT slug, $2, name, "shortName", description, format, "participantKind", "startDate"::date, "endDate"::date,
            faq, "sortOrder"
       FROM jsonb_to_recordset($1::jsonb) AS t(slug text, name text, "shortName" text, description text,
            format text, "participantKind" text, "startDate" text, "endDate" text, faq jsonb, "sortOrder" int)`,
    [JSON.stringify(season.tournaments), season.gameYear],
  );
  await client.query(
    `INSERT INTO catalog.live_groups (id, tournament_slug, name, sort_order)
     SELECT id, "tournamentSlug", name, "sortOrder"
       FROM jsonb_to_recordset($1::jsonb) AS t(id int, "tournamentSlug" text, name text, "sortOrder" int)`,
    [JSON.stringify(season.groups)],
  );
  await client.query(
    `INSERT INTO catalog.live_participants (id, tournament_slug, kind, name, short_name, country_code, group_id, ea_id)
     SELECT id, "tournamentSlug", kind, name, "shortName", "countryCode", "groupId", "eaId"
       FROM jsonb_to_recordset($1::jsonb) AS t(id int, "tournamentSlug" text, kind text, name text,
            "shortName" text, "countryCode" text, "groupId" int, "eaId" int)`,
    [JSON.stringify(season.participants)],
  );
  await client.query(
    `INSERT INTO catalog.live_participant_players (participant_id, ea_id, name, position, shirt_number)
     SELECT "participantId", "eaId", name, position, "shirtNumber"
       FROM jsonb_to_recordset($1::jsonb) AS t("participantId" int, "eaId" int, name text, position text,
            "shirtNumber" int)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(season.players)],
  );
  await client.query(
    `INSERT INTO catalog.live_fixtures (id, tournament_slug, stage, round, round_order, group_id,
       home_participant_id, away_participant_id, kickoff_at, status, minute, home_score, away_score, events, revision)
     SELECT id, "tournamentSlug", stage, round, "roundOrder", "groupId", "homeParticipantId", "awayParticipantId",
            "kickoffAt"::timestamptz, status, minute, "homeScore", "awayScore", events, revision
       FROM jsonb_to_recordset($1::jsonb) AS t(id int, "tournamentSlug" text, stage text, round text,
            "roundOrder" int, "groupId" int, "homeParticipantId" int, "awayParticipantId" int, "kickoffAt" text,
            status text, minute int, "homeScore" int, "awayScore" int, events jsonb, revision int)`,
    [JSON.stringify(season.fixtures)],
  );
};
