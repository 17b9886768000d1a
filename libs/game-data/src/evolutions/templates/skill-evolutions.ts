import { POSITION_GROUP } from '@futgg/game-rules';
import { RARITY } from '../../reference/rarities.js';
import {
  SPECIAL_RARITIES,
  playstyle,
  playstylePlus,
  position,
  positionsOf,
  raise,
  rarity,
  rolePlus,
  rolePlusPlus,
  type EvolutionTemplate,
} from './template-builders.js';

const usual = { excludedRarities: SPECIAL_RARITIES, maxPlaystylesPlus: 2 };
const outfield = { ...usual, excludedPositions: positionsOf('GK') };

// Evolutions of the card itself: feet, skills, PlayStyles, positions, roles and the evolution rarities.
export const SKILL_EVOLUTIONS: readonly EvolutionTemplate[] = [
  {
    name: 'Two-Footed Finisher',
    description: 'Left or right, it makes no difference: finish with either foot from any angle.',
    requirements: { ...usual, positions: [POSITION_GROUP.ATTACKERS], minWeakFoot: 4, maxOverall: 85 },
    levels: [[raise('faceShooting', 2, 88), raise('attributeVolleys', 4, 88)], [playstyle('Acrobatic')]],
  },
  {
    name: 'Weak Foot Workshop',
    description: 'Hours of drills on the wrong foot finally pay off.',
    requirements: { ...outfield, maxWeakFoot: 2, maxOverall: 82 },
    levels: [[raise('weakFoot', 1, 3)], [raise('weakFoot', 1, 4), raise('facePassing', 1, 84)]],
  },
  {
    name: 'Skill Game',
    description: 'For the entertainers: add end product to the tricks.',
    requirements: { ...usual, minSkillMoves: 4, maxOverall: 85 },
    levels: [[raise('faceDribbling', 2, 89), playstyle('Trickster')]],
  },
  {
    name: 'Learning the Ropes',
    description: 'Teach a simple player a few new tricks.',
    requirements: { ...outfield, maxSkillMoves: 2, maxOverall: 80 },
    levels: [[raise('skillMoves', 1, 3)], [raise('attributeBallControl', 3, 82)]],
  },
  {
    name: 'PlayStyle Starter Pack',
    description: 'Your first PlayStyles: a cleaner first touch and a quicker first step.',
    requirements: { ...outfield, maxPlaystyles: 2, maxOverall: 80 },
    levels: [[playstyle('First Touch')], [playstyle('Quick Step')], [raise('overall', 1, 81)]],
  },
  {
    name: 'Complete Package',
    description: 'A well-rounded player deserves a signature move. Add a PlayStyle+ to their toolkit.',
    price: 'points',
    requirements: { ...outfield, minPlaystyles: 4, maxPlaystylesPlus: 0, maxOverall: 85 },
    levels: [[raise('overall', 1, 86)], [playstylePlus('Relentless')]],
  },
  {
    name: 'PlayStyle+ Polish',
    description: 'Already has a PlayStyle+? Polish every part of their game.',
    price: 'coins',
    requirements: { ...outfield, minPlaystylesPlus: 1, maxOverall: 87 },
    levels: [
      [raise('overall', 1, 88), raise('facePace', 1, 90), raise('faceShooting', 1, 90)],
      [raise('facePassing', 1, 90), raise('faceDribbling', 1, 90)],
      [raise('faceDefending', 1, 90), raise('facePhysicality', 1, 90)],
    ],
  },
  {
    name: 'Midfield Versatility',
    description: 'A one-position central midfielder learns to sit deeper and to push on.',
    requirements: { ...usual, positions: positionsOf('CM'), totalPositions: 0, maxOverall: 82 },
    levels: [
      [position('CDM'), raise('facePhysicality', 1, 84)],
      [position('CAM'), raise('facePassing', 1, 84)],
    ],
  },
  {
    name: 'Wide Forward',
    description: 'Winger by trade, striker by instinct: add a position up front.',
    requirements: {
      ...usual,
      positions: positionsOf('LW', 'RW', 'LM', 'RM'),
      totalPositions: 1,
      maxOverall: 83,
    },
    levels: [[position('ST'), raise('faceShooting', 2, 85)]],
  },
  {
    name: 'Role Specialist',
    description: 'Master the box-to-box role: arrive late, tackle hard, repeat.',
    requirements: { ...usual, positions: positionsOf('CM'), maxRolesPlus: 0, maxOverall: 82 },
    levels: [[rolePlus('CM', 'Box to Box'), raise('attributeStamina', 3, 90)]],
  },
  {
    name: 'Role Mastery: Winger',
    description: 'Hug the touchline, beat your full-back and get to the byline: the winger’s role, mastered.',
    price: 'coins',
    requirements: { ...usual, positions: positionsOf('RW', 'RM'), maxRolesPlusPlus: 0, maxOverall: 85 },
    levels: [
      [rolePlus('RW', 'Winger'), raise('facePace', 2, 90)],
      [rolePlusPlus('RW', 'Winger'), raise('attributeCrossing', 3, 88)],
    ],
  },
  {
    name: 'Evolution Glow-Up',
    description: 'A common card no more: a fresh Evolution design and a little extra.',
    requirements: { rarities: [RARITY.COMMON], maxOverall: 78 },
    levels: [[rarity(RARITY.EVOLUTION), raise('overall', 1, 79)]],
  },
  {
    name: 'Rare Shine',
    description: 'Give a rare card the shine of a rare Evolution, plus a touch of pace.',
    requirements: { rarities: [RARITY.RARE], maxOverall: 80 },
    levels: [[rarity(RARITY.EVOLUTION_RARE), raise('overall', 1, 81), raise('facePace', 1, 86)]],
  },
  {
    name: 'Team of the Week Boost',
    description: 'Made the Team of the Week? Build on that performance.',
    price: 'coins',
    requirements: { rarities: [RARITY.TEAM_OF_THE_WEEK], maxOverall: 86 },
    levels: [[raise('overall', 1, 87), raise('facePhysicality', 2, 88)], [playstyle('Enforcer')]],
  },
  {
    name: "Veteran's Composure",
    description: 'Experience tells: stay cool under pressure when the game is on the line.',
    price: 'points',
    requirements: {
      ...usual,
      minOverall: 80,
      maxOverall: 86,
      minStats: { attributeComposure: 75 },
    },
    levels: [
      [raise('attributeComposure', 5, 95), raise('attributeReactions', 3, 93)],
      [raise('overall', 1, 87)],
    ],
  },
];
