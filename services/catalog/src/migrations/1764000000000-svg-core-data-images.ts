import type { MigrationInterface, QueryRunner } from 'typeorm';

// The tables whose rows name an image under /static/, and the columns that hold the URLs.
const IMAGE_COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ['nations', 'image_url'],
  ['leagues', 'image_url'],
  ['clubs', 'image_url'],
  ['rarities', 'image_url'],
  ['rarities', 'compact_image_url'],
];

/**
 * Core data's images are served as SVG files (flags from flag-icons, generated badges; web's build
 * writes them): rows seeded before that named .png files that never existed. Only our own /static/
 * paths change; an imported image elsewhere keeps its URL.
 */
export class SvgCoreDataImages1764000000000 implements MigrationInterface {
  name = 'SvgCoreDataImages1764000000000';

  async up(db: QueryRunner): Promise<void> {
    for (const [table, column] of IMAGE_COLUMNS) {
      await db.query(
        `UPDATE catalog.${table} SET ${column} = regexp_replace(${column}, '\\.png$', '.svg')
         WHERE ${column} LIKE '/static/%.png'`,
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [table, column] of IMAGE_COLUMNS) {
      await db.query(
        `UPDATE catalog.${table} SET ${column} = regexp_replace(${column}, '\\.svg$', '.png')
         WHERE ${column} LIKE '/static/%.svg'`,
      );
    }
  }
}
