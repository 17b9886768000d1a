import { Module } from '@nestjs/common';
import { TacticCoreDataClient } from './core-data.client.js';
import { TacticCodesService } from './tactic-codes.service.js';
import { TacticsController } from './tactics.controller.js';
import { TacticsRepository } from './tactics.repository.js';
import { TacticsService } from './tactics.service.js';

/** Tactics and their share codes (docs/tactics.md). */
@Module({
  controllers: [TacticsController],
  providers: [TacticCoreDataClient, TacticsRepository, TacticsService, TacticCodesService],
})
export class TacticsModule {}
