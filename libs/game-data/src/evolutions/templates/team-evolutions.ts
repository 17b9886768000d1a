import { POSITION_GROUP } from '@futgg/game-rules';
import { RARITY } from '../../reference/rarities.js';
import {
  SPECIAL_RARITIES,
  playstyle,
  playstylePlus,
  raise,
  type EvolutionTemplate,
} from './template-builders.js';

// EA ids of the reference data (reference/leagues.ts, clubs.ts, nations.ts); the season spec checks each.
const LEAGUE = {
  PREMIER_LEAGUE: 13,
  LALIGA: 53,
  BUNDESLIGA: 19,
  SERIE_A: 31,
  LIGUE_1: 16,
  EREDIVISIE: 10,
  LIGA_PORTUGAL: 308,
  MLS: 39,
  SAUDI: 350,
  LIBERTADORES: 1014,
  SUDAMERICANA: 1003,
  WOMEN: [2216, 2222, 2215, 2218, 2221, 2236],
} as const;
const CLUB = {
  ARSENAL: 1,
  SPURS: 18,
  MAN_CITY: 10,
  MAN_UTD: 11,
  BARCELONA: 241,
  REAL_MADRID: 243,
  BAYERN: 21,
  DORTMUND: 22,
  INTER: 44,
  MILAN: 47,
} as const;
const NATION = {
  ENGLAND: 14,
  FRANCE: 18,
  SPAIN: 45,
  ARGENTINA: 52,
  BRAZIL: 54,
  NORDIC: [13, 36, 46, 24, 17],
  SOUTH_AMERICA: [52, 53, 54, 55, 56, 57, 58, 59, 60, 61],
} as const;

const usual = { excludedRarities: SPECIAL_RARITIES, maxPlaystylesPlus: 2 };

// Evolutions for the players of a league, a club rivalry or a nation.
export const TEAM_EVOLUTIONS: readonly EvolutionTemplate[] = [
  {
    name: 'Premier League Stars',
    description: 'Shine in the most watched league in the world with a boost for your Premier League player.',
    requirements: { ...usual, leagues: [LEAGUE.PREMIER_LEAGUE], maxOverall: 84 },
    levels: [[raise('overall', 2, 86), raise('facePace', 2, 88)], [playstyle('Press Proven')]],
  },
  {
    name: 'LALIGA Flair',
    description: 'Touch, vision and a little magic: the Spanish way of playing the game.',
    requirements: { ...usual, leagues: [LEAGUE.LALIGA], maxOverall: 83 },
    levels: [[raise('faceDribbling', 3, 87), raise('facePassing', 2, 86)], [playstyle('Technical')]],
  },
  {
    name: 'Bundesliga Breakout',
    description: 'Heavy metal football: press high, run hard and break out of the pack.',
    requirements: { ...usual, leagues: [LEAGUE.BUNDESLIGA], maxOverall: 82 },
    levels: [
      [raise('overall', 2, 84), raise('facePhysicality', 2, 85)],
      [playstyle('Relentless'), raise('attributeStamina', 3, 90)],
    ],
  },
  {
    name: 'Serie A Tactician',
    description: 'Master the art of defending the Italian way.',
    requirements: {
      ...usual,
      leagues: [LEAGUE.SERIE_A],
      positions: [POSITION_GROUP.DEFENDERS, POSITION_GROUP.MIDFIELDERS],
      maxOverall: 83,
    },
    levels: [[raise('faceDefending', 2, 86), raise('facePassing', 2, 85)], [playstyle('Jockey')]],
  },
  {
    name: 'Ligue 1 Rising Stars',
    description: "France's academies never stop producing talent. Help the next one make the leap.",
    requirements: { ...usual, leagues: [LEAGUE.LIGUE_1], maxOverall: 80 },
    levels: [[raise('overall', 3, 83), raise('facePace', 2, 87)]],
  },
  {
    name: 'Big Five Regulars',
    description: 'A reward for the dependable players who turn up every week in Europe’s top five leagues.',
    requirements: {
      leagues: [LEAGUE.PREMIER_LEAGUE, LEAGUE.LALIGA, LEAGUE.BUNDESLIGA, LEAGUE.SERIE_A, LEAGUE.LIGUE_1],
      rarities: [RARITY.COMMON, RARITY.RARE],
      minOverall: 75,
      maxOverall: 82,
    },
    levels: [
      [raise('overall', 1, 83), raise('faceShooting', 1, 85)],
      [raise('facePassing', 1, 85), raise('faceDribbling', 1, 85)],
    ],
  },
  {
    name: 'Dutch and Portuguese Talents',
    description: 'The stepping-stone leagues where Europe’s biggest clubs find their next stars.',
    requirements: { ...usual, leagues: [LEAGUE.EREDIVISIE, LEAGUE.LIGA_PORTUGAL], maxOverall: 80 },
    levels: [[raise('overall', 2, 82), raise('faceDribbling', 2, 84)]],
  },
  {
    name: 'MLS Spotlight',
    description: 'Put your MLS player in the spotlight with pace to burn.',
    requirements: { ...usual, leagues: [LEAGUE.MLS], maxOverall: 79 },
    levels: [[raise('overall', 3, 82), raise('facePace', 3, 86)]],
  },
  {
    name: 'Saudi Stars',
    description: 'Big names, big goals: power up a player from the ROSHN Saudi League.',
    price: 'coins',
    requirements: { ...usual, leagues: [LEAGUE.SAUDI], minOverall: 70, maxOverall: 85 },
    levels: [[raise('facePhysicality', 2, 87), raise('faceShooting', 2, 87)], [playstyle('Power Shot')]],
  },
  {
    name: "Women's Football Stars",
    description: 'Celebrate the stars of the women’s game across Europe and the NWSL.',
    requirements: { ...usual, leagues: [...LEAGUE.WOMEN], maxOverall: 85 },
    levels: [[raise('overall', 2, 87), raise('faceDribbling', 2, 88)], [playstyle('First Touch')]],
  },
  {
    name: 'Copa Heroes',
    description: 'The passion of South American club football on the continent’s biggest stage.',
    requirements: { ...usual, leagues: [LEAGUE.LIBERTADORES, LEAGUE.SUDAMERICANA], maxOverall: 80 },
    levels: [[raise('overall', 2, 82), raise('faceDribbling', 3, 85)], [playstyle('Flair')]],
  },
  {
    name: 'Manchester Derby',
    description: 'Red or blue, the city only has room for one. Settle it on the pitch.',
    requirements: { ...usual, clubs: [CLUB.MAN_CITY, CLUB.MAN_UTD], maxOverall: 86 },
    levels: [[raise('overall', 1, 87), raise('facePace', 2, 88)]],
  },
  {
    name: 'El Clásico',
    description: 'The biggest game in club football. Give your Barça or Madrid player the edge.',
    price: 'points',
    requirements: { ...usual, clubs: [CLUB.BARCELONA, CLUB.REAL_MADRID], maxOverall: 87 },
    levels: [[raise('overall', 1, 88), raise('faceDribbling', 2, 90)], [playstyle('Trivela')]],
  },
  {
    name: 'Der Klassiker',
    description: 'Munich against Dortmund: goals, noise and yellow-and-red intensity.',
    requirements: { ...usual, clubs: [CLUB.BAYERN, CLUB.DORTMUND], maxOverall: 86 },
    levels: [[raise('faceShooting', 2, 88), raise('facePhysicality', 1, 86)]],
  },
  {
    name: 'North London Derby',
    description: 'Bragging rights in North London are on the line.',
    requirements: { ...usual, clubs: [CLUB.ARSENAL, CLUB.SPURS], maxOverall: 86 },
    levels: [[raise('facePassing', 2, 88), raise('faceDefending', 1, 86)]],
  },
  {
    name: 'Derby della Madonnina',
    description: 'Two clubs, one stadium, one city divided. Make your Milan derby hero.',
    requirements: { ...usual, clubs: [CLUB.INTER, CLUB.MILAN], maxOverall: 86 },
    levels: [[raise('overall', 1, 87), raise('faceShooting', 2, 88)]],
  },
  {
    name: 'Three Lions',
    description: 'Pull on the England shirt and deliver for your country.',
    requirements: { ...usual, nations: [NATION.ENGLAND], maxOverall: 84 },
    levels: [[raise('overall', 1, 85), raise('facePassing', 2, 86)], [playstyle('Whipped Pass')]],
  },
  {
    name: 'Les Bleus Attack',
    description: 'Pace and finishing: the French front line in a nutshell.',
    requirements: {
      ...usual,
      nations: [NATION.FRANCE],
      positions: [POSITION_GROUP.ATTACKERS],
      maxOverall: 84,
    },
    levels: [[raise('facePace', 2, 90), raise('faceShooting', 2, 87)]],
  },
  {
    name: 'La Albiceleste',
    description: 'Grit and genius in equal measure: play it like the world champions.',
    requirements: { ...usual, nations: [NATION.ARGENTINA], maxOverall: 85 },
    levels: [[raise('faceDribbling', 3, 88), playstyle('Technical')]],
  },
  {
    name: 'Samba Flair',
    description: 'Joga bonito! Give your Brazilian player the tricks to entertain the crowd.',
    requirements: { ...usual, nations: [NATION.BRAZIL], maxOverall: 85, maxPlaystylesPlus: 1 },
    levels: [[raise('skillMoves', 1, 5), raise('faceDribbling', 2, 89)], [playstylePlus('Flair')]],
  },
  {
    name: 'La Roja Tiki-Taka',
    description: 'Pass, move, pass again: Spanish midfielders keep the ball like nobody else.',
    requirements: {
      ...usual,
      nations: [NATION.SPAIN],
      positions: [POSITION_GROUP.MIDFIELDERS],
      maxOverall: 84,
    },
    levels: [[raise('facePassing', 3, 88), playstyle('Tiki Taka')]],
  },
  {
    name: 'Nordic Strength',
    description: 'Built for the cold: strength and stamina from the north of Europe.',
    requirements: { ...usual, nations: [...NATION.NORDIC], maxOverall: 83 },
    levels: [[raise('facePhysicality', 3, 87), raise('attributeStrength', 3, 90)]],
  },
  {
    name: 'South American Stars',
    description: 'Channel the flair, skill and passion of South American football.',
    requirements: { ...usual, nations: [...NATION.SOUTH_AMERICA], maxOverall: 84 },
    levels: [
      [raise('overall', 2, 86), raise('facePace', 2, 88)],
      [raise('faceDribbling', 2, 88), raise('faceShooting', 1, 86)],
    ],
  },
];
