import { z } from 'zod';
import { MAX_INGEST_ROWS, serviceWorkerEntry } from '@futgg/contracts';
import { GAME_YEAR } from '@futgg/game-rules';
import { blankAsUnset, parseEnv, serviceEnv } from '@futgg/service-kit';

/** The workers' probes answer beside the pricing API's (3116 beside 3106: the service registry). */
export const PRICING_WORKERS_HEALTH_PORT = serviceWorkerEntry('pricing-workers').healthPort;

const milliseconds = (fallback: number) => blankAsUnset(z.coerce.number().int().min(100).default(fallback));
const days = (fallback: number) => blankAsUnset(z.coerce.number().int().min(0).max(3650).default(fallback));

/** The pricing workers' settings (docs/pricing.md "Workers"); every one has a default for one machine. */
export const PricingWorkersEnv = serviceEnv(PRICING_WORKERS_HEALTH_PORT).extend({
  /** The simulated market ingests every minute unless `off` (a deployment fed by a scraper). */
  PRICE_SIMULATED_MARKET: blankAsUnset(z.enum(['on', 'off']).default('on')),
  PRICE_MARKET_SEED: blankAsUnset(z.coerce.number().int().default(26)),
  PRICE_GAME_YEAR: blankAsUnset(z.coerce.number().int().default(GAME_YEAR.DEFAULT)),
  PRICE_INGEST_EVERY_MS: milliseconds(60_000),
  /** Rows per ingestion batch of a market job: each batch is one transaction and one step of progress. */
  PRICE_INGEST_BATCH_ROWS: blankAsUnset(
    z.coerce.number().int().min(1).max(MAX_INGEST_ROWS).default(MAX_INGEST_ROWS),
  ),
  PRICE_TRENDS_EVERY_MS: milliseconds(15_000),
  PRICE_RETENTION_EVERY_MS: milliseconds(3_600_000),
  /** Raw observations are kept this many whole days before today, then rolled up to hours. */
  PRICE_RAW_DAYS: days(7),
  /** Hourly rows are kept this many days, then whole months are rolled up to days. */
  PRICE_HOURLY_DAYS: days(90),
  /** Days of simulated history written when the history is empty (0: none). */
  PRICE_BACKFILL_DAYS: days(30),
  /** A job whose worker stops renewing its lock this long is stalled and run again by another. */
  PRICE_JOB_LOCK_MS: milliseconds(30_000),
  /** The Redis key prefix of the price queues (tests add their run's token). */
  PRICE_QUEUE_PREFIX: blankAsUnset(z.string().min(1).default('futgg:pricing')),
});
export type PricingWorkersEnv = z.infer<typeof PricingWorkersEnv>;
export const loadPricingWorkersConfig = (env: NodeJS.ProcessEnv = process.env) =>
  parseEnv(PricingWorkersEnv, env);
