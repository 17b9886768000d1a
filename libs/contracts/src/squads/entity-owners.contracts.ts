import { z } from 'zod';
import { defineContract } from '../contract/contract.js';

// Who owns a squad or a tactic, for another service's access rule (social's private comments are
// visible to the entity's owner). Service to service: no caller, never routed by the gateway.

export const ENTITY_OWNER_LIMITS = { MAX_IDS: 200 } as const;

export const EntityOwnersRequest = z
  .object({
    /** Squad uuids or tactic guids; an id that is not one, or names nothing, is absent from the answer. */
    ids: z.array(z.string().min(1).max(64)).min(1).max(ENTITY_OWNER_LIMITS.MAX_IDS),
  })
  .strict();
export type EntityOwnersRequest = z.infer<typeof EntityOwnersRequest>;

export const EntityOwners = z.array(z.object({ id: z.string(), ownerId: z.string() }));
export type EntityOwners = z.infer<typeof EntityOwners>;

export const ENTITY_OWNERS_CONTRACTS = {
  squadOwners: defineContract('squads.squads.owners', 1, EntityOwnersRequest, EntityOwners),
  tacticOwners: defineContract('squads.tactics.owners', 1, EntityOwnersRequest, EntityOwners),
} as const;
