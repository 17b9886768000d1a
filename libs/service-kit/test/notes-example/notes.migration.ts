import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NotesExample1700000000000 implements MigrationInterface {
  name = 'NotesExample1700000000000';

  async up(db: QueryRunner): Promise<void> {
    // The owner's id comes from the caller header only; one title per owner, guarded by the database.
    await db.query(`
      CREATE TABLE notes_example.notes (
        id serial PRIMARY KEY,
        owner_id text NOT NULL,
        title text NOT NULL,
        body text NOT NULL,
        UNIQUE (owner_id, title)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE notes_example.notes');
  }
}
