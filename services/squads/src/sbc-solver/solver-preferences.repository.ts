import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  SBC_SOLVER_DEFAULT_OPTIONS,
  type SbcSolverPreferences,
  type UpdateSbcSolverPreferences,
} from '@futgg/contracts';
import { PG_POOL, isoTimestamp, rows } from '@futgg/service-kit';

interface PreferencesRow {
  options: SbcSolverPreferences['options'] | null;
  customRequirements: SbcSolverPreferences['customRequirements'];
  updatedAt: string;
}

// The row's columns as the answer names them (the same for a read and for what an update returns).
const COLUMNS = `options, custom_requirements AS "customRequirements",
  ${isoTimestamp('updated_at', 'microseconds')} AS "updatedAt"`;

const preferencesOf = (row: PreferencesRow | undefined): SbcSolverPreferences =>
  row
    ? {
        options: row.options ?? SBC_SOLVER_DEFAULT_OPTIONS,
        customRequirements: row.customRequirements,
        updatedAt: row.updatedAt,
      }
    : { options: SBC_SOLVER_DEFAULT_OPTIONS, customRequirements: null, updatedAt: null };

/** The only place with SQL for the solver's preferences (docs/sbc-solver.md "Preferences"). */
@Injectable()
export class SolverPreferencesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** The owner's preferences; the defaults (and `updatedAt` null) for an account that never saved any. */
  async read(ownerId: string): Promise<SbcSolverPreferences> {
    const [row] = await rows<PreferencesRow>(
      this.pool,
      `SELECT ${COLUMNS} FROM squads.solver_preferences WHERE owner_id = $1`,
      [ownerId],
    );
    return preferencesOf(row);
  }

  /**
   * Replaces each part the update sends and answers the row as this statement left it (one statement:
   * two tabs' writes never mix within a part, and the answer is this write's, not a later one's).
   */
  async update(ownerId: string, update: UpdateSbcSolverPreferences): Promise<SbcSolverPreferences> {
    const sendsOptions = update.options !== undefined;
    const sendsForm = update.customRequirements !== undefined;
    const [row] = await rows<PreferencesRow>(
      this.pool,
      `INSERT INTO squads.solver_preferences (owner_id, options, custom_requirements)
       VALUES ($1, $2::jsonb, $3::jsonb)
       ON CONFLICT (owner_id) DO UPDATE SET
         options = CASE WHEN $4 THEN EXCLUDED.options ELSE squads.solver_preferences.options END,
         custom_requirements =
           CASE WHEN $5 THEN EXCLUDED.custom_requirements ELSE squads.solver_preferences.custom_requirements END,
         updated_at = now()
       RETURNING ${COLUMNS}`,
      [
        ownerId,
        sendsOptions ? JSON.stringify(update.options) : null,
        sendsForm && update.customRequirements !== null ? JSON.stringify(update.customRequirements) : null,
        sendsOptions,
        sendsForm,
      ],
    );
    return preferencesOf(row);
  }
}
