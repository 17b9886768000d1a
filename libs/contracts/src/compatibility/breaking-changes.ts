import type { ContractSnapshot, JsonSchema } from './contract-snapshot.js';

/**
 * What would break a peer that is already deployed, comparing the deployed contracts with the current
 * ones. A deployed caller keeps sending old requests and reading replies the old way, so:
 * - a request schema may only widen: it must still accept everything it accepted (no new required
 *   field, no removed field, no lower maximum, no higher minimum, no narrower type or enum);
 * - a reply schema may only narrow: every reply must still be one the old schema allowed (no removed
 *   or newly optional field, no wider type, no new enum value);
 * - a deployed subject must still be served. A breaking change is therefore made as a new version (a new
 *   subject, `<name>.v<n>`) served beside the old one until no deployed peer asks for it.
 */
export interface BreakingChange {
  subject: string;
  /** `request.page`, `response.data[].price`: where in the payload. */
  path: string;
  problem: string;
}

/** `accepts`: the new schema must accept all the old one did. `produces`: the new one must stay within the old. */
type Direction = 'accepts' | 'produces';

interface Variant {
  type: string;
  schema: JsonSchema;
}

const asSchema = (value: unknown): JsonSchema =>
  value && typeof value === 'object' ? (value as JsonSchema) : {};

/** A schema as its single-type variants: `anyOf` branches and `type` arrays split apart. */
const variantsOf = (schema: JsonSchema): Variant[] => {
  const branches = schema['anyOf'] ?? schema['oneOf'];
  if (Array.isArray(branches)) return branches.flatMap((branch) => variantsOf(asSchema(branch)));
  const type = schema['type'];
  if (Array.isArray(type)) return type.map((single) => ({ type: String(single), schema }));
  if (typeof type === 'string') return [{ type, schema }];
  if ('const' in schema) return [{ type: typeof schema['const'], schema }];
  // No type at all: anything (an `unknown` field).
  return [{ type: 'any', schema }];
};

/** Can a value of type `inner` always be read as `outer`? An integer is a number; anything is `any`. */
const fitsIn = (inner: string, outer: string) =>
  inner === outer || outer === 'any' || (inner === 'integer' && outer === 'number');

const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'] as const;
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'] as const;

const numberAt = (schema: JsonSchema, keyword: string): number | undefined =>
  typeof schema[keyword] === 'number' ? (schema[keyword] as number) : undefined;

const enumOf = (schema: JsonSchema): unknown[] | undefined =>
  Array.isArray(schema['enum'])
    ? (schema['enum'] as unknown[])
    : 'const' in schema
      ? [schema['const']]
      : undefined;

const requiredOf = (schema: JsonSchema): Set<string> =>
  new Set(Array.isArray(schema['required']) ? (schema['required'] as string[]) : []);

class Comparison {
  readonly changes: BreakingChange[] = [];

  constructor(private readonly subject: string) {}

  private report(path: string, problem: string) {
    this.changes.push({ subject: this.subject, path, problem });
  }

  schemas(old: JsonSchema, current: JsonSchema, direction: Direction, path: string) {
    const oldVariants = variantsOf(old);
    const newVariants = variantsOf(current);
    if (direction === 'accepts') {
      for (const was of oldVariants) {
        const now = newVariants.find((variant) => fitsIn(was.type, variant.type));
        if (!now) this.report(path, `no longer accepts ${was.type}`);
        else this.variant(was, now, direction, path);
      }
    } else {
      for (const now of newVariants) {
        const was = oldVariants.find((variant) => fitsIn(now.type, variant.type));
        if (!was) this.report(path, `may now be ${now.type}, which deployed callers do not expect`);
        else this.variant(was, now, direction, path);
      }
    }
  }

  private variant(was: Variant, now: Variant, direction: Direction, path: string) {
    if (now.type === 'any') return;
    this.bounds(was.schema, now.schema, direction, path);
    this.enums(was.schema, now.schema, direction, path);
    for (const keyword of ['pattern', 'format']) {
      const before = was.schema[keyword];
      const after = now.schema[keyword];
      if (before === after) continue;
      const narrows = direction === 'accepts' ? after !== undefined : before !== undefined;
      if (narrows) this.report(path, `${keyword} changed from ${String(before)} to ${String(after)}`);
    }
    if (now.type === 'object') this.objects(was.schema, now.schema, direction, path);
    if (now.type === 'array') {
      this.schemas(asSchema(was.schema['items']), asSchema(now.schema['items']), direction, `${path}[]`);
    }
  }

  private bounds(old: JsonSchema, current: JsonSchema, direction: Direction, path: string) {
    const check = (keyword: string, isLower: boolean) => {
      const before = numberAt(old, keyword);
      const after = numberAt(current, keyword);
      if (before === after) return;
      // Accepting: a lower bound may only fall (or go), an upper one only rise (or go). Producing: the reverse.
      const loosens = isLower
        ? after === undefined || (before !== undefined && after < before)
        : after === undefined || (before !== undefined && after > before);
      const allowed = direction === 'accepts' ? loosens : !loosens;
      if (!allowed) this.report(path, `${keyword} changed from ${String(before)} to ${String(after)}`);
    };
    for (const keyword of LOWER_BOUNDS) check(keyword, true);
    for (const keyword of UPPER_BOUNDS) check(keyword, false);
  }

  private enums(old: JsonSchema, current: JsonSchema, direction: Direction, path: string) {
    const before = enumOf(old);
    const after = enumOf(current);
    if (direction === 'accepts') {
      if (after === undefined) return;
      const lost =
        before === undefined ? ['any other value'] : before.filter((value) => !after.includes(value));
      if (lost.length) this.report(path, `no longer accepts ${lost.map(String).join(', ')}`);
    } else {
      if (before === undefined) return;
      const added = after === undefined ? ['any value'] : after.filter((value) => !before.includes(value));
      if (added.length) this.report(path, `may now be ${added.map(String).join(', ')}`);
    }
  }

  private objects(old: JsonSchema, current: JsonSchema, direction: Direction, path: string) {
    const oldProperties = asSchema(old['properties']);
    const newProperties = asSchema(current['properties']);
    const oldRequired = requiredOf(old);
    const newRequired = requiredOf(current);
    for (const [name, schema] of Object.entries(oldProperties)) {
      const at = path ? `${path}.${name}` : name;
      if (!(name in newProperties)) {
        this.report(at, 'field removed (or renamed)');
        continue;
      }
      if (direction === 'produces' && oldRequired.has(name) && !newRequired.has(name)) {
        this.report(at, 'may now be missing, which deployed callers do not expect');
      }
      this.schemas(asSchema(schema), asSchema(newProperties[name]), direction, at);
    }
    if (direction === 'accepts') {
      for (const name of newRequired) {
        if (!oldRequired.has(name)) this.report(path ? `${path}.${name}` : name, 'new required field');
      }
      if (old['additionalProperties'] !== false && current['additionalProperties'] === false) {
        this.report(path, 'no longer accepts fields it does not know');
      }
    }
    const oldExtra = old['additionalProperties'];
    const newExtra = current['additionalProperties'];
    if (oldExtra && typeof oldExtra === 'object' && newExtra && typeof newExtra === 'object') {
      this.schemas(asSchema(oldExtra), asSchema(newExtra), direction, `${path}{}`);
    }
  }
}

export const breakingChanges = (deployed: ContractSnapshot, current: ContractSnapshot): BreakingChange[] =>
  Object.entries(deployed).flatMap(([subject, was]) => {
    const now = current[subject];
    if (!now) {
      return [
        {
          subject,
          path: '',
          problem:
            'no longer served: a deployed peer may still ask it (serve the old version beside the new)',
        },
      ];
    }
    const comparison = new Comparison(subject);
    comparison.schemas(was.request, now.request, 'accepts', 'request');
    comparison.schemas(was.response, now.response, 'produces', 'response');
    return comparison.changes;
  });
