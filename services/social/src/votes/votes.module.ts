import { Module } from '@nestjs/common';
import { UserWriteBudgets } from '@futgg/service-kit';
import { VotesController } from './votes.controller.js';
import { VotesRepository } from './votes.repository.js';
import { VotesService } from './votes.service.js';

/** The votes context (docs/votes-and-views.md). */
@Module({
  controllers: [VotesController],
  providers: [VotesRepository, VotesService, UserWriteBudgets],
  exports: [VotesRepository],
})
export class VotesModule {}
