import {
  SPECIAL_RARITIES,
  playstyle,
  playstylePlus,
  positionsOf,
  raise,
  type EvolutionTemplate,
} from './template-builders.js';

// The season's permanent evolutions (EA's introductory ones never end) and the first drop's basics.
export const STARTER_EVOLUTIONS: readonly EvolutionTemplate[] = [
  {
    name: 'Intro to Evolutions',
    description:
      'Welcome to Evolutions! Upgrade a player over time until they reach their stated maximum, one level at a time.',
    isPermanent: true,
    requirements: { maxOverall: 81, excludedRarities: SPECIAL_RARITIES, maxPlaystylesPlus: 1 },
    levels: [
      [raise('overall', 1, 82), raise('facePace', 1, 85)],
      [raise('faceShooting', 1, 85), raise('facePassing', 1, 85)],
    ],
  },
  {
    name: 'Intro to Training Camp: Goalkeepers',
    description:
      'Assign a goalkeeper to a training session. When it concludes, collect the upgrades they earned.',
    isPermanent: true,
    requirements: { positions: positionsOf('GK'), maxOverall: 82, excludedRarities: SPECIAL_RARITIES },
    levels: [
      [raise('gkFaceDiving', 2, 84), raise('gkFaceReflexes', 2, 84)],
      [raise('gkFaceHandling', 2, 84), raise('gkFaceKicking', 2, 84)],
    ],
  },
  {
    name: 'Intro to Training Camp: Outfield',
    description:
      'Assign an outfield player to a training session and build their engine before the season heats up.',
    isPermanent: true,
    requirements: {
      excludedPositions: positionsOf('GK'),
      maxOverall: 80,
      maxPlaystyles: 5,
      excludedRarities: SPECIAL_RARITIES,
    },
    levels: [
      [raise('overall', 1, 81), raise('facePhysicality', 2, 82)],
      [raise('attributeStamina', 4, 85), raise('attributeReactions', 3, 85)],
    ],
  },
  {
    name: 'Star in Motion',
    description:
      "Step into the spotlight with the creativity, flair and precision that define the game's new generation.",
    isPermanent: true,
    price: 'coins',
    requirements: {
      positions: positionsOf('CAM', 'CM', 'LW', 'RW'),
      maxOverall: 85,
      maxPlaystylesPlus: 1,
      minStats: { faceDribbling: 75 },
      excludedRarities: SPECIAL_RARITIES,
    },
    levels: [
      [raise('overall', 2, 87), raise('faceDribbling', 3, 90)],
      [raise('facePassing', 3, 88), playstyle('Technical')],
      [raise('overall', 1, 88), raise('attributeAgility', 5, 92), raise('attributeBalance', 5, 92)],
      [playstylePlus('Flair')],
    ],
  },
];
