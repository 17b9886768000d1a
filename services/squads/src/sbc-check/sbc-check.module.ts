import { Module } from '@nestjs/common';
import { SquadsFeatureModule } from '../squads/squads-feature.module.js';
import { SbcCheckController } from './sbc-check.controller.js';
import { SbcCheckService } from './sbc-check.service.js';

/** A saved squad checked against an SBC challenge's requirements (docs/objectives-and-sbcs.md). */
@Module({ imports: [SquadsFeatureModule], controllers: [SbcCheckController], providers: [SbcCheckService] })
export class SbcCheckModule {}
