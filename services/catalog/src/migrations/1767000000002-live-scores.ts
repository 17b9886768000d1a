import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live scores (docs/live-scores.md): tournaments of a game year, their groups, participants (teams or
 * players) and participants' players (cards by eaId), and fixtures whose score, minute, status and
 * events change while live. A fixture's events are one jsonb array, replaced whole by each applied
 * update (ingestion is idempotent by `revision`). The seed replaces a game year's tournaments: everything
 * else hangs off them with ON DELETE CASCADE.
 */
export class LiveScores1767000000002 implements MigrationInterface {
  name = 'LiveScores1767000000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE catalog.live_tournaments (
        slug text PRIMARY KEY,
        game_year smallint NOT NULL,
        name text NOT NULL,
        short_name text NOT NULL,
        description text NOT NULL,
        format text NOT NULL CHECK (format IN ('league', 'groups-knockout', 'knockout')),
        participant_kind text NOT NULL CHECK (participant_kind IN ('team', 'player')),
        start_date date NOT NULL,
        end_date date NOT NULL,
        faq jsonb NOT NULL DEFAULT '[]',
        sort_order integer NOT NULL
      )`);
    await db.query(`
      CREATE TABLE catalog.live_groups (
        id integer PRIMARY KEY,
        tournament_slug text NOT NULL REFERENCES catalog.live_tournaments (slug) ON DELETE CASCADE,
        name text NOT NULL,
        sort_order integer NOT NULL
      )`);
    await db.query('CREATE INDEX live_groups_tournament_idx ON catalog.live_groups (tournament_slug)');
    await db.query(`
      CREATE TABLE catalog.live_participants (
        id integer PRIMARY KEY,
        tournament_slug text NOT NULL REFERENCES catalog.live_tournaments (slug) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('team', 'player')),
        name text NOT NULL,
        short_name text NOT NULL,
        country_code text,
        group_id integer REFERENCES catalog.live_groups (id) ON DELETE CASCADE,
        ea_id integer
      )`);
    await db.query(
      'CREATE INDEX live_participants_tournament_idx ON catalog.live_participants (tournament_slug)',
    );
    await db.query(`
      CREATE TABLE catalog.live_participant_players (
        participant_id integer NOT NULL REFERENCES catalog.live_participants (id) ON DELETE CASCADE,
        ea_id integer NOT NULL,
        name text NOT NULL,
        position text NOT NULL,
        shirt_number smallint NOT NULL,
        PRIMARY KEY (participant_id, ea_id)
      )`);
    await db.query(
      'CREATE INDEX live_participant_players_card_idx ON catalog.live_participant_players (ea_id)',
    );
    await db.query(`
      CREATE TABLE catalog.live_fixtures (
        id integer PRIMARY KEY,
        tournament_slug text NOT NULL REFERENCES catalog.live_tournaments (slug) ON DELETE CASCADE,
        stage text NOT NULL CHECK (stage IN ('league', 'group', 'knockout')),
        round text NOT NULL,
        round_order integer NOT NULL,
        group_id integer REFERENCES catalog.live_groups (id) ON DELETE CASCADE,
        home_participant_id integer NOT NULL REFERENCES catalog.live_participants (id) ON DELETE CASCADE,
        away_participant_id integer NOT NULL REFERENCES catalog.live_participants (id) ON DELETE CASCADE,
        kickoff_at timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('scheduled', 'live', 'finished')),
        minute smallint NOT NULL DEFAULT 0,
        home_score smallint NOT NULL DEFAULT 0,
        away_score smallint NOT NULL DEFAULT 0,
        events jsonb NOT NULL DEFAULT '[]',
        revision integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      'CREATE INDEX live_fixtures_tournament_idx ON catalog.live_fixtures (tournament_slug, kickoff_at, id)',
    );
    await db.query('CREATE INDEX live_fixtures_home_idx ON catalog.live_fixtures (home_participant_id)');
    await db.query('CREATE INDEX live_fixtures_away_idx ON catalog.live_fixtures (away_participant_id)');
    // The ingestion tick reads the fixtures to advance: few, found by status.
    await db.query(
      "CREATE INDEX live_fixtures_open_idx ON catalog.live_fixtures (kickoff_at) WHERE status <> 'finished'",
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS catalog.live_fixtures');
    await db.query('DROP TABLE IF EXISTS catalog.live_participant_players');
    await db.query('DROP TABLE IF EXISTS catalog.live_participants');
    await db.query('DROP TABLE IF EXISTS catalog.live_groups');
    await db.query('DROP TABLE IF EXISTS catalog.live_tournaments');
  }
}
