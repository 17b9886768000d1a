import { Injectable } from '@nestjs/common';
import {
  DomainError,
  MAX_PRICE_ALERTS_PER_USER,
  type Caller,
  type CreatePriceAlertRequest,
  type DeletedPriceAlert,
  type ListPriceAlertsRequest,
  type PriceAlert,
  type PriceAlertPage,
} from '@futgg/contracts';
import { UserWriteBudgets } from '@futgg/service-kit';
import { AlertCardsClient } from './alert-cards.client.js';
import { PriceAlertsRepository } from './price-alerts.repository.js';

/** Alerts one user may create per hour (a user sets a few; this stops a script, not a person). */
const CREATE_BUDGET = { action: 'price-alert', limit: 300, windowSeconds: 3600 };

/** A user's price alerts: only the caller's own are ever listed or deleted. */
@Injectable()
export class PriceAlertsService {
  constructor(
    private readonly alerts: PriceAlertsRepository,
    private readonly cards: AlertCardsClient,
    private readonly budgets: UserWriteBudgets,
  ) {}

  async list(caller: Caller, request: ListPriceAlertsRequest): Promise<PriceAlertPage> {
    const data = await this.alerts.list(caller.id, request);
    return { data, totalCount: data.length };
  }

  async create(caller: Caller, request: CreatePriceAlertRequest): Promise<PriceAlert> {
    await this.budgets.spend(caller.id, CREATE_BUDGET);
    const cardName = await this.cards.tradedCardName(request.gameYear, request.eaId);
    const made = await this.alerts.create({ ...request, userId: caller.id, cardName });
    if (!made) {
      throw new DomainError(
        'CONFLICT',
        `You keep ${MAX_PRICE_ALERTS_PER_USER} price alerts, the most allowed: delete one first`,
      );
    }
    return made.alert;
  }

  /** Another user's alert is NOT_FOUND like a missing one: alerts are private, their ids reveal nothing. */
  async remove(caller: Caller, id: number): Promise<DeletedPriceAlert> {
    if (!(await this.alerts.delete(caller.id, id))) {
      throw new DomainError('NOT_FOUND', `Price alert ${id} not found`, { field: 'id' });
    }
    return { id, deleted: true };
  }
}
