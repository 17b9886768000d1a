import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  PRICE_ALERTS_CONTRACTS,
  type Caller,
  type CreatePriceAlertRequest,
  type DeletePriceAlertRequest,
  type ListPriceAlertsRequest,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { PriceAlertsService } from './price-alerts.service.js';

const C = PRICE_ALERTS_CONTRACTS;

/** The price-alert subjects: every one for the signed-in caller, on the caller's own alerts. */
@Controller()
export class PriceAlertsController {
  constructor(private readonly alerts: PriceAlertsService) {}

  @MessagePattern(C.list.subject)
  list(
    @Payload(new ContractPipe(C.list)) request: ListPriceAlertsRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.alerts.list(requireCaller(caller), request);
  }

  @MessagePattern(C.create.subject)
  create(
    @Payload(new ContractPipe(C.create)) request: CreatePriceAlertRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.alerts.create(requireCaller(caller), request);
  }

  @MessagePattern(C.delete.subject)
  delete(
    @Payload(new ContractPipe(C.delete)) request: DeletePriceAlertRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.alerts.remove(requireCaller(caller), request.id);
  }
}
