import { Module } from '@nestjs/common';
import { PriceAlertsModule } from './alerts/price-alerts.module.js';
import { PriceHistoryRepository } from './history/price-history.repository.js';
import { IngestionController } from './ingestion/ingestion.controller.js';
import { IngestionService } from './ingestion/ingestion.service.js';
import { MarketFactsClient } from './market/market-facts.client.js';
import { CardPricesService } from './prices/card-prices.service.js';
import { CurrentPricesRepository } from './prices/current-prices.repository.js';
import { PriceChartsRepository } from './prices/price-charts.repository.js';
import { PricesController } from './prices/prices.controller.js';
import { TrendsRepository } from './trends/trends.repository.js';

/** The pricing API: ingestion, lookups, movers and charts (docs/pricing.md); the jobs run in workers/. */
@Module({
  imports: [PriceAlertsModule],
  controllers: [IngestionController, PricesController],
  providers: [
    PriceHistoryRepository,
    IngestionService,
    TrendsRepository,
    MarketFactsClient,
    CurrentPricesRepository,
    CardPricesService,
    PriceChartsRepository,
  ],
})
export class PricingModule {}
