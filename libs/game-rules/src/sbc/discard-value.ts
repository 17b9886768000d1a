/**
 * The coins a card gives when discarded (quick sold): its overall times a factor of its quality tier
 * and rarity, rounded half up. Bronze and silver factors fit every one of the 2,180 discard values of the
 * FC 26 club data set (shared/data/fc26-fut-club-futgg, tradeable_items.json: 50–74 rated cards);
 * gold is not in the data set and takes the silver step again (× 5 common, × 4.67 rare), an
 * extrapolation (docs/sbc-solver.md "Discard values").
 */
const FACTORS = {
  bronze: { common: 0.3, rare: 0.75 },
  silver: { common: 1.5, rare: 3.5 },
  gold: { common: 7.5, rare: 16.3 },
} as const;

/** Rarity 0 is common; every other rarity (rare, specials) discards as rare. */
export const discardValue = (overall: number, rarityEaId: number): number => {
  const tier = overall >= 75 ? FACTORS.gold : overall >= 65 ? FACTORS.silver : FACTORS.bronze;
  const factor = rarityEaId === 0 ? tier.common : tier.rare;
  // Half up in integers: the factors have at most two decimal places (hundredths).
  return Math.floor((overall * Math.round(factor * 100) + 50) / 100);
};
