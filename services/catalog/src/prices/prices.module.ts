import { Module } from '@nestjs/common';
import { PriceReadModel } from './price-read-model.js';

/** The price read model: pricing's live values in the player items. */
@Module({ providers: [PriceReadModel] })
export class PricesModule {}
