import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { EVO_LAB_SETTINGS_DEFAULTS, type EvoLabSettings } from '@futgg/game-rules';
import { PG_POOL, rows } from '@futgg/service-kit';

/** Limits a user's list keeps to, so one account cannot grow a table without bound. */
export const WATCHLIST_MAX = 200;

/** The only place with SQL for a user's evo-lab settings and my-evolutions watchlist. */
@Injectable()
export class LabPreferencesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** The user's settings over the spec's defaults (section 9), so a new default reaches everyone. */
  async settings(ownerId: string): Promise<EvoLabSettings> {
    const [row] = await rows<{ settings: Partial<EvoLabSettings> }>(
      this.pool,
      'SELECT settings FROM evolutions.lab_settings WHERE owner_id = $1',
      [ownerId],
    );
    return { ...EVO_LAB_SETTINGS_DEFAULTS, ...row?.settings };
  }

  async updateSettings(ownerId: string, changes: Partial<EvoLabSettings>): Promise<EvoLabSettings> {
    await this.pool.query(
      `INSERT INTO evolutions.lab_settings (owner_id, settings) VALUES ($1, $2)
       ON CONFLICT (owner_id) DO UPDATE SET settings = evolutions.lab_settings.settings || EXCLUDED.settings, updated_at = now()`,
      [ownerId, JSON.stringify(changes)],
    );
    return this.settings(ownerId);
  }

  async watchlist(ownerId: string): Promise<number[]> {
    const found = await rows<{ eaId: number }>(
      this.pool,
      'SELECT ea_id AS "eaId" FROM evolutions.watchlist WHERE owner_id = $1 ORDER BY added_at DESC, ea_id',
      [ownerId],
    );
    return found.map((row) => row.eaId);
  }

  /** Adds unless the list is full; answers whether the card is on the list afterwards. */
  async watch(ownerId: string, eaId: number): Promise<boolean> {
    const result = await this.pool.query(
      `INSERT INTO evolutions.watchlist (owner_id, ea_id)
       SELECT $1, $2 WHERE (SELECT count(*) FROM evolutions.watchlist WHERE owner_id = $1) < $3
       ON CONFLICT DO NOTHING`,
      [ownerId, eaId, WATCHLIST_MAX],
    );
    if ((result.rowCount ?? 0) > 0) return true;
    return (await this.watchlist(ownerId)).includes(eaId);
  }

  async unwatch(ownerId: string, eaId: number): Promise<void> {
    await this.pool.query('DELETE FROM evolutions.watchlist WHERE owner_id = $1 AND ea_id = $2', [
      ownerId,
      eaId,
    ]);
  }
}
