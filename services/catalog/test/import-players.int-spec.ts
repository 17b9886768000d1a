import { CATALOG_CONTRACTS as C, type CoreData, type PlayerItem } from '@futgg/contracts';
import { faceStatValue, POSITION } from '@futgg/game-rules';
import { execFile } from 'node:child_process';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  newPlayerItem,
  readSharedText,
  sharedDataPath,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@futgg/testing';
import { catalogService } from '../src/catalog.service-definition.js';
import { PlayerFileError } from '../src/import/formats/source-file.js';
import { importPlayers, type ImportPlayersSummary } from '../src/import/import-players.js';
import { derivedIdOf } from '../src/import/source-card.js';
import { insertPlayerItems } from '../src/testing/player-item-rows.js';

// Every player data set in shared/data imported into a real catalog, then read back the way the site
// reads it (catalog.player-items.get and catalog.core-data.get over NATS). FIFA 23's sofifa sample goes
// into 24, the oldest year the platform serves.
describe('the player importer on the real data sets (shared/data)', () => {
  let catalog: ServiceUnderTest;
  const files = {
    ratings: readSharedText('fc25-player-ratings', 'players.csv'),
    sofifa: readSharedText('fifa23-sofifa-sample', 'players.csv'),
    futbin: readSharedText('fc25-fut-cards-futbin', 'cards.csv'),
    futgg: readSharedText('fc26-fut-club-futgg', 'cards.json'),
  };
  const run = (gameYear: number, text: string) =>
    importPlayers({ databaseUrl: catalog.database.url, gameYear, text, skipMigrations: true });
  const card = (gameYear: number, eaId: number) =>
    catalog.requester.request<PlayerItem>(C.getPlayerItem.subject, { gameYear, eaId });
  const coreData = (gameYear: number) =>
    catalog.requester.request<CoreData>(C.getCoreData.subject, { gameYear });
  /** The whole table as text: what "a second import changes nothing" compares. */
  const tableDigest = async () =>
    (
      await catalog.service.pool.query(
        `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY game_year, ea_id)) AS digest
         FROM catalog.player_items t`,
      )
    ).rows[0] as { n: number; digest: string };
  const namesOf = (data: CoreData, item: PlayerItem) => ({
    club: data.clubs[item.clubEaId]?.name,
    league: data.leagues[item.leagueEaId]?.name,
    nation: data.nations[item.nationEaId]?.name,
    rarity: data.rarities[item.rarityEaId]?.name,
  });
  const summaries: Record<string, ImportPlayersSummary> = {};

  // A fut.gg club card the catalog already has (its club, league and nation are kept: the file has none).
  const known = newPlayerItem({ eaId: 20801, gameYear: 26, clubEaId: 243, leagueEaId: 53, nationEaId: 38 });

  beforeAll(async () => {
    catalog = await startServiceUnderTest('catalog_import', catalogService);
    await insertPlayerItems(catalog.service.pool, [known]);
    summaries['ratings'] = await run(25, files.ratings);
    summaries['sofifa'] = await run(24, files.sofifa);
    summaries['futbin'] = await run(25, files.futbin);
    summaries['futgg'] = await run(26, files.futgg);
  }, 120_000);
  afterAll(() => catalog?.stop());

  describe("EA's FC 25 ratings (fc25-player-ratings, 12,929 rows)", () => {
    it('imports every row as a new card', () => {
      expect(summaries['ratings']).toMatchObject({
        format: 'ea-ratings',
        read: 12_929,
        imported: 12_929,
        inserted: 12_929,
        skipped: 0,
        skipReasons: [],
        unknownNames: [],
      });
    });

    it('shows Mbappé as EA rates him: overall, face stats, positions, PlayStyles, club, league and nation', async () => {
      const eaId = derivedIdOf('ea-ratings:kylian mbappe|real madrid|france|25');
      const mbappe = await card(25, eaId);
      expect(mbappe).toMatchObject({
        commonName: 'Kylian Mbappé',
        overall: 91,
        position: POSITION.ST,
        alternativePositionIds: [POSITION.LW],
        facePace: 97,
        faceShooting: 90,
        facePassing: 80,
        faceDribbling: 92,
        faceDefending: 36,
        facePhysicality: 78,
        attributeAcceleration: 97,
        weakFoot: 4,
        skillMoves: 5,
        foot: 1,
        height: 182,
        gkFaceDiving: null,
        // Quick Step+ (22); Acrobatic 25, Finesse Shot 0, Flair 18, Rapid 17, Trivela 24 (fut.gg's ids).
        playstylesPlus: [22],
        playstyles: [25, 0, 18, 17, 24],
      });
      expect(namesOf(await coreData(25), mbappe)).toEqual({
        club: 'Real Madrid',
        league: 'LALIGA EA SPORTS',
        nation: 'France',
        rarity: 'Rare',
      });
    });

    it("is in global search ('mbappe' finds Mbappé) and in the daily feed as added", async () => {
      const eaId = derivedIdOf('ea-ratings:kylian mbappe|real madrid|france|25');
      const results = await catalog.requester.request<{ key: string; name: string }[]>(C.search.subject, {
        gameYear: 25,
        q: 'mbappe',
      });
      expect(results.map((result) => result.key)).toContain(`player-25-${eaId}`);
      const { rows } = await catalog.service.pool.query(
        `SELECT count(*)::int AS n FROM catalog.feed_entries WHERE game_year = 25 AND kind = 'player'`,
      );
      // Every new FC 25 card: the ratings' 12,929 and FUTBIN's 57.
      expect(rows[0].n).toBe(12_929 + 57);
    });

    it("reads a goalkeeper's six columns as DIV, HAN, KIC, REF, SPD, POS", async () => {
      const donnarumma = await card(25, derivedIdOf('ea-ratings:gianluigi donnarumma|paris sg|italy|25'));
      expect(donnarumma).toMatchObject({
        overall: 89,
        position: POSITION.GK,
        gkFaceDiving: 90,
        gkFaceHandling: 84,
        gkFaceKicking: 73,
        gkFaceReflexes: 90,
        gkFaceSpeed: 52,
        gkFacePositioning: 87,
        attributeGkDiving: 90,
        // Deflector+ and Footwork: FC 25 writes goalkeeper PlayStyles without "GK".
        playstylesPlus: [33],
        playstyles: [29],
      });
      // The outfield face stats the file does not give come from the attributes (game-rules).
      expect(donnarumma.facePace).toBe(faceStatValue(donnarumma, 'facePace'));
    });

    it('tells apart the two Matías Galarza of Talleres (same age, different nations)', async () => {
      const argentinian = await card(25, derivedIdOf('ea-ratings:matias galarza|talleres|argentina|22'));
      const paraguayan = await card(25, derivedIdOf('ea-ratings:matias galarza|talleres|paraguay|22'));
      expect([argentinian.overall, paraguayan.overall]).toEqual([71, 63]);
    });
  });

  describe('the sofifa FIFA 23 sample (fifa23-sofifa-sample, 2,501 rows)', () => {
    it('imports every row under its sofifa/EA id', () => {
      expect(summaries['sofifa']).toMatchObject({ format: 'sofifa', read: 2501, imported: 2501, skipped: 0 });
    });

    it('shows Messi with his face stats, work rates, and EA ids for club, league and nation', async () => {
      const messi = await card(24, 158023);
      expect(messi).toMatchObject({
        commonName: 'L. Messi',
        firstName: 'Lionel',
        lastName: 'Andrés Messi Cuccittini',
        overall: 91,
        position: POSITION.RW,
        facePace: 81,
        faceShooting: 89,
        facePassing: 90,
        faceDribbling: 94,
        faceDefending: 34,
        facePhysicality: 64,
        attackingWorkrate: 1,
        defensiveWorkrate: 1,
        height: 169,
        clubEaId: 73,
        leagueEaId: 16,
        nationEaId: 52,
      });
      expect(namesOf(await coreData(24), messi)).toMatchObject({
        club: 'Paris Saint Germain',
        league: 'Ligue 1',
        nation: 'Argentina',
      });
    });

    it("takes a goalkeeper's speed from goalkeeping_speed and the other five from his GK attributes", async () => {
      expect(await card(24, 192119)).toMatchObject({
        commonName: 'T. Courtois',
        position: POSITION.GK,
        gkFaceDiving: 84,
        gkFaceSpeed: 46,
        clubEaId: 243,
      });
    });
  });

  describe('FUTBIN FC 25 cards (fc25-fut-cards-futbin, 543 rows)', () => {
    it('imports the cards with a position and skips the 486 whose position mask is all zeros', () => {
      expect(summaries['futbin']).toMatchObject({ format: 'futbin', read: 543, imported: 57, skipped: 486 });
      expect(summaries['futbin']!.skipReasons).toEqual([
        {
          reason: 'no position',
          count: 486,
          examples: [2, 3, 4].map((line) => ({
            line,
            detail: 'no position (FUTBIN position mask all zeros)',
          })),
        },
      ]);
    });

    it("shows a special card with its version, price, AcceleRATE and the ratings' club row", async () => {
      const vinicius = await card(25, derivedIdOf('futbin:55753'));
      expect(vinicius).toMatchObject({
        overall: 92,
        position: POSITION.LW,
        facePace: 97,
        faceShooting: 86,
        facePassing: 83,
        faceDribbling: 93,
        faceDefending: 32,
        facePhysicality: 72,
        totalIgs: 2171,
        price: 3_300_000,
        accelerateType: 'MOSTLY_EXPLOSIVE',
      });
      const data = await coreData(25);
      expect(namesOf(data, vinicius)).toEqual({
        club: 'Real Madrid',
        league: 'LALIGA EA SPORTS',
        nation: 'Brazil',
        rarity: 'Trailblazers',
      });
      // Names resolve to the rows the ratings import made: one Real Madrid in FC 25, not two.
      expect(Object.values(data.clubs).filter((club) => club.name === 'Real Madrid')).toHaveLength(1);
    });

    it("marks a women's-league card as a woman's", async () => {
      expect(await card(25, derivedIdOf('futbin:55816'))).toMatchObject({
        gender: 2,
        overall: 95,
        position: POSITION.RW,
      });
    });
  });

  describe("fut.gg's FC 26 club (fc26-fut-club-futgg, 560 cards)", () => {
    it('imports every card under its EA id', () => {
      expect(summaries['futgg']).toMatchObject({ format: 'futgg', read: 560, imported: 560, skipped: 0 });
    });

    it('keeps a known card’s club, league and nation and derives the face stats the file leaves out', async () => {
      const ronaldo = await card(26, 20801);
      expect(ronaldo).toMatchObject({
        commonName: 'Cristiano Ronaldo',
        overall: 85,
        position: POSITION.ST,
        attributeAcceleration: 73,
        attributeSprintSpeed: 78,
        // round half up(0.45 × 73 + 0.55 × 78) = 76
        facePace: 76,
        clubEaId: 243,
        leagueEaId: 53,
        nationEaId: 38,
        // Power Shot+ (2); Precision Header 39, Acrobatic 25, Low Driven Shot 34, Game Changer 37, Aerial Fortress 35, Trickster 20.
        playstylesPlus: [2],
        playstyles: [39, 25, 34, 37, 35, 20],
      });
      expect(ronaldo.rolesPlusPlus).toHaveLength(1);
    });
  });

  describe('importing again', () => {
    it('changes nothing: every card unchanged, the table identical', async () => {
      const before = await tableDigest();
      const again = {
        ratings: await run(25, files.ratings),
        sofifa: await run(24, files.sofifa),
        futbin: await run(25, files.futbin),
        futgg: await run(26, files.futgg),
      };
      for (const [name, summary] of Object.entries(again)) {
        expect({ name, ...summary }).toMatchObject({
          name,
          inserted: 0,
          updated: 0,
          unchanged: summaries[name]!.imported,
          createdReferences: { nation: 0, league: 0, club: 0, rarity: 0 },
        });
      }
      expect(await tableDigest()).toEqual(before);
    }, 120_000);
  });

  describe('npm run import (the command line)', () => {
    /** The CLI as `npm run import` runs it, on the suite's database: exit code and what it printed. */
    const cli = (...args: string[]) =>
      new Promise<{ code: number; stderr: string }>((resolve) => {
        execFile(
          join(process.cwd(), 'node_modules', '.bin', 'tsx'),
          [
            'services/catalog/src/import/import-players.cli.ts',
            '--database-url',
            catalog.database.url,
            ...args,
          ],
          { cwd: process.cwd() },
          (error, _stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
        );
      });

    it('imports a real file again: every card unchanged, the skip reason and its first lines printed', async () => {
      const { code, stderr } = await cli(
        '--game-year',
        '25',
        sharedDataPath('fc25-fut-cards-futbin', 'cards.csv'),
      );
      expect(code).toBe(0);
      expect(stderr).toContain('cards.csv (futbin) into FC 25 in');
      expect(stderr).toContain(
        '543 rows read, 57 cards imported (0 new, 0 updated, 57 unchanged), 486 rows skipped',
      );
      expect(stderr).toContain('skipped 486: no position');
      expect(stderr).toContain('line 2: no position (FUTBIN position mask all zeros)');
    }, 90_000);

    it('refuses a file of no known layout with exit code 1, saying nothing was imported', async () => {
      const folder = await mkdtemp(join(tmpdir(), 'import-'));
      try {
        await writeFile(join(folder, 'notes.csv'), 'when,what\nmonday,shopping\n');
        const { code, stderr } = await cli('--game-year', '25', join(folder, 'notes.csv'));
        expect(code).toBe(1);
        expect(stderr).toMatch(/^import: notes\.csv: unknown CSV layout: .*; nothing was imported$/m);
      } finally {
        await rm(folder, { recursive: true });
      }
    }, 90_000);
  });

  describe('a bad file', () => {
    it.each([
      ['an unknown CSV header', 'a,b,c\n1,2,3\n', /unknown CSV layout/],
      ['broken JSON', '[{"eaId": 1,', /not valid JSON/],
      ['JSON without card ids', '[{"name": "x"}]', /no "eaId"/],
      ['an empty file', '  \n', /empty/],
    ])('is refused with a clear error and nothing written: %s', async (_, text, message) => {
      const before = await tableDigest();
      const failure = await run(25, text).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PlayerFileError);
      expect((failure as Error).message).toMatch(message);
      expect(await tableDigest()).toEqual(before);
    });

    it('skips rows it cannot read, naming the column, and imports the rest', async () => {
      const [header, first, second] = files.sofifa.split('\n');
      const broken = second!.replace(
        /,Low\/Low,|,High\/Medium,|,Medium\/Medium,|,High\/High,|,Medium\/High,|,High\/Low,/,
        ',Sometimes,',
      );
      const summary = await run(24, [header, first, broken, ''].join('\n'));
      expect(summary).toMatchObject({ read: 2, imported: 1, unchanged: 1, skipped: 1 });
      expect(summary.skipReasons[0]!.examples[0]!.detail).toMatch(/^work_rate must be like "High\/Medium"/);
    });
  });
});
