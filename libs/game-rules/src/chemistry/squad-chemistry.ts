import {
  CHEMISTRY_FIELD_SLOTS,
  CHEMISTRY_MAX_PER_PLAYER,
  CLUB_STEPS,
  ICON_LEAGUE_BONUS,
  LEAGUE_STEPS,
  LINK_COUNTS,
  MANAGER_LINK_COUNT,
  NATION_STEPS,
  thresholdsFromSteps,
} from './chemistry-rules.js';
import type {
  ChemistryCard,
  ChemistryPoints,
  SquadChemistry,
  SquadChemistryBreakdown,
  SquadChemistryInput,
} from './chemistry.types.js';
import { isInPosition } from './is-in-position.js';
import { pointsFromThresholds } from './points-from-count.js';

const CLUB_THRESHOLDS = thresholdsFromSteps(CLUB_STEPS);
const LEAGUE_THRESHOLDS = thresholdsFromSteps(LEAGUE_STEPS);
const NATION_THRESHOLDS = thresholdsFromSteps(NATION_STEPS);

// A tally is at most 12 distinct ids (11 players + the manager): a linear scan over a small typed array
// beats a Map at this size and allocates nothing. The buffers are module scratch space, reset on every
// call; the functions stay pure because they run to completion synchronously and copy results out.
const TALLY_CAPACITY = CHEMISTRY_FIELD_SLOTS + 1;
const NO_ENTRY = -1;

interface Tally {
  ids: Float64Array;
  counts: Float64Array;
  size: number;
}

const newTally = (): Tally => ({
  ids: new Float64Array(TALLY_CAPACITY),
  counts: new Float64Array(TALLY_CAPACITY),
  size: 0,
});

const clubs = newTally();
const leagues = newTally();
const nations = newTally();
const inPosition = new Uint8Array(CHEMISTRY_FIELD_SLOTS);
const clubEntry = new Int8Array(CHEMISTRY_FIELD_SLOTS);
const leagueEntry = new Int8Array(CHEMISTRY_FIELD_SLOTS);
const nationEntry = new Int8Array(CHEMISTRY_FIELD_SLOTS);

const addToTally = (tally: Tally, id: number, count: number): number => {
  for (let i = 0; i < tally.size; i += 1) {
    if (tally.ids[i] === id) {
      tally.counts[i] = (tally.counts[i] as number) + count;
      return i;
    }
  }
  const entry = tally.size;
  tally.ids[entry] = id;
  tally.counts[entry] = count;
  tally.size = entry + 1;
  return entry;
};

const countOf = (tally: Tally, entry: number): number =>
  entry === NO_ENTRY ? 0 : (tally.counts[entry] as number);

const earnsFullChemistry = (card: ChemistryCard): boolean =>
  card.isIcon === true || card.isHero === true || card.isFullChemistry === true;

/** Fills the scratch tallies; returns how many slots were read. */
const tallySquad = ({ slots, manager }: SquadChemistryInput): number => {
  const slotCount = slots.length;
  if (slotCount > CHEMISTRY_FIELD_SLOTS) {
    throw new RangeError(`Chemistry takes at most ${CHEMISTRY_FIELD_SLOTS} slots, got ${slotCount}`);
  }
  clubs.size = 0;
  leagues.size = 0;
  nations.size = 0;
  let inPositionIcons = 0;

  for (let i = 0; i < slotCount; i += 1) {
    const slot = slots[i]!;
    const card = slot.card;
    clubEntry[i] = NO_ENTRY;
    leagueEntry[i] = NO_ENTRY;
    nationEntry[i] = NO_ENTRY;
    if (card === null || !isInPosition(card, slot.position)) {
      inPosition[i] = 0;
      continue;
    }
    inPosition[i] = 1;
    const links =
      card.isIcon === true ? LINK_COUNTS.ICON : card.isHero === true ? LINK_COUNTS.HERO : LINK_COUNTS.PLAYER;
    if (card.isIcon === true) inPositionIcons += 1;
    const club = links.club + (card.extraClubChemistry ?? 0);
    const league = links.league + (card.extraLeagueChemistry ?? 0);
    const nation = links.nation + (card.extraNationChemistry ?? 0);
    // No link means no tally entry at all: an icon neither joins nor benefits from its club's count.
    if (club > 0) clubEntry[i] = addToTally(clubs, card.clubEaId, club);
    if (league > 0) leagueEntry[i] = addToTally(leagues, card.leagueEaId, league);
    nationEntry[i] = addToTally(nations, card.nationEaId, nation);
  }

  if (manager !== null) {
    addToTally(leagues, manager.leagueEaId, MANAGER_LINK_COUNT);
    addToTally(nations, manager.nationEaId, MANAGER_LINK_COUNT);
  }
  if (inPositionIcons > 0) {
    const bonus = inPositionIcons * ICON_LEAGUE_BONUS;
    for (let i = 0; i < leagues.size; i += 1) leagues.counts[i] = (leagues.counts[i] as number) + bonus;
  }
  return slotCount;
};

const playerPoints = (card: ChemistryCard, slot: number): ChemistryPoints => {
  if (earnsFullChemistry(card)) return CHEMISTRY_MAX_PER_PLAYER;
  const sum =
    pointsFromThresholds(countOf(clubs, clubEntry[slot]!), CLUB_THRESHOLDS) +
    pointsFromThresholds(countOf(leagues, leagueEntry[slot]!), LEAGUE_THRESHOLDS) +
    pointsFromThresholds(countOf(nations, nationEntry[slot]!), NATION_THRESHOLDS);
  return (sum > CHEMISTRY_MAX_PER_PLAYER ? CHEMISTRY_MAX_PER_PLAYER : sum) as ChemistryPoints;
};

/**
 * Chemistry of a starting XI under the FIFA 23 → FC 26 rules: each in-position player earns
 * min(3, club + league + nation points) from how many in-position teammates (and the manager) share
 * his club, league and nation; icons, heroes and full-chemistry cards earn 3 when in position.
 */
export const squadChemistry = (input: SquadChemistryInput): SquadChemistry => {
  const slotCount = tallySquad(input);
  const perPlayer = new Array<ChemistryPoints>(slotCount);
  let total = 0;
  for (let i = 0; i < slotCount; i += 1) {
    const points = inPosition[i] === 1 ? playerPoints(input.slots[i]!.card!, i) : 0;
    perPlayer[i] = points;
    total += points;
  }
  return { perPlayer, total };
};

/** squadChemistry plus each player's club, league and nation points, for the chemistry view. */
export const squadChemistryBreakdown = (input: SquadChemistryInput): SquadChemistryBreakdown => {
  const slotCount = tallySquad(input);
  const result: SquadChemistryBreakdown = {
    perPlayer: [],
    total: 0,
    clubPoints: [],
    leaguePoints: [],
    nationPoints: [],
    isInPosition: [],
  };
  for (let i = 0; i < slotCount; i += 1) {
    const placed = inPosition[i] === 1;
    const points = placed ? playerPoints(input.slots[i]!.card!, i) : 0;
    result.perPlayer.push(points);
    result.total += points;
    result.isInPosition.push(placed);
    result.clubPoints.push(placed ? pointsFromThresholds(countOf(clubs, clubEntry[i]!), CLUB_THRESHOLDS) : 0);
    result.leaguePoints.push(
      placed ? pointsFromThresholds(countOf(leagues, leagueEntry[i]!), LEAGUE_THRESHOLDS) : 0,
    );
    result.nationPoints.push(
      placed ? pointsFromThresholds(countOf(nations, nationEntry[i]!), NATION_THRESHOLDS) : 0,
    );
  }
  return result;
};
