import { Module } from '@nestjs/common';
import { ObjectivesController } from './objectives.controller.js';
import { ObjectivesRepository } from './objectives.repository.js';
import { ObjectivesService } from './objectives.service.js';

/** Objectives: tabs, groups, objectives, the campaign, user-club progress (docs/objectives-and-sbcs.md). */
@Module({
  controllers: [ObjectivesController],
  providers: [ObjectivesService, ObjectivesRepository],
})
export class ObjectivesModule {}
