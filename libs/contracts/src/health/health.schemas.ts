import { z } from 'zod';
import { defineContract } from '../contract/contract.js';
import type { ServiceName } from '../services/service-registry.js';

export const DependencyStatus = z.object({
  ok: z.boolean(),
  latencyMs: z.number().nonnegative(),
  error: z.string().optional(),
});
export type DependencyStatus = z.infer<typeof DependencyStatus>;

export const HealthReport = z.object({
  service: z.string(),
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  dependencies: z.object({ postgres: DependencyStatus, nats: DependencyStatus, redis: DependencyStatus }),
});
export type HealthReport = z.infer<typeof HealthReport>;

export const HealthCheckRequest = z.object({}).strict().default({});

/** Each service answers `<service>.health.check` over NATS with its HealthReport (served by service-kit). */
export const healthContract = (service: ServiceName) =>
  defineContract(`${service}.health.check`, 1, HealthCheckRequest, HealthReport);
export const healthSubject = (service: ServiceName): string => healthContract(service).subject;
