import type { z } from 'zod';
import { invalidInputFromZod } from '../errors.js';

/**
 * One NATS subject's whole contract: the subject on the wire, its version, and the request and reply
 * schemas. The gateway parses `request` before it asks, the service parses it again (other services
 * call it too), the client reads `response`: one definition, so a limit or a field is written once.
 *
 * Versions: version 1 is served on the plain subject (`catalog.player-items.search`); version n > 1 on
 * `<subject>.v<n>`, so a breaking change is a new subject served beside the old one until no deployed
 * peer asks the old one (docs/api.md "Contract versions"; checked by contract-compatibility.spec.ts).
 */
export interface Contract<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** The subject without its version: the name a reader knows the call by. */
  readonly name: string;
  readonly version: number;
  /** The subject on the wire: `name` for version 1, `name.v<version>` after. */
  readonly subject: string;
  readonly request: Req;
  readonly response: Res;
}

export type ContractRequest<C extends Contract> = z.infer<C['request']>;
export type ContractResponse<C extends Contract> = z.infer<C['response']>;

export const subjectOf = (name: string, version: number): string =>
  version === 1 ? name : `${name}.v${version}`;

export const defineContract = <Req extends z.ZodType, Res extends z.ZodType>(
  name: string,
  version: number,
  request: Req,
  response: Res,
): Contract<Req, Res> => {
  if (!Number.isInteger(version) || version < 1) {
    throw new Error(`Contract ${name}: version must be a whole number from 1, got ${version}`);
  }
  return Object.freeze({ name, version, subject: subjectOf(name, version), request, response });
};

/** A request checked against its contract: the parsed value, or INVALID_INPUT naming the field. */
export const parseRequest = <C extends Contract>(contract: C, value: unknown): ContractRequest<C> => {
  const result = contract.request.safeParse(value);
  if (!result.success) throw invalidInputFromZod(result.error);
  return result.data as ContractRequest<C>;
};
