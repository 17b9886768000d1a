import type { Card } from '../card/card.types.js';
import type { EvoLabSettings } from '../constants/game.js';
import { ALWAYS_OFFERED_RARITY_IDS } from '../constants/game.js';
import { isEligible } from './eligibility.js';
import type { Evolution } from './evolution.types.js';
import { timeOf } from './evolution-time.js';

/** Spec section 4: "Evolutions are active while their end time is in the future." */
export const isEvolutionActive = (evolution: Readonly<Evolution>, now: Date | string): boolean =>
  evolution.endTime === null || timeOf(evolution.endTime) > timeOf(now);

/** How many times each evolution appears across the user's items (an item's path names each once). */
export const evolutionUseCounts = (
  userItems: readonly { evolutionPath: readonly number[] }[],
): Map<number, number> => {
  const uses = new Map<number, number>();
  for (const item of userItems) {
    for (const id of item.evolutionPath) uses.set(id, (uses.get(id) ?? 0) + 1);
  }
  return uses;
};

/**
 * Spec section 4: "A used evolution is one that reached its repeatabilityCount across the user's items."
 * An evolution that appears in no item is never used, whatever its count says (a count of 0 would
 * otherwise hide evolutions nobody has touched).
 */
export const usedEvolutionIds = (
  evolutions: readonly Readonly<Evolution>[],
  userItems: readonly { evolutionPath: readonly number[] }[],
): Set<number> => {
  const uses = evolutionUseCounts(userItems);
  const used = new Set<number>();
  for (const evolution of evolutions) {
    const count = uses.get(evolution.id) ?? 0;
    if (count > 0 && count >= evolution.repeatabilityCount) used.add(evolution.id);
  }
  return used;
};

/** Spec section 4: an evolution may not end before an evolution applied earlier was created. */
export const endsBeforeAnyCreation = (
  evolution: Readonly<Evolution>,
  appliedPath: readonly Readonly<Evolution>[],
): boolean => {
  if (evolution.endTime === null) return false;
  const end = timeOf(evolution.endTime);
  return appliedPath.some((applied) => end < timeOf(applied.createdAt));
};

export interface OfferingQuery {
  evolution: Readonly<Evolution>;
  /** The evolutions applied so far, in order. */
  appliedPath: readonly Readonly<Evolution>[];
  settings: Pick<EvoLabSettings, 'checkEligibility' | 'hideUsedEvolutions'>;
  usedIds: ReadonlySet<number>;
  /** The card as evolved so far (by `appliedPath` and any manual changes): requirements apply to it. */
  card: Readonly<Card>;
  /** When given, an evolution that ended before it is not eligible (spec section 4). */
  referenceDate?: Date | string;
}

/**
 * Spec section 4 "Eligibility and offering": an evolution is offered if it is already applied, or (when
 * the eligibility check setting is on) it is not hidden as used, not already in the path, not ending
 * before an earlier applied evolution's creation date, and the card meets its requirements.
 * With the eligibility check off every evolution is offered: the spec puts all four conditions, hiding
 * used ones included, under that setting, so switching it off lets the user try anything in the lab.
 */
export const isEvolutionOffered = ({
  evolution,
  appliedPath,
  settings,
  usedIds,
  card,
  referenceDate,
}: OfferingQuery): boolean => {
  if (appliedPath.some((applied) => applied.id === evolution.id)) return true;
  if (!settings.checkEligibility) return true;
  if (settings.hideUsedEvolutions && usedIds.has(evolution.id)) return false;
  if (endsBeforeAnyCreation(evolution, appliedPath)) return false;
  return isEligible(card, evolution, referenceDate);
};

/**
 * The rarities a player may pick for an evolved card in the evo lab. Spec section 9: "Rarity ids 19 and
 * 17 are always offered as evolution rarities." Read as: the rarity upgrades of the given evolutions,
 * plus 19 and 17 even when no evolution grants them. In order of first appearance, no repeats.
 */
export const offeredEvolutionRarityIds = (evolutions: readonly Readonly<Evolution>[]): number[] => {
  const ids = new Set<number>();
  for (const evolution of evolutions) {
    for (const level of evolution.levels) {
      for (const upgrade of level.upgrades) if (upgrade.type === 'rarityEaId') ids.add(upgrade.value);
    }
  }
  for (const id of ALWAYS_OFFERED_RARITY_IDS) ids.add(id);
  return [...ids];
};
