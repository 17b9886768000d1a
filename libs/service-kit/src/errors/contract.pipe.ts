import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { invalidInputFromZod } from '@futgg/contracts';

/**
 * Validates a message payload against its contract. The gateway validated it already; services check
 * again because other services call them too.
 */
export class ContractPipe<T extends z.ZodType> implements PipeTransform<unknown, z.infer<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.infer<T> {
    const result = this.schema.safeParse(value);
    if (!result.success) throw invalidInputFromZod(result.error);
    return result.data;
  }
}
