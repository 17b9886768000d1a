import { generateEvolutionSeason } from '@futgg/game-data';
import { readSharedText } from '@futgg/testing';
import { evolutionFileFormatOf, readEvolutionFile } from './evolution-file.js';
import { EvolutionFileError, type EvolutionFileRead } from './evolution-file.types.js';
import { reportLines } from './import-report.js';
import { ownFormatOf } from './own-format.js';

const NOW = new Date('2026-05-01T12:00:00Z');
const DAY = 24 * 3_600_000;
const EXCLUDED_RARITY = 'rarity "World Tour Silver Stars" is no rarity of FC 26';

describe(readEvolutionFile.name, () => {
  describe("fut.gg's scrape: the real sample (shared/data/fc26-evolutions-futgg-sample)", () => {
    let read: EvolutionFileRead;
    const evolution = (id: number) => read.importable.find((entry) => entry.evolution.id === id)!;

    beforeAll(() => {
      read = readEvolutionFile(readSharedText('fc26-evolutions-futgg-sample', 'evolutions.json'), {
        now: NOW,
      });
    });

    it('reads all 20 as FC 26 and can import 11 of them', () => {
      expect(read).toMatchObject({ format: 'futgg-scrape', gameYear: 26, read: 20 });
      expect(read.importable.map((entry) => entry.evolution.id)).toEqual([
        1837, 1836, 1827, 1826, 1825, 1823, 1817, 1814, 1810, 1280, 1211,
      ]);
    });

    it('refuses the four without boosts and the five whose boosts are build-your-own totals', () => {
      const reasons = Object.fromEntries(
        read.refused.map(({ label, reason }) => [label.split(' ')[0], reason]),
      );
      expect(Object.keys(reasons)).toEqual([
        'evo_1841',
        'evo_1838',
        'evo_1829',
        'evo_1828',
        'evo_1824',
        'evo_1819',
        'evo_1811',
        'evo_1213',
        'evo_1212',
      ]);
      for (const id of ['evo_1838', 'evo_1828', 'evo_1213', 'evo_1212']) {
        expect(reasons[id]).toBe('no boosts: nothing to upgrade');
      }
      expect(reasons['evo_1841']).toMatch(/^its boosts add up to overall \+20: more than one card gets/);
      expect(reasons['evo_1829']).toMatch(/^its boosts add up to overall \+46, attributeSprintSpeed \+45, /);
      expect(reasons['evo_1829']).toContain('attributeShotPower +70');
      expect(reasons['evo_1811']).toMatch(/^its boosts add up to overall \+40, facePace \+40, /);
    });

    it('reads High-Speed Action: its caps, three attributes and the overall, 16 days after the scrape', () => {
      expect(evolution(1837)).toEqual({
        index: 2,
        label: 'evo_1837 "High-Speed Action"',
        evolution: {
          id: 1837,
          name: 'High-Speed Action',
          description: expect.stringMatching(/^Put your running shoes on!/),
          endTime: '2026-04-07T22:09:08.000Z',
          coinsCost: 0,
          pointsCost: 0,
          repeatabilityCount: 1,
          levels: [
            {
              upgrades: [
                { type: 'overall', value: 1 },
                { type: 'attributeAcceleration', value: 10 },
                { type: 'attributeSprintSpeed', value: 10 },
                { type: 'attributeAgility', value: 10 },
              ],
            },
          ],
          requirements: { maxOverall: 87, maxPlaystyles: 10, maxPlaystylesPlus: 2 },
        },
        unread: [
          `"Excluded: RarityWorld Tour Silver StarsOverallMax": ${EXCLUDED_RARITY}`,
          '"Excluded: RarityWorld Tour Silver StarsOverallMax": "OverallMax" runs into it: the label of another requirement, its value cut off',
          '"Position exclus: CBM": "CBM" is no position',
        ],
      });
    });

    it('reads South American Stars: face stats by their abbreviations, the cut-off nation list unread', () => {
      const { evolution: evo, unread } = evolution(1836);
      expect(evo.levels).toEqual([
        {
          upgrades: [
            { type: 'overall', value: 2 },
            { type: 'facePace', value: 7 },
            { type: 'faceShooting', value: 5 },
            { type: 'faceDribbling', value: 5 },
          ],
        },
      ]);
      expect(evo.requirements).toEqual({ maxOverall: 87, maxPlaystyles: 10, maxPlaystylesPlus: 2 });
      expect(evo.requirements.nations).toBeUndefined();
      expect(unread).toEqual([
        `"Excluded: RarityWorld Tour Silver StarsNationArgentina": ${EXCLUDED_RARITY}`,
        '"Excluded: RarityWorld Tour Silver StarsNationArgentina": "NationArgentina" runs into it: a nation requirement whose list may be cut short, so it is not read',
      ]);
    });

    it('reads Brilliant Dribbler with Max OVR 88 as its cap, not the Max. OVR 94 beside it', () => {
      const { evolution: evo, unread } = evolution(1814);
      expect(evo.requirements.maxOverall).toBe(88);
      expect(evo.levels[0]!.upgrades.map(({ type, value }) => `${type}+${value}`)).toEqual([
        'overall+2',
        'attributeBallControl+10',
        'attributeReactions+5',
        'attributeBalance+5',
        'attributeAgility+10',
        'attributeDribbling+10',
        'attributeComposure+5',
      ]);
      expect(unread).toContain(
        '"Max. OVR: 94": disagrees with "Max OVR: 88", which is read as the eligibility cap',
      );
    });

    it('reads the evolutions without an expiry as permanent', () => {
      expect(evolution(1211).evolution).toMatchObject({
        endTime: null,
        requirements: { maxOverall: 81 },
        levels: [
          {
            upgrades: [
              { type: 'overall', value: 1 },
              { type: 'facePace', value: 1 },
              { type: 'faceShooting', value: 1 },
            ],
          },
        ],
      });
      expect(evolution(1280).evolution).toMatchObject({
        endTime: null,
        requirements: { maxPlaystylesPlus: 1 },
      });
    });

    it('reads every boost of the importable ones, and leaves 14 of their 55 requirement strings unread', () => {
      const upgrades = read.importable.flatMap((entry) => entry.evolution.levels[0]!.upgrades);
      expect(upgrades).toHaveLength(58);
      const unreadStrings = new Set(
        read.importable.flatMap((entry) =>
          entry.unread.map((line) => `${entry.index}:${line.split('": ')[0]}`),
        ),
      );
      expect(unreadStrings.size).toBe(14);
      expect(read.importable.flatMap((entry) => entry.unread)).toHaveLength(25);
      expect(read.importable.every((entry) => entry.unread[0]?.endsWith(EXCLUDED_RARITY))).toBe(true);
    });

    it('reports what was read, refused and left unread', () => {
      const lines = reportLines(read, 'evolutions.json');
      expect(lines[0]).toBe(
        "evolutions.json (fut.gg's scrape), FC 26: 20 evolutions read: 11 importable, 9 refused",
      );
      expect(lines[1]).toBe('refused:');
      expect(lines[2]).toMatch(/^ {2}\[0\] evo_1841 "O Maestro da Copa": its boosts add up to overall \+20/);
      expect(lines).toContain('not read (11 evolutions imported without it):');
      expect(lines).toContain('  [2] evo_1837 "High-Speed Action":');
      expect(lines).toContain('    "Position exclus: CBM": "CBM" is no position');
    });
  });

  describe('our own format', () => {
    const season = generateEvolutionSeason({ gameYear: 25, now: NOW });

    it('reads back what it was written from, evolution for evolution', () => {
      const read = readEvolutionFile(JSON.stringify(ownFormatOf(25, season)), { now: NOW });
      expect(read).toMatchObject({
        format: 'futgg-evolutions',
        gameYear: 25,
        read: season.length,
        refused: [],
      });
      expect(read.importable.map((entry) => entry.evolution)).toEqual(season);
    });

    it('refuses each bad entry with its index and the failing path, and imports the rest', () => {
      const [first, second, third] = season;
      const file = ownFormatOf(25, [
        first!,
        { ...second!, levels: [{ upgrades: [{ type: 'facePac', value: 2 }] }] },
        { ...third!, name: '' },
        { ...first!, name: 'Same id again' },
      ] as never);
      const read = readEvolutionFile(JSON.stringify(file), { now: NOW });
      expect(read.importable.map((entry) => entry.evolution.id)).toEqual([first!.id]);
      expect(read.refused).toEqual([
        {
          index: 1,
          label: `${second!.id} "${second!.name}"`,
          reason: expect.stringMatching(/^Invalid evolutions\.1\.levels\.0\.upgrades\.0\.type: /),
          unread: [],
        },
        {
          index: 2,
          label: `${third!.id} ""`,
          reason: expect.stringMatching(/^Invalid evolutions\.2\.name: /),
          unread: [],
        },
        {
          index: 3,
          label: `${first!.id} "Same id again"`,
          reason: `id ${first!.id} is already the evolution at index 0`,
          unread: [],
        },
      ]);
    });

    it.each([
      [
        { format: 'futgg-evolutions', version: 2, gameYear: 26, evolutions: [] },
        'futgg-evolutions version 2: this importer reads version 1',
      ],
      [
        { format: 'futgg-evolutions', version: 1, gameYear: 23, evolutions: [] },
        /^not a futgg-evolutions file: gameYear: /,
      ],
      [
        { format: 'futgg-evolutions', version: 1, gameYear: 26 },
        /^not a futgg-evolutions file: evolutions: /,
      ],
    ])('refuses the file %j', (file, message) => {
      expect(() => readEvolutionFile(JSON.stringify(file), { now: NOW })).toThrow(message);
    });

    it('refuses a --game-year that is not the file’s', () => {
      const file = JSON.stringify(ownFormatOf(25, season.slice(0, 1)));
      expect(() => readEvolutionFile(file, { gameYear: 26, now: NOW })).toThrow(
        new EvolutionFileError('the file is of FC 25, --game-year says 26'),
      );
      expect(readEvolutionFile(file, { gameYear: 25, now: NOW }).importable).toHaveLength(1);
    });
  });

  describe("fut.gg's scrape: entries of our own making", () => {
    const scraped = (fields: Record<string, unknown>) => ({
      id: 'evo_2001',
      titre: 'Pace Merchant',
      cout_credits: '25K',
      cout_points: 0,
      conditions_eligibilite: ['Max OVR: 84', 'Position: LW, RW, ST'],
      boosts: [
        { stat: 'PAC', valeur: '+3' },
        { stat: 'Rapid', valeur: 'PS+' },
      ],
      date_expiration: 'Expire dans 3 jours',
      date_scrape: '2026-04-01T18:00:00Z',
      ...fields,
    });
    const readOne = (fields: Record<string, unknown>, gameYear?: number) =>
      readEvolutionFile(JSON.stringify([scraped(fields)]), { now: NOW, gameYear });

    it('reads costs, positions, PlayStyles+ and the expiry', () => {
      expect(readOne({}).importable[0]!.evolution).toMatchObject({
        id: 2001,
        coinsCost: 25_000,
        endTime: new Date(Date.parse('2026-04-01T18:00:00Z') + 3 * DAY).toISOString(),
        requirements: { maxOverall: 84, positions: [27, 23, 25] },
        levels: [
          {
            upgrades: [
              { type: 'facePace', value: 3 },
              { type: 'playstylesPlus', value: 17 },
            ],
          },
        ],
      });
    });

    it('counts a relative expiry from now when there is no scrape date, and says so', () => {
      const { evolution, unread } = readOne({ date_scrape: undefined }).importable[0]!;
      expect(evolution.endTime).toBe(new Date(NOW.getTime() + 3 * DAY).toISOString());
      expect(unread).toEqual(['no date_scrape: "Expire dans 3 jours" is counted from now']);
    });

    it.each([
      [{ id: '2001' }, 'id "2001" is not evo_<number>'],
      [{ titre: '  ' }, 'no titre (name)'],
      [{ cout_credits: 'beaucoup' }, 'cout_credits "beaucoup" is no cost'],
      [{ date_expiration: 'Expire bientôt' }, 'expiry "Expire bientôt" says no time we can read'],
      [{ boosts: [{ stat: 'Aura', valeur: '+3' }] }, 'none of its 1 boosts could be read'],
      [{ boosts: [{ stat: 'Shot Power', valeur: '+70' }] }, /^its boosts add up to attributeShotPower \+70/],
      [{ titre: 'x'.repeat(121) }, /^Invalid evolutions\.0\.name: /],
    ])('refuses %j', (fields, reason) => {
      const [refused] = readOne(fields).refused;
      expect(refused?.reason).toEqual(typeof reason === 'string' ? reason : expect.stringMatching(reason));
    });

    it('reads names against the reference data of the game year asked for', () => {
      const read = readOne({ conditions_eligibilite: ['League: Premier League'] }, 24);
      expect(read.gameYear).toBe(24);
      expect(read.importable[0]!.evolution.requirements).toEqual({ leagues: [13] });
    });
  });
});

describe(evolutionFileFormatOf.name, () => {
  it.each([
    [[{ titre: 'x' }], 'futgg-scrape'],
    [[null, { boosts: [] }], 'futgg-scrape'],
    [{ format: 'futgg-evolutions' }, 'futgg-evolutions'],
  ])('tells %j is %s', (json, format) => {
    expect(evolutionFileFormatOf(json)).toBe(format);
  });

  it.each([
    [
      [{ name: 'x' }],
      "a list, but not of fut.gg's scraped evolutions (objects with titre, conditions_eligibilite, boosts)",
    ],
    [
      [],
      "a list, but not of fut.gg's scraped evolutions (objects with titre, conditions_eligibilite, boosts)",
    ],
    [{ format: 'csv' }, 'unknown format "csv": expected "futgg-evolutions"'],
    [
      { evolutions: [] },
      `neither fut.gg's scraped evolutions (a list) nor our own format ({ "format": "futgg-evolutions", … })`,
    ],
  ])('refuses %j', (json, message) => {
    expect(() => evolutionFileFormatOf(json)).toThrow(new EvolutionFileError(message));
  });

  it('refuses what is not JSON', () => {
    expect(() => readEvolutionFile('# README', { now: NOW })).toThrow(/^not JSON: /);
  });
});
