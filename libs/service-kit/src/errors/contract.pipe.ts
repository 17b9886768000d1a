import type { PipeTransform } from '@nestjs/common';
import { parseRequest, type Contract, type ContractRequest } from '@futgg/contracts';

/**
 * Validates a message payload against its subject's contract, the same schema the gateway parsed with.
 * Services check again because other services call them too.
 */
export class ContractPipe<C extends Contract> implements PipeTransform<unknown, ContractRequest<C>> {
  constructor(private readonly contract: C) {}

  transform(value: unknown): ContractRequest<C> {
    return parseRequest(this.contract, value);
  }
}
