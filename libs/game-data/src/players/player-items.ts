import {
  ATTRIBUTE_FIELDS,
  GENDER,
  GK_FACE_STAT_FIELDS,
  POSITION,
  goalkeeperFaceStats,
  outfieldFaceStats,
  type Attributes,
} from '@futgg/game-rules';
import { searchNameOf } from '@futgg/contracts';
import { MEAN_OVERALL, OVERALL_WEIGHTS, positionModelOf } from '../calibration/position-model.js';
import type { PlayerItemRow } from '../game-data.types.js';
import type { Random } from '../random.js';
import { HEROES_CLUB_EA_ID, ICONS_CLUB_EA_ID, type ClubSeed } from '../reference/clubs.js';
import { ICONS_LEAGUE_EA_ID, type LeagueSeed } from '../reference/leagues.js';
import type { NationSeed } from '../reference/nations.js';
import { RARITY } from '../reference/rarities.js';
import { GAME_RELEASE_DATE, type RaritySquadSeed } from '../reference/rarity-squads.js';
import { accelerateTypeOf } from './accelerate-type.js';
import { boostAttributes, generateAttributes } from './attributes.js';
import { drawClub, drawLeague, drawNames, drawNation, type PlayerIdentity } from './identity.js';
import { basePriceMedian, marketPrice, priceTrends, specialPriceMedian } from './prices.js';
import {
  drawAlternativePositions,
  drawFoot,
  drawHeight,
  drawPlaystyles,
  drawPosition,
  drawRoles,
  drawSkillMoves,
  drawWeakFoot,
  drawWorkrates,
} from './traits.js';

/** EA numbers a player's special versions by adding multiples of 2^24 to the base id (50331648 = 3·2^24). */
export const VERSION_ID_STEP = 2 ** 24;
const FIRST_VERSION_MULTIPLE = 3;
const BASE_ID_RANGE = { min: 1_000, max: VERSION_ID_STEP - 1 } as const;

// The snapshot the prices describe: the middle of July 2026, the end of the FC 26 cycle.
const PRICES_AS_OF = Date.UTC(2026, 6, 15, 12);
const RELEASE = Date.parse(`${GAME_RELEASE_DATE}T17:00:00Z`);
const HOUR_MS = 3600 * 1000;

export interface PlayerPools {
  gameYear: number;
  nations: readonly NationSeed[];
  menLeagues: readonly LeagueSeed[];
  womenLeagues: readonly LeagueSeed[];
  heroLeagues: readonly LeagueSeed[];
  iconsLeague: LeagueSeed;
  clubs: readonly ClubSeed[];
  promoSquads: readonly RaritySquadSeed[];
  iconsSquad: RaritySquadSeed;
  heroesSquad: RaritySquadSeed;
}

/** What every version of one player shares. */
interface BasePlayer extends PlayerIdentity {
  basePlayerEaId: number;
  position: number;
  alternativePositionIds: number[];
  foot: number;
  weakFoot: number;
  skillMoves: number;
  attackingWorkrate: number;
  defensiveWorkrate: number;
  height: number;
}

interface Version {
  eaId: number;
  overall: number;
  attributes: Attributes;
  rarityEaId: number;
  raritySquadId: number | null;
  playstyleExtra: number;
  createdAt: number;
  tradeable: 'market' | 'sbc' | 'objective';
  priceMedian: number;
  priceSpread: number;
  isExtinct: boolean;
}

const TRADEABLE_NONE = {
  price: null,
  priceTrend1h: null,
  priceTrend3h: null,
  priceTrend6h: null,
  priceTrend12h: null,
  priceTrend24h: null,
  priceFluctuation: null,
  priceUpdatedAt: null,
} as const;

export class PlayerItemFactory {
  private readonly usedBaseIds = new Set<number>();

  constructor(
    private readonly random: Random,
    private readonly pools: PlayerPools,
  ) {}

  private baseId(): number {
    for (;;) {
      const id = this.random.int(BASE_ID_RANGE.min, BASE_ID_RANGE.max);
      if (!this.usedBaseIds.has(id)) {
        this.usedBaseIds.add(id);
        return id;
      }
    }
  }

  private basePlayer(position: number, identity: PlayerIdentity, overall: number): BasePlayer {
    const { random } = this;
    const [attackingWorkrate, defensiveWorkrate] = drawWorkrates(random, position);
    return {
      ...identity,
      basePlayerEaId: this.baseId(),
      position,
      alternativePositionIds: position === POSITION.GK ? [] : drawAlternativePositions(random, position),
      foot: drawFoot(random, position),
      weakFoot: drawWeakFoot(random),
      skillMoves: drawSkillMoves(random, position, overall),
      attackingWorkrate,
      defensiveWorkrate,
      height: drawHeight(random, position),
    };
  }

  private identity(gender: number, league: LeagueSeed, club: ClubSeed | null): PlayerIdentity {
    const nation = drawNation(
      this.random,
      this.pools.nations,
      league.eaId === ICONS_LEAGUE_EA_ID ? null : league,
    );
    return {
      gender,
      nationEaId: nation.eaId,
      leagueEaId: league.eaId,
      clubEaId: (club ?? drawClub(this.random, this.pools.clubs, league.eaId)).eaId,
      ...drawNames(this.random, nation, gender),
    };
  }

  private row(player: BasePlayer, version: Version): PlayerItemRow {
    const { random } = this;
    const outfield = outfieldFaceStats(version.attributes);
    const isGoalkeeper = player.position === POSITION.GK;
    const goalkeeper = isGoalkeeper ? goalkeeperFaceStats(version.attributes) : null;
    const gkFace = Object.fromEntries(
      GK_FACE_STAT_FIELDS.map((field) => [field, goalkeeper ? goalkeeper[field] : null]),
    ) as Record<(typeof GK_FACE_STAT_FIELDS)[number], number | null>;
    const shown = goalkeeper ? Object.values(goalkeeper) : Object.values(outfield);
    const { playstyles, playstylesPlus } = drawPlaystyles(
      random,
      player.position,
      version.overall,
      version.playstyleExtra,
    );
    const { rolesPlus, rolesPlusPlus } = drawRoles(
      random,
      player.position,
      version.overall,
      version.playstyleExtra / 2,
    );
    const onMarket = version.tradeable === 'market' && !version.isExtinct;
    const prices = onMarket
      ? {
          price: marketPrice(random, version.priceMedian, version.priceSpread),
          ...priceTrends(random),
          priceUpdatedAt: new Date(PRICES_AS_OF - random.int(0, 180) * 60_000).toISOString(),
        }
      : TRADEABLE_NONE;
    return {
      gameYear: this.pools.gameYear,
      eaId: version.eaId,
      basePlayerEaId: player.basePlayerEaId,
      historyVersion: 1,
      firstName: player.firstName,
      lastName: player.lastName,
      commonName: player.commonName,
      searchName: searchNameOf(player),
      rarityEaId: version.rarityEaId,
      raritySquadId: version.raritySquadId,
      clubEaId: player.clubEaId,
      leagueEaId: player.leagueEaId,
      nationEaId: player.nationEaId,
      gender: player.gender,
      overall: version.overall,
      position: player.position,
      alternativePositionIds: player.alternativePositionIds,
      foot: player.foot,
      weakFoot: Math.min(5, player.weakFoot + (version.playstyleExtra > 1 && random.chance(0.3) ? 1 : 0)),
      skillMoves: player.skillMoves,
      attackingWorkrate: player.attackingWorkrate,
      defensiveWorkrate: player.defensiveWorkrate,
      height: player.height,
      accelerateType: accelerateTypeOf({
        agility: version.attributes.attributeAgility,
        strength: version.attributes.attributeStrength,
        height: player.height,
      }),
      playstyles,
      playstylesPlus,
      rolesPlus,
      rolesPlusPlus,
      ...outfield,
      ...gkFace,
      ...version.attributes,
      totalStats: shown.reduce((sum, value) => sum + value, 0),
      totalIgs: ATTRIBUTE_FIELDS.reduce((sum, field) => sum + version.attributes[field], 0),
      pageviews: Math.round(Math.exp(random.normal(1.5 + 0.11 * (version.overall - 50), 1.1))),
      ...prices,
      isExtinct: version.isExtinct,
      isObjective: version.tradeable === 'objective',
      isSbc: version.tradeable === 'sbc',
      createdAt: new Date(version.createdAt).toISOString(),
    };
  }

  private baseVersion(player: BasePlayer, overall: number, attributes: Attributes): Version {
    const { random } = this;
    const isRare = random.chance(0.3 + 0.4 * Math.min(1, Math.max(0, (overall - 55) / 35)));
    // Most base cards arrive at release; a tenth are added during the season (transfers, new faces).
    const createdAt = random.chance(0.9)
      ? RELEASE + random.int(0, 59) * 60_000
      : RELEASE + random.int(24, (PRICES_AS_OF - RELEASE) / HOUR_MS - 24) * HOUR_MS;
    return {
      eaId: player.basePlayerEaId,
      overall,
      attributes,
      rarityEaId: isRare ? RARITY.RARE : RARITY.COMMON,
      raritySquadId: null,
      playstyleExtra: 0,
      createdAt,
      tradeable: 'market',
      priceMedian: basePriceMedian(overall, isRare),
      priceSpread: 0.25,
      isExtinct: false,
    };
  }

  private specialVersion(
    player: BasePlayer,
    base: Version,
    multiple: number,
    squad: RaritySquadSeed,
    boost: number,
  ): Version {
    const { random } = this;
    const overall = Math.min(99, base.overall + boost);
    const roll = random.next();
    const tradeable =
      roll < squad.untradeableShare / 2 ? 'sbc' : roll < squad.untradeableShare ? 'objective' : 'market';
    return {
      eaId: player.basePlayerEaId + multiple * VERSION_ID_STEP,
      overall,
      attributes: boostAttributes(random, base.attributes, player.position, overall - base.overall),
      rarityEaId: squad.rarityEaId,
      raritySquadId: squad.id,
      playstyleExtra: 1 + Math.floor(boost / 3),
      createdAt: Date.parse(`${squad.releaseDate}T17:00:00Z`) + random.int(0, 6 * 24) * HOUR_MS,
      tradeable,
      priceMedian: Math.max(specialPriceMedian(overall), basePriceMedian(overall, true) * 1.5),
      priceSpread: 0.5,
      isExtinct: tradeable === 'market' && random.chance(0.04),
    };
  }

  private promoSquadFor(baseOverall: number): RaritySquadSeed {
    const { promoSquads } = this.pools;
    // Teams of the Week honour players of every level; the big promos mostly pick stars.
    return this.random.weighted(
      promoSquads.map(
        (squad) =>
          [
            squad,
            squad.rarityEaId === RARITY.TEAM_OF_THE_WEEK
              ? baseOverall < 80
                ? 8
                : 0.25
              : baseOverall < 80
                ? 0.1
                : 1,
          ] as const,
      ),
    );
  }

  /**
   * An overall from the FC 25 histogram, moved by how far the position's mean overall is from everyone's
   * (FC 25 goalkeepers average 1.5 below the rest), rounded at random so the mean moves exactly.
   */
  private overallAt(position: number): number {
    const shift = positionModelOf(position).meanOverall - MEAN_OVERALL;
    const whole = Math.floor(shift);
    const drawn = this.random.weighted(OVERALL_WEIGHTS) + whole + (this.random.chance(shift - whole) ? 1 : 0);
    return Math.min(99, Math.max(40, drawn));
  }

  /** A regular player: a base gold/silver/bronze card and, for some, promo versions. */
  regularPlayer(): PlayerItemRow[] {
    const { random, pools } = this;
    const position = drawPosition(random);
    const overall = this.overallAt(position);
    const gender = random.chance(0.09) ? GENDER.FEMALE : GENDER.MALE;
    const league = drawLeague(
      random,
      gender === GENDER.FEMALE ? pools.womenLeagues : pools.menLeagues,
      overall,
    );
    const player = this.basePlayer(position, this.identity(gender, league, null), overall);
    const base = this.baseVersion(player, overall, generateAttributes(random, position, overall));
    const versions = [base];
    // 30 % of the top players (76+) get 1–4 promo versions; a few others a Team of the Week card.
    const promoCount =
      overall >= 76
        ? random.chance(0.3)
          ? random.int(1, 4)
          : 0
        : overall >= 68 && random.chance(0.03)
          ? 1
          : 0;
    for (let k = 0; k < promoCount; k += 1) {
      const squad = this.promoSquadFor(overall);
      const boost = random.int(squad.boost[0], squad.boost[1]);
      versions.push(this.specialVersion(player, base, FIRST_VERSION_MULTIPLE + k, squad, boost));
    }
    return versions.map((version) => this.row(player, version));
  }

  /** An icon: base, mid and prime versions (EA's three icon cards), sometimes a promo icon too. */
  icon(): PlayerItemRow[] {
    const { random, pools } = this;
    const overall = random.int(86, 90);
    const position = drawPosition(random);
    const identity = this.identity(GENDER.MALE, pools.iconsLeague, { eaId: ICONS_CLUB_EA_ID } as ClubSeed);
    const player = this.basePlayer(position, identity, overall + 4);
    const attributes = generateAttributes(random, position, overall);
    const release = RELEASE + random.int(0, 59) * 60_000;
    const iconVersion = (multiple: number, boost: number, rarityEaId: number): Version => ({
      ...this.specialVersion(
        player,
        { ...this.baseVersion(player, overall, attributes), attributes },
        multiple,
        pools.iconsSquad,
        boost,
      ),
      eaId: multiple === 0 ? player.basePlayerEaId : player.basePlayerEaId + multiple * VERSION_ID_STEP,
      rarityEaId,
      createdAt: release,
      tradeable: 'market',
      isExtinct: false,
    });
    const versions = [
      iconVersion(0, 0, RARITY.ICON),
      iconVersion(FIRST_VERSION_MULTIPLE, random.int(2, 3), RARITY.MID_ICON),
      iconVersion(FIRST_VERSION_MULTIPLE + 1, random.int(4, 5), RARITY.PRIME_ICON),
    ];
    if (random.chance(0.35)) {
      const squad = this.promoSquadFor(overall);
      versions.push(
        this.specialVersion(player, versions[2]!, FIRST_VERSION_MULTIPLE + 2, squad, random.int(1, 3)),
      );
    }
    return versions.map((version) => this.row(player, version));
  }

  /** A hero: one hero card in a real league (heroes give league chemistry), sometimes a promo hero. */
  hero(): PlayerItemRow[] {
    const { random, pools } = this;
    const overall = random.int(84, 88);
    const position = drawPosition(random);
    const league = random.pick(pools.heroLeagues);
    const player = this.basePlayer(
      position,
      this.identity(GENDER.MALE, league, { eaId: HEROES_CLUB_EA_ID } as ClubSeed),
      overall + 3,
    );
    const attributes = generateAttributes(random, position, overall);
    const heroCard: Version = {
      ...this.specialVersion(player, this.baseVersion(player, overall, attributes), 0, pools.heroesSquad, 0),
      eaId: player.basePlayerEaId,
      attributes,
      createdAt: RELEASE + random.int(0, 59) * 60_000,
      tradeable: 'market',
      isExtinct: false,
    };
    const versions = [heroCard];
    if (random.chance(0.4)) {
      const squad = this.promoSquadFor(overall);
      versions.push(this.specialVersion(player, heroCard, FIRST_VERSION_MULTIPLE, squad, random.int(2, 4)));
    }
    return versions.map((version) => this.row(player, version));
  }
}
