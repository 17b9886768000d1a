import { Inject, Injectable } from '@nestjs/common';
import { CONTENT_TYPE_ID, ENTITY_OWNERS_CONTRACTS, type EntityOwners } from '@futgg/contracts';
import { NATS_REQUESTER, type NatsRequester } from '@futgg/service-kit';

// The content types with an owner, and who answers for them: squads and tactics, both the squads
// service's. Other types (players, evolutions, SBCs, objectives, comments) have no owner.
const OWNER_SUBJECTS: Readonly<Record<number, string>> = {
  [CONTENT_TYPE_ID.squad]: ENTITY_OWNERS_CONTRACTS.squadOwners.subject,
  [CONTENT_TYPE_ID.tactic]: ENTITY_OWNERS_CONTRACTS.tacticOwners.subject,
};

export const hasOwner = (contentTypeId: number): boolean => OWNER_SUBJECTS[contentTypeId] !== undefined;

/**
 * Who owns an entity, asked of the squads service for private comments (visible to the entity's owner).
 * Asked on every private read, never remembered: a squad's owner does not change, but a deleted and
 * unknown squad must not keep an owner here.
 */
@Injectable()
export class EntityOwnersClient {
  constructor(@Inject(NATS_REQUESTER) private readonly requester: NatsRequester) {}

  /** The owner of each of `entityIds` that has one, by entity id. */
  async ownersOf(contentTypeId: number, entityIds: readonly string[]): Promise<Map<string, string>> {
    const subject = OWNER_SUBJECTS[contentTypeId];
    if (!subject || entityIds.length === 0) return new Map();
    const owners = await this.requester.request<EntityOwners>(subject, { ids: [...entityIds] });
    return new Map(owners.map(({ id, ownerId }) => [id, ownerId]));
  }
}
