import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import {
  EVOLUTIONS_CONTRACTS,
  type Evolution,
  type EvolutionPage,
  type ReindexSearchReply,
  type SearchKind,
} from '@futgg/contracts';
import { GAME_YEAR } from '@futgg/game-rules';
import { LOGGER, NATS_REQUESTER, PG_POOL, type NatsRequester } from '@futgg/service-kit';
import {
  countByKind,
  analyzeIndex,
  evolutionDocument,
  lockIndex,
  readCatalogDocuments,
  replaceDocuments,
  type SearchDocument,
} from './search-documents.js';

/** While the evolutions service has not answered since start, it is asked again this often… */
const EVOLUTIONS_RETRY_MS = 3_000;
/** …for this long (it usually starts beside the catalog). */
const EVOLUTIONS_RETRY_FOR_MS = 180_000;
/** Content changes between admin re-indexes (an evolution added in the evolutions service): a full pass. */
const PERIODIC_MS = 15 * 60_000;
const EVOLUTIONS_PAGE_SIZE = 100;

type YearReport = ReindexSearchReply['years'][number];

/**
 * Fills catalog.search_documents from each kind's source (docs/search.md): players and the catalog's
 * content from its own tables, evolutions from the evolutions service over NATS (its database is not
 * ours). Runs at start, after a seed (seed-catalog calls indexCatalogKinds), every 15 minutes, and on
 * demand: `reindex(gameYear?)` is what the admin action "re-index search" calls (over NATS:
 * CATALOG_CONTRACTS.searchReindex). One pass at a time; each year's documents are replaced in one
 * transaction, so a search never sees a year half indexed.
 */
@Injectable()
export class SearchIndexer implements OnApplicationBootstrap, OnApplicationShutdown {
  private queue: Promise<unknown> = Promise.resolve();
  private timers = new Set<NodeJS.Timeout>();
  private closing = false;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(NATS_REQUESTER) private readonly requester: NatsRequester,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    // Not awaited: the service answers searches from the index it has while the pass runs.
    void this.startupPass(Date.now());
    this.schedule(() => this.periodicPass(), PERIODIC_MS);
  }

  onApplicationShutdown(): void {
    this.closing = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** Rebuild the index of a year, or of every year the catalog holds cards or documents of. */
  reindex(gameYear?: number): Promise<ReindexSearchReply> {
    return this.serialised(async () => {
      const years = gameYear === undefined ? await this.years() : [gameYear];
      const reports: YearReport[] = [];
      for (const year of years) reports.push(await this.indexYear(year, { evolutions: true }));
      return { years: reports };
    });
  }

  private async startupPass(startedAt: number): Promise<void> {
    try {
      const { years } = await this.reindex();
      const missing = years.filter((year) => !('evolution' in year.counts)).map((year) => year.gameYear);
      if (missing.length > 0) this.retryEvolutions(missing, startedAt);
    } catch (error) {
      if (!this.closing) this.logger.warn({ err: error }, 'Search index: the start pass failed');
    }
  }

  /** The evolutions service may start after the catalog: ask again until it answers (or give up). */
  private retryEvolutions(years: number[], startedAt: number): void {
    if (this.closing || Date.now() - startedAt > EVOLUTIONS_RETRY_FOR_MS) return;
    this.schedule(async () => {
      const left: number[] = [];
      for (const year of years) {
        // Asked and written in one serialised step: a re-index that starts meanwhile comes after, and its
        // newer answer is the one kept.
        const written = await this.serialised(async () => {
          const evolutions = await this.evolutionDocuments(year);
          if (evolutions === null) return false;
          await this.write(year, ['evolution'], evolutions);
          return true;
        }).catch((error: unknown) => {
          if (!this.closing) this.logger.warn({ err: error, year }, 'Search index: evolutions not written');
          return false;
        });
        if (!written) left.push(year);
      }
      if (left.length > 0) this.retryEvolutions(left, startedAt);
    }, EVOLUTIONS_RETRY_MS);
  }

  private async periodicPass(): Promise<void> {
    await this.reindex().catch((error: unknown) => {
      if (!this.closing) this.logger.warn({ err: error }, 'Search index: the periodic pass failed');
    });
    this.schedule(() => this.periodicPass(), PERIODIC_MS);
  }

  private schedule(run: () => Promise<void>, delayMs: number): void {
    if (this.closing) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void run();
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  private serialised<T>(run: () => Promise<T>): Promise<T> {
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async years(): Promise<number[]> {
    const { rows } = await this.pool.query<{ gameYear: number }>(
      `SELECT DISTINCT game_year AS "gameYear" FROM catalog.player_items
       UNION SELECT DISTINCT game_year FROM catalog.search_documents ORDER BY 1`,
    );
    const years = rows.map((row) => row.gameYear);
    return years.length > 0 ? years : [GAME_YEAR.DEFAULT];
  }

  private async indexYear(gameYear: number, options: { evolutions: boolean }): Promise<YearReport> {
    const started = performance.now();
    const evolutions = options.evolutions ? await this.evolutionDocuments(gameYear) : null;
    const client = await this.pool.connect();
    try {
      let catalog: Awaited<ReturnType<typeof readCatalogDocuments>>;
      let kinds: SearchKind[];
      let documents: SearchDocument[];
      await client.query('BEGIN');
      try {
        await lockIndex(client);
        catalog = await readCatalogDocuments(client, gameYear);
        // Evolutions unreachable: their documents stay as the last pass wrote them.
        kinds = evolutions === null ? catalog.kinds : [...catalog.kinds, 'evolution'];
        documents = evolutions === null ? catalog.documents : [...catalog.documents, ...evolutions];
        await replaceDocuments(client, gameYear, kinds, documents);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
      await analyzeIndex(client);
      const report = {
        gameYear,
        counts: countByKind(kinds, documents),
        seconds: (performance.now() - started) / 1000,
      };
      this.logger.info(report, 'Search index written');
      return report;
    } finally {
      client.release();
    }
  }

  private async write(gameYear: number, kinds: SearchKind[], documents: SearchDocument[]): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await lockIndex(client);
      await replaceDocuments(client, gameYear, kinds, documents);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Every evolution of a year, active and ended, or null when the evolutions service does not answer. */
  private async evolutionDocuments(gameYear: number): Promise<SearchDocument[] | null> {
    try {
      const all: Evolution[] = [];
      for (const onlyExpired of [false, true]) {
        for (let page = 1; ; page += 1) {
          const reply = await this.requester.request<EvolutionPage>(EVOLUTIONS_CONTRACTS.list.subject, {
            gameYear,
            onlyExpired,
            page,
            pageSize: EVOLUTIONS_PAGE_SIZE,
          });
          all.push(...reply.data);
          if (reply.data.length < EVOLUTIONS_PAGE_SIZE || page * EVOLUTIONS_PAGE_SIZE >= reply.totalCount)
            break;
        }
      }
      const unique = new Map(all.map((evolution) => [evolution.id, evolution]));
      return [...unique.values()].map(evolutionDocument);
    } catch (error) {
      if (!this.closing)
        this.logger.info({ gameYear, reason: String(error) }, 'Search index: evolutions not reachable');
      return null;
    }
  }
}
