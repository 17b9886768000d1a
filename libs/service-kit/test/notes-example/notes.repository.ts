import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Page, PageRequest } from '@futgg/contracts';
import { PG_POOL } from '../../src/boot/tokens.js';
import { limitOffsetOf } from '../../src/database/paging.js';
import { rows } from '../../src/database/rows.js';
import type { Note } from './notes.contracts.js';

const NOTE = `id, owner_id AS "ownerId", title, body`;

@Injectable()
export class NotesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async insert(ownerId: string, title: string, body: string): Promise<Note> {
    const [note] = await rows<Note>(
      this.pool,
      `INSERT INTO notes_example.notes (owner_id, title, body) VALUES ($1, $2, $3) RETURNING ${NOTE}`,
      [ownerId, title, body],
    );
    return note!;
  }

  async find(id: number): Promise<Note | null> {
    const [note] = await rows<Note>(this.pool, `SELECT ${NOTE} FROM notes_example.notes WHERE id = $1`, [id]);
    return note ?? null;
  }

  async updateBody(id: number, body: string): Promise<Note> {
    const [note] = await rows<Note>(
      this.pool,
      `UPDATE notes_example.notes SET body = $2 WHERE id = $1 RETURNING ${NOTE}`,
      [id, body],
    );
    return note!;
  }

  async pageOfOwner(ownerId: string, page: PageRequest): Promise<Page<Note>> {
    const { limit, offset } = limitOffsetOf(page);
    const [data, counted] = await Promise.all([
      rows<Note>(
        this.pool,
        `SELECT ${NOTE} FROM notes_example.notes WHERE owner_id = $1 ORDER BY id LIMIT $2 OFFSET $3`,
        [ownerId, limit, offset],
      ),
      rows<{ totalCount: number }>(
        this.pool,
        'SELECT count(*)::int AS "totalCount" FROM notes_example.notes WHERE owner_id = $1',
        [ownerId],
      ),
    ]);
    return { data, totalCount: counted[0]?.totalCount ?? 0 };
  }
}
