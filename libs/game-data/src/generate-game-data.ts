import { GAME_YEAR } from '@futgg/game-rules';
import type { GameData, GenerateGameDataOptions, PlayerItemRow, ReferenceData } from './game-data.types.js';
import { PlayerItemFactory, type PlayerPools } from './players/player-items.js';
import { Random } from './random.js';
import { CHEMISTRY_STYLES } from './reference/chemistry-styles.js';
import { clubSeedsOf, clubsOf } from './reference/clubs.js';
import { formationRows } from './reference/formations.js';
import { ICONS_LEAGUE_EA_ID, LEAGUE_SEEDS, leaguesOf } from './reference/leagues.js';
import { NATION_SEEDS, nationsOf } from './reference/nations.js';
import { PLAYSTYLES } from './reference/playstyles.js';
import { quickFilterRows } from './reference/quick-filters.js';
import { raritiesOf, RARITY } from './reference/rarities.js';
import { RARITY_SQUAD_SEEDS, raritySquadRows } from './reference/rarity-squads.js';
import { ROLES_TABLE } from './reference/roles.js';
import { BUILD_UP_STYLES, DEFENSIVE_APPROACHES } from './reference/tactics.js';

export const DEFAULT_PLAYER_COUNT = 20_000;

// Shares of all items: FC 26 has about 150 icons and 70 heroes among ~20,000 items.
const ICON_SHARE = 0.006;
const HERO_SHARE = 0.003;

/** Reference data of a game year; it does not depend on the seed. */
export const generateReferenceData = (gameYear: number = GAME_YEAR.DEFAULT): ReferenceData => ({
  rarities: raritiesOf(gameYear),
  nations: nationsOf(gameYear),
  leagues: leaguesOf(gameYear),
  clubs: clubsOf(gameYear),
  playstyles: PLAYSTYLES.map((playstyle) => ({ ...playstyle })),
  roles: ROLES_TABLE.map((role) => ({ ...role, focus: [...role.focus] })),
  chemistryStyles: CHEMISTRY_STYLES.map((style) => ({
    ...style,
    boosts: [{ ...style.boosts[0] }, { ...style.boosts[1] }, { ...style.boosts[2] }],
  })),
  raritySquads: raritySquadRows(),
  quickFilters: quickFilterRows(),
  buildUpStyles: BUILD_UP_STYLES.map((option) => ({ ...option })),
  defensiveApproaches: DEFENSIVE_APPROACHES.map((option) => ({ ...option })),
  formations: formationRows(),
});

const playerPools = (gameYear: number): PlayerPools => {
  const squad = (rarityEaId: number) => RARITY_SQUAD_SEEDS.find((seed) => seed.rarityEaId === rarityEaId)!;
  const menLeagues = LEAGUE_SEEDS.filter(
    (league) => league.gender === 1 && league.eaId !== ICONS_LEAGUE_EA_ID,
  );
  return {
    gameYear,
    nations: NATION_SEEDS,
    menLeagues,
    womenLeagues: LEAGUE_SEEDS.filter((league) => league.gender === 2),
    heroLeagues: menLeagues.filter((league) => league.strength >= 68),
    iconsLeague: LEAGUE_SEEDS.find((league) => league.eaId === ICONS_LEAGUE_EA_ID)!,
    clubs: clubSeedsOf(gameYear),
    promoSquads: RARITY_SQUAD_SEEDS.filter(
      (seed) => seed.rarityEaId !== RARITY.ICON && seed.rarityEaId !== RARITY.HERO,
    ),
    iconsSquad: squad(RARITY.ICON),
    heroesSquad: squad(RARITY.HERO),
  };
};

/**
 * A believable game year: reference data and `players` player items (base cards and special versions
 * together), a pure function of its options. Same seed, same output, byte for byte: every random draw
 * comes from a mulberry32 stream seeded here, dates from fixed dates of the FC 26 calendar.
 */
export const generateGameData = ({
  seed,
  players = DEFAULT_PLAYER_COUNT,
  gameYear = GAME_YEAR.DEFAULT,
}: GenerateGameDataOptions): GameData => {
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  if (!Number.isInteger(players) || players < 0)
    throw new RangeError(`players must be a non-negative integer, got ${players}`);
  const factory = new PlayerItemFactory(
    Random.derive(seed, `player-items:${gameYear}`),
    playerPools(gameYear),
  );
  const items: PlayerItemRow[] = [];
  const add = (rows: PlayerItemRow[]) => items.push(...rows.slice(0, players - items.length));
  for (let i = Math.round(players * ICON_SHARE); i > 0 && items.length < players; i -= 1) add(factory.icon());
  for (let i = Math.round(players * HERO_SHARE); i > 0 && items.length < players; i -= 1) add(factory.hero());
  while (items.length < players) add(factory.regularPlayer());
  return { gameYear, seed, ...generateReferenceData(gameYear), playerItems: items };
};
