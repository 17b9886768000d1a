import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PRICING_CONTRACTS, type IngestPricesRequest } from '@futgg/contracts';
import { ContractPipe } from '@futgg/service-kit';
import { IngestionService } from './ingestion.service.js';

@Controller()
export class IngestionController {
  constructor(private readonly ingestion: IngestionService) {}

  @MessagePattern(PRICING_CONTRACTS.ingest.subject)
  ingest(@Payload(new ContractPipe(PRICING_CONTRACTS.ingest)) request: IngestPricesRequest) {
    return this.ingestion.ingest(request);
  }
}
