import { Module } from '@nestjs/common';
import { PriceEventsPublisher } from '../events/price-events.publisher.js';
import { PriceHistoryRepository } from '../history/price-history.repository.js';
import { RetentionRepository } from '../history/retention.repository.js';
import { IngestionService } from '../ingestion/ingestion.service.js';
import { MarketFactsClient } from '../market/market-facts.client.js';
import { TrendsRepository } from '../trends/trends.repository.js';
import { PriceBackfill } from './price-backfill.js';
import { PriceJobsService } from './price-jobs.service.js';

/** The pricing workers' process: scheduled jobs only, no NATS subject served (docs/pricing.md "Workers"). */
@Module({
  providers: [
    PriceHistoryRepository,
    TrendsRepository,
    RetentionRepository,
    MarketFactsClient,
    IngestionService,
    PriceEventsPublisher,
    PriceBackfill,
    PriceJobsService,
  ],
})
export class PricingWorkersModule {}
