import { CATALOG_CONTRACTS, type SquadPoolPage } from '@futgg/contracts';
import { newPlayerItem, startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { catalogService } from '../catalog.service-definition.js';
import { insertPlayerItems } from '../testing/player-item-rows.js';

describe('the squad pool subject', () => {
  let catalog: ServiceUnderTest;
  const gameYear = 26;
  const onMarket = newPlayerItem({
    eaId: 9_100_001,
    overall: 88,
    price: 12_000,
    position: 25,
    alternativePositionIds: [21],
  });
  const sbc = newPlayerItem({ eaId: 9_100_002, overall: 84, price: 5_000, isSbc: true });
  const extinct = newPlayerItem({ eaId: 9_100_003, overall: 90, price: 70_000, isExtinct: true });

  beforeAll(async () => {
    catalog = await startServiceUnderTest('catalog_squad_pool', catalogService);
    await insertPlayerItems(catalog.service.pool, [onMarket, sbc, extinct]);
  }, 30_000);
  afterAll(() => catalog?.stop());

  const ask = (payload: Record<string, unknown>) =>
    catalog.requester.request<SquadPoolPage>(CATALOG_CONTRACTS.squadPool.subject, payload);

  it('answers compact cards in eaId pages, with no price for a card nobody can buy', async () => {
    const first = await ask({ gameYear, limit: 2 });
    expect(first.cards.map((card) => card.eaId)).toEqual([onMarket.eaId, sbc.eaId]);
    expect(first.cards[0]).toEqual({
      eaId: onMarket.eaId,
      basePlayerEaId: onMarket.basePlayerEaId,
      position: 25,
      alternativePositionIds: [21],
      clubEaId: onMarket.clubEaId,
      leagueEaId: onMarket.leagueEaId,
      nationEaId: onMarket.nationEaId,
      rarityEaId: onMarket.rarityEaId,
      overall: 88,
      price: 12_000,
    });
    expect(first.cards[1]!.price).toBeNull();
    expect(first.nextAfterEaId).toBe(sbc.eaId);
    const last = await ask({ gameYear, limit: 2, afterEaId: first.nextAfterEaId });
    expect(last).toEqual({
      cards: [expect.objectContaining({ eaId: extinct.eaId, price: null })],
      nextAfterEaId: null,
    });
  });

  it('refuses a page larger than the contract allows, naming the field', async () => {
    await expect(ask({ gameYear, limit: 10_000 })).rejects.toThrow(/limit/);
  });
});
