import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type {
  Fixture,
  FixtureStatus,
  FixtureUpdate,
  Participant,
  ParticipantPlayer,
  Tournament,
  TournamentFaq,
} from '@futgg/contracts';
import { PG_POOL, isoDate, isoTimestamp, rows } from '@futgg/service-kit';

const FIXTURE_SELECT = `
  SELECT f.id, f.tournament_slug AS "tournamentSlug", f.stage, f.round, f.round_order AS "roundOrder",
         f.group_id AS "groupId",
         json_build_object('participantId', h.id, 'name', h.name, 'shortName', h.short_name) AS home,
         json_build_object('participantId', a.id, 'name', a.name, 'shortName', a.short_name) AS away,
         ${isoTimestamp('f.kickoff_at')} AS "kickoffAt", f.status, f.minute,
         json_build_object('home', f.home_score, 'away', f.away_score) AS score,
         f.events, f.revision, ${isoTimestamp('f.updated_at')} AS "updatedAt"
    FROM catalog.live_fixtures f
    JOIN catalog.live_participants h ON h.id = f.home_participant_id
    JOIN catalog.live_participants a ON a.id = f.away_participant_id`;
const FIXTURE_ORDER = 'ORDER BY f.kickoff_at, f.id';

const TOURNAMENT_SELECT = `
  SELECT t.slug, t.name, t.short_name AS "shortName", t.description, t.format,
         t.participant_kind AS "participantKind", ${isoDate('t.start_date')} AS "startDate",
         ${isoDate('t.end_date')} AS "endDate", t.game_year AS "gameYear",
         (SELECT count(*)::int FROM catalog.live_participants p WHERE p.tournament_slug = t.slug) AS "participantCount",
         (SELECT count(*)::int FROM catalog.live_fixtures f WHERE f.tournament_slug = t.slug) AS "fixtureCount",
         CASE
           WHEN EXISTS (SELECT 1 FROM catalog.live_fixtures f WHERE f.tournament_slug = t.slug AND f.status = 'live')
             THEN 'live'
           WHEN EXISTS (SELECT 1 FROM catalog.live_fixtures f WHERE f.tournament_slug = t.slug)
            AND NOT EXISTS (SELECT 1 FROM catalog.live_fixtures f WHERE f.tournament_slug = t.slug AND f.status <> 'finished')
             THEN 'finished'
           ELSE 'scheduled'
         END AS status
    FROM catalog.live_tournaments t`;

const PARTICIPANT_SELECT = `
  SELECT p.id, p.tournament_slug AS "tournamentSlug", p.kind, p.name, p.short_name AS "shortName",
         p.country_code AS "countryCode", p.group_id AS "groupId", p.ea_id AS "eaId"
    FROM catalog.live_participants p`;

/**
 * A squad member's goals and assists in each played (live or finished) fixture of their participant:
 * an event counts for the side the participant played on, so a card in two squads is never counted twice.
 */
const appearancesSql = (squadFilter: string) => `
  WITH squad AS (
    SELECT pp.participant_id, pp.ea_id FROM catalog.live_participant_players pp
      JOIN catalog.live_participants p ON p.id = pp.participant_id
     WHERE ${squadFilter}
  ), played AS (
    SELECT s.participant_id, s.ea_id, f.id AS fixture_id, f.tournament_slug, f.kickoff_at, f.status, f.events,
           CASE WHEN f.home_participant_id = s.participant_id THEN 'home' ELSE 'away' END AS side
      FROM squad s
      JOIN catalog.live_fixtures f
        ON s.participant_id IN (f.home_participant_id, f.away_participant_id) AND f.status <> 'scheduled'
  )
  SELECT played.participant_id, played.ea_id, played.fixture_id, played.tournament_slug, played.kickoff_at,
         played.status,
         (SELECT count(*) FROM jsonb_array_elements(played.events) e
           WHERE e->>'side' = played.side AND e->>'kind' IN ('goal', 'penalty-goal')
             AND (e->>'eaId')::int = played.ea_id)::int AS goals,
         (SELECT count(*) FROM jsonb_array_elements(played.events) e
           WHERE e->>'side' = played.side AND e->>'kind' IN ('goal', 'penalty-goal')
             AND (e->>'assistEaId')::int = played.ea_id)::int AS assists
    FROM played`;

const playersSql = (squadFilter: string, order: string) => `
  WITH stats AS (${appearancesSql(squadFilter)})
  SELECT pp.participant_id AS "participantId", pp.ea_id AS "eaId", pp.name, pp.position,
         pp.shirt_number AS "shirtNumber",
         count(stats.fixture_id)::int AS appearances,
         coalesce(sum(stats.goals), 0)::int AS goals,
         coalesce(sum(stats.assists), 0)::int AS assists
    FROM catalog.live_participant_players pp
    JOIN catalog.live_participants p ON p.id = pp.participant_id
    LEFT JOIN stats ON stats.participant_id = pp.participant_id AND stats.ea_id = pp.ea_id
   WHERE ${squadFilter}
   GROUP BY pp.participant_id, pp.ea_id, pp.name, pp.position, pp.shirt_number
   ${order}`;

export interface TrackerRow {
  participantId: number;
  fixtureId: number;
  tournamentSlug: string;
  kickoffAt: string;
  status: FixtureStatus;
  goals: number;
  assists: number;
}

export interface GroupRow {
  id: number;
  name: string;
}

/** The only place with SQL for the catalog's live_* tables (migration 1767000000002). */
@Injectable()
export class LiveScoresRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async fixture(id: number): Promise<Fixture | null> {
    const [row] = await rows<Fixture>(this.pool, `${FIXTURE_SELECT} WHERE f.id = $1`, [id]);
    return row ?? null;
  }

  tournaments(slugs: readonly string[] | undefined): Promise<Tournament[]> {
    return rows<Tournament>(
      this.pool,
      `${TOURNAMENT_SELECT} WHERE ($1::text[] IS NULL OR t.slug = ANY($1::text[]))
        ORDER BY t.game_year DESC, t.sort_order, t.slug`,
      [slugs ?? null],
    );
  }

  async tournament(slug: string): Promise<Tournament | null> {
    const [row] = await rows<Tournament>(this.pool, `${TOURNAMENT_SELECT} WHERE t.slug = $1`, [slug]);
    return row ?? null;
  }

  async faq(slug: string): Promise<TournamentFaq | null> {
    const [row] = await rows<{ faq: TournamentFaq }>(
      this.pool,
      'SELECT faq FROM catalog.live_tournaments WHERE slug = $1',
      [slug],
    );
    return row ? row.faq : null;
  }

  tournamentFixtures(slug: string, status: FixtureStatus | undefined): Promise<Fixture[]> {
    return rows<Fixture>(
      this.pool,
      `${FIXTURE_SELECT} WHERE f.tournament_slug = $1 AND ($2::text IS NULL OR f.status = $2) ${FIXTURE_ORDER}`,
      [slug, status ?? null],
    );
  }

  knockoutFixtures(slug: string): Promise<Fixture[]> {
    return rows<Fixture>(
      this.pool,
      `${FIXTURE_SELECT} WHERE f.tournament_slug = $1 AND f.stage = 'knockout'
        ORDER BY f.round_order, f.kickoff_at, f.id`,
      [slug],
    );
  }

  groups(slug: string): Promise<GroupRow[]> {
    return rows<GroupRow>(
      this.pool,
      'SELECT id, name FROM catalog.live_groups WHERE tournament_slug = $1 ORDER BY sort_order, id',
      [slug],
    );
  }

  participants(slug: string): Promise<Participant[]> {
    return rows<Participant>(
      this.pool,
      `${PARTICIPANT_SELECT} WHERE p.tournament_slug = $1 ORDER BY p.name, p.id`,
      [slug],
    );
  }

  async participant(slug: string, participantId: number): Promise<Participant | null> {
    const [row] = await rows<Participant>(
      this.pool,
      `${PARTICIPANT_SELECT} WHERE p.tournament_slug = $1 AND p.id = $2`,
      [slug, participantId],
    );
    return row ?? null;
  }

  participantFixtures(participantId: number): Promise<Fixture[]> {
    return rows<Fixture>(
      this.pool,
      `${FIXTURE_SELECT} WHERE $1 IN (f.home_participant_id, f.away_participant_id) ${FIXTURE_ORDER}`,
      [participantId],
    );
  }

  /** The tournament's players, top scorers first (goals, assists, then name). */
  tournamentPlayers(slug: string): Promise<ParticipantPlayer[]> {
    return rows<ParticipantPlayer>(
      this.pool,
      playersSql(
        'p.tournament_slug = $1',
        'ORDER BY goals DESC, assists DESC, pp.name, pp.ea_id, pp.participant_id',
      ),
      [slug],
    );
  }

  /** A participant's squad in shirt-number order. */
  participantPlayers(participantId: number): Promise<ParticipantPlayer[]> {
    return rows<ParticipantPlayer>(
      this.pool,
      playersSql('pp.participant_id = $1', 'ORDER BY pp.shirt_number, pp.ea_id'),
      [participantId],
    );
  }

  /** The card itself and its player's base card: a special version tracks the real player too. */
  async trackedIds(eaId: number): Promise<{ ids: number[]; isCard: boolean }> {
    const found = await rows<{ baseId: number }>(
      this.pool,
      'SELECT DISTINCT base_player_ea_id AS "baseId" FROM catalog.player_items WHERE ea_id = $1',
      [eaId],
    );
    return { ids: [...new Set([eaId, ...found.map((row) => row.baseId)])], isCard: found.length > 0 };
  }

  trackerRows(ids: readonly number[]): Promise<TrackerRow[]> {
    return rows<TrackerRow>(
      this.pool,
      `WITH stats AS (${appearancesSql('pp.ea_id = ANY($1::int[])')})
       SELECT participant_id AS "participantId", fixture_id AS "fixtureId", tournament_slug AS "tournamentSlug",
              ${isoTimestamp('kickoff_at')} AS "kickoffAt", status, goals, assists
         FROM stats ORDER BY kickoff_at, fixture_id, participant_id`,
      [ids],
    );
  }

  /**
   * Applies a feed's update when its revision is newer than the stored one (idempotent: the same update
   * twice, or an older one arriving late, changes nothing). Null when the fixture does not exist.
   */
  async applyUpdate(update: FixtureUpdate): Promise<{ applied: boolean } | null> {
    const events = update.events.map((event, index) => ({ id: index + 1, ...event }));
    const result = await this.pool.query(
      `UPDATE catalog.live_fixtures
          SET status = $3, minute = $4, home_score = $5, away_score = $6, events = $7::jsonb,
              revision = $2, updated_at = now()
        WHERE id = $1 AND revision < $2`,
      [
        update.fixtureId,
        update.revision,
        update.status,
        update.minute,
        update.score.home,
        update.score.away,
        JSON.stringify(events),
      ],
    );
    if ((result.rowCount ?? 0) > 0) return { applied: true };
    const exists = await this.pool.query('SELECT 1 FROM catalog.live_fixtures WHERE id = $1', [
      update.fixtureId,
    ]);
    return exists.rowCount ? { applied: false } : null;
  }

  /** What the simulated feed advances: live fixtures, and scheduled ones whose kickoff has come. */
  openFixtures(at: Date): Promise<Fixture[]> {
    return rows<Fixture>(
      this.pool,
      `${FIXTURE_SELECT} WHERE f.status = 'live' OR (f.status = 'scheduled' AND f.kickoff_at <= $1) ${FIXTURE_ORDER}`,
      [at.toISOString()],
    );
  }

  squad(participantId: number): Promise<{ eaId: number; name: string; position: string }[]> {
    return rows(
      this.pool,
      `SELECT ea_id AS "eaId", name, position FROM catalog.live_participant_players
        WHERE participant_id = $1 ORDER BY shirt_number, ea_id`,
      [participantId],
    );
  }
}
