import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  CATALOG_CONTRACTS,
  type IngestPricesReply,
  type IngestPricesRequest,
  type RefusedPriceRow,
} from '@futgg/contracts';
import { LOGGER, NATS_REQUESTER, type NatsRequester } from '@futgg/service-kit';
import { PriceHistoryRepository } from '../history/price-history.repository.js';
import { checkPriceRows } from './price-rows.js';

/**
 * One batch of observed prices, from any source: each row checked (a bad one refused with its reason),
 * prices of cards the catalog does not know refused, the rest stored once however often the batch comes.
 */
@Injectable()
export class IngestionService {
  constructor(
    private readonly history: PriceHistoryRepository,
    @Inject(NATS_REQUESTER) private readonly requester: NatsRequester,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async ingest(request: IngestPricesRequest, now = Date.now()): Promise<IngestPricesReply> {
    const checked = checkPriceRows(request.rows, now);
    const known = await this.knownCards(
      request.gameYear,
      checked.valid.map((row) => row.eaId),
    );
    const valid = checked.valid.filter((row) => known.has(row.eaId));
    const unknown = checked.valid
      .filter((row) => !known.has(row.eaId))
      .map(({ index, eaId }) => ({ index, reason: `no card ${eaId} in FC ${request.gameYear}` }));
    const refused: RefusedPriceRow[] = [...checked.refused, ...unknown].sort((a, b) => a.index - b.index);
    const stored = await this.history.insert(request.gameYear, request.source, valid);
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

  private async knownCards(gameYear: number, eaIds: number[]): Promise<Set<number>> {
    const unique = [...new Set(eaIds)];
    if (!unique.length) return new Set();
    const { eaIds: existing } = await this.requester.request<{ eaIds: number[] }>(
      CATALOG_CONTRACTS.existingPlayerItems.subject,
      { gameYear, eaIds: unique },
    );
    return new Set(existing);
  }
}
