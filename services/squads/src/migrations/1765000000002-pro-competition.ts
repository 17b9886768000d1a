import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The pro-competition context's tables: events, one ruleset per event, and the squad checks asked. */
export class ProCompetition1765000000002 implements MigrationInterface {
  name = 'ProCompetition1765000000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE squads.pro_events (
        id serial PRIMARY KEY,
        guid uuid NOT NULL UNIQUE,
        product text NOT NULL,
        name text NOT NULL,
        organiser_id text NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('DRAFT', 'PUBLISHED', 'CANCELLED')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_at > starts_at)
      )`);
    await db.query(
      'CREATE INDEX pro_events_product_idx ON squads.pro_events (product, starts_at DESC, id DESC)',
    );
    await db.query(`
      CREATE TABLE squads.pro_rulesets (
        event_id integer PRIMARY KEY REFERENCES squads.pro_events (id) ON DELETE CASCADE,
        squad_config jsonb NOT NULL,
        search_pool text NOT NULL DEFAULT '',
        updated_by text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE squads.pro_squad_checks (
        id bigserial PRIMARY KEY,
        event_id integer NOT NULL REFERENCES squads.pro_events (id) ON DELETE CASCADE,
        squad_uuid uuid NOT NULL,
        checked_by text NOT NULL,
        is_passing boolean NOT NULL,
        violation_codes text[] NOT NULL,
        checked_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      'CREATE INDEX pro_squad_checks_event_idx ON squads.pro_squad_checks (event_id, squad_uuid)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS squads.pro_squad_checks');
    await db.query('DROP TABLE IF EXISTS squads.pro_rulesets');
    await db.query('DROP TABLE IF EXISTS squads.pro_events');
  }
}
