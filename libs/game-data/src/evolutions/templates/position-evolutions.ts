import { POSITION_GROUP } from '@futgg/game-rules';
import {
  SPECIAL_RARITIES,
  playstyle,
  playstylePlus,
  position,
  positionsOf,
  raise,
  rolePlus,
  rolePlusPlus,
  type EvolutionTemplate,
} from './template-builders.js';

const usual = { excludedRarities: SPECIAL_RARITIES, maxPlaystylesPlus: 2 };

// Evolutions that shape a player for a position or a job on the pitch.
export const POSITION_EVOLUTIONS: readonly EvolutionTemplate[] = [
  {
    name: 'Pace Merchant',
    description: 'Leave defenders for dead with an explosive burst of speed down the flanks.',
    requirements: {
      ...usual,
      positions: [POSITION_GROUP.ATTACKERS],
      maxOverall: 84,
      minStats: { facePace: 75 },
    },
    levels: [
      [raise('facePace', 3, 90), playstyle('Rapid')],
      [raise('attributeAcceleration', 3, 92), raise('attributeSprintSpeed', 3, 92)],
    ],
  },
  {
    name: 'Midfield Maestro',
    description: 'Dictate the tempo from the middle of the park and pick passes nobody else can see.',
    price: 'points',
    requirements: { ...usual, positions: [POSITION_GROUP.MIDFIELDERS], maxOverall: 83, maxPlaystylesPlus: 1 },
    levels: [
      [raise('overall', 1, 84), raise('facePassing', 2, 86)],
      [playstyle('Tiki Taka'), raise('attributeVision', 3, 88)],
      [playstylePlus('Incisive Pass')],
    ],
  },
  {
    name: 'Defensive Masterclass',
    description: 'Read the game a step ahead and snuff out danger before it begins.',
    requirements: { ...usual, positions: [POSITION_GROUP.DEFENDERS], maxOverall: 82 },
    levels: [
      [raise('faceDefending', 3, 85), playstyle('Intercept')],
      [raise('attributeStandingTackle', 3, 88), raise('attributeDefensiveAwareness', 3, 88)],
    ],
  },
  {
    name: 'Clinical Finisher',
    description: 'One chance is all it takes. Sharpen the instincts of your number nine in front of goal.',
    requirements: {
      ...usual,
      positions: positionsOf('ST', 'CF'),
      maxOverall: 83,
      minStats: { attributeFinishing: 70 },
    },
    levels: [
      [raise('faceShooting', 3, 87), raise('attributeFinishing', 3, 90)],
      [raise('overall', 1, 84), playstyle('Finesse Shot')],
    ],
  },
  {
    name: 'Wall of Steel',
    description: 'Nobody gets past. Turn a strong centre-back into the rock your defence is built on.',
    requirements: {
      ...usual,
      positions: positionsOf('CB'),
      maxOverall: 82,
      minStats: { attributeStrength: 70 },
    },
    levels: [
      [raise('faceDefending', 2, 85), raise('facePhysicality', 2, 86)],
      [playstyle('Bruiser'), raise('attributeStrength', 4, 92)],
    ],
  },
  {
    name: 'Safe Hands',
    description: 'Command your box, hold on to everything and organise the wall in front of you.',
    requirements: { ...usual, positions: positionsOf('GK'), minOverall: 70, maxOverall: 84 },
    levels: [
      [raise('gkFaceHandling', 3, 87), raise('gkFacePositioning', 2, 86)],
      [playstyle('GK Cross Claimer'), raise('attributeGkHandling', 3, 88)],
    ],
  },
  {
    name: 'Sweeper Keeper',
    description: 'Rush off your line, play out from the back and start attacks with your feet.',
    requirements: { ...usual, positions: positionsOf('GK'), maxOverall: 83, maxRolesPlus: 1 },
    levels: [
      [raise('gkFaceSpeed', 4, 75), raise('gkFaceKicking', 3, 86)],
      [playstyle('GK Rush Out'), rolePlus('GK', 'Sweeper Keeper')],
    ],
  },
  {
    name: 'Shot Stopper',
    description: 'Fingertip saves and point-blank reflexes: become the keeper strikers fear.',
    price: 'points',
    requirements: { ...usual, positions: positionsOf('GK'), minOverall: 70, maxOverall: 84 },
    levels: [[raise('gkFaceReflexes', 3, 88), raise('gkFaceDiving', 2, 87)], [playstylePlus('GK Far Reach')]],
  },
  {
    name: 'Wing Wizard',
    description: 'Beat your marker with a drop of the shoulder and whip it into the box.',
    requirements: {
      ...usual,
      positions: positionsOf('LW', 'RW', 'LM', 'RM'),
      maxOverall: 82,
      maxSkillMoves: 4,
    },
    levels: [
      [raise('faceDribbling', 2, 86), raise('skillMoves', 1, 5)],
      [playstyle('Trickster'), raise('attributeAgility', 3, 90)],
    ],
  },
  {
    name: 'Box-to-Box Engine',
    description: 'Defend your own box, arrive in theirs, and never stop running in between.',
    requirements: { ...usual, positions: positionsOf('CM'), maxOverall: 83 },
    levels: [
      [raise('attributeStamina', 5, 92), raise('facePhysicality', 2, 85)],
      [playstyle('Relentless'), raise('overall', 1, 84)],
    ],
  },
  {
    name: 'Overlapping Fullback',
    description: 'Bomb on down the line, deliver the cross and still make it back in time.',
    requirements: { ...usual, positions: positionsOf('LB', 'RB', 'LWB', 'RWB'), maxOverall: 81 },
    levels: [
      [raise('facePace', 2, 86), raise('attributeCrossing', 4, 85)],
      [playstyle('Whipped Pass'), raise('attributeStamina', 3, 90)],
    ],
  },
  {
    name: 'Inverted Wingback',
    description: 'Step inside from right-back and become an extra playmaker in midfield.',
    requirements: { ...usual, positions: positionsOf('RB'), maxOverall: 82, maxRolesPlusPlus: 0 },
    levels: [
      [raise('facePassing', 2, 82), rolePlus('RB', 'Inverted Wingback')],
      [raise('attributeShortPassing', 3, 85), rolePlusPlus('RB', 'Inverted Wingback')],
    ],
  },
  {
    name: 'Ball-Playing Defender',
    description: 'Break the lines from the back with raking passes into the feet of your forwards.',
    requirements: { ...usual, positions: positionsOf('CB'), maxOverall: 84, maxRolesPlus: 1 },
    levels: [
      [raise('facePassing', 3, 80), rolePlus('CB', 'Ball-Playing Defender')],
      [raise('attributeLongPassing', 4, 84), playstyle('Long Ball Pass')],
    ],
  },
  {
    name: 'Deep-Lying Playmaker',
    description: 'Sit in front of the defence and spray the ball to every corner of the pitch.',
    price: 'coins',
    requirements: { ...usual, positions: positionsOf('CDM'), maxOverall: 84, maxRolesPlusPlus: 0 },
    levels: [
      [raise('facePassing', 2, 86), rolePlus('CDM', 'Deep-Lying Playmaker')],
      [playstyle('Pinged Pass'), raise('attributeVision', 3, 87)],
      [rolePlusPlus('CDM', 'Deep-Lying Playmaker')],
    ],
  },
  {
    name: 'The Anchor',
    description: 'Shield the back line, win it back and keep it simple.',
    requirements: {
      ...usual,
      positions: positionsOf('CDM', 'CB'),
      maxOverall: 83,
      minStats: { faceDefending: 65 },
    },
    levels: [
      [raise('faceDefending', 2, 86), playstyle('Anticipate')],
      [raise('attributeInterceptions', 4, 90), raise('facePhysicality', 1, 86)],
    ],
  },
  {
    name: "Poacher's Instinct",
    description: 'Always in the right place at the right time: live on the shoulder of the last defender.',
    requirements: { ...usual, positions: positionsOf('ST'), maxOverall: 84, maxRolesPlusPlus: 0 },
    levels: [
      [raise('faceShooting', 2, 88), rolePlus('ST', 'Poacher')],
      [raise('attributePositioning', 4, 90), playstyle('Low Driven Shot')],
      [rolePlusPlus('ST', 'Poacher')],
    ],
  },
  {
    name: 'Target Man',
    description: 'Win every header, hold it up and bring your team mates into play.',
    requirements: {
      ...usual,
      positions: positionsOf('ST'),
      maxOverall: 84,
      minStats: { attributeHeadingAccuracy: 65 },
    },
    levels: [
      [raise('attributeHeadingAccuracy', 4, 90), raise('attributeJumping', 4, 90)],
      [playstyle('Power Header'), raise('facePhysicality', 2, 88)],
      [rolePlus('ST', 'Target Forward')],
    ],
  },
  {
    name: 'False Nine',
    description: 'Drop deep, drag the centre-backs with you and open the space for the runners.',
    requirements: { ...usual, positions: positionsOf('ST', 'CF'), maxOverall: 83, maxRolesPlus: 2 },
    levels: [
      [raise('facePassing', 2, 84), position('CAM')],
      [rolePlus('ST', 'False 9'), raise('attributeBallControl', 3, 88)],
    ],
  },
  {
    name: 'Classic Number 10',
    description: 'The creative heart of the team: the last pass, the key pass, the pass that wins games.',
    requirements: { ...usual, positions: positionsOf('CAM'), maxOverall: 84 },
    levels: [
      [raise('facePassing', 2, 87), raise('faceDribbling', 2, 87)],
      [rolePlus('CAM', 'Classic 10'), playstyle('Incisive Pass')],
    ],
  },
  {
    name: 'Long Range Rocket',
    description: 'Why pass it in when you can hit it from thirty yards?',
    requirements: {
      ...usual,
      excludedPositions: positionsOf('GK', 'CB'),
      maxOverall: 84,
      minStats: { attributeLongShots: 70 },
    },
    levels: [
      [raise('attributeLongShots', 5, 90), raise('attributeShotPower', 4, 92)],
      [playstyle('Power Shot')],
    ],
  },
  {
    name: 'Set Piece Specialist',
    description: 'Free kicks, corners and penalties: make every dead ball a chance.',
    requirements: {
      ...usual,
      excludedPositions: positionsOf('GK'),
      maxOverall: 85,
      minStats: { attributeFkAccuracy: 65, attributeCurve: 65 },
    },
    levels: [
      [raise('attributeFkAccuracy', 6, 92), raise('attributeCurve', 4, 90)],
      [playstyle('Dead Ball'), raise('attributePenalties', 5, 90)],
    ],
  },
  {
    name: 'Aerial Threat',
    description: 'Attack every ball in the air, at both ends of the pitch.',
    requirements: {
      ...usual,
      excludedPositions: positionsOf('GK'),
      maxOverall: 84,
      minStats: { attributeJumping: 75, attributeHeadingAccuracy: 70 },
    },
    levels: [
      [raise('attributeHeadingAccuracy', 4, 92), raise('attributeJumping', 3, 92)],
      [playstyle('Aerial')],
    ],
  },
  {
    name: 'Speed Training',
    description: 'Not the quickest? A few weeks of sprint drills will change that.',
    requirements: {
      ...usual,
      excludedPositions: positionsOf('GK'),
      maxOverall: 80,
      maxStats: { facePace: 70 },
    },
    levels: [
      [raise('facePace', 4, 74), raise('attributeAcceleration', 4, 76)],
      [raise('attributeSprintSpeed', 4, 76)],
    ],
  },
  {
    name: 'Stamina Builder',
    description: 'Last the full ninety and still have the legs for extra time.',
    requirements: {
      ...usual,
      excludedPositions: positionsOf('GK'),
      maxOverall: 82,
      maxStats: { attributeStamina: 70 },
    },
    levels: [[raise('attributeStamina', 8, 80), raise('facePhysicality', 2, 82)]],
  },
  {
    name: 'Brilliant Dribbler',
    description: 'Elevate your player into a dribbling master and dazzle the defenders in front of you.',
    requirements: { ...usual, excludedPositions: positionsOf('GK', 'CB'), maxOverall: 86 },
    levels: [
      [raise('overall', 1, 87), raise('attributeBallControl', 4, 92)],
      [raise('attributeDribbling', 4, 92), raise('attributeAgility', 3, 92)],
      [playstyle('Technical'), playstyle('Quick Step')],
    ],
  },
  {
    name: 'Reading the Game',
    description: 'Anticipate the pass, step in and start the counter.',
    requirements: {
      ...usual,
      positions: [POSITION_GROUP.DEFENDERS, POSITION_GROUP.MIDFIELDERS],
      maxOverall: 80,
      maxStats: { faceDefending: 75 },
    },
    levels: [
      [raise('faceDefending', 4, 78), raise('attributeInterceptions', 4, 80)],
      [playstyle('Intercept')],
    ],
  },
  {
    name: 'Shooting Practice',
    description: 'Extra hours on the training ground for forwards who need to find the net.',
    requirements: {
      ...usual,
      positions: [POSITION_GROUP.ATTACKERS],
      maxOverall: 78,
      maxStats: { faceShooting: 70 },
    },
    levels: [
      [raise('faceShooting', 5, 75)],
      [raise('attributeFinishing', 4, 76), raise('attributeShotPower', 3, 78)],
    ],
  },
];
