import {
  CATALOG_CONTRACTS as C,
  type Caller,
  type Contract,
  type UserClubImportSummary,
} from '@futgg/contracts';
import { packText } from '@futgg/service-kit';
import { newPlayerItem, readSharedText, startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { catalogService } from '../src/catalog.service-definition.js';
import { insertPlayerItems } from '../src/testing/player-item-rows.js';

// The club over NATS as the gateway asks it, the caller in the headers, on a catalog that knows a
// quarter of a real club's cards (shared/data/fc26-fut-club-futgg/cards.json, 560 cards): importing
// the real file gives matched and unknown cards.
describe('the user club (catalog.user-club.*)', () => {
  const gameYear = 26;
  const clubText = readSharedText('fc26-fut-club-futgg', 'cards.json');
  const clubCards = JSON.parse(clubText) as { eaId: number; overall: number }[];
  const known = clubCards.filter((_, index) => index % 4 === 0);
  const knownEaIds = known.map((card) => card.eaId);
  const unknownEaIds = clubCards.filter((_, index) => index % 4 !== 0).map((card) => card.eaId);
  // A card of the catalog that is not in the file.
  const extra = newPlayerItem({ overall: 77 });

  const alice: Caller = { id: 'alice', roles: [] };
  const bob: Caller = { id: 'bob', roles: [] };
  let catalog: ServiceUnderTest;

  const ask = <T>(contract: Contract, data: unknown, caller?: Caller): Promise<T> =>
    catalog.requester.request<T>(contract.subject, data, caller ? { caller } : {});
  const importFile = (caller: Caller, text: string, options: { replace?: boolean; format?: string } = {}) =>
    ask<UserClubImportSummary>(
      C.userClubImport,
      { gameYear, packedContent: packText(text), ...options },
      caller,
    );
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a failure');
      },
      (error: unknown) => error,
    );
  /** The owner's rows as stored, timestamps included: what "unchanged" means. */
  const rowsOf = async (owner: Caller) =>
    (
      await catalog.service.pool.query(
        `SELECT ea_id, is_untradeable, duplicates, added_at, updated_at FROM catalog.user_club_items
         WHERE owner_id = $1 AND game_year = $2 ORDER BY ea_id`,
        [owner.id, gameYear],
      )
    ).rows as {
      ea_id: number;
      is_untradeable: boolean;
      duplicates: number;
      added_at: Date;
      updated_at: Date;
    }[];
  const eaIdsOf = async (owner: Caller) => (await rowsOf(owner)).map((row) => row.ea_id);
  const sorted = (eaIds: readonly number[]) => [...eaIds].sort((a, b) => a - b);

  beforeAll(async () => {
    catalog = await startServiceUnderTest('catalog_user_club', catalogService);
    await insertPlayerItems(catalog.service.pool, [
      ...known.map(({ eaId, overall }) => newPlayerItem({ eaId, overall })),
      extra,
    ]);
  }, 30_000);
  afterAll(() => catalog?.stop());

  describe('import', () => {
    it('reads the real club: the cards the catalog knows are added, the others counted as unknown', async () => {
      const summary = await importFile(alice, clubText);
      expect(summary).toEqual({
        format: 'card-array-json',
        read: 560,
        matched: 140,
        added: 140,
        updated: 0,
        unchanged: 0,
        removed: 0,
        unknown: { count: 420, eaIds: unknownEaIds.slice(0, 50) },
        refused: [],
        refusedCount: 0,
      });
      expect(C.userClubImport.response.parse(summary)).toEqual(summary);
      expect(await eaIdsOf(alice)).toEqual(sorted(knownEaIds));
      expect((await rowsOf(alice)).every((row) => !row.is_untradeable)).toBe(true);
    });

    it('writes nothing when the same file comes again', async () => {
      const before = await rowsOf(alice);
      const summary = await importFile(alice, clubText);
      expect(summary).toMatchObject({ matched: 140, added: 0, updated: 0, unchanged: 140, removed: 0 });
      expect(await rowsOf(alice)).toEqual(before);
    });

    it('updates the flag a file changes and leaves the other cards as they are', async () => {
      const [first, second] = knownEaIds;
      const summary = await importFile(
        alice,
        `Name;Definition ID;Tradeable\nA;${first};no\nB;${second};yes\nC;-1;yes\n`,
      );
      expect(summary).toEqual({
        format: 'club-export-csv',
        read: 3,
        matched: 2,
        added: 0,
        updated: 1,
        unchanged: 1,
        removed: 0,
        unknown: { count: 0, eaIds: [] },
        refused: [{ line: 4, reason: 'Definition ID -1 is not a card id (ids are positive)' }],
        refusedCount: 1,
      });
      const rows = await rowsOf(alice);
      expect(rows).toHaveLength(140);
      expect(rows.filter((row) => row.is_untradeable).map((row) => row.ea_id)).toEqual([first]);
    });

    it('with replace, leaves the club exactly the file’s matched cards', async () => {
      await ask(C.userClubAdd, { gameYear, eaId: extra.eaId }, alice);
      expect(await eaIdsOf(alice)).toContain(extra.eaId);
      const summary = await importFile(alice, clubText, { replace: true });
      // The extra card goes; the first card's flag goes back to the file's (no flag: tradeable).
      expect(summary).toMatchObject({ matched: 140, added: 0, updated: 1, unchanged: 139, removed: 1 });
      expect(await eaIdsOf(alice)).toEqual(sorted(knownEaIds));
      expect((await rowsOf(alice)).every((row) => !row.is_untradeable)).toBe(true);
    });

    it.each([
      ['text that is not JSON', '[{"eaId": 20801},', 'auto', 'not valid JSON'],
      [
        'a CSV without a card id column',
        'Name,Rating\nRonaldo,85\n',
        'auto',
        'no header row naming the card id',
      ],
      ['a CSV whose only id is the player’s', 'assetId\n20801\n', 'csv', 'the only id column is assetId'],
      ['an empty file', '   \n', 'auto', 'the file is empty'],
      [
        'our own export of another game year',
        `{"format":"futgg-club","version":1,"gameYear":25,"cards":[{"eaId":${knownEaIds[0]},"isUntradeable":true}]}`,
        'auto',
        'a club of game year 25, not 26',
      ],
    ])(
      'refuses %s as INVALID_INPUT naming the problem, writing nothing',
      async (_name, text, format, message) => {
        const before = await rowsOf(alice);
        const failure = await failureOf(importFile(alice, text, { format, replace: true }));
        expect(failure).toMatchObject({
          code: 'INVALID_INPUT',
          field: 'content',
          message: expect.stringContaining(message),
        });
        expect(await rowsOf(alice)).toEqual(before);
      },
    );

    it('leaves nothing half-written when the database fails in the middle of an import', async () => {
      const carol: Caller = { id: 'carol', roles: [] };
      const [first, second] = knownEaIds;
      await importFile(carol, `eaId\n${first}\n`);
      // A trigger in the suite's own database fails the import's last statement (replace's removal of
      // the first card) after its upsert has added the second: the import must roll back as a whole.
      const pool = catalog.service.pool;
      await pool.query(`CREATE FUNCTION catalog.test_refuse_delete() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
      await pool.query(`CREATE TRIGGER test_refuse_delete BEFORE DELETE ON catalog.user_club_items
        FOR EACH ROW WHEN (OLD.owner_id = 'carol') EXECUTE FUNCTION catalog.test_refuse_delete()`);
      try {
        const failure = await failureOf(importFile(carol, `eaId\n${second}\n`, { replace: true }));
        expect(failure).toMatchObject({ code: 'INTERNAL' });
        expect(await eaIdsOf(carol)).toEqual([first]);
      } finally {
        await pool.query('DROP TRIGGER test_refuse_delete ON catalog.user_club_items');
        await pool.query('DROP FUNCTION catalog.test_refuse_delete()');
      }
    });

    it('refuses a packet that is not a packed file', async () => {
      const failure = await failureOf(
        ask(
          C.userClubImport,
          { gameYear, packedContent: Buffer.from('eaId\n1\n').toString('base64') },
          alice,
        ),
      );
      expect(failure).toMatchObject({ code: 'INVALID_INPUT', field: 'packedContent' });
    });
  });

  describe('add and remove', () => {
    it('adds one card with its flag and answers the club’s row', async () => {
      const row = await ask<Record<string, unknown>>(
        C.userClubAdd,
        { gameYear, eaId: extra.eaId, isUntradeable: true },
        alice,
      );
      expect(C.userClubAdd.response.parse(row)).toMatchObject({
        eaId: extra.eaId,
        overall: 77,
        isUntradeable: true,
        addedAt: expect.any(String),
      });
      // Adding it again changes its flag only.
      const again = await ask<Record<string, unknown>>(C.userClubAdd, { gameYear, eaId: extra.eaId }, alice);
      expect(again).toMatchObject({ isUntradeable: false, addedAt: row['addedAt'] });
    });

    it('refuses a card the catalog does not know with NOT_FOUND naming it', async () => {
      const failure = await failureOf(ask(C.userClubAdd, { gameYear, eaId: unknownEaIds[0] }, alice));
      expect(failure).toMatchObject({
        code: 'NOT_FOUND',
        message: expect.stringContaining(String(unknownEaIds[0])),
      });
    });

    it('removes one card, then has none to remove', async () => {
      expect(await ask(C.userClubRemove, { gameYear, eaId: extra.eaId }, alice)).toEqual({ removed: 1 });
      expect(await ask(C.userClubRemove, { gameYear, eaId: extra.eaId }, alice)).toEqual({ removed: 0 });
      expect(await eaIdsOf(alice)).toEqual(sorted(knownEaIds));
    });
  });

  describe('duplicates', () => {
    // Dave's own club, so the other tests' clubs stay as they expect.
    const dave: Caller = { id: 'dave', roles: [] };
    const [held, other] = sorted(knownEaIds) as [number, number];
    const duplicatesOf = async () => new Map((await rowsOf(dave)).map((row) => [row.ea_id, row.duplicates]));

    it('sets the count a file gives, keeps it where a file gives none, and counts a change as an update', async () => {
      expect(
        await importFile(dave, `eaId,isUntradeable,duplicates\n${held},true,2\n${other},false,\n`),
      ).toMatchObject({ format: 'futgg-club-csv', added: 2, refusedCount: 0 });
      expect(await duplicatesOf()).toEqual(
        new Map([
          [held, 2],
          [other, 0],
        ]),
      );
      // A fut.gg-style file carries no count: the club's stays, and nothing is written.
      const before = await rowsOf(dave);
      expect(
        await importFile(dave, JSON.stringify([{ eaId: held, untradeable: true }, { eaId: other }])),
      ).toMatchObject({ updated: 0, unchanged: 2 });
      expect(await rowsOf(dave)).toEqual(before);
      // A count the file gives, 0 included, is written.
      expect(
        await importFile(dave, JSON.stringify([{ eaId: held, untradeable: true, duplicates: 0 }])),
      ).toMatchObject({ updated: 1, unchanged: 0 });
      expect((await duplicatesOf()).get(held)).toBe(0);
    });

    it('sets the count an add gives and keeps it when an add gives none; the services and the export carry it', async () => {
      expect(await ask(C.userClubAdd, { gameYear, eaId: other, duplicates: 5 }, dave)).toMatchObject({
        eaId: other,
        duplicates: 5,
      });
      expect(await ask(C.userClubAdd, { gameYear, eaId: other, isUntradeable: true }, dave)).toMatchObject({
        isUntradeable: true,
        duplicates: 5,
      });
      expect(await ask(C.userClubAdd, { gameYear, eaId: extra.eaId }, dave)).toMatchObject({
        duplicates: 0,
      });
      expect(
        await failureOf(ask(C.userClubAdd, { gameYear, eaId: other, duplicates: 101 }, dave)),
      ).toMatchObject({ code: 'INVALID_INPUT', field: 'duplicates' });
      expect((await duplicatesOf()).get(other)).toBe(5);

      const cards = C.userClubCards.response.parse(
        await ask(C.userClubCards, { ownerId: dave.id, gameYear, afterEaId: 0, limit: 10 }),
      );
      expect(cards.data.find((card) => card.eaId === other)).toMatchObject({
        isUntradeable: true,
        duplicates: 5,
      });
      const file = await ask<{ cards: { eaId: number; duplicates: number }[] }>(
        C.userClubExport,
        { gameYear },
        dave,
      );
      expect(file.cards.find((card) => card.eaId === other)?.duplicates).toBe(5);
      // Read back, the export changes nothing.
      expect(await importFile(dave, JSON.stringify(file), { replace: true })).toMatchObject({
        updated: 0,
        unchanged: 3,
        removed: 0,
      });
    });

    it('keeps the count to the SBC storage’s 100 in the table itself', async () => {
      const failure = await failureOf(
        catalog.service.pool.query(
          'UPDATE catalog.user_club_items SET duplicates = 101 WHERE owner_id = $1',
          [dave.id],
        ),
      );
      expect(String(failure)).toMatch(/user_club_items_duplicates_check/);
    });
  });

  describe('list, export and the services’ whole cards', () => {
    it('lists the club in pages, filtered and sorted with the player database’s language', async () => {
      const page = await ask<{ data: { eaId: number; overall: number }[]; totalCount: number }>(
        C.userClubList,
        { gameYear, pageSize: 50 },
        alice,
      );
      expect(C.userClubList.response.parse(page).data).toHaveLength(50);
      expect(page.totalCount).toBe(140);
      const best = known.filter((card) => card.overall >= 90);
      expect(best.length).toBeGreaterThan(10);
      const filtered = await ask<{ data: { eaId: number; overall: number }[]; totalCount: number }>(
        C.userClubList,
        { gameYear, query: 'overall__gte=90&sort=overall', pageSize: 200 },
        alice,
      );
      expect(filtered.totalCount).toBe(best.length);
      expect(filtered.data.map((row) => row.overall)).toEqual(
        best.map((card) => card.overall).sort((a, b) => a - b),
      );
    });

    it('refuses a filter outside the language with INVALID_INPUT naming it', async () => {
      const failure = await failureOf(ask(C.userClubList, { gameYear, query: 'overall__gte=120' }, alice));
      expect(failure).toMatchObject({ code: 'INVALID_INPUT', field: 'overall__gte' });
    });

    it('exports our own format, which imports back to the same club', async () => {
      const file = await ask<{ cards: { eaId: number }[] }>(C.userClubExport, { gameYear }, alice);
      expect(file).toEqual({
        format: 'futgg-club',
        version: 1,
        gameYear,
        cards: sorted(knownEaIds).map((eaId) => ({ eaId, isUntradeable: false, duplicates: 0 })),
      });
      const summary = await importFile(alice, JSON.stringify(file), { replace: true });
      expect(summary).toMatchObject({ format: 'futgg-club', matched: 140, unchanged: 140, removed: 0 });
    });

    it('gives a service every card of a user’s club as whole cards, page after page', async () => {
      const eaIds: number[] = [];
      let afterEaId = 0;
      for (let pages = 0; pages < 10; pages += 1) {
        const page = C.userClubCards.response.parse(
          await ask(C.userClubCards, { ownerId: alice.id, gameYear, afterEaId, limit: 60 }),
        );
        expect(page.data[0]).toMatchObject({
          isUntradeable: false,
          attributeSprintSpeed: expect.any(Number),
        });
        // A full page of the largest size must fit in one NATS reply (1 MiB).
        expect(JSON.stringify(page).length / page.data.length).toBeLessThan(1_000_000 / 250);
        eaIds.push(...page.data.map((card) => card.eaId));
        if (page.nextAfterEaId === null) break;
        afterEaId = page.nextAfterEaId;
      }
      expect(eaIds).toEqual(sorted(knownEaIds));
    });
  });

  describe('one user’s club is theirs', () => {
    it('shows another user none of it', async () => {
      expect(await ask(C.userClubList, { gameYear }, bob)).toEqual({ data: [], totalCount: 0 });
      expect(await ask(C.userClubExport, { gameYear }, bob)).toMatchObject({ cards: [] });
    });

    it('leaves it unchanged when another user removes, adds or imports its cards', async () => {
      const before = await rowsOf(alice);
      const [first, second] = knownEaIds;
      expect(await ask(C.userClubRemove, { gameYear, eaId: first }, bob)).toEqual({ removed: 0 });
      await ask(C.userClubAdd, { gameYear, eaId: first, isUntradeable: true }, bob);
      expect(
        await importFile(bob, `eaId,isUntradeable\n${first},true\n${second},true\n`, { replace: true }),
      ).toMatchObject({ format: 'futgg-club-csv', matched: 2, added: 1, unchanged: 1, removed: 0 });
      expect(
        await importFile(bob, '{"format":"futgg-club","version":1,"gameYear":26,"cards":[]}', {
          replace: true,
        }),
      ).toMatchObject({ read: 0, matched: 0, removed: 2 });
      expect(await rowsOf(bob)).toEqual([]);
      expect(await rowsOf(alice)).toEqual(before);
    });

    it.each([
      ['list', C.userClubList, { gameYear }],
      ['import', C.userClubImport, { gameYear, packedContent: packText('eaId\n1\n') }],
      ['add', C.userClubAdd, { gameYear, eaId: 1 }],
      ['remove', C.userClubRemove, { gameYear, eaId: 1 }],
      ['export', C.userClubExport, { gameYear }],
    ])('refuses a visitor’s %s with UNAUTHENTICATED', async (_name, contract, data) => {
      expect(await failureOf(ask(contract, data))).toMatchObject({ code: 'UNAUTHENTICATED' });
    });
  });
});
