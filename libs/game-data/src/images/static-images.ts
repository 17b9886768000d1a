import { clubImageUrl, clubsOf } from '../reference/clubs.js';
import { leagueImageUrl, leaguesOf } from '../reference/leagues.js';
import { NATION_SEEDS, nationImageUrl } from '../reference/nations.js';
import { raritiesOf } from '../reference/rarities.js';
import { clubBadgeSvg, compactRarityBadgeSvg, leagueBadgeSvg, rarityBadgeSvg } from './badges.js';

/** One image file, at the path its core-data URL names (below the site's root), and its SVG. */
export interface StaticImage {
  url: string;
  svg: string;
}

/**
 * Every image a game year's core data names: a flag per nation (flag-icons' SVG, read by `flagSvg`), a
 * generated badge per club and league, and both marks per rarity. The URLs are the rows' own, so a file
 * exists for each URL the API hands out.
 */
export const staticImagesOf = (gameYear: number, flagSvg: (flagCode: string) => string): StaticImage[] => [
  ...NATION_SEEDS.map((nation) => ({
    url: nationImageUrl(gameYear, nation.eaId),
    svg: flagSvg(nation.flagCode),
  })),
  ...leaguesOf(gameYear).map((league) => ({
    url: leagueImageUrl(gameYear, league.eaId),
    svg: leagueBadgeSvg(league),
  })),
  ...clubsOf(gameYear).map((club) => ({ url: clubImageUrl(gameYear, club.eaId), svg: clubBadgeSvg(club) })),
  ...raritiesOf(gameYear).flatMap((rarity) => [
    { url: rarity.imageUrl, svg: rarityBadgeSvg(rarity) },
    { url: rarity.compactImageUrl, svg: compactRarityBadgeSvg(rarity) },
  ]),
];
