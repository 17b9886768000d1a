import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import {
  ATTRIBUTE_FIELDS,
  FACE_STAT_FIELDS,
  GK_FACE_STAT_FIELDS,
  POSITION,
  SPECIAL_TEAM_EA_IDS,
  decodeFilterQuery,
  faceStats,
  outfieldFaceStats,
} from '@futgg/game-rules';
import { generateGameData, generateReferenceData } from './generate-game-data.js';
import type { GameData } from './game-data.types.js';
import { VERSION_ID_STEP } from './players/player-items.js';
import { ROLE_PLUS_IDS_BY_POSITION } from './reference/roles.js';

const hashOf = (data: unknown) => createHash('sha256').update(JSON.stringify(data)).digest('hex');
const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '');

describe('generateGameData', () => {
  let data: GameData;
  let again: GameData;

  beforeAll(() => {
    data = generateGameData({ seed: 42 });
    again = generateGameData({ seed: 42 });
  });

  /** Items breaking a rule, so one assertion reports them all (20,000 expect calls take seconds). */
  const breaking = (rule: (item: GameData['playerItems'][number]) => boolean) =>
    data.playerItems.filter((item) => !rule(item)).map((item) => item.eaId);

  describe('determinism', () => {
    it('gives deep-equal output, with the same hash, for the same seed', () => {
      expect(again).toEqual(data);
      expect(hashOf(again)).toBe(hashOf(data));
    });

    it('gives different player items for a different seed, and the same reference data', () => {
      const other = generateGameData({ seed: 43 });
      expect(hashOf(other.playerItems)).not.toBe(hashOf(data.playerItems));
      const { playerItems: _a, seed: _b, ...reference } = other;
      const { playerItems: _c, seed: _d, ...ours } = data;
      expect(reference).toEqual(ours);
    });

    it('is reproducible for any seed and size (property, small sizes)', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 2 ** 31 }),
          fc.integer({ min: 0, max: 60 }),
          (seed, players) => {
            const a = generateGameData({ seed, players });
            return (
              a.playerItems.length === players && hashOf(a) === hashOf(generateGameData({ seed, players }))
            );
          },
        ),
        { numRuns: 15 },
      );
    });

    it('rejects a seed or size that is not a whole number', () => {
      expect(() => generateGameData({ seed: 1.5 })).toThrow(RangeError);
      expect(() => generateGameData({ seed: 1, players: -1 })).toThrow(RangeError);
    });
  });

  it('makes exactly the asked number of player items, 20,000 by default', () => {
    expect(data.playerItems).toHaveLength(20_000);
    expect(generateGameData({ seed: 1, players: 123 }).playerItems).toHaveLength(123);
  });

  it('generates 20,000 players in under 3 s in plain Node', () => {
    // Timed in a child process: jest's module sandbox runs this numeric code about five times slower
    // than Node itself (measured), and `npm run seed` runs in plain Node.
    const script = fileURLToPath(new URL('../scripts/time-generation.ts', import.meta.url));
    const output = execFileSync(process.execPath, ['--import', 'tsx', script, '20000'], { encoding: 'utf8' });
    const { players, milliseconds } = JSON.parse(output) as { players: number; milliseconds: number };
    expect(players).toBe(20_000);
    expect(milliseconds).toBeLessThan(3000);
  });

  it("gives each icon's base, mid and prime cards their own named rarity, rising in overall", () => {
    const rarityName = new Map(data.rarities.map((rarity) => [rarity.eaId, rarity.name]));
    const icons = data.playerItems.filter((item) => item.leagueEaId === SPECIAL_TEAM_EA_IDS.ICONS_LEAGUE);
    const byPlayer = new Map<number, typeof icons>();
    for (const item of icons)
      byPlayer.set(item.basePlayerEaId, [...(byPlayer.get(item.basePlayerEaId) ?? []), item]);
    expect(byPlayer.size).toBeGreaterThan(20);
    for (const versions of byPlayer.values()) {
      const tiers = versions
        .filter((item) => /Icon$/.test(rarityName.get(item.rarityEaId) ?? ''))
        .sort((a, b) => a.overall - b.overall);
      expect(tiers.map((item) => rarityName.get(item.rarityEaId))).toEqual([
        'Base Icon',
        'Mid Icon',
        'Prime Icon',
      ]);
    }
  });

  describe('cards', () => {
    it('shows face stats computed by faceStats from the attributes (GK faces only for keepers)', () => {
      const faces = breaking((item) => {
        const outfield = outfieldFaceStats(item);
        if (!FACE_STAT_FIELDS.every((f) => item[f] === outfield[f])) return false;
        if (item.position !== POSITION.GK) return GK_FACE_STAT_FIELDS.every((f) => item[f] === null);
        const shown = faceStats({ ...item, position: POSITION.GK });
        return GK_FACE_STAT_FIELDS.every((f) => item[f] === shown[f]);
      });
      expect(faces).toEqual([]);
      expect(data.playerItems.filter((item) => item.position === POSITION.GK).length).toBeGreaterThan(1000);
    });

    it('sums the shown face stats into totalStats and all 34 attributes into totalIgs', () => {
      const totals = breaking((item) => {
        const shown = item.position === POSITION.GK ? GK_FACE_STAT_FIELDS : FACE_STAT_FIELDS;
        return (
          item.totalStats === shown.reduce((sum, f) => sum + (item[f] ?? 0), 0) &&
          item.totalIgs === ATTRIBUTE_FIELDS.reduce((sum, f) => sum + item[f], 0)
        );
      });
      expect(totals).toEqual([]);
    });

    it('keeps every stat in 1..99 and overall in 40..99', () => {
      const inRange = (value: number, min: number, max: number) =>
        Number.isInteger(value) && value >= min && value <= max;
      const outOfRange = breaking(
        (item) =>
          [...ATTRIBUTE_FIELDS, ...FACE_STAT_FIELDS].every((f) => inRange(item[f], 1, 99)) &&
          inRange(item.overall, 40, 99),
      );
      expect(outOfRange).toEqual([]);
    });

    it('writes searchName as lower-case, accent-free common, first and last name', () => {
      // e.g. commonName "Müller", firstName "Thomas", lastName "Müller" → "muller thomas muller".
      const names = breaking(
        (item) =>
          item.searchName ===
          stripAccents([item.commonName, item.firstName, item.lastName].join(' ')).toLowerCase(),
      );
      expect(names).toEqual([]);
      expect(data.playerItems.some((item) => stripAccents(item.commonName) !== item.commonName)).toBe(true);
    });

    it('gives unique item ids, and versions base id + k·2^24 sharing basePlayerEaId', () => {
      expect(new Set(data.playerItems.map((item) => item.eaId)).size).toBe(data.playerItems.length);
      const versions = data.playerItems.filter((item) => item.eaId !== item.basePlayerEaId);
      expect(versions.length).toBeGreaterThan(500);
      const bases = new Set(
        data.playerItems
          .filter((item) => item.eaId === item.basePlayerEaId)
          .map((item) => item.basePlayerEaId),
      );
      const badIds = versions.filter((item) => {
        const k = (item.eaId - item.basePlayerEaId) / VERSION_ID_STEP;
        return !(Number.isInteger(k) && k >= 3 && k <= 7 && bases.has(item.basePlayerEaId));
      });
      expect(badIds).toEqual([]);
    });

    it('gives a promo version a higher overall than its base card, and the same player', () => {
      const byId = new Map(data.playerItems.map((item) => [item.eaId, item]));
      const drifted = breaking((item) => {
        const base = byId.get(item.basePlayerEaId)!;
        return (
          item.overall >= base.overall &&
          item.commonName === base.commonName &&
          item.nationEaId === base.nationEaId &&
          item.position === base.position
        );
      });
      expect(drifted).toEqual([]);
    });

    it('prices only cards on the market: SBC, objective and extinct cards have no price', () => {
      const mispriced = breaking((item) => {
        const untradeable = item.isSbc || item.isObjective || item.isExtinct;
        return (
          (item.price === null) === untradeable &&
          (item.priceTrend24h === null) === untradeable &&
          (item.price ?? 200) >= 200
        );
      });
      expect(mispriced).toEqual([]);
      expect(
        data.playerItems.some((item) => item.isSbc) && data.playerItems.some((item) => item.isObjective),
      ).toBe(true);
    });

    it('dates cards within the FC 26 year (Sept 2025 – July 2026)', () => {
      expect(breaking((item) => item.createdAt >= '2025-09-19' && item.createdAt < '2026-07-16')).toEqual([]);
    });

    it('gives keepers only keeper PlayStyles (and long passing), others no keeper PlayStyle', () => {
      const isKeeperStyle = (id: number) => id >= 28 && id <= 33;
      const misfits = breaking((item) => {
        const ids = [...item.playstyles, ...item.playstylesPlus];
        if (new Set(ids).size !== ids.length) return false;
        return item.position === POSITION.GK
          ? ids.every((id) => isKeeperStyle(id) || id === 7 || id === 26)
          : !ids.some(isKeeperStyle);
      });
      expect(misfits).toEqual([]);
    });

    it('gives roles of the card position only, ++ ids being + ids + 100', () => {
      const wrongRoles = breaking((item) => {
        const allowed = ROLE_PLUS_IDS_BY_POSITION.get(item.position) ?? [];
        return (
          item.rolesPlus.every((id) => allowed.includes(id)) &&
          item.rolesPlusPlus.every((id) => allowed.includes(id - 100))
        );
      });
      expect(wrongRoles).toEqual([]);
      expect(data.playerItems.some((item) => item.rolesPlusPlus.length > 0)).toBe(true);
    });
  });

  describe('references', () => {
    it('points every foreign id of a card at reference data', () => {
      const ids = <T>(rows: T[], key: (row: T) => number) => new Set(rows.map(key));
      const clubs = ids(data.clubs, (c) => c.eaId);
      const leagues = ids(data.leagues, (l) => l.eaId);
      const nations = ids(data.nations, (n) => n.eaId);
      const rarities = ids(data.rarities, (r) => r.eaId);
      const squads = ids(data.raritySquads, (s) => s.id);
      const playstyles = ids(data.playstyles, (p) => p.id);
      const roles = ids(data.roles, (r) => r.eaId);
      const dangling = breaking(
        (item) =>
          clubs.has(item.clubEaId) &&
          leagues.has(item.leagueEaId) &&
          nations.has(item.nationEaId) &&
          rarities.has(item.rarityEaId) &&
          (item.raritySquadId === null || squads.has(item.raritySquadId)) &&
          [...item.playstyles, ...item.playstylesPlus].every((id) => playstyles.has(id)) &&
          [...item.rolesPlus, ...item.rolesPlusPlus].every((id) => roles.has(id)),
      );
      expect(dangling).toEqual([]);
      for (const club of data.clubs)
        if (club.leagueEaId !== null) expect(leagues.has(club.leagueEaId)).toBe(true);
    });

    it('keys every reference table uniquely', () => {
      const unique = (values: (string | number)[]) => new Set(values).size === values.length;
      const reference = generateReferenceData(26);
      expect(unique(reference.nations.map((r) => r.eaId))).toBe(true);
      expect(unique(reference.leagues.map((r) => r.eaId))).toBe(true);
      expect(unique(reference.clubs.map((r) => r.eaId))).toBe(true);
      expect(unique(reference.clubs.map((r) => r.name))).toBe(true);
      expect(unique(reference.rarities.map((r) => r.eaId))).toBe(true);
      expect(unique(reference.roles.map((r) => r.eaId))).toBe(true);
      expect(unique(reference.chemistryStyles.map((r) => r.shortName))).toBe(true);
      expect(unique(reference.raritySquads.map((r) => r.id))).toBe(true);
      expect(unique(reference.formations.map((r) => r.id))).toBe(true);
    });

    it('has the sizes of a believable game year', () => {
      expect(data.nations.length).toBeGreaterThanOrEqual(150);
      expect(data.leagues.length).toBeGreaterThanOrEqual(40);
      expect(data.clubs.length).toBeGreaterThanOrEqual(600);
      expect(data.formations).toHaveLength(28);
      expect(data.chemistryStyles.map((s) => s.eaId).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 24 }, (_, i) => 250 + i),
      );
      expect(data.rarities.map((r) => r.eaId)).toEqual(expect.arrayContaining([0, 1, 3, 12, 17, 19]));
      expect(data.leagues.some((l) => l.gender === 2) && data.playerItems.some((p) => p.gender === 2)).toBe(
        true,
      );
    });

    it('writes quick filters the filter codec decodes', () => {
      for (const filter of data.quickFilters) expect(() => decodeFilterQuery(filter.query)).not.toThrow();
      expect(data.quickFilters.find((f) => f.name === 'Best rated')?.query).toBe(
        'overall__gte=85&sort=-overall',
      );
    });

    it('maps defensive approaches 9–12 and build-up default 8', () => {
      expect(data.defensiveApproaches.map((a) => a.id)).toEqual([9, 10, 11, 12]);
      expect(data.buildUpStyles.map((s) => s.id)).toContain(8);
    });
  });
});
