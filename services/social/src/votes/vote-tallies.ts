import { entityIdentifierOf, parseEntityIdentifier, type VoteTally } from '@futgg/contracts';
import type { EntityKey, TallyRow } from './votes.repository.js';

/** Identifiers (already checked by the contract) as keys, each once, in the order first asked. */
export const keysOfIdentifiers = (identifiers: readonly string[]): EntityKey[] => {
  const seen = new Map<string, EntityKey>();
  for (const identifier of identifiers) {
    const key = parseEntityIdentifier(identifier);
    if (key === null) continue;
    const canonical = entityIdentifierOf(key.contentTypeId, key.entityId);
    if (!seen.has(canonical)) seen.set(canonical, key);
  }
  return [...seen.values()];
};

export const tallyOf = (key: EntityKey, row: TallyRow | undefined): VoteTally => {
  const upvotes = row?.upvotes ?? 0;
  const downvotes = row?.downvotes ?? 0;
  return {
    entityIdentifier: entityIdentifierOf(key.contentTypeId, key.entityId),
    contentTypeId: key.contentTypeId,
    entityId: key.entityId,
    upvotes,
    downvotes,
    score: upvotes - downvotes,
  };
};

/** One tally per key, in the keys' order, zero where no vote was ever cast. */
export const talliesInOrder = (keys: readonly EntityKey[], found: readonly TallyRow[]): VoteTally[] => {
  const byIdentifier = new Map(
    found.map((row) => [entityIdentifierOf(row.contentTypeId, row.entityId), row]),
  );
  return keys.map((key) =>
    tallyOf(key, byIdentifier.get(entityIdentifierOf(key.contentTypeId, key.entityId))),
  );
};
