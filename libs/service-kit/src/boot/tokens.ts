/** Injection tokens for what the kit provides to every service module. */
export const NATS_REQUESTER = Symbol('NATS_REQUESTER');
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');

/** What of NATS_CONNECTION a live-event publisher uses: a fire-and-forget core NATS publish. */
export interface NatsPublisher {
  publish(subject: string, payload: string): void;
}
export const REDIS = Symbol('REDIS');
export const LOGGER = Symbol('LOGGER');
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
/**
 * The service's PostgreSQL pool (the one TypeORM opened). Hot read paths query it directly: TypeORM's
 * query runner adds a connect/release, event broadcasts and logging per query, which costs measurable
 * throughput on list endpoints (docs/BENCHMARKS.md).
 */
export const PG_POOL = Symbol('PG_POOL');
