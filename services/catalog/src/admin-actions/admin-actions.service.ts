import { Inject, Injectable } from '@nestjs/common';
import {
  CATALOG_CONTRACTS,
  DomainError,
  ROLES,
  type AdminActionRequest,
  type AdminActionResult,
  type AdminAuditLog,
  type AdminAuditRequest,
  type Caller,
  type Contract,
} from '@futgg/contracts';
import { NATS_REQUESTER, type NatsRequester } from '@futgg/service-kit';
import { ContentCache } from '../feed/content-cache.js';
import { FeedEvolutionsSync } from '../feed/feed-evolutions-sync.js';
import { AdminActionsRepository } from './admin-actions.repository.js';

/** The search module's re-index subject, where it exists (it is another module's: looked up, not assumed). */
const searchReindexContract = (): Contract | undefined =>
  (CATALOG_CONTRACTS as unknown as Record<string, Contract | undefined>)['searchReindex'];

const REINDEX_TIMEOUT_MS = 120_000;

/**
 * The admin actions (docs/feed-and-collections.md "Admin actions"): admin role only, input checked
 * before anything runs (a refused request is not an action and writes nothing), every run audited with
 * its outcome, a failure too (then the error goes back to the caller after the audit row is written).
 */
@Injectable()
export class AdminActionsService {
  constructor(
    private readonly repository: AdminActionsRepository,
    private readonly cache: ContentCache,
    private readonly evolutions: FeedEvolutionsSync,
    @Inject(NATS_REQUESTER) private readonly requester: NatsRequester,
  ) {}

  async run(caller: Caller, request: AdminActionRequest): Promise<AdminActionResult> {
    assertAdmin(caller);
    if (request.action === 'rebuild-feed-day' && !request.date) {
      throw new DomainError('INVALID_INPUT', 'rebuild-feed-day needs the day to rebuild: date (YYYY-MM-DD)', {
        field: 'date',
      });
    }
    const parameters: Record<string, unknown> = {};
    if (request.date) parameters['date'] = request.date;
    if (request.gameYear !== undefined) parameters['gameYear'] = request.gameYear;
    let detail: string;
    try {
      detail = await this.perform(request);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.repository.audit(caller.id, request.action, parameters, 'failed', message.slice(0, 500));
      throw error;
    }
    const row = await this.repository.audit(caller.id, request.action, parameters, 'succeeded', detail);
    return { auditId: row.auditId, action: request.action, outcome: 'succeeded', detail, at: row.at };
  }

  log(caller: Caller, request: AdminAuditRequest): Promise<AdminAuditLog> {
    assertAdmin(caller);
    return this.repository.log(request.limit);
  }

  private async perform(request: AdminActionRequest): Promise<string> {
    switch (request.action) {
      case 'refresh-caches': {
        const cleared = this.cache.clear();
        return (
          `Cleared the catalog's content memo (${cleared} entries: upgrade hub pages, collection lists). ` +
          'The gateway’s response cache keeps an answer at most its cache time (upgrade hub 300 s, collections 600 s).'
        );
      }
      case 'rebuild-feed-day': {
        const years = request.gameYear !== undefined ? [request.gameYear] : await this.repository.years();
        const parts: string[] = [];
        for (const year of years) {
          const { removed, players } = await this.repository.rebuildFeedDay(year, request.date!);
          parts.push(`FC ${year}: ${removed} card entries removed, ${players} cards recorded`);
        }
        const synced = await this.evolutions.sync(request.gameYear);
        this.cache.clear();
        return (
          `Rebuilt the feed of ${request.date}: ${parts.join('; ') || 'no game year holds cards'}; ` +
          (synced === null
            ? 'the evolutions service did not answer, evolutions kept as recorded'
            : `${synced} evolutions recorded from the evolutions service`) +
          ' (SBC sets and objective groups are read from their own tables).'
        );
      }
      case 'reindex-search': {
        const contract = searchReindexContract();
        if (!contract) {
          return 'Search re-index: nothing done, the catalog serves no re-index subject (the search module has none yet).';
        }
        const reply = await this.requester.request<unknown>(
          contract.subject,
          request.gameYear !== undefined ? { gameYear: request.gameYear } : {},
          { timeoutMs: REINDEX_TIMEOUT_MS },
        );
        return `Search re-indexed: ${JSON.stringify(reply).slice(0, 400)}`;
      }
    }
  }
}

const assertAdmin = (caller: Caller): void => {
  if (!caller.roles.includes(ROLES.ADMIN)) {
    throw new DomainError('FORBIDDEN', 'Admin actions are for administrators only');
  }
};
