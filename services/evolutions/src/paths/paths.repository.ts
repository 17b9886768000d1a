import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EvolutionPathRecord, PathDefinitionData } from '@futgg/contracts';
import { PG_POOL, isoTimestamp, rows } from '@futgg/service-kit';

export type NewPath = Omit<EvolutionPathRecord, 'createdAt'>;

/** A chain of evolutions as found (no manual changes) for the card it was found for. */
export interface FoundChain {
  pathHash: string;
  eaId: number;
  evolutionIds: number[];
  coinsCost: number;
  pointsCost: number;
}

const SELECT = `SELECT path_hash AS "pathHash", game_year AS "gameYear", ea_id AS "eaId",
    evolution_ids AS "evolutionIds", manual_changes AS "manualChanges", coins_cost AS "coinsCost",
    points_cost AS "pointsCost",
    ${isoTimestamp('created_at')} AS "createdAt"
  FROM evolutions.paths`;

/** The only place with SQL for evolutions.paths: what each path hash names, and its cached evolved card. */
@Injectable()
export class PathsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Records paths; a hash already stored names the same path, so it is left as it is. */
  async remember(paths: readonly NewPath[]): Promise<void> {
    if (paths.length === 0) return;
    // One multi-row statement: the id lists differ in length, which unnest of a 2-D array cannot hold.
    const values: unknown[] = [];
    const tuples = paths.map((path, index) => {
      values.push(
        path.pathHash,
        path.gameYear,
        path.eaId,
        path.evolutionIds,
        JSON.stringify(path.manualChanges),
        path.coinsCost,
        path.pointsCost,
      );
      const at = index * 7;
      return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}::int[], $${at + 5}::jsonb, $${at + 6}, $${at + 7})`;
    });
    await this.pool.query(
      `INSERT INTO evolutions.paths (path_hash, game_year, ea_id, evolution_ids, manual_changes, coins_cost, points_cost)
       VALUES ${tuples.join(', ')} ON CONFLICT (path_hash) DO NOTHING`,
      values,
    );
  }

  /** Records chains found by a search or the planner: evolutions only, no manual changes. */
  rememberChains(gameYear: number, chains: readonly FoundChain[]): Promise<void> {
    return this.remember(chains.map((chain) => ({ ...chain, gameYear, manualChanges: {} })));
  }

  async one(pathHash: string): Promise<EvolutionPathRecord | null> {
    const [row] = await rows<EvolutionPathRecord>(this.pool, `${SELECT} WHERE path_hash = $1`, [pathHash]);
    return row ?? null;
  }

  async definition(pathHash: string): Promise<PathDefinitionData | null> {
    const [row] = await rows<{ definition: PathDefinitionData | null }>(
      this.pool,
      'SELECT definition FROM evolutions.paths WHERE path_hash = $1',
      [pathHash],
    );
    return row?.definition ?? null;
  }

  async cacheDefinition(pathHash: string, definition: PathDefinitionData): Promise<void> {
    await this.pool.query('UPDATE evolutions.paths SET definition = $2 WHERE path_hash = $1', [
      pathHash,
      JSON.stringify(definition),
    ]);
  }
}
