import { Random } from '../random.js';
import type { GameData, PlayerItemRow } from '../game-data.types.js';
import type { SbcRequirementsV1, SbcRuleV1 } from '@futgg/game-rules';

/**
 * The default season of objectives and squad-building challenges (docs/objectives-and-sbcs.md), made
 * from a generated game year: 6 SBC categories, 40 sets of 1–5 challenges (every fifth set expired,
 * player sets awarding the year's SBC cards, the others packs or coins), 4 objective tabs (one the
 * campaign) of 16 groups, their objectives counting club cards of the year's most common leagues and
 * nations. Deterministic: the same game data, seed and anchor give the same rows. Dates are days around
 * `anchor` (the seed passes today's UTC midnight), so a fresh seed always has open and expired content.
 */

export type SeasonReward =
  | { type: 'player'; eaId: number; name: string; rating: number; untradeable: boolean }
  | { type: 'pack'; name: string; quantity: number; untradeable: boolean }
  | { type: 'coins'; amount: number };

export interface SbcCategorySeedRow {
  id: number;
  slug: string;
  name: string;
  order: number;
}
export interface SbcSetSeedRow {
  id: number;
  categoryId: number;
  slug: string;
  name: string;
  description: string;
  repeatable: boolean;
  startsAt: string;
  endsAt: string | null;
  order: number;
  rewards: SeasonReward[];
}
export interface SbcChallengeSeedRow {
  id: number;
  setId: number;
  name: string;
  description: string;
  order: number;
  formationId: string | null;
  requirements: SbcRequirementsV1;
  rewards: SeasonReward[];
}
export interface ObjectiveTabSeedRow {
  id: number;
  slug: string;
  name: string;
  order: number;
  isCampaign: boolean;
}
export interface ObjectiveGroupSeedRow {
  id: number;
  tabId: number;
  slug: string;
  name: string;
  description: string;
  startsAt: string;
  endsAt: string | null;
  order: number;
  rewards: SeasonReward[];
}
export interface ObjectiveFilterSeed {
  leagueEaId?: number;
  nationEaId?: number;
  clubEaId?: number;
  rarityEaId?: number;
  minRating?: number;
}
export interface ObjectiveSeedRow {
  id: number;
  groupId: number;
  name: string;
  description: string;
  order: number;
  target: number;
  filter: ObjectiveFilterSeed;
  rewards: SeasonReward[];
}

export interface ObjectivesSbcSeason {
  sbcCategories: SbcCategorySeedRow[];
  sbcSets: SbcSetSeedRow[];
  sbcChallenges: SbcChallengeSeedRow[];
  objectiveTabs: ObjectiveTabSeedRow[];
  objectiveGroups: ObjectiveGroupSeedRow[];
  objectives: ObjectiveSeedRow[];
}

export const SBC_SEASON_SHAPE = {
  CATEGORIES: [
    { slug: 'players', name: 'Players', sets: 10, reward: 'player' },
    { slug: 'icons', name: 'Icons', sets: 4, reward: 'player' },
    { slug: 'upgrades', name: 'Upgrades', sets: 10, reward: 'pack' },
    { slug: 'foundations', name: 'Foundations', sets: 6, reward: 'pack' },
    { slug: 'challenges', name: 'Challenges', sets: 6, reward: 'coins' },
    { slug: 'exchanges', name: 'Exchanges', sets: 4, reward: 'pack' },
  ],
  /** Every n-th set (and objective group) has ended before the anchor. */
  EXPIRED_EVERY: 5,
} as const;

const DAY_MS = 86_400_000;
const PACKS = [
  'Gold Pack',
  'Premium Gold Pack',
  'Rare Players Pack',
  'Jumbo Rare Players Pack',
  '83+ x10 Pack',
  'Mega Pack',
];
const SBC_FORMATIONS = ['f442', 'f433', 'f4231', 'f352', 'f41212', 'f4321'];
const CHALLENGE_NAMES = ['Starting Out', 'The Whole Nine Yards', 'Top Form', 'Elite Eleven', 'Final Push'];
const TIER_NAMES = ['Bronze', 'Silver', 'Gold', 'Rare Gold', 'Elite'];

export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'item';

/** "an 81-rated", "a 75-rated": the article as the number is said (eighty, eleven and eighteen take "an"). */
export const articleOf = (rating: number): 'a' | 'an' =>
  /^8/.test(String(rating)) || rating === 11 || rating === 18 ? 'an' : 'a';

const displayName = (card: PlayerItemRow) => card.commonName || `${card.firstName} ${card.lastName}`.trim();

/** Most common values of a field among the year's cards, most frequent first (ties by id). */
const mostCommon = (
  cards: readonly PlayerItemRow[],
  field: 'leagueEaId' | 'nationEaId' | 'clubEaId',
): number[] => {
  const counts = new Map<number, number>();
  for (const card of cards) counts.set(card[field], (counts.get(card[field]) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
};

export const generateObjectivesSbcSeason = (
  data: Pick<GameData, 'playerItems' | 'leagues' | 'nations' | 'seed'>,
  anchor: Date,
): ObjectivesSbcSeason => {
  const random = Random.derive(data.seed, 'objectives-sbc');
  const day = (offset: number) =>
    new Date(Math.floor(anchor.getTime() / DAY_MS) * DAY_MS + offset * DAY_MS).toISOString();
  const cards = data.playerItems;
  const byRating = [...cards].sort((a, b) => b.overall - a.overall || a.eaId - b.eaId);
  const sbcCards = byRating.filter((card) => card.isSbc);
  const objectiveCards = byRating.filter((card) => card.isObjective);
  // Reward cards: the year's SBC (objective) cards first, then its best cards, each used once while they last.
  const rewardPool = (preferred: PlayerItemRow[]) => {
    const pool = [...preferred, ...byRating.filter((card) => !preferred.includes(card))];
    let next = 0;
    return () => pool[next++ % Math.max(pool.length, 1)];
  };
  const nextSbcCard = rewardPool(sbcCards);
  const nextObjectiveCard = rewardPool(objectiveCards);
  const playerReward = (card: PlayerItemRow | undefined): SeasonReward[] =>
    card
      ? [
          {
            type: 'player',
            eaId: card.eaId,
            name: displayName(card),
            rating: card.overall,
            untradeable: true,
          },
        ]
      : [];
  const packReward = (): SeasonReward => ({
    type: 'pack',
    name: random.pick(PACKS),
    quantity: random.int(1, 3),
    untradeable: random.chance(0.7),
  });
  const leagues = mostCommon(cards, 'leagueEaId');
  const nations = mostCommon(cards, 'nationEaId');
  const leagueName = new Map(data.leagues.map((league) => [league.eaId, league.name]));
  const nationName = new Map(data.nations.map((nation) => [nation.eaId, nation.name]));

  const sbcCategories: SbcCategorySeedRow[] = [];
  const sbcSets: SbcSetSeedRow[] = [];
  const sbcChallenges: SbcChallengeSeedRow[] = [];
  const usedSlugs = new Set<string>();
  const uniqueSlug = (name: string) => {
    let slug = slugify(name);
    for (let n = 2; usedSlugs.has(slug); n += 1) slug = `${slugify(name)}-${n}`;
    usedSlugs.add(slug);
    return slug;
  };

  let setId = 0;
  let challengeId = 0;
  SBC_SEASON_SHAPE.CATEGORIES.forEach((category, categoryIndex) => {
    const categoryId = categoryIndex + 1;
    sbcCategories.push({
      id: categoryId,
      slug: category.slug,
      name: category.name,
      order: categoryIndex + 1,
    });
    for (let n = 0; n < category.sets; n += 1) {
      setId += 1;
      const expired = setId % SBC_SEASON_SHAPE.EXPIRED_EVERY === 0;
      const rewardCard = category.reward === 'player' ? nextSbcCard() : undefined;
      const baseRating = rewardCard ? Math.min(88, Math.max(70, rewardCard.overall - 3)) : random.int(64, 84);
      const name = rewardCard
        ? `${displayName(rewardCard)} ${category.slug === 'icons' ? 'Icon' : 'Player'} SBC`
        : category.reward === 'coins'
          ? `${random.pick(['League', 'Nation', 'Hybrid'])} Challenge ${n + 1}`
          : `${TIER_NAMES[n % TIER_NAMES.length]} ${category.name} ${n + 1}`;
      const challengeCount = category.reward === 'player' ? random.int(2, 5) : random.int(1, 3);
      const startsAt = day(expired ? -random.int(20, 40) : -random.int(0, 14));
      const endsAt = expired ? day(-random.int(1, 10)) : random.chance(0.3) ? null : day(random.int(3, 30));
      const rewards: SeasonReward[] =
        category.reward === 'player'
          ? playerReward(rewardCard)
          : category.reward === 'coins'
            ? [{ type: 'coins', amount: random.int(2, 20) * 250 }]
            : [packReward()];
      sbcSets.push({
        id: setId,
        categoryId,
        slug: uniqueSlug(name),
        name,
        description: rewardCard
          ? `Complete ${challengeCount} squads to earn ${displayName(rewardCard)} (${rewardCard.overall}).`
          : `Exchange a squad for ${rewards[0]?.type === 'coins' ? 'coins' : 'a pack'}.`,
        repeatable: category.reward !== 'player' && random.chance(0.4),
        startsAt,
        endsAt,
        order: n + 1,
        rewards,
      });
      for (let c = 0; c < challengeCount; c += 1) {
        challengeId += 1;
        const rating = Math.min(90, baseRating + c);
        const rules: SbcRuleV1[] = [{ type: 'squadRatingMin', value: rating }];
        const league = leagues[(setId + c) % Math.max(leagues.length, 1)];
        const nation = nations[(setId + 2 * c) % Math.max(nations.length, 1)];
        const kind = (setId + c) % 4;
        if (kind === 0 && league !== undefined)
          rules.push({ type: 'playerCount', scope: 'league', ids: [league], min: random.int(1, 3) });
        if (kind === 1 && nation !== undefined)
          rules.push({ type: 'playerCount', scope: 'nation', ids: [nation], min: random.int(1, 2) });
        if (kind === 2) rules.push({ type: 'sameCount', scope: 'club', max: random.int(3, 5) });
        if (kind === 3) rules.push({ type: 'differentCount', scope: 'league', min: random.int(2, 4) });
        if (rating >= 80) rules.push({ type: 'playerRatingMin', value: rating + 2, count: 1 });
        if (rating < 75)
          rules.push({ type: 'playerCount', scope: 'quality', tiers: ['silver', 'gold'], min: 11 });
        // 0 is no chemistry rule (the game lists none, and "at least 0" asks nothing); picked all the same,
        // so the draws after it stay as they were.
        const chemistry = random.pick([0, 10, 15, 20, 25]);
        if (chemistry > 0) rules.push({ type: 'teamChemistryMin', value: chemistry });
        const formationId = random.chance(0.25) ? random.pick(SBC_FORMATIONS) : null;
        if (formationId) rules.push({ type: 'formation', formationIds: [formationId] });
        rules.push({ type: 'playerTotal', value: 11 });
        const challengeName = challengeCount === 1 ? name : `${CHALLENGE_NAMES[c % CHALLENGE_NAMES.length]}`;
        const where =
          kind === 0 && league !== undefined
            ? ` with players from ${leagueName.get(league) ?? `league ${league}`}`
            : kind === 1 && nation !== undefined
              ? ` with players from ${nationName.get(nation) ?? `nation ${nation}`}`
              : '';
        sbcChallenges.push({
          id: challengeId,
          setId,
          name: challengeName,
          description: `Build ${articleOf(rating)} ${rating}-rated squad${where}.`,
          order: c + 1,
          formationId,
          requirements: { version: 1, rules },
          rewards: challengeCount > 1 ? [packReward()] : [],
        });
      }
    }
  });

  const objectiveTabs: ObjectiveTabSeedRow[] = [
    { id: 1, slug: 'campaign', name: 'Campaign', order: 1, isCampaign: true },
    { id: 2, slug: 'season', name: 'Season', order: 2, isCampaign: false },
    { id: 3, slug: 'daily', name: 'Daily', order: 3, isCampaign: false },
    { id: 4, slug: 'milestones', name: 'Milestones', order: 4, isCampaign: false },
  ];
  const groupsPerTab = [5, 4, 3, 4];
  const objectiveGroups: ObjectiveGroupSeedRow[] = [];
  const objectives: ObjectiveSeedRow[] = [];
  let groupId = 0;
  let objectiveId = 0;
  objectiveTabs.forEach((tab, tabIndex) => {
    for (let n = 0; n < (groupsPerTab[tabIndex] ?? 0); n += 1) {
      groupId += 1;
      const expired = groupId % SBC_SEASON_SHAPE.EXPIRED_EVERY === 0;
      const card = tab.slug === 'daily' ? undefined : nextObjectiveCard();
      const name = card ? `${tab.name}: ${displayName(card)}` : `Daily Challenge ${n + 1}`;
      objectiveGroups.push({
        id: groupId,
        tabId: tab.id,
        slug: uniqueSlug(`objectives ${name}`),
        name,
        description: card ? `Complete every objective to earn ${displayName(card)}.` : "Today's objectives.",
        startsAt: day(expired ? -random.int(20, 40) : -random.int(0, 7)),
        endsAt: expired ? day(-random.int(1, 10)) : tab.isCampaign ? null : day(random.int(1, 21)),
        order: n + 1,
        rewards: card ? playerReward(card) : [packReward()],
      });
      const count = random.int(2, 5);
      for (let o = 0; o < count; o += 1) {
        objectiveId += 1;
        const league = leagues[(groupId + o) % Math.max(leagues.length, 1)];
        const nation = nations[(groupId + o) % Math.max(nations.length, 1)];
        const kind = o % 3;
        const filter: ObjectiveFilterSeed =
          kind === 0 && league !== undefined
            ? { leagueEaId: league }
            : kind === 1 && nation !== undefined
              ? { nationEaId: nation }
              : { minRating: random.int(75, 85) };
        const target = random.int(1, 11);
        const what =
          filter.leagueEaId !== undefined
            ? `players from ${leagueName.get(filter.leagueEaId) ?? 'the league'}`
            : filter.nationEaId !== undefined
              ? `players from ${nationName.get(filter.nationEaId) ?? 'the nation'}`
              : `players rated ${filter.minRating}+`;
        objectives.push({
          id: objectiveId,
          groupId,
          name: `Own ${target} ${what}`,
          description: `Have ${target} ${what} in your club.`,
          order: o + 1,
          target,
          filter,
          rewards: random.chance(0.5) ? [packReward()] : [{ type: 'coins', amount: random.int(1, 10) * 100 }],
        });
      }
    }
  });

  return { sbcCategories, sbcSets, sbcChallenges, objectiveTabs, objectiveGroups, objectives };
};
