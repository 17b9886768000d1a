import { checkSbcRequirements } from '@futgg/game-rules';
import { generateGameData } from '../generate-game-data.js';
import { SBC_SEASON_SHAPE, articleOf, generateObjectivesSbcSeason } from './objectives-sbc-season.js';

const data = generateGameData({ seed: 7, players: 400, gameYear: 26 });
const anchor = new Date('2026-11-27T10:00:00Z');
const season = generateObjectivesSbcSeason(data, anchor);

describe('the default season of objectives and SBCs', () => {
  it('is deterministic', () => {
    expect(generateObjectivesSbcSeason(data, anchor)).toEqual(season);
  });

  it('has 6 categories, 40 sets of 1 to 5 challenges, some expired, unique slugs', () => {
    expect(season.sbcCategories.map((category) => category.slug)).toEqual(
      SBC_SEASON_SHAPE.CATEGORIES.map((category) => category.slug),
    );
    expect(season.sbcSets).toHaveLength(40);
    for (const set of season.sbcSets) {
      const challenges = season.sbcChallenges.filter((challenge) => challenge.setId === set.id);
      expect(challenges.length).toBeGreaterThanOrEqual(1);
      expect(challenges.length).toBeLessThanOrEqual(5);
    }
    const midnight = Date.parse('2026-11-27T00:00:00Z');
    const expired = season.sbcSets.filter((set) => set.endsAt !== null && Date.parse(set.endsAt) < midnight);
    expect(expired).toHaveLength(8);
    const slugs = [...season.sbcSets, ...season.objectiveGroups].map((item) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('awards generated cards (the SBC cards first) and packs', () => {
    const eaIds = new Set(data.playerItems.map((card) => card.eaId));
    const players = season.sbcSets.flatMap((set) => set.rewards).filter((reward) => reward.type === 'player');
    expect(players).toHaveLength(14);
    for (const reward of players) expect(eaIds.has(reward.eaId)).toBe(true);
    expect(season.sbcSets.some((set) => set.rewards.some((reward) => reward.type === 'pack'))).toBe(true);
    const sbcCard = data.playerItems.find((card) => card.isSbc);
    if (sbcCard) expect(players.some((reward) => reward.eaId === sbcCard.eaId)).toBe(true);
  });

  it('writes requirements the checker reads, and objectives with a campaign tab', () => {
    for (const challenge of season.sbcChallenges) {
      const check = checkSbcRequirements(challenge.requirements, {
        formationId: 'f442',
        rating: 0,
        chemistry: 0,
        players: [],
      });
      expect(check.passed).toBe(false);
    }
    expect(season.objectiveTabs.filter((tab) => tab.isCampaign)).toHaveLength(1);
    expect(season.objectives.every((objective) => objective.target >= 1)).toBe(true);
    expect(new Set(season.objectives.map((objective) => objective.groupId)).size).toBe(
      season.objectiveGroups.length,
    );
  });

  it('says "an 81-rated squad" and "a 75-rated squad", as the numbers are read', () => {
    expect([75, 79, 80, 81, 88, 89, 90, 11, 18, 8].map((rating) => articleOf(rating))).toEqual([
      'a',
      'a',
      'an',
      'an',
      'an',
      'an',
      'a',
      'an',
      'an',
      'an',
    ]);
    const described = season.sbcChallenges.map((challenge) => challenge.description);
    expect(described.some((text) => /^Build an 8\d-rated squad/.test(text))).toBe(true);
    expect(described.filter((text) => /\ba 8\d-rated\b|\ban [2-79]\d-rated\b/.test(text))).toEqual([]);
  });

  it('asks for chemistry only where it asks for some: no rule of "at least 0"', () => {
    const minimums = season.sbcChallenges.flatMap((challenge) =>
      challenge.requirements.rules.flatMap((rule) => (rule.type === 'teamChemistryMin' ? [rule.value] : [])),
    );
    expect(minimums.length).toBeGreaterThan(0);
    expect(minimums.filter((value) => value <= 0)).toEqual([]);
    // Challenges without a chemistry rule remain (about a fifth drew 0).
    expect(minimums.length).toBeLessThan(season.sbcChallenges.length);
  });
});
