export * from './game-data.types.js';
export * from './random.js';
export * from './generate-game-data.js';
export { RARITY } from './reference/rarities.js';
// The reference tables and rules the generator is calibrated by (libs/testing's calibration spec and
// derive-calibration script check them against the public data sets).
export { accelerateTypeOf } from './players/accelerate-type.js';
export { CHEMISTRY_STYLES, chemistryStyleShortNameOf } from './reference/chemistry-styles.js';
export { PLAYSTYLES, fc25PlaystyleId } from './reference/playstyles.js';
export { ROLES_TABLE } from './reference/roles.js';
export { NAME_POOLS } from './reference/name-pools.js';
export { ICONS_CLUB_EA_ID, HEROES_CLUB_EA_ID } from './reference/clubs.js';
export { ICONS_LEAGUE_EA_ID } from './reference/leagues.js';
export { VERSION_ID_STEP } from './players/player-items.js';
// The simulated market: each card's price at any instant, calibrated on FUTBIN's FC 25 history
// (libs/testing's market calibration spec re-derives the constants and checks the simulation).
export * from './market/market-steps.js';
export * from './market/market-calibration.js';
export {
  basePriceOf,
  priceLevelOf,
  pricePathOf,
  priceTickOf,
  FODDER_OVERALL,
  MAX_PATH_POINTS,
  type MarketCard,
  type PricePoint,
  type PricePathOptions,
  type PriceTickOptions,
} from './market/simulated-market.js';
export { isPromoDay } from './market/log-deviation.js';
export * from './market/market-observations.js';
// The default season of evolutions (the evolutions service seeds with it; tests build fixtures with it).
export {
  generateEvolutionSeason,
  DEFAULT_EVOLUTION_SEASON_SEED,
  FIRST_EVOLUTION_ID,
  type GenerateEvolutionSeasonOptions,
  type SeasonEvolution,
} from './evolutions/generate-evolution-season.js';
// Collections seeded with the catalog (services/catalog/src/collections, docs/feed-and-collections.md).
export { generateCollections, slugOf as collectionSlugOf, type CollectionSeedRow } from './content/feed-collections.js';
// The default season of live scores (the catalog's seed loads it with the cards).
export * from './content/live-scores-season.js';
// The default season of objectives and SBCs (services/catalog/src/sbc and objectives, docs/objectives-and-sbcs.md).
export * from './content/objectives-sbc-season.js';
