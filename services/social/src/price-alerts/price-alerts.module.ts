import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PriceAlertsConsumer } from './price-alerts.consumer.js';

/** Price alerts on social's side: pricing publishes each crossing, social notifies the alert's owner. */
@Module({ imports: [NotificationsModule], providers: [PriceAlertsConsumer] })
export class PriceAlertsModule {}
