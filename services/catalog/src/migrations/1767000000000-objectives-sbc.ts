import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Objectives and squad-building challenges (docs/objectives-and-sbcs.md), per game year like the cards
 * the seed loads with them. Requirements and rewards are JSON in their versioned contract forms
 * (libs/contracts/src/content/sbc.schemas.ts); the lists' filters (category, expiry) are columns.
 */
export class ObjectivesSbc1767000000000 implements MigrationInterface {
  name = 'ObjectivesSbc1767000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE catalog.sbc_categories (
        game_year smallint NOT NULL,
        id integer NOT NULL,
        slug text NOT NULL,
        name text NOT NULL,
        sort_order integer NOT NULL,
        PRIMARY KEY (game_year, id),
        UNIQUE (game_year, slug)
      )`);
    await db.query(`
      CREATE TABLE catalog.sbc_sets (
        game_year smallint NOT NULL,
        id integer NOT NULL,
        category_id integer NOT NULL,
        slug text NOT NULL,
        name text NOT NULL,
        description text NOT NULL,
        repeatable boolean NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz,
        sort_order integer NOT NULL,
        rewards jsonb NOT NULL,
        PRIMARY KEY (game_year, id),
        UNIQUE (game_year, slug),
        FOREIGN KEY (game_year, category_id) REFERENCES catalog.sbc_categories (game_year, id) ON DELETE CASCADE
      )`);
    await db.query(
      'CREATE INDEX sbc_sets_category_idx ON catalog.sbc_sets (game_year, category_id, starts_at DESC)',
    );
    await db.query(`
      CREATE TABLE catalog.sbc_challenges (
        game_year smallint NOT NULL,
        id integer NOT NULL,
        set_id integer NOT NULL,
        name text NOT NULL,
        description text NOT NULL,
        sort_order integer NOT NULL,
        formation_id text,
        requirements jsonb NOT NULL,
        rewards jsonb NOT NULL,
        PRIMARY KEY (game_year, id),
        FOREIGN KEY (game_year, set_id) REFERENCES catalog.sbc_sets (game_year, id) ON DELETE CASCADE
      )`);
    await db.query(
      'CREATE INDEX sbc_challenges_set_idx ON catalog.sbc_challenges (game_year, set_id, sort_order)',
    );
    await db.query(`
      CREATE TABLE catalog.objective_tabs (
        game_year smallint NOT NULL,
        id integer NOT NULL,
        slug text NOT NULL,
        name text NOT NULL,
        sort_order integer NOT NULL,
        is_campaign boolean NOT NULL,
        PRIMARY KEY (game_year, id),
        UNIQUE (game_year, slug)
      )`);
    await db.query(`
      CREATE TABLE catalog.objective_groups (
        game_year smallint NOT NULL,
        id integer NOT NULL,
        tab_id integer NOT NULL,
        slug text NOT NULL,
        name text NOT NULL,
        description text NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz,
        sort_order integer NOT NULL,
        rewards jsonb NOT NULL,
        PRIMARY KEY (game_year, id),
        UNIQUE (game_year, slug),
        FOREIGN KEY (game_year, tab_id) REFERENCES catalog.objective_tabs (game_year, id) ON DELETE CASCADE
      )`);
    await db.query(`
      CREATE TABLE catalog.objectives (
        game_year smallint NOT NULL,
        id integer NOT NULL,
        group_id integer NOT NULL,
        name text NOT NULL,
        description text NOT NULL,
        sort_order integer NOT NULL,
        target integer NOT NULL,
        filter jsonb NOT NULL,
        rewards jsonb NOT NULL,
        PRIMARY KEY (game_year, id),
        FOREIGN KEY (game_year, group_id) REFERENCES catalog.objective_groups (game_year, id) ON DELETE CASCADE
      )`);
    await db.query(
      'CREATE INDEX objectives_group_idx ON catalog.objectives (game_year, group_id, sort_order)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'objectives',
      'objective_groups',
      'objective_tabs',
      'sbc_challenges',
      'sbc_sets',
      'sbc_categories',
    ])
      await db.query(`DROP TABLE IF EXISTS catalog.${table}`);
  }
}
