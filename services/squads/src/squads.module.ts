import { Module } from '@nestjs/common';
import { AutoBuilderModule } from './auto-builder/auto-builder.module.js';
import { ProCompetitionModule } from './pro-competition/pro-competition.module.js';
import { SbcCheckModule } from './sbc-check/sbc-check.module.js';
import { SbcSolverModule } from './sbc-solver/sbc-solver.module.js';
import { SquadsFeatureModule } from './squads/squads-feature.module.js';
import { TacticsModule } from './tactics/tactics.module.js';

/** The squads service: one module per bounded context. */
@Module({
  imports: [
    SquadsFeatureModule,
    TacticsModule,
    ProCompetitionModule,
    AutoBuilderModule,
    SbcCheckModule,
    SbcSolverModule,
  ],
})
export class SquadsModule {}
