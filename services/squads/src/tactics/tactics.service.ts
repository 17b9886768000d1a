import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  DomainError,
  TACTIC_LIMITS,
  type Caller,
  type CreateTacticsRequest,
  type CreatedTactics,
  type DeletedTactic,
  type EntityOwners,
  type EntityOwnersRequest,
  type ListUserTacticsRequest,
  type Tactic,
  type TacticData,
  type TacticPage,
  type TacticPatch,
  type UpdateTacticsRequest,
  type UpdatedTactics,
  type UserTacticsPageRequest,
} from '@futgg/contracts';
import { assertOwnedBy, inTransaction, limitOffsetOf } from '@futgg/service-kit';
import { TacticCoreDataClient } from './core-data.client.js';
import { codeOf, tacticAnswerOf } from './tactic-answer.js';
import { assertValidTactic } from './tactic-validation.js';
import { TacticsRepository, type StoredTactic, type TacticRow } from './tactics.repository.js';

type TacticFields = TacticData;

/** One tactic of a create or update call, with where its fields sit in the request. */
interface Planned {
  fields: TacticFields;
  prefix: string;
}

const ownerKey = (ownerId: string) => `owner:${ownerId}`;
const squadKey = (uuid: string) => `squad:${uuid}`;

/** Creating, reading, changing and deleting the caller's tactics (docs/tactics.md). */
@Injectable()
export class TacticsService {
  constructor(
    private readonly repository: TacticsRepository,
    private readonly coreData: TacticCoreDataClient,
  ) {}

  /** Who owns which of these tactics: for other services' access rules, never routed to the web. */
  owners(request: EntityOwnersRequest): Promise<EntityOwners> {
    return this.repository.owners(request.ids);
  }

  async get(caller: Caller, guid: string): Promise<Tactic> {
    const stored = await this.repository.one(guid);
    assertOwnedBy(stored, caller, 'Tactic');
    return tacticAnswerOf(stored);
  }

  /** Another user's guids are left out, as unknown ones are: the list is the caller's tactics only. */
  async list(caller: Caller, request: ListUserTacticsRequest): Promise<TacticPage> {
    const found = await this.repository.ofOwner(
      caller.id,
      {
        ...(request.guids ? { guids: request.guids } : {}),
        ...(request.squadUuid ? { squadUuid: request.squadUuid } : {}),
      },
      request.orderBy,
    );
    return { data: found.map(tacticAnswerOf), totalCount: found.length };
  }

  async page(caller: Caller, request: UserTacticsPageRequest): Promise<TacticPage> {
    const { limit, offset } = limitOffsetOf(request);
    const { data, totalCount } = await this.repository.page(caller.id, request.orderBy, limit, offset);
    return { data: data.map(tacticAnswerOf), totalCount };
  }

  /**
   * All or nothing: one transaction, every tactic checked before the first is written. A local_guid the
   * caller created a tactic under before answers that tactic again (a retried call creates nothing).
   */
  async create(caller: Caller, request: CreateTacticsRequest): Promise<CreatedTactics> {
    const planned = request.tactics.map((item, index): Planned => ({
      fields: item.data,
      prefix: `tactics.${index}.data`,
    }));
    const codes = await this.validate(planned);
    await this.assertSquadsOwned(caller, planned);
    const localGuids = request.tactics.map((item) => item.local_guid);
    const created = await inTransaction(this.repository.pool, async (client) => {
      await this.repository.lock(client, [
        ownerKey(caller.id),
        ...squadsOf(planned).map(({ uuid }) => squadKey(uuid)),
      ]);
      const earlier = await this.repository.byLocalGuids(client, caller.id, localGuids);
      const fresh = planned.filter((_, index) => !earlier.has(localGuids[index]!));
      const owned = await this.repository.countOfOwner(client, caller.id);
      if (owned + fresh.length > TACTIC_LIMITS.MAX_PER_USER) {
        throw new DomainError(
          'CONFLICT',
          `You have ${owned} tactics; at most ${TACTIC_LIMITS.MAX_PER_USER} may be kept`,
          { field: 'tactics' },
        );
      }
      await this.assertSquadRoom(client, fresh, []);
      const stored: StoredTactic[] = [];
      for (const [index, { fields }] of planned.entries()) {
        const localGuid = localGuids[index]!;
        stored.push(
          earlier.get(localGuid) ??
            (await this.repository.insert(client, {
              ...rowOf(randomUUID(), caller.id, fields, codes[index]!),
              localGuid,
            })),
        );
      }
      return stored;
    });
    return {
      tactics: created.map((stored, index) => ({
        local_guid: localGuids[index]!,
        guid: stored.id,
        tactic: tacticAnswerOf(stored),
      })),
    };
  }

  /** The fields given replace the stored ones; all the call's tactics change, or none. */
  async update(caller: Caller, request: UpdateTacticsRequest): Promise<UpdatedTactics> {
    const items = request.tactics
      ? request.tactics.map((item, index) => ({ ...item, at: `tactics.${index}.` }))
      : [{ guid: request.guid!, data: request.data!, at: '' }];
    // Checked once before the transaction (core data asked outside it), and again on the locked rows.
    await this.plannedUpdates(caller, items, await this.repository.byIds(items.map((item) => item.guid)));
    const updated = await inTransaction(this.repository.pool, async (client) => {
      const locked = await this.repository.byIds(
        items.map((item) => item.guid),
        client,
        true,
      );
      const { planned, codes } = await this.plannedUpdates(caller, items, locked);
      await this.repository.lock(
        client,
        squadsOf(planned).map(({ uuid }) => squadKey(uuid)),
      );
      await this.assertSquadRoom(
        client,
        planned,
        items.map((item) => item.guid),
      );
      const stored: StoredTactic[] = [];
      for (const [index, { fields }] of planned.entries()) {
        stored.push(
          await this.repository.update(client, rowOf(items[index]!.guid, caller.id, fields, codes[index]!)),
        );
      }
      return stored;
    });
    return { tactics: updated.map(tacticAnswerOf) };
  }

  async delete(caller: Caller, guid: string): Promise<DeletedTactic> {
    assertOwnedBy(await this.repository.one(guid), caller, 'Tactic');
    if (!(await this.repository.delete(guid, caller.id))) {
      throw new DomainError('NOT_FOUND', 'Tactic not found');
    }
    return { guid, deleted: true };
  }

  /** Each stored tactic the caller's, then the patch over it, checked in full. */
  private async plannedUpdates(
    caller: Caller,
    items: readonly { guid: string; data: TacticPatch; at: string }[],
    stored: readonly StoredTactic[],
  ): Promise<{ planned: Planned[]; codes: string[] }> {
    const byId = new Map(stored.map((row) => [row.id, row]));
    const planned = items.map((item): Planned => {
      const current = byId.get(item.guid) ?? null;
      try {
        assertOwnedBy(current, caller, 'Tactic');
      } catch (error) {
        throw error instanceof DomainError
          ? new DomainError(error.code, `${error.message}: ${item.guid}`, { field: `${item.at}guid` })
          : error;
      }
      return { fields: patched(current, item.data), prefix: `${item.at}data` };
    });
    const codes = await this.validate(planned);
    const moved = planned.filter(
      ({ fields }, index) =>
        fields.squadUuid !== null && fields.squadUuid !== byId.get(items[index]!.guid)?.squadUuid,
    );
    await this.assertSquadsOwned(caller, moved);
    return { planned, codes };
  }

  /** Every tactic against its formation and its game year's core data; the share codes of all. */
  private async validate(planned: readonly Planned[]): Promise<string[]> {
    const years = [...new Set(planned.map(({ fields }) => fields.gameYear))];
    const coreByYear = new Map(
      await Promise.all(years.map(async (year) => [year, await this.coreData.forGameYear(year)] as const)),
    );
    return planned.map(({ fields, prefix }) => {
      assertValidTactic(fields, coreByYear.get(fields.gameYear)!, prefix);
      return codeOf(fields, prefix);
    });
  }

  /** A tactic's squad must exist and be the caller's (squads.squads, read only). */
  private async assertSquadsOwned(caller: Caller, planned: readonly Planned[]): Promise<void> {
    const squads = squadsOf(planned);
    const owners = await this.repository.squadOwners(squads.map(({ uuid }) => uuid));
    for (const { uuid, prefix } of squads) {
      if (!owners.has(uuid)) {
        throw new DomainError('NOT_FOUND', `Squad ${uuid} not found`, { field: `${prefix}.squadUuid` });
      }
      if (owners.get(uuid) !== caller.id) {
        throw new DomainError('FORBIDDEN', `Squad ${uuid} is not yours`, { field: `${prefix}.squadUuid` });
      }
    }
  }

  /** At most four tactics a squad (spec, first document, section 9), counting this call's own. */
  private async assertSquadRoom(
    client: Parameters<TacticsRepository['lock']>[0],
    planned: readonly Planned[],
    excludingIds: readonly string[],
  ): Promise<void> {
    const squads = squadsOf(planned);
    if (squads.length === 0) return;
    const counts = await this.repository.countBySquad(
      client,
      squads.map(({ uuid }) => uuid),
      excludingIds,
    );
    for (const { uuid, prefix } of squads) {
      const count = (counts.get(uuid) ?? 0) + 1;
      counts.set(uuid, count);
      if (count > TACTIC_LIMITS.MAX_PER_SQUAD) {
        throw new DomainError(
          'CONFLICT',
          `Squad ${uuid} has ${TACTIC_LIMITS.MAX_PER_SQUAD} tactics already (MAX_TACTICS: at most ${TACTIC_LIMITS.MAX_PER_SQUAD} a squad)`,
          { field: `${prefix}.squadUuid` },
        );
      }
    }
  }
}

/** Each planned tactic's squad, in request order (one entry per tactic, so a squad may repeat). */
const squadsOf = (planned: readonly Planned[]) =>
  planned.flatMap(({ fields, prefix }) =>
    fields.squadUuid === null ? [] : [{ uuid: fields.squadUuid, prefix }],
  );

const patched = (current: StoredTactic, patch: TacticPatch): TacticFields => {
  const formationChanged = patch.formationId !== undefined && patch.formationId !== current.formationId;
  return {
    title: patch.title ?? current.title,
    formationId: patch.formationId ?? current.formationId,
    defensiveApproachId: patch.defensiveApproachId ?? current.defensiveApproachId,
    customDefensiveApproachValue:
      patch.customDefensiveApproachValue === undefined
        ? current.customDefensiveApproachValue
        : patch.customDefensiveApproachValue,
    buildUpStyleId: patch.buildUpStyleId ?? current.buildUpStyleId,
    // Spec, first document, section 4: a new formation clears the roles (they name the old slots).
    positionRoles: patch.positionRoles ?? (formationChanged ? [] : current.positionRoles),
    squadUuid: patch.squadUuid === undefined ? current.squadUuid : patch.squadUuid,
    gameYear: patch.gameYear ?? current.gameYear,
  };
};

const rowOf = (id: string, ownerId: string, fields: TacticFields, code: string): TacticRow => ({
  id,
  ownerId,
  squadUuid: fields.squadUuid,
  gameYear: fields.gameYear,
  title: fields.title,
  formationId: fields.formationId,
  defensiveApproachId: fields.defensiveApproachId,
  customDefensiveApproachValue: fields.customDefensiveApproachValue,
  buildUpStyleId: fields.buildUpStyleId,
  positionRoles: fields.positionRoles,
  code,
});
