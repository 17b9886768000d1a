import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { type IngestPricesReply, type IngestPricesRequest, type RefusedPriceRow } from '@futgg/contracts';
import { LOGGER } from '@futgg/service-kit';
import { PriceHistoryRepository } from '../history/price-history.repository.js';
import { MarketFactsClient } from '../market/market-facts.client.js';
import { TrendsRepository } from '../trends/trends.repository.js';
import { checkPriceRows, type CheckedObservation } from './price-rows.js';

/**
 * One batch of observed prices, from any source: each row checked (a bad one refused with its reason),
 * prices of cards the catalog does not know or that cannot be traded (SBC, objective) refused, the rest
 * stored once however often the batch comes, and the trend job told where the history changed.
 */
@Injectable()
export class IngestionService {
  constructor(
    private readonly history: PriceHistoryRepository,
    private readonly trends: TrendsRepository,
    private readonly facts: MarketFactsClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async ingest(request: IngestPricesRequest, now = Date.now()): Promise<IngestPricesReply> {
    const checked = checkPriceRows(request.rows, now);
    const verdicts = await this.tradeability(
      request.gameYear,
      checked.valid.map((row) => row.eaId),
    );
    const valid = checked.valid.filter((row) => verdicts.get(row.eaId) === undefined);
    const untradeable = checked.valid
      .filter((row) => verdicts.get(row.eaId) !== undefined)
      .map(({ index, eaId }) => ({ index, reason: verdicts.get(eaId)! }));
    const refused: RefusedPriceRow[] = [...checked.refused, ...untradeable].sort((a, b) => a.index - b.index);
    const stored = await this.history.insert(request.gameYear, request.source, valid);
    if (stored) await this.trends.markPending(earliestOf(valid));
    const reply = {
      stored,
      duplicates: checked.repeated + (valid.length - stored),
      refused,
    };
    this.logger.info(
      {
        source: request.source,
        rows: request.rows.length,
        stored,
        duplicates: reply.duplicates,
        refused: refused.length,
      },
      'Prices ingested',
    );
    return reply;
  }

  /** Why each card's prices are refused (unknown, untradeable); cards absent from the map are fine. */
  private async tradeability(gameYear: number, eaIds: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(eaIds)];
    const facts = new Map((await this.facts.of(gameYear, unique)).map((card) => [card.eaId, card]));
    const reasons = new Map<number, string>();
    for (const eaId of unique) {
      const card = facts.get(eaId);
      if (!card) reasons.set(eaId, `no card ${eaId} in FC ${gameYear}`);
      else if (card.isSbc || card.isObjective)
        reasons.set(eaId, `card ${eaId} is an ${card.isSbc ? 'SBC' : 'objective'} reward: it is not traded`);
    }
    return reasons;
  }
}

const earliestOf = (rows: readonly CheckedObservation[]): Date =>
  new Date(rows.reduce((earliest, row) => Math.min(earliest, row.observedAt.getTime()), Infinity));
