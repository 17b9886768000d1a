import { z } from 'zod';
import type { Contract } from '../contract/contract.js';

/** A JSON Schema document as zod writes it (draft 2020-12). */
export type JsonSchema = { [keyword: string]: unknown };

export interface ContractShape {
  name: string;
  version: number;
  /** What a caller may send: the request schema's input side (defaulted fields are optional). */
  request: JsonSchema;
  /** What a caller may receive: the reply schema's output side. */
  response: JsonSchema;
}

/** Every served contract by its wire subject, as JSON Schema: what is compared across deployments. */
export type ContractSnapshot = Record<string, ContractShape>;

const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

export const snapshotOf = (contracts: readonly Contract[]): ContractSnapshot => {
  const snapshot: ContractSnapshot = {};
  for (const contract of [...contracts].sort((a, b) => a.subject.localeCompare(b.subject))) {
    if (snapshot[contract.subject]) throw new Error(`${contract.subject} is served twice`);
    snapshot[contract.subject] = {
      name: contract.name,
      version: contract.version,
      request: jsonSchemaOf(contract.request, 'input'),
      response: jsonSchemaOf(contract.response, 'output'),
    };
  }
  return snapshot;
};
