import { Inject, Injectable } from '@nestjs/common';
import { CATALOG_CONTRACTS, DomainError, type PlayerItem } from '@futgg/contracts';
import { NATS_REQUESTER, type NatsRequester } from '@futgg/service-kit';

/** The card an alert is for, as the catalog knows it: its name, and whether it is traded at all. */
@Injectable()
export class AlertCardsClient {
  constructor(@Inject(NATS_REQUESTER) private readonly requester: NatsRequester) {}

  /**
   * The card's name; NOT_FOUND naming `eaId` when the catalog has no such card, INVALID_INPUT naming it
   * when the card is an SBC or objective reward (never on the market, so never priced).
   */
  async tradedCardName(gameYear: number, eaId: number): Promise<string> {
    let card: PlayerItem;
    try {
      card = await this.requester.request<PlayerItem>(CATALOG_CONTRACTS.getPlayerItem.subject, {
        gameYear,
        eaId,
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') {
        throw new DomainError('NOT_FOUND', `No card ${eaId} in FC ${gameYear}`, { field: 'eaId' });
      }
      throw error;
    }
    if (card.isSbc || card.isObjective) {
      throw new DomainError(
        'INVALID_INPUT',
        `Card ${eaId} is an ${card.isSbc ? 'SBC' : 'objective'} reward: it is not traded, so it has no price to watch`,
        { field: 'eaId' },
      );
    }
    return nameOf(card);
  }
}

/** The name a card is shown by: its common name, else first and last name. */
export const nameOf = (card: Pick<PlayerItem, 'commonName' | 'firstName' | 'lastName'>): string =>
  card.commonName.trim() || `${card.firstName} ${card.lastName}`.trim();
