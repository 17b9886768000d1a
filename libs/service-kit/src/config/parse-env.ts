import { z } from 'zod';
import { serviceEntry, type ServiceName } from '@futgg/contracts';

/** Parses process.env once at boot; a bad value stops start-up with one line naming the variable. */
export const parseEnv = <T extends z.ZodType>(
  schema: T,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<T> => {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(
    `Invalid environment variable ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`,
  );
};

/** An empty variable (compose's `${X:-}`) means unset, not an invalid value: the default applies. */
export const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** The settings every service shares, with defaults that work on one machine (ARCHITECTURE.md). */
export const BaseServiceEnv = z.object({
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/futgg'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Prepended to every subject; empty in production, unique per run in tests. */
  NATS_SUBJECT_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-]+\.)?$/, 'must be empty or end with a dot')
    .default(''),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
});
export type BaseServiceEnv = z.infer<typeof BaseServiceEnv>;

/** A service's settings; its health port defaults to the registry's (a number for test services). */
export const serviceEnv = (service: ServiceName | number) =>
  BaseServiceEnv.extend({
    HEALTH_PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .default(typeof service === 'number' ? service : serviceEntry(service).healthPort),
  });
export type ServiceEnv = z.infer<ReturnType<typeof serviceEnv>>;
