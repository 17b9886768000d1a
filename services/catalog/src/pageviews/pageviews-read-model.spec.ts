import { newPlayerItem, startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { catalogService } from '../catalog.service-definition.js';
import { insertPlayerItems } from '../testing/player-item-rows.js';
import { applyViewsCounted } from './pageviews-read-model.js';

// The catalog's side of player views, on a real catalog database: totals become pageviews, never
// moving back, whatever order or how often events arrive.

describe('applyViewsCounted', () => {
  let running: ServiceUnderTest;
  const pageviewsOf = async (eaId: number) =>
    (
      await running.service.pool.query<{ pageviews: number }>(
        'SELECT pageviews FROM catalog.player_items WHERE game_year = 26 AND ea_id = $1',
        [eaId],
      )
    ).rows[0]!.pageviews;

  beforeAll(async () => {
    running = await startServiceUnderTest('catalog_pageviews', catalogService);
    await insertPlayerItems(running.service.pool, [
      newPlayerItem({ eaId: 9_100_001, gameYear: 26, pageviews: 0 }),
      newPlayerItem({ eaId: 9_100_002, gameYear: 26, pageviews: 500 }),
    ]);
  });

  afterAll(() => running?.stop());

  it('sets a player’s pageviews to its total and keeps the greater when events come late or twice', async () => {
    const event = (views: number) => ({ contentTypeId: 1, totals: [{ entityId: '9100001', views }] });
    await applyViewsCounted(event(7), running.service.pool);
    expect(await pageviewsOf(9_100_001)).toBe(7);
    await applyViewsCounted(event(12), running.service.pool);
    await applyViewsCounted(event(9), running.service.pool);
    await applyViewsCounted(event(12), running.service.pool);
    expect(await pageviewsOf(9_100_001)).toBe(12);
  });

  it('leaves other content types, ids that are not eaIds and greater stored values alone', async () => {
    await applyViewsCounted(
      { contentTypeId: 3, totals: [{ entityId: '9100002', views: 9000 }] },
      running.service.pool,
    );
    await applyViewsCounted(
      {
        contentTypeId: 1,
        totals: [
          { entityId: 'not-an-ea-id', views: 4 },
          { entityId: '99999999999', views: 4 },
          { entityId: '9100002', views: 40 },
        ],
      },
      running.service.pool,
    );
    expect(await pageviewsOf(9_100_002)).toBe(500);
  });
});
