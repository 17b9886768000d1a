import { Module } from '@nestjs/common';
import { LiveScoresController } from './live-scores.controller.js';
import { LiveScoresFeedService } from './live-scores-feed.service.js';
import { LiveScoresPublisher } from './live-scores.publisher.js';
import { LiveScoresRepository } from './live-scores.repository.js';
import { LiveScoresService } from './live-scores.service.js';

/** Live scores: tournaments, fixtures, trackers, and the simulated feed (docs/live-scores.md). */
@Module({
  controllers: [LiveScoresController],
  providers: [LiveScoresService, LiveScoresRepository, LiveScoresPublisher, LiveScoresFeedService],
})
export class LiveScoresModule {}
