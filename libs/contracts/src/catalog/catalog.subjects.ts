import { healthContract } from '../health/health.schemas.js';
import { CATALOG_CONTRACTS } from './catalog.contracts.js';

type Subjects<T> = { readonly [K in keyof T]: T[K] extends { subject: infer S } ? S : never };
const subjectsOf = <T extends Record<string, { subject: string }>>(contracts: T) =>
  Object.fromEntries(Object.entries(contracts).map(([key, { subject }]) => [key, subject])) as Subjects<T>;

/** The catalog's subjects by name, read from its contracts (catalog.contracts.ts): never spelled twice. */
export const CATALOG = {
  health: healthContract('catalog').subject,
  ...subjectsOf(CATALOG_CONTRACTS),
} as const;
