import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  PRICING_CONTRACTS,
  type CardPrices,
  type GetMarketMoversRequest,
  type GetPriceHistoryRequest,
  type GetPricesRequest,
  type MarketMovers,
  type PriceHistory,
} from '@futgg/contracts';
import { ContractPipe } from '@futgg/service-kit';
import { CardPricesService } from './card-prices.service.js';
import { PriceChartsRepository } from './price-charts.repository.js';

@Controller()
export class PricesController {
  constructor(
    private readonly charts: PriceChartsRepository,
    private readonly prices: CardPricesService,
  ) {}

  @MessagePattern(PRICING_CONTRACTS.history.subject)
  async history(
    @Payload(new ContractPipe(PRICING_CONTRACTS.history)) request: GetPriceHistoryRequest,
  ): Promise<PriceHistory> {
    const points = await this.charts.history(request, new Date());
    return { eaId: request.eaId, priceKey: request.priceKey, range: request.range, points };
  }

  @MessagePattern(PRICING_CONTRACTS.lookup.subject)
  lookup(
    @Payload(new ContractPipe(PRICING_CONTRACTS.lookup)) request: GetPricesRequest,
  ): Promise<CardPrices> {
    return this.prices.lookup(request);
  }

  @MessagePattern(PRICING_CONTRACTS.movers.subject)
  movers(
    @Payload(new ContractPipe(PRICING_CONTRACTS.movers)) request: GetMarketMoversRequest,
  ): Promise<MarketMovers> {
    return this.prices.movers(request);
  }
}
