import { QUALITY } from '@futgg/game-rules';
import type { RarityRow } from '../game-data.types.js';

export const RARITY = {
  COMMON: 0,
  RARE: 1,
  TEAM_OF_THE_WEEK: 3,
  TEAM_OF_THE_YEAR: 5,
  PLAYER_OF_THE_MONTH: 8,
  TEAM_OF_THE_SEASON: 11,
  ICON: 12,
  MID_ICON: 13,
  PRIME_ICON: 14,
  EVOLUTION: 17,
  EVOLUTION_RARE: 19,
  ONES_TO_WATCH: 22,
  FUTURE_STARS: 32,
  TRAILBLAZERS: 43,
  THUNDERSTRUCK: 46,
  CENTURIONS: 48,
  ROAD_TO_THE_KNOCKOUTS: 50,
  HERO: 72,
  WINTER_WILDCARDS: 85,
  FUT_BIRTHDAY: 112,
  FANTASY_FC: 114,
  FESTIVAL_OF_FOOTBALL: 130,
  CORNERSTONES: 140,
  ULTIMATE_SCREAM: 142,
  JOGA_BONITO: 150,
  UNBREAKABLES: 160,
  SHOWDOWN: 170,
  MOMENTS: 180,
  WORLD_TOUR: 190,
  TROPHY_TITANS: 200,
  KNOCKOUT_ROYALTY: 210,
} as const;

// Colours: gold cards' #e9cc74 background with #3e301b text are EA's; the specials' colours are our
// approximation of each promo's card art. Ids 0, 1, 3, 12, 17 and 19 are EA's (17 and 19 are the
// evolution rarities every evolution may grant, spec section 9); the other promo ids are plausible.
const R = (
  eaId: number,
  name: string,
  backgroundColor: string,
  textColor: string,
  lineColor: string,
  quality: number | null = null,
) => ({
  eaId,
  name,
  backgroundColor,
  textColor,
  lineColor,
  quality,
});

const SEEDS = [
  R(RARITY.COMMON, 'Common', '#e9cc74', '#3e301b', '#c9a94f', QUALITY.GOLD_COMMON),
  R(RARITY.RARE, 'Rare', '#e9cc74', '#3e301b', '#b8912e', QUALITY.GOLD_RARE),
  R(RARITY.TEAM_OF_THE_WEEK, 'Team of the Week', '#1a1a1a', '#f5d78c', '#b08a3a'),
  R(RARITY.TEAM_OF_THE_YEAR, 'Team of the Year', '#0b1f4d', '#f3e3a3', '#3d6fd8'),
  R(RARITY.PLAYER_OF_THE_MONTH, 'Player of the Month', '#2b0b4a', '#ffffff', '#8f5bd6'),
  R(RARITY.TEAM_OF_THE_SEASON, 'Team of the Season', '#0f3c7a', '#ffffff', '#57a6ff'),
  // An icon's three cards, each its own rarity so a list tells them apart (they share the Icons squad).
  R(RARITY.ICON, 'Base Icon', '#f3ecd9', '#5a4a2a', '#c9b27c'),
  R(RARITY.MID_ICON, 'Mid Icon', '#efe2bd', '#4a3a1a', '#b99a52'),
  R(RARITY.PRIME_ICON, 'Prime Icon', '#f6df9a', '#3b2a08', '#d9a82e'),
  R(RARITY.EVOLUTION, 'Evolution', '#0e2b38', '#7ef3e0', '#2fb8a8'),
  R(RARITY.EVOLUTION_RARE, 'Evolution', '#102a40', '#a8f0ff', '#3fa6c8'),
  R(RARITY.ONES_TO_WATCH, 'Ones to Watch', '#ff5a1f', '#ffffff', '#ffb08a'),
  R(RARITY.FUTURE_STARS, 'Future Stars', '#3b1c75', '#b9f2ff', '#6ee7ff'),
  R(RARITY.TRAILBLAZERS, 'Trailblazers', '#14142b', '#ff7a3d', '#ff3d6e'),
  R(RARITY.THUNDERSTRUCK, 'Thunderstruck', '#111111', '#ffe14d', '#6b6bff'),
  R(RARITY.CENTURIONS, 'Centurions', '#3a0f12', '#f4d28c', '#c23a2b'),
  R(RARITY.ROAD_TO_THE_KNOCKOUTS, 'UCL Road to the Knockouts', '#061a4a', '#ffffff', '#7aa2ff'),
  R(RARITY.HERO, 'Hero', '#5c1d8c', '#ffe58a', '#c08cff'),
  R(RARITY.WINTER_WILDCARDS, 'Winter Wildcards', '#0d3b52', '#e6f7ff', '#8fd3ff'),
  R(RARITY.FUT_BIRTHDAY, 'FUT Birthday', '#ff6fa8', '#1a0b14', '#ffd1e4'),
  R(RARITY.FANTASY_FC, 'Fantasy FC', '#0b3d2c', '#e8ff7a', '#35c28a'),
  R(RARITY.FESTIVAL_OF_FOOTBALL, 'Festival of Football', '#101d3a', '#ffcf5c', '#ff6b3d'),
  R(RARITY.CORNERSTONES, 'Cornerstones', '#2d2d2d', '#e7c16a', '#8a8a8a'),
  R(RARITY.ULTIMATE_SCREAM, 'Ultimate Scream', '#1c0a24', '#ff8a00', '#7b2cbf'),
  R(RARITY.JOGA_BONITO, 'Joga Bonito', '#0a5c2e', '#ffe14d', '#2bb673'),
  R(RARITY.UNBREAKABLES, 'Unbreakables', '#262b33', '#c7d2de', '#7f8c9c'),
  R(RARITY.SHOWDOWN, 'Showdown', '#230b0b', '#ffffff', '#e0403a'),
  R(RARITY.MOMENTS, 'Moments', '#1d2440', '#ffd97a', '#9aa7ff'),
  R(RARITY.WORLD_TOUR, 'World Tour', '#0a3046', '#ffffff', '#4cc9f0'),
  R(RARITY.TROPHY_TITANS, 'Trophy Titans', '#2a2110', '#f6e7b0', '#d4af37'),
  R(RARITY.KNOCKOUT_ROYALTY, 'Knockout Royalty', '#1a0d2e', '#f2d16b', '#8c5cff'),
];

export const raritiesOf = (gameYear: number): RarityRow[] =>
  SEEDS.map(({ eaId, name, backgroundColor, textColor, lineColor, quality }) => ({
    eaId,
    name,
    imageUrl: `/static/rarities/${gameYear}/${eaId}.svg`,
    compactImageUrl: `/static/rarities/${gameYear}/${eaId}-compact.svg`,
    textColor,
    lineColor,
    backgroundColor,
    quality,
  }));
