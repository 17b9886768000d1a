import { SPECIAL_TEAM_EA_IDS } from '@futgg/game-rules';
import { newPlayerItem, startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { catalogService } from '../catalog.service-definition.js';
import { insertPlayerItems } from '../testing/player-item-rows.js';
import { PlayerItemsService } from './player-items.service.js';

// The service pattern's spec: the catalog booted once on a fresh migrated database, each case arranging
// the rows it needs with the factories, asked through the service's own methods.
describe(PlayerItemsService.name, () => {
  let catalog: ServiceUnderTest;
  let service: PlayerItemsService;
  const gameYear = 26;

  // One base player in three versions, and a few others around them.
  const base = newPlayerItem({ overall: 84, commonName: 'Ferro', createdAt: '2025-09-20T00:00:00.000Z' });
  const upgraded = newPlayerItem({
    basePlayerEaId: base.eaId,
    overall: 91,
    commonName: 'Ferro',
    createdAt: '2025-11-01T00:00:00.000Z',
  });
  const promo = newPlayerItem({
    basePlayerEaId: base.eaId,
    overall: 88,
    commonName: 'Ferro',
    createdAt: '2025-10-10T00:00:00.000Z',
  });
  const hero = newPlayerItem({
    clubEaId: SPECIAL_TEAM_EA_IDS.HEROES_CLUB,
    leagueEaId: 13,
    overall: 89,
    commonName: 'Keeperson',
    createdAt: '2025-10-05T00:00:00.000Z',
  });
  const others = [70, 75, 80].map((overall, index) =>
    newPlayerItem({
      overall,
      commonName: `Other ${index}`,
      createdAt: `2025-09-0${index + 1}T00:00:00.000Z`,
    }),
  );
  const all = [base, upgraded, promo, hero, ...others];

  beforeAll(async () => {
    catalog = await startServiceUnderTest('catalog_items_service', catalogService);
    await insertPlayerItems(catalog.service.pool, all);
    service = catalog.service.app.get(PlayerItemsService);
  }, 30_000);
  afterAll(() => catalog?.stop());

  describe('search', () => {
    it('applies the filters and the sort, and counts every match', async () => {
      const page = await service.search({
        gameYear,
        query: 'overall__gte=85&sort=-overall',
        page: 1,
        pageSize: 2,
        excludedEaIds: [],
        priceKey: 'console',
      });
      expect(page.totalCount).toBe(3);
      expect(page.data.map((row) => row.eaId)).toEqual([upgraded.eaId, hero.eaId]);
    });

    it('leaves out the cards the squad builder already holds', async () => {
      const page = await service.search({
        gameYear,
        query: 'overall__gte=85',
        page: 1,
        pageSize: 50,
        excludedEaIds: [upgraded.eaId],
        priceKey: 'console',
      });
      expect(page.data.map((row) => row.eaId).sort()).toEqual([promo.eaId, hero.eaId].sort());
    });

    it('refuses a filter outside the vocabulary, naming it', async () => {
      await expect(
        service.search({
          gameYear,
          query: 'wage__gte=5',
          page: 1,
          pageSize: 50,
          excludedEaIds: [],
          priceKey: 'console',
        }),
      ).rejects.toMatchObject({ code: 'INVALID_INPUT', field: 'wage__gte' });
    });
  });

  it('tells which ids are cards of the year, each once', async () => {
    const { eaIds } = await service.existing({ gameYear, eaIds: [base.eaId, 1, hero.eaId, base.eaId] });
    expect(eaIds.sort()).toEqual([base.eaId, hero.eaId].sort());
    expect((await service.existing({ gameYear: 25, eaIds: [base.eaId] })).eaIds).toEqual([]);
  });

  describe('get and definition', () => {
    it('answers NOT_FOUND for a card that does not exist', async () => {
      await expect(service.get({ gameYear, eaId: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('gives full chemistry to a hero by the game’s rule, and not to an ordinary card', async () => {
      expect(await service.definition({ gameYear, eaId: hero.eaId })).toMatchObject({
        isFullChemistry: true,
      });
      expect(await service.definition({ gameYear, eaId: base.eaId })).toMatchObject({
        isFullChemistry: false,
      });
    });

    it('keeps only the current history version', async () => {
      await expect(
        service.definition({ gameYear, eaId: base.eaId, historyVersion: base.historyVersion + 1 }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', field: 'history_version' });
    });
  });

  it('lists a player’s versions best first', async () => {
    const versions = await service.otherVersions({ gameYear, eaId: promo.eaId });
    expect(versions.map((row) => row.eaId)).toEqual([upgraded.eaId, promo.eaId, base.eaId]);
  });

  it('lists the newest cards first', async () => {
    const recent = await service.recent({ gameYear, limit: 3 });
    expect(recent.map((row) => row.eaId)).toEqual([upgraded.eaId, promo.eaId, hero.eaId]);
  });
});
