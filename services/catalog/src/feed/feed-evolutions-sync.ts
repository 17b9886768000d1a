import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { EVOLUTIONS_CONTRACTS, type EvolutionPage } from '@futgg/contracts';
import { LOGGER, NATS_REQUESTER, PG_POOL, rows, type NatsRequester } from '@futgg/service-kit';
import { recordEvolutionAdditions, recordPlayerAdditions, type EvolutionAddition } from './feed-recorder.js';

const FIRST_PASS_MS = 5_000;
const PERIODIC_MS = 15 * 60_000;
const PAGE_SIZE = 100;

/**
 * Keeps the feed's evolutions in step with the evolutions service, their source (docs/feed-and-
 * collections.md): a few seconds after start and every 15 minutes, every evolution of each year the
 * catalog holds cards of, active and ended, is upserted into feed_entries by id (recordEvolutionAdditions).
 * An evolution created after the seed reaches the feed at the next pass; the admin action
 * rebuild-feed-day runs a pass at once. Nothing is deleted: an unreachable or empty evolutions service
 * leaves what the seed recorded. Each periodic pass also records the cards the feed does not hold yet
 * (cards added by a path that does not record them itself, such as the real-data importer).
 */
@Injectable()
export class FeedEvolutionsSync implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private closing = false;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(NATS_REQUESTER) private readonly requester: NatsRequester,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(FIRST_PASS_MS);
  }

  onApplicationShutdown(): void {
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** One pass over a year (or every year with cards): how many evolutions were recorded, null if unreachable. */
  async sync(gameYear?: number): Promise<number | null> {
    const years =
      gameYear !== undefined
        ? [gameYear]
        : (
            await rows<{ year: number }>(
              this.pool,
              'SELECT DISTINCT game_year::int AS year FROM catalog.player_items ORDER BY 1',
            )
          ).map((row) => row.year);
    let recorded = 0;
    for (const year of years) {
      const evolutions = await this.evolutionsOf(year);
      if (evolutions === null) return null;
      recorded += await recordEvolutionAdditions(this.pool, year, evolutions);
    }
    return recorded;
  }

  /** Records every card of every year that the feed does not hold yet; how many. */
  async recordUnrecordedCards(): Promise<number> {
    const years = await rows<{ year: number }>(
      this.pool,
      'SELECT DISTINCT game_year::int AS year FROM catalog.player_items ORDER BY 1',
    );
    let recorded = 0;
    for (const { year } of years)
      recorded += await recordPlayerAdditions(this.pool, year, { unrecordedOnly: true });
    return recorded;
  }

  private async evolutionsOf(gameYear: number): Promise<EvolutionAddition[] | null> {
    try {
      const found = new Map<number, EvolutionAddition>();
      for (const onlyExpired of [false, true]) {
        for (let page = 1; ; page += 1) {
          const reply = await this.requester.request<EvolutionPage>(EVOLUTIONS_CONTRACTS.list.subject, {
            gameYear,
            onlyExpired,
            page,
            pageSize: PAGE_SIZE,
          });
          for (const { id, name, createdAt, endTime } of reply.data)
            found.set(id, { id, name, createdAt, endTime: endTime ?? null });
          if (reply.data.length < PAGE_SIZE || page * PAGE_SIZE >= reply.totalCount) break;
        }
      }
      return [...found.values()];
    } catch (error) {
      if (!this.closing)
        this.logger.info({ gameYear, reason: String(error) }, 'Feed: evolutions not reachable');
      return null;
    }
  }

  private schedule(delayMs: number): void {
    if (this.closing) return;
    this.timer = setTimeout(() => {
      void this.recordUnrecordedCards()
        .then(() => this.sync())
        .catch((error: unknown) => {
          if (!this.closing) this.logger.warn({ err: error }, 'Feed: the evolutions pass failed');
        })
        .finally(() => this.schedule(PERIODIC_MS));
    }, delayMs);
    this.timer.unref();
  }
}
