import { Injectable } from '@nestjs/common';
import {
  DomainError,
  EXPIRING_SOON_HOURS,
  EvolutionFields,
  ROLES,
  rulesEvolutionOf,
  type Caller,
  type CreateEvolutionRequest,
  type Evolution,
  type EvolutionCounts,
  type EvolutionPage,
  type ExpireEvolutionRequest,
  type ImportEvolutionsReply,
  type ImportEvolutionsRequest,
  type ListEvolutionsRequest,
  type UpdateEvolutionRequest,
} from '@futgg/contracts';
import { isEvolutionActive, type Evolution as RulesEvolution } from '@futgg/game-rules';
import { limitOffsetOf, requireCaller } from '@futgg/service-kit';
import { EvolutionsRepository, type StoredEvolution } from './evolutions.repository.js';

const HOUR_MS = 3_600_000;

/** Evolutions active at `now` and ending by this instant are expiring soon. */
const expiringSoonBound = (now: Date): Date => new Date(now.getTime() + EXPIRING_SOON_HOURS * HOUR_MS);

export const withActivity = (evolution: StoredEvolution, now: Date): Evolution => ({
  ...evolution,
  isActive: isEvolutionActive(evolution, now),
});

const requireAdmin = (caller: Caller | null): Caller => {
  const signedIn = requireCaller(caller);
  if (!signedIn.roles.includes(ROLES.ADMIN)) {
    throw new DomainError('FORBIDDEN', 'Only admins create, change or expire evolutions');
  }
  return signedIn;
};

const notFound = (gameYear: number, id: number) =>
  new DomainError('NOT_FOUND', `No evolution ${id} in game year ${gameYear}`, { field: 'id' });

/** The evolutions of a year: reading them, and the admin's writes. */
@Injectable()
export class EvolutionsService {
  /**
   * The year's evolutions in game-rules' shape, kept while the table's revision stays the same: every
   * read checks the revision (one index-only count), so a write by any replica is seen at once.
   */
  private readonly memo = new Map<number, { revision: string; evolutions: RulesEvolution[] }>();

  constructor(private readonly repository: EvolutionsRepository) {}

  async get(gameYear: number, id: number, now = new Date()): Promise<Evolution> {
    const evolution = await this.repository.one(gameYear, id);
    if (!evolution) throw notFound(gameYear, id);
    return withActivity(evolution, now);
  }

  async list(request: ListEvolutionsRequest, now = new Date()): Promise<EvolutionPage> {
    const { limit, offset } = limitOffsetOf(request);
    const listing = request.onlyExpired ? 'expired' : request.expiringSoon ? 'expiringSoon' : 'active';
    const soon = expiringSoonBound(now);
    const page = await this.repository.page(request.gameYear, listing, now, soon, limit, offset);
    return { data: page.data.map((evolution) => withActivity(evolution, now)), totalCount: page.totalCount };
  }

  async counts(gameYear: number, myItems: number | null, now = new Date()): Promise<EvolutionCounts> {
    const counts = await this.repository.counts(gameYear, now, expiringSoonBound(now));
    return {
      ...counts,
      total: counts.active + counts.expired,
      expiringSoonHours: EXPIRING_SOON_HOURS,
      myItems,
    };
  }

  /** Every evolution of the year in game-rules' shape (newest first), with the revision they are of. */
  async rulesEvolutionsWithRevision(
    gameYear: number,
  ): Promise<{ revision: string; evolutions: RulesEvolution[] }> {
    const revision = await this.repository.revision(gameYear);
    const kept = this.memo.get(gameYear);
    if (kept?.revision === revision) return kept;
    const evolutions = (await this.repository.all(gameYear)).map((evolution) => rulesEvolutionOf(evolution));
    const fresh = { revision, evolutions };
    this.memo.set(gameYear, fresh);
    return fresh;
  }

  async rulesEvolutions(gameYear: number): Promise<RulesEvolution[]> {
    return (await this.rulesEvolutionsWithRevision(gameYear)).evolutions;
  }

  /** The named evolutions in game-rules' shape, in the order named; an unknown id is NOT_FOUND. */
  async rulesEvolutionsByIds(
    gameYear: number,
    ids: readonly number[],
    field = 'evolution_path',
  ): Promise<RulesEvolution[]> {
    const found = new Map(
      (await this.repository.byIds(gameYear, ids)).map((evolution) => [evolution.id, evolution] as const),
    );
    return ids.map((id, index) => {
      const evolution = found.get(id);
      if (!evolution)
        throw new DomainError('NOT_FOUND', `No evolution ${id} in game year ${gameYear}`, {
          field: `${field}.${index}`,
        });
      return rulesEvolutionOf(evolution);
    });
  }

  async create(caller: Caller | null, request: CreateEvolutionRequest, now = new Date()): Promise<Evolution> {
    requireAdmin(caller);
    const { gameYear, id: askedId, ...fields } = request;
    const id = askedId ?? (await this.repository.nextId(gameYear));
    if (askedId !== undefined && (await this.repository.one(gameYear, askedId))) {
      throw new DomainError('CONFLICT', `Evolution ${askedId} already exists; update it instead`, {
        field: 'id',
      });
    }
    await this.repository.upsert(gameYear, [
      { ...fields, id, createdAt: now.toISOString(), source: 'admin' },
    ]);
    return this.get(gameYear, id, now);
  }

  async update(caller: Caller | null, request: UpdateEvolutionRequest, now = new Date()): Promise<Evolution> {
    requireAdmin(caller);
    const { gameYear, id, ...changes } = request;
    const current = await this.repository.one(gameYear, id);
    if (!current) throw notFound(gameYear, id);
    // The merged evolution is checked whole: a change can make it inconsistent with fields it kept.
    const merged = EvolutionFields.safeParse({ ...current, ...changes });
    if (!merged.success) {
      const issue = merged.error.issues[0];
      throw new DomainError('INVALID_INPUT', issue?.message ?? 'Invalid evolution', {
        field: issue?.path.join('.'),
      });
    }
    await this.repository.upsert(gameYear, [
      { ...merged.data, id, createdAt: current.createdAt, source: current.source },
    ]);
    return this.get(gameYear, id, now);
  }

  /** Ends an evolution now (an ended one keeps its end time). */
  async expire(caller: Caller | null, request: ExpireEvolutionRequest, now = new Date()): Promise<Evolution> {
    requireAdmin(caller);
    const current = await this.repository.one(request.gameYear, request.id);
    if (!current) throw notFound(request.gameYear, request.id);
    if (isEvolutionActive(current, now)) await this.repository.setEndTime(request.gameYear, request.id, now);
    return this.get(request.gameYear, request.id, now);
  }

  /** The import CLI's batch (an operator's, over NATS only: the gateway routes no path to it). */
  async import(request: ImportEvolutionsRequest, now = new Date()): Promise<ImportEvolutionsReply> {
    return this.repository.upsert(
      request.gameYear,
      request.evolutions.map(({ createdAt, ...fields }) => ({
        ...fields,
        createdAt: createdAt ?? now.toISOString(),
        source: 'import' as const,
      })),
    );
  }
}
