import { insertRows, newPlayerItem, startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { catalogService } from '../catalog.service-definition.js';
import { insertPlayerItems } from '../testing/player-item-rows.js';
import { PlayerItemsRepository } from './player-items.repository.js';

describe(PlayerItemsRepository.name, () => {
  let catalog: ServiceUnderTest;
  let repository: PlayerItemsRepository;
  const gameYear = 26;
  const card = newPlayerItem({ clubEaId: 243, leagueEaId: 53, nationEaId: 45, overall: 90 });

  beforeAll(async () => {
    catalog = await startServiceUnderTest('catalog_items_repository', catalogService);
    const pool = catalog.service.pool;
    await insertPlayerItems(pool, [card]);
    await insertRows(pool, 'catalog.clubs', [
      { gameYear, eaId: 243, name: 'Madrid Reds', imageUrl: null, leagueEaId: 53, gender: 1 },
    ]);
    await insertRows(pool, 'catalog.leagues', [
      { gameYear, eaId: 53, name: 'Liga Uno', imageUrl: null, nationEaId: 45, gender: 1 },
    ]);
    repository = catalog.service.app.get(PlayerItemsRepository);
  }, 30_000);
  afterAll(() => catalog?.stop());

  it('reads a whole card back as the contract shapes it', async () => {
    expect(await repository.findOne(gameYear, card.eaId)).toMatchObject({
      eaId: card.eaId,
      overall: 90,
      playstylesCount: card.playstyles.length,
    });
    expect(await repository.findOne(25, card.eaId)).toBeNull();
  });

  it('names a card’s club, league and nation, and leaves a name it does not have empty', async () => {
    expect(await repository.namesOf(gameYear, { club: 243, league: 53, nation: 45 })).toEqual({
      club: { eaId: 243, name: 'Madrid Reds' },
      league: { eaId: 53, name: 'Liga Uno' },
      nation: { eaId: 45, name: '' },
    });
  });
});
