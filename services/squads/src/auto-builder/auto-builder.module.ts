import { Module } from '@nestjs/common';

/** The exact auto-builder: a MILP solved by HiGHS, run as a BullMQ job (docs/auto-builder.md). */
@Module({})
export class AutoBuilderModule {}
