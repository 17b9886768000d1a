import { MAX_INGEST_ROWS } from '@futgg/contracts';
import { loadPricingWorkersConfig } from './workers.config.js';

describe('the pricing workers settings', () => {
  it('send a market job in batches of MAX_INGEST_ROWS unless set smaller', () => {
    expect(loadPricingWorkersConfig({}).PRICE_INGEST_BATCH_ROWS).toBe(MAX_INGEST_ROWS);
    expect(loadPricingWorkersConfig({ PRICE_INGEST_BATCH_ROWS: '' }).PRICE_INGEST_BATCH_ROWS).toBe(
      MAX_INGEST_ROWS,
    );
    expect(loadPricingWorkersConfig({ PRICE_INGEST_BATCH_ROWS: '200' }).PRICE_INGEST_BATCH_ROWS).toBe(200);
  });

  it('refuse a batch larger than the ingestion takes, or none, naming the setting', () => {
    for (const wrong of [String(MAX_INGEST_ROWS + 1), '0', 'many']) {
      expect(() => loadPricingWorkersConfig({ PRICE_INGEST_BATCH_ROWS: wrong })).toThrow(
        /PRICE_INGEST_BATCH_ROWS/,
      );
    }
  });
});
