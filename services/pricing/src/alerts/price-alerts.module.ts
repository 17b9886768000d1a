import { Module } from '@nestjs/common';
import { UserWriteBudgets } from '@futgg/service-kit';
import { AlertCardsClient } from './alert-cards.client.js';
import { AlertCrossings } from './alert-crossings.js';
import { PriceAlertsController } from './price-alerts.controller.js';
import { PriceAlertsRepository } from './price-alerts.repository.js';
import { PriceAlertsService } from './price-alerts.service.js';

/**
 * Price alerts (docs/notifications.md): users' alerts, their evaluation as the trend pass's prices
 * arrive, and the `pricing.alerts.crossed` events social turns into notifications.
 */
@Module({
  controllers: [PriceAlertsController],
  providers: [PriceAlertsRepository, PriceAlertsService, AlertCardsClient, AlertCrossings, UserWriteBudgets],
})
export class PriceAlertsModule {}
