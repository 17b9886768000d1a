import {
  eligibilityFailures,
  endsBeforeAnyCreation,
  isEvolutionOffered,
  type Card,
  type EligibilityFailure,
  type EvoLabSettings,
  type Evolution as RulesEvolution,
} from '@futgg/game-rules';
import { rulesEvolutionOf, type Evolution } from '@futgg/contracts';

export type OfferStatus = 'applied' | 'offered' | 'unavailable' | 'hidden';

/** Where one evolution stands for the card in the lab, and why. */
export interface EvolutionOffer {
  evolution: Evolution;
  status: OfferStatus;
  /** Reached its repeatability across the user's saved players (spec section 4). */
  isUsed: boolean;
  isExpired: boolean;
  /** The requirements the card as evolved so far fails. */
  failures: EligibilityFailure[];
  /** Ends before an evolution applied earlier was released: it cannot follow it. */
  endsBeforeApplied: boolean;
  /** Why a hidden one is hidden. */
  hiddenBy?: 'used' | 'expired';
}

export interface OfferQuery {
  /** Every evolution of the year, newest first. */
  evolutions: readonly Evolution[];
  appliedIds: readonly number[];
  /** The card as evolved so far, manual changes included: requirements apply to it. */
  card: Card;
  settings: EvoLabSettings;
  usedIds: ReadonlySet<number>;
}

/**
 * Each evolution's offer, by game-rules' isEvolutionOffered (spec section 4 "Eligibility and offering")
 * and the lab's settings: an applied one stays; an expired one is hidden when "hide expired" is on; a
 * used one that is not offered is hidden (only "hide used" takes it away). The rest that are not offered
 * carry the requirements they fail, for the lab to say why.
 */
export const evolutionOffersOf = ({
  evolutions,
  appliedIds,
  card,
  settings,
  usedIds,
}: OfferQuery): EvolutionOffer[] => {
  const byId = new Map<number, RulesEvolution>(
    evolutions.map((evolution) => [evolution.id, rulesEvolutionOf(evolution)]),
  );
  const appliedPath = appliedIds.flatMap((id) => {
    const evolution = byId.get(id);
    return evolution ? [evolution] : [];
  });
  return evolutions.map((evolution): EvolutionOffer => {
    const rules = byId.get(evolution.id)!;
    const isUsed = usedIds.has(evolution.id);
    const isExpired = !evolution.isActive;
    const base = { evolution, isUsed, isExpired, failures: [], endsBeforeApplied: false };
    if (appliedIds.includes(evolution.id)) return { ...base, status: 'applied' };
    if (settings.hideExpired && isExpired) return { ...base, status: 'hidden', hiddenBy: 'expired' };
    if (isEvolutionOffered({ evolution: rules, appliedPath, settings, usedIds, card })) {
      return { ...base, status: 'offered' };
    }
    if (settings.hideUsedEvolutions && isUsed) return { ...base, status: 'hidden', hiddenBy: 'used' };
    return {
      ...base,
      status: 'unavailable',
      failures: eligibilityFailures(card, rules),
      endsBeforeApplied: endsBeforeAnyCreation(rules, appliedPath),
    };
  });
};
