import type { MarketCardFacts } from '@futgg/contracts';
import { SimulatedMarket } from './simulated-market.source.js';

const factsOf = (count: number): MarketCardFacts[] =>
  Array.from({ length: count }, (_, index) => ({
    eaId: 1_000 + index,
    overall: 84 + (index % 8),
    isSpecial: true,
    isSbc: false,
    isObjective: false,
    isExtinct: false,
  }));

const batchSizes = async (market: SimulatedMarket, at: Date, batchRows?: number) => {
  const sizes: number[] = [];
  for await (const rows of market.sourceAt(at, batchRows).batches()) sizes.push(rows.length);
  return sizes;
};

describe('the simulated market as a price source', () => {
  // Every card above fodder is observed every 5 minutes, on both keys: 2 rows a card at a whole hour.
  const at = new Date('2026-11-28T06:00:00.000Z');
  const market = new SimulatedMarket(factsOf(150), 26);

  it("cuts a minute's rows into the batch size the workers are set to", async () => {
    expect(await batchSizes(market, at, 120)).toEqual([120, 120, 60]);
    expect(await batchSizes(market, at, 300)).toEqual([300]);
  });

  it('sends a minute of fewer rows than MAX_INGEST_ROWS as one batch by default', async () => {
    expect(await batchSizes(market, at)).toEqual([300]);
  });
});
