import { Module } from '@nestjs/common';
import { SbcController } from './sbc.controller.js';
import { SbcRepository } from './sbc.repository.js';
import { SbcService } from './sbc.service.js';

/** Squad-building challenges: categories, sets, challenges, user-club progress (docs/objectives-and-sbcs.md). */
@Module({
  controllers: [SbcController],
  providers: [SbcService, SbcRepository],
})
export class SbcModule {}
