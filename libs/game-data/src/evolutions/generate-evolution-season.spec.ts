import fc from 'fast-check';
import { EvolutionFields, ImportEvolutionsRequest } from '@futgg/contracts';
import {
  ATTRIBUTE_FIELDS,
  CAPS,
  FACE_STAT_FIELDS,
  GK_FACE_STAT_FIELDS,
  POSITION_GROUP,
  POSITION_IDS,
  SUPPORTED_GAME_YEARS,
  UPGRADE_TYPES,
  applyEvolutions,
  isAttributeField,
  isEligible,
  isListField,
  type Card,
  type EvolutionRequirements,
} from '@futgg/game-rules';
import { generateGameData, generateReferenceData } from '../generate-game-data.js';
import { RARITY } from '../reference/rarities.js';
import {
  EVOLUTION_TEMPLATES,
  FIRST_EVOLUTION_ID,
  generateEvolutionSeason,
  type SeasonEvolution,
} from './generate-evolution-season.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-03-22T22:09:05Z');
// Every kind of requirement in game-rules' EvolutionRequirements: the compiler keeps this list complete.
const REQUIREMENT_KINDS = {
  minOverall: true,
  maxOverall: true,
  leagues: true,
  clubs: true,
  nations: true,
  rarities: true,
  excludedRarities: true,
  minSkillMoves: true,
  maxSkillMoves: true,
  minWeakFoot: true,
  maxWeakFoot: true,
  positions: true,
  excludedPositions: true,
  totalPositions: true,
  maxRolesPlus: true,
  maxRolesPlusPlus: true,
  minPlaystyles: true,
  maxPlaystyles: true,
  minPlaystylesPlus: true,
  maxPlaystylesPlus: true,
  minStats: true,
  maxStats: true,
} as const satisfies Record<keyof EvolutionRequirements, true>;

const stateOf = (evolution: SeasonEvolution, now: Date) => {
  if (evolution.endTime === null) return 'permanent';
  return Date.parse(evolution.endTime) > now.getTime() ? 'active' : 'expired';
};
const upgradesOf = (season: SeasonEvolution[]) =>
  season.flatMap((evolution) => evolution.levels.flatMap((level) => level.upgrades));

/** Broken rules as readable strings, so one assertion lists every offending evolution. */
const breaking = (season: SeasonEvolution[], rule: (evolution: SeasonEvolution) => string | null) =>
  season.map(rule).filter((message): message is string => message !== null);

const timingProblems = (season: SeasonEvolution[], now: Date) =>
  breaking(season, (e) => {
    const created = Date.parse(e.createdAt);
    if (created >= now.getTime()) return `${e.name} is created after now`;
    if (created < now.getTime() - 71 * DAY) return `${e.name} is created before the season`;
    if (e.endTime === null) return null;
    const end = Date.parse(e.endTime);
    if (end <= created) return `${e.name} ends before it starts`;
    if (end > now.getTime() + 28 * DAY + HOUR) return `${e.name} ends more than four weeks after now`;
    return null;
  });

describe(generateEvolutionSeason.name, () => {
  const season = generateEvolutionSeason({ gameYear: 26, now: NOW });

  describe('determinism', () => {
    it('gives the same season for the same options', () => {
      expect(generateEvolutionSeason({ gameYear: 26, now: new Date(NOW) })).toEqual(season);
    });

    it('places the evolutions differently for another seed, with the same templates', () => {
      const other = generateEvolutionSeason({ gameYear: 26, now: NOW, seed: 7 });
      expect(other).not.toEqual(season);
      expect(other.map((e) => e.name).sort()).toEqual(season.map((e) => e.name).sort());
    });

    it('moves with now: the same layout a week later is the same season shifted by a week', () => {
      const later = generateEvolutionSeason({ gameYear: 26, now: new Date(NOW.getTime() + 7 * DAY) });
      expect(later.map((e) => [e.id, e.name])).toEqual(season.map((e) => [e.id, e.name]));
      expect(Date.parse(later[5]!.createdAt) - Date.parse(season[5]!.createdAt)).toBe(7 * DAY);
    });

    it('rejects a seed that is not a whole number and an invalid date', () => {
      expect(() => generateEvolutionSeason({ gameYear: 26, now: NOW, seed: 1.5 })).toThrow(RangeError);
      expect(() => generateEvolutionSeason({ gameYear: 26, now: new Date('nope') })).toThrow(RangeError);
    });
  });

  describe('the season', () => {
    it('holds every template once: at least 64 evolutions with distinct names', () => {
      expect(season.length).toBeGreaterThanOrEqual(64);
      expect(season).toHaveLength(EVOLUTION_TEMPLATES.length);
      expect(new Set(season.map((e) => e.name)).size).toBe(season.length);
    });

    it('numbers the evolutions like EA: rising with the creation date, from just above 1200', () => {
      expect(season[0]!.id).toBeGreaterThanOrEqual(FIRST_EVOLUTION_ID);
      expect(season[0]!.id).toBeLessThan(FIRST_EVOLUTION_ID + 12);
      for (let i = 1; i < season.length; i += 1) {
        expect(season[i]!.id - season[i - 1]!.id).toBeGreaterThanOrEqual(1);
        expect(season[i]!.id - season[i - 1]!.id).toBeLessThanOrEqual(4);
        expect(Date.parse(season[i]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(season[i - 1]!.createdAt));
      }
    });

    it('has about 40 % active, about half expired and a few permanent evolutions', () => {
      const counts = { active: 0, expired: 0, permanent: 0 };
      for (const evolution of season) counts[stateOf(evolution, NOW)] += 1;
      expect(counts.active / season.length).toBeGreaterThanOrEqual(1 / 3);
      expect(counts.active / season.length).toBeLessThanOrEqual(0.5);
      expect(counts.expired / season.length).toBeGreaterThanOrEqual(1 / 3);
      expect(counts.expired / season.length).toBeLessThanOrEqual(0.6);
      expect(counts.permanent).toBeGreaterThanOrEqual(3);
      expect(counts.permanent).toBeLessThanOrEqual(6);
      expect(season.find((e) => e.name === 'Intro to Evolutions')!.endTime).toBeNull();
    });

    it('has evolutions expiring within 48 hours, and active ones ending from hours to four weeks out', () => {
      const endsIn = season
        .filter((e) => stateOf(e, NOW) === 'active')
        .map((e) => (Date.parse(e.endTime!) - NOW.getTime()) / HOUR);
      expect(endsIn.filter((hours) => hours <= 48).length).toBeGreaterThanOrEqual(3);
      expect(Math.min(...endsIn)).toBeLessThan(48);
      expect(Math.max(...endsIn)).toBeGreaterThan(21 * 24);
    });

    it('creates every evolution before now and before its end, spread over about ten weeks', () => {
      expect(timingProblems(season, NOW)).toEqual([]);
      const created = season.map((e) => Date.parse(e.createdAt));
      expect((Math.max(...created) - Math.min(...created)) / DAY).toBeGreaterThan(56);
    });

    it('has one to four levels, each with upgrades, and sensible caps on every number', () => {
      expect(breaking(season, (e) => (e.levels.length >= 1 && e.levels.length <= 4 ? null : e.name))).toEqual(
        [],
      );
      expect(breaking(season, (e) => (e.levels.every((l) => l.upgrades.length > 0) ? null : e.name))).toEqual(
        [],
      );
      for (const upgrade of upgradesOf(season)) {
        if (isListField(upgrade.type) || upgrade.type === 'rarityEaId') {
          expect(upgrade.maxValue ?? null).toBeNull();
          continue;
        }
        const hardCap =
          upgrade.type === 'weakFoot' || upgrade.type === 'skillMoves' ? CAPS.WEAK_FOOT : CAPS.OVERALL;
        expect(upgrade.value).toBeGreaterThanOrEqual(1);
        expect(upgrade.maxValue).toBeGreaterThan(upgrade.value);
        expect(upgrade.maxValue).toBeLessThanOrEqual(hardCap);
      }
    });

    it('caps an overall upgrade above the overall the evolution accepts', () => {
      const problems = breaking(season, (e) => {
        const max = e.requirements.maxOverall;
        const caps = upgradesOf([e])
          .filter((u) => u.type === 'overall')
          .map((u) => u.maxValue!);
        return max != null && caps.some((cap) => cap <= max) ? e.name : null;
      });
      expect(problems).toEqual([]);
    });

    it('is mostly free, some for coins (10,000–150,000), some for points (100–600), never both', () => {
      const coins = season.filter((e) => e.coinsCost > 0);
      const points = season.filter((e) => e.pointsCost > 0);
      expect(coins.length).toBeGreaterThanOrEqual(3);
      expect(points.length).toBeGreaterThanOrEqual(3);
      expect(coins.length + points.length).toBeLessThan(season.length / 4);
      expect(coins.filter((e) => e.pointsCost > 0)).toEqual([]);
      for (const { coinsCost } of coins) expect(coinsCost >= 10_000 && coinsCost <= 150_000).toBe(true);
      for (const { pointsCost } of points) expect(pointsCost >= 100 && pointsCost <= 600).toBe(true);
    });

    it('can mostly be completed once, some two or three times', () => {
      const counts = season.map((e) => e.repeatabilityCount);
      expect(counts.filter((count) => count === 1).length / season.length).toBeGreaterThan(0.6);
      expect(counts.filter((count) => count === 2 || count === 3).length).toBeGreaterThanOrEqual(3);
      expect(counts.every((count) => count >= 1 && count <= 3)).toBe(true);
    });
  });

  describe('coverage', () => {
    it('uses every kind of requirement', () => {
      const used = new Set(season.flatMap((e) => Object.keys(e.requirements)));
      expect(Object.keys(REQUIREMENT_KINDS).filter((kind) => !used.has(kind))).toEqual([]);
    });

    it('asks for each position group, and for face stats and attributes at both bounds', () => {
      const positions = new Set(season.flatMap((e) => e.requirements.positions ?? []));
      expect([...Object.values(POSITION_GROUP)].filter((group) => !positions.has(group))).toEqual([]);
      for (const bound of ['minStats', 'maxStats'] as const) {
        const fields = season.flatMap((e) => Object.keys(e.requirements[bound] ?? {}));
        expect(fields.some((field) => isAttributeField(field))).toBe(true);
        expect(fields.some((field) => (FACE_STAT_FIELDS as readonly string[]).includes(field))).toBe(true);
      }
    });

    it('uses every upgrade type the contract knows, except attributes, of which many', () => {
      const types = new Set(upgradesOf(season).map((upgrade) => upgrade.type));
      const everyType = UPGRADE_TYPES.filter((type) => !isAttributeField(type));
      expect(everyType.filter((type) => !types.has(type))).toEqual([]);
      expect([...FACE_STAT_FIELDS, ...GK_FACE_STAT_FIELDS].every((field) => types.has(field))).toBe(true);
      expect(ATTRIBUTE_FIELDS.filter((field) => types.has(field)).length).toBeGreaterThanOrEqual(20);
    });

    it('grants both evolution rarities', () => {
      const rarities = upgradesOf(season)
        .filter((u) => u.type === 'rarityEaId')
        .map((u) => u.value);
      expect(new Set(rarities)).toEqual(new Set([RARITY.EVOLUTION, RARITY.EVOLUTION_RARE]));
    });
  });

  describe.each(SUPPORTED_GAME_YEARS)('reference ids of FC %i', (gameYear) => {
    const reference = generateReferenceData(gameYear);
    const ofYear = generateEvolutionSeason({ gameYear, now: NOW });
    const known = {
      leagues: new Set(reference.leagues.map((row) => row.eaId)),
      clubs: new Set(reference.clubs.map((row) => row.eaId)),
      nations: new Set(reference.nations.map((row) => row.eaId)),
      rarities: new Set(reference.rarities.map((row) => row.eaId)),
      positions: new Set<number>([...POSITION_IDS, ...Object.values(POSITION_GROUP)]),
      playstyles: new Set(reference.playstyles.map((row) => row.id)),
      rolesPlus: new Set(reference.roles.filter((row) => row.isPlus).map((row) => row.eaId)),
      rolesPlusPlus: new Set(reference.roles.filter((row) => row.isPlusPlus).map((row) => row.eaId)),
    };

    it('asks only for leagues, clubs, nations, rarities and positions of the reference data', () => {
      const unknown = ofYear.flatMap(({ name, requirements: r }) =>
        (
          [
            ['leagues', r.leagues, known.leagues],
            ['clubs', r.clubs, known.clubs],
            ['nations', r.nations, known.nations],
            ['rarities', r.rarities, known.rarities],
            ['excludedRarities', r.excludedRarities, known.rarities],
            ['positions', r.positions, known.positions],
            ['excludedPositions', r.excludedPositions, known.positions],
          ] as const
        ).flatMap(([kind, ids, set]) =>
          (ids ?? []).filter((id) => !set.has(id)).map((id) => `${name} ${kind} ${id}`),
        ),
      );
      expect(unknown).toEqual([]);
    });

    it('grants only PlayStyles, roles, positions and rarities of the reference data', () => {
      const setOf: Record<string, Set<number>> = {
        playstyles: known.playstyles,
        playstylesPlus: known.playstyles,
        rolesPlus: known.rolesPlus,
        rolesPlusPlus: known.rolesPlusPlus,
        alternativePositionIds: known.positions,
        rarityEaId: known.rarities,
      };
      const unknown = upgradesOf(ofYear)
        .filter((u) => setOf[u.type] && !setOf[u.type]!.has(u.value))
        .map((u) => `${u.type} ${u.value}`);
      expect(unknown).toEqual([]);
    });
  });

  describe('the contract', () => {
    it('passes the evolutions contract, one by one and as one import batch', () => {
      const refused = season
        .map((evolution) => [evolution.name, EvolutionFields.safeParse(evolution)] as const)
        .filter(([, result]) => !result.success)
        .map(([name, result]) => `${name}: ${result.error!.message}`);
      expect(refused).toEqual([]);
      expect(ImportEvolutionsRequest.safeParse({ gameYear: 26, evolutions: season }).success).toBe(true);
    });
  });

  describe('against the generated cards', () => {
    let cards: Card[];

    beforeAll(() => {
      cards = generateGameData({ seed: 42 }).playerItems as Card[];
    });

    it('leaves at least 20 eligible cards of the 20,000 to every evolution (end time ignored)', () => {
      const tooFew = breaking(season, (evolution) => {
        let eligible = 0;
        for (const card of cards) {
          if (isEligible(card, evolution) && (eligible += 1) >= 20) return null;
        }
        return `${evolution.name}: ${eligible}`;
      });
      expect(tooFew).toEqual([]);
    });

    it('changes an eligible card when applied', () => {
      const unchanged = breaking(season, (evolution) => {
        const card = cards.find((candidate) => isEligible(candidate, evolution))!;
        const evolved = applyEvolutions(card, [evolution]);
        return JSON.stringify(evolved) === JSON.stringify(applyEvolutions(card, [])) ? evolution.name : null;
      });
      expect(unchanged).toEqual([]);
    });
  });

  it('keeps its timing rules for any seed and instant (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.date({ min: new Date('2024-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (seed, now) => {
          const generated = generateEvolutionSeason({ gameYear: 26, now, seed });
          const active = generated.filter((e) => stateOf(e, now) === 'active').length;
          const expired = generated.filter((e) => stateOf(e, now) === 'expired').length;
          const soon = generated.filter(
            (e) => stateOf(e, now) === 'active' && Date.parse(e.endTime!) - now.getTime() <= 48 * HOUR,
          ).length;
          return (
            timingProblems(generated, now).length === 0 &&
            active >= generated.length / 3 &&
            expired >= generated.length / 3 &&
            soon >= 3 &&
            new Set(generated.map((e) => e.id)).size === generated.length
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});
