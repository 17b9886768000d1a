import { Module } from '@nestjs/common';
import { UserWriteBudgets } from '@futgg/service-kit';
import { AutoBuilderModule } from '../auto-builder/auto-builder.module.js';
import { SquadsFeatureModule } from '../squads/squads-feature.module.js';
import { SbcSolverController } from './sbc-solver.controller.js';
import { SbcSolverService } from './sbc-solver.service.js';
import { SolverPreferencesRepository } from './solver-preferences.repository.js';
import { SolverPreferencesService } from './solver-preferences.service.js';

/**
 * The exact SBC solver: MILPs solved by HiGHS, run as a BullMQ job, and the preferences it starts from
 * (docs/sbc-solver.md).
 */
@Module({
  imports: [AutoBuilderModule, SquadsFeatureModule],
  controllers: [SbcSolverController],
  providers: [SbcSolverService, SolverPreferencesService, SolverPreferencesRepository, UserWriteBudgets],
})
export class SbcSolverModule {}
