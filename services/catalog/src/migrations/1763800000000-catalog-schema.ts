import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalog's tables: core data per game year and the player items. Column names are the vocabulary in
 * snake_case (service-kit columnOf); a test compares this table with the vocabulary.
 */
export class CatalogSchema1763800000000 implements MigrationInterface {
  name = 'CatalogSchema1763800000000';

  async up(db: QueryRunner): Promise<void> {
    // Trigram indexes make name search by substring fast (spec: name search on the player database).
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');

    await db.query(`
      CREATE TABLE catalog.rarities (
        game_year smallint NOT NULL,
        ea_id integer NOT NULL,
        name text NOT NULL,
        image_url text NOT NULL,
        compact_image_url text NOT NULL,
        text_color text NOT NULL,
        line_color text NOT NULL,
        background_color text NOT NULL,
        quality smallint,
        PRIMARY KEY (game_year, ea_id)
      )`);
    for (const table of ['nations', 'leagues', 'clubs']) {
      await db.query(`
        CREATE TABLE catalog.${table} (
          game_year smallint NOT NULL,
          ea_id integer NOT NULL,
          name text NOT NULL,
          image_url text,
          ${table === 'clubs' ? 'league_ea_id integer, gender smallint NOT NULL DEFAULT 1,' : ''}
          ${table === 'leagues' ? 'nation_ea_id integer, gender smallint NOT NULL DEFAULT 1,' : ''}
          PRIMARY KEY (game_year, ea_id)
        )`);
    }
    await db.query(`
      CREATE TABLE catalog.playstyles (
        game_year smallint NOT NULL,
        id integer NOT NULL,
        name text NOT NULL,
        is_goalkeeper boolean NOT NULL DEFAULT false,
        PRIMARY KEY (game_year, id)
      )`);
    await db.query(`
      CREATE TABLE catalog.roles (
        game_year smallint NOT NULL,
        ea_id integer NOT NULL,
        id integer NOT NULL,
        name text NOT NULL,
        position smallint NOT NULL,
        position_name text NOT NULL,
        plus_ea_id integer,
        plus_plus_ea_id integer,
        is_plus boolean NOT NULL DEFAULT false,
        is_plus_plus boolean NOT NULL DEFAULT false,
        is_base boolean NOT NULL DEFAULT false,
        focus jsonb NOT NULL DEFAULT '[]',
        PRIMARY KEY (game_year, ea_id)
      )`);
    await db.query(`
      CREATE TABLE catalog.chemistry_styles (
        game_year smallint NOT NULL,
        short_name text NOT NULL,
        ea_id integer NOT NULL,
        name text NOT NULL,
        is_goalkeeper boolean NOT NULL DEFAULT false,
        boosts jsonb NOT NULL,
        PRIMARY KEY (game_year, short_name)
      )`);
    await db.query(`
      CREATE TABLE catalog.rarity_squads (
        game_year smallint NOT NULL,
        id integer NOT NULL,
        name text NOT NULL,
        release_date date NOT NULL,
        PRIMARY KEY (game_year, id)
      )`);
    await db.query(`
      CREATE TABLE catalog.quick_filters (
        game_year smallint NOT NULL,
        id integer NOT NULL,
        name text NOT NULL,
        query text NOT NULL,
        PRIMARY KEY (game_year, id)
      )`);
    for (const table of ['build_up_styles', 'defensive_approaches']) {
      await db.query(`
        CREATE TABLE catalog.${table} (
          game_year smallint NOT NULL,
          id integer NOT NULL,
          name text NOT NULL,
          PRIMARY KEY (game_year, id)
        )`);
    }
    await db.query(`
      CREATE TABLE catalog.formations (
        game_year smallint NOT NULL,
        id integer NOT NULL,
        index smallint NOT NULL,
        name text NOT NULL,
        slots jsonb NOT NULL,
        links jsonb NOT NULL,
        PRIMARY KEY (game_year, id)
      )`);

    await db.query(`
      CREATE TABLE catalog.player_items (
        game_year smallint NOT NULL,
        ea_id integer NOT NULL,
        base_player_ea_id integer NOT NULL,
        history_version smallint NOT NULL DEFAULT 1,
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        common_name text NOT NULL,
        search_name text NOT NULL,
        rarity_ea_id integer NOT NULL,
        rarity_squad_id integer,
        club_ea_id integer NOT NULL,
        league_ea_id integer NOT NULL,
        nation_ea_id integer NOT NULL,
        gender smallint NOT NULL,
        overall smallint NOT NULL,
        position smallint NOT NULL,
        alternative_position_ids integer[] NOT NULL DEFAULT '{}',
        foot smallint NOT NULL,
        weak_foot smallint NOT NULL,
        skill_moves smallint NOT NULL,
        attacking_workrate smallint NOT NULL,
        defensive_workrate smallint NOT NULL,
        height smallint NOT NULL,
        accelerate_type text,
        playstyles integer[] NOT NULL DEFAULT '{}',
        playstyles_plus integer[] NOT NULL DEFAULT '{}',
        roles_plus integer[] NOT NULL DEFAULT '{}',
        roles_plus_plus integer[] NOT NULL DEFAULT '{}',
        face_pace smallint NOT NULL,
        face_shooting smallint NOT NULL,
        face_passing smallint NOT NULL,
        face_dribbling smallint NOT NULL,
        face_defending smallint NOT NULL,
        face_physicality smallint NOT NULL,
        gk_face_diving smallint,
        gk_face_handling smallint,
        gk_face_kicking smallint,
        gk_face_reflexes smallint,
        gk_face_speed smallint,
        gk_face_positioning smallint,
        attribute_acceleration smallint NOT NULL,
        attribute_sprint_speed smallint NOT NULL,
        attribute_agility smallint NOT NULL,
        attribute_balance smallint NOT NULL,
        attribute_jumping smallint NOT NULL,
        attribute_stamina smallint NOT NULL,
        attribute_strength smallint NOT NULL,
        attribute_reactions smallint NOT NULL,
        attribute_aggression smallint NOT NULL,
        attribute_composure smallint NOT NULL,
        attribute_interceptions smallint NOT NULL,
        attribute_positioning smallint NOT NULL,
        attribute_vision smallint NOT NULL,
        attribute_ball_control smallint NOT NULL,
        attribute_crossing smallint NOT NULL,
        attribute_dribbling smallint NOT NULL,
        attribute_finishing smallint NOT NULL,
        attribute_fk_accuracy smallint NOT NULL,
        attribute_heading_accuracy smallint NOT NULL,
        attribute_long_passing smallint NOT NULL,
        attribute_short_passing smallint NOT NULL,
        attribute_defensive_awareness smallint NOT NULL,
        attribute_shot_power smallint NOT NULL,
        attribute_long_shots smallint NOT NULL,
        attribute_standing_tackle smallint NOT NULL,
        attribute_sliding_tackle smallint NOT NULL,
        attribute_volleys smallint NOT NULL,
        attribute_curve smallint NOT NULL,
        attribute_penalties smallint NOT NULL,
        attribute_gk_diving smallint NOT NULL,
        attribute_gk_handling smallint NOT NULL,
        attribute_gk_kicking smallint NOT NULL,
        attribute_gk_positioning smallint NOT NULL,
        attribute_gk_reflexes smallint NOT NULL,
        total_stats smallint NOT NULL,
        total_igs smallint NOT NULL,
        pageviews integer NOT NULL DEFAULT 0,
        price integer,
        price_trend1h real,
        price_trend3h real,
        price_trend6h real,
        price_trend12h real,
        price_trend24h real,
        price_fluctuation real,
        price_updated_at timestamptz,
        is_extinct boolean NOT NULL DEFAULT false,
        is_objective boolean NOT NULL DEFAULT false,
        is_sbc boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        playstyles_count smallint GENERATED ALWAYS AS (cardinality(playstyles)) STORED,
        playstyles_plus_count smallint GENERATED ALWAYS AS (cardinality(playstyles_plus)) STORED,
        roles_plus_count smallint GENERATED ALWAYS AS (cardinality(roles_plus)) STORED,
        roles_plus_plus_count smallint GENERATED ALWAYS AS (cardinality(roles_plus_plus)) STORED,
        PRIMARY KEY (game_year, ea_id)
      )`);
    // Every list query filters on game_year first, so each index leads with it. Sortable columns get a
    // btree in both directions' use (PostgreSQL scans a btree backwards); id lists get GIN for @> and &&.
    const btree: [string, string][] = [
      ['created_at', 'created_at DESC, ea_id DESC'],
      ['overall', 'overall, ea_id'],
      ['price', 'price, ea_id'],
      ['base_player', 'base_player_ea_id'],
      ['league', 'league_ea_id'],
      ['club', 'club_ea_id'],
      ['nation', 'nation_ea_id'],
      ['rarity', 'rarity_ea_id'],
      ['position', 'position'],
      ['pageviews', 'pageviews, ea_id'],
      ['trend24h', 'price_trend24h, ea_id'],
      ['face_pace', 'face_pace'],
      ['face_shooting', 'face_shooting'],
      ['face_passing', 'face_passing'],
      ['face_dribbling', 'face_dribbling'],
      ['face_defending', 'face_defending'],
      ['face_physicality', 'face_physicality'],
    ];
    for (const [name, columns] of btree) {
      await db.query(`CREATE INDEX player_items_${name}_idx ON catalog.player_items (game_year, ${columns})`);
    }
    for (const column of [
      'alternative_position_ids',
      'playstyles',
      'playstyles_plus',
      'roles_plus',
      'roles_plus_plus',
    ]) {
      await db.query(`CREATE INDEX player_items_${column}_gin ON catalog.player_items USING gin (${column})`);
    }
    await db.query(
      'CREATE INDEX player_items_search_name_trgm ON catalog.player_items USING gin (search_name gin_trgm_ops)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'player_items',
      'formations',
      'defensive_approaches',
      'build_up_styles',
      'quick_filters',
      'rarity_squads',
      'chemistry_styles',
      'roles',
      'playstyles',
      'clubs',
      'leagues',
      'nations',
      'rarities',
    ]) {
      await db.query(`DROP TABLE IF EXISTS catalog.${table}`);
    }
  }
}
