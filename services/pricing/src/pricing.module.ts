import { Module } from '@nestjs/common';
import { PriceHistoryRepository } from './history/price-history.repository.js';
import { IngestionController } from './ingestion/ingestion.controller.js';
import { IngestionService } from './ingestion/ingestion.service.js';
import { PriceChartsRepository } from './prices/price-charts.repository.js';
import { PricesController } from './prices/prices.controller.js';
import { TrendsRepository } from './trends/trends.repository.js';

/** Price ingestion, history and trends (docs/pricing.md). */
@Module({
  controllers: [IngestionController, PricesController],
  providers: [PriceHistoryRepository, IngestionService, TrendsRepository, PriceChartsRepository],
})
export class PricingModule {}
