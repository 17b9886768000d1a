import type { Card } from '../card/card.types.js';
import { applyUpgradeToDraft } from './apply-upgrade.js';
import { cardDraftOf } from './card-draft.js';
import type { Evolution } from './evolution.types.js';
import type { ManualChanges } from './manual-changes.js';
import { applyManualChangesToDraft } from './manual-changes.js';
import { normalizeEvolvedLists } from './normalize-evolved-lists.js';

export type { ManualChanges } from './manual-changes.js';

/**
 * The evolved card: every evolution's levels in order, each level's upgrades in order, then the manual
 * changes (spec, first document, section 4), then the "after evolving" list rules. The input is not
 * changed.
 */
export const applyEvolutions = (
  card: Readonly<Card>,
  evolutions: readonly Evolution[],
  manualChanges?: Readonly<ManualChanges>,
): Card => {
  const draft = cardDraftOf(card);
  for (const evolution of evolutions) {
    for (const level of evolution.levels) {
      for (const upgrade of level.upgrades) applyUpgradeToDraft(draft, upgrade);
    }
  }
  if (manualChanges) applyManualChangesToDraft(draft, manualChanges);
  normalizeEvolvedLists(draft);
  return draft;
};
