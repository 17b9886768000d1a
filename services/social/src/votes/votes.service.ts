import { Injectable } from '@nestjs/common';
import {
  entityIdentifierOf,
  type Caller,
  type CastVoteRequest,
  type CastVoteResult,
  type UserVote,
  type VoteTally,
} from '@futgg/contracts';
import { UserWriteBudgets, type WriteBudget } from '@futgg/service-kit';
import { keysOfIdentifiers, talliesInOrder, tallyOf } from './vote-tallies.js';
import { VotesRepository, type EntityKey } from './votes.repository.js';

/** Generous: a reader voting down a long thread stays well inside it; a script does not. */
export const VOTE_BUDGET: WriteBudget = { action: 'vote', limit: 120, windowSeconds: 60 };

@Injectable()
export class VotesService {
  constructor(
    private readonly repository: VotesRepository,
    private readonly budgets: UserWriteBudgets,
  ) {}

  async tallies(identifiers: readonly string[]): Promise<VoteTally[]> {
    const keys = keysOfIdentifiers(identifiers);
    return talliesInOrder(keys, await this.repository.tallies(keys));
  }

  async tally(key: EntityKey): Promise<VoteTally> {
    const [row] = await this.repository.tallies([key]);
    return tallyOf(key, row);
  }

  async userVotes(caller: Caller, identifiers: readonly string[]): Promise<UserVote[]> {
    const found = await this.repository.userVotes(caller.id, keysOfIdentifiers(identifiers));
    return found.map((row) => ({
      entityIdentifier: entityIdentifierOf(row.contentTypeId, row.entityId),
      contentTypeId: row.contentTypeId,
      entityId: row.entityId,
      value: row.value,
    }));
  }

  /** Casts (1, -1), changes or removes (0) the caller's own vote; the same call twice changes nothing. */
  async cast(caller: Caller, request: CastVoteRequest): Promise<CastVoteResult> {
    await this.budgets.spend(caller.id, VOTE_BUDGET);
    const key = { contentTypeId: request.contentTypeId, entityId: request.entityId };
    await this.repository.cast(key, caller.id, request.value);
    const [tally, userVote] = await Promise.all([this.tally(key), this.repository.userVote(key, caller.id)]);
    return { ...tally, userVote };
  }
}
