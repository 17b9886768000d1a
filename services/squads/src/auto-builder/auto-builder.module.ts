import { Module } from '@nestjs/common';
import { ProCompetitionModule } from '../pro-competition/pro-competition.module.js';
import { AutoBuilderController } from './auto-builder.controller.js';
import { AutoBuilderService } from './auto-builder.service.js';
import { CardPoolClient } from './card-pool.client.js';

/** The exact auto-builder: a MILP solved by HiGHS, run as a BullMQ job (docs/auto-builder.md). */
@Module({
  imports: [ProCompetitionModule],
  controllers: [AutoBuilderController],
  providers: [AutoBuilderService, CardPoolClient],
  // The SBC solver reads the same card pool and clubs.
  exports: [CardPoolClient],
})
export class AutoBuilderModule {}
