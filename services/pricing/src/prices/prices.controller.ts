import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PRICING_CONTRACTS, type GetPriceHistoryRequest, type PriceHistory } from '@futgg/contracts';
import { ContractPipe } from '@futgg/service-kit';
import { PriceChartsRepository } from './price-charts.repository.js';

@Controller()
export class PricesController {
  constructor(private readonly charts: PriceChartsRepository) {}

  @MessagePattern(PRICING_CONTRACTS.history.subject)
  async history(
    @Payload(new ContractPipe(PRICING_CONTRACTS.history)) request: GetPriceHistoryRequest,
  ): Promise<PriceHistory> {
    const points = await this.charts.history(request, new Date());
    return { eaId: request.eaId, priceKey: request.priceKey, range: request.range, points };
  }
}
