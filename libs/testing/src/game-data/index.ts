export * from './game-data.types.js';
export * from './random.js';
export * from './generate-game-data.js';
export { RARITY } from './reference/rarities.js';
export { ICONS_CLUB_EA_ID, HEROES_CLUB_EA_ID } from './reference/clubs.js';
export { ICONS_LEAGUE_EA_ID } from './reference/leagues.js';
export { VERSION_ID_STEP } from './players/player-items.js';
