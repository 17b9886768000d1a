export * from './constants/game.js';
export * from './constants/positions.js';
export * from './card/card-fields.js';
export * from './card/card.types.js';
export * from './face-stats/index.js';
export * from './evolutions/index.js';
