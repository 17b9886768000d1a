import { createServer, type Server } from 'node:http';
import type { CardPrice } from '@futgg/contracts';
import { ApiClient } from './api-client.js';
import { catalogApi } from './catalog.api.js';
import { chunksOf, PRICE_LOOKUP_BATCH_SIZE, pricingApi } from './pricing.api.js';

const cardPrice = (eaId: number, priceKey: CardPrice['priceKey']): CardPrice => ({
  eaId,
  priceKey,
  price: eaId * 10,
  isExtinct: false,
  isObjective: false,
  isSbc: false,
  priceUpdatedAt: '2026-11-20T10:00:00.000Z',
  priceTrend1h: 0.5,
  priceTrend3h: 1,
  priceTrend6h: -1.25,
  priceTrend12h: 2,
  priceTrend24h: 3.5,
  priceFluctuation: 4.2,
  source: 'simulated',
  observations24h: 288,
  low24h: eaId * 9,
  high24h: eaId * 11,
});

/**
 * A gateway stand-in on a real port. A lookup is answered only once `hold` lookups are in flight (or
 * after a second, so a client that asks one at a time fails on its counts instead of hanging), the first
 * batch to arrive last: answers then come back out of the order asked.
 */
describe('pricingApi', () => {
  let server: Server;
  let baseUrl: string;
  const urls: string[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  let hold = 1;
  const waiting: (() => void)[] = [];
  // Cards the stand-in does not know, left out of its answers as the real route does.
  const unknown = new Set([7]);

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://x');
      urls.push(request.url ?? '');
      const answer = (body: unknown) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (url.pathname !== '/api/fut/prices/26/') return answer({ data: { path: url.pathname } });
      const isFirstArrival = urls.filter((seen) => seen.startsWith('/api/fut/prices/26/?')).length === 1;
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      const priceKey = url.searchParams.get('priceKey') as CardPrice['priceKey'];
      const reply = () => {
        inFlight -= 1;
        answer({ data: ids.filter((id) => !unknown.has(id)).map((id) => cardPrice(id, priceKey)) });
      };
      waiting.push(() => setTimeout(reply, isFirstArrival ? 30 : 0));
      if (waiting.length >= hold) waiting.splice(0).forEach((release) => release());
      else setTimeout(() => waiting.splice(0).forEach((release) => release()), 1000);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  beforeEach(() => {
    urls.length = 0;
    mostInFlight = 0;
    hold = 1;
  });

  const pricing = () => pricingApi(new ApiClient({ baseUrl }));
  const idsOf = (url: string) => new URL(url, 'http://x').searchParams.get('ids')!.split(',').map(Number);

  describe('prices', () => {
    it('asks for 51 cards as two batches at once, 50 and 1, and answers in the order asked', async () => {
      hold = 2;
      const asked = Array.from({ length: 51 }, (_, index) => 51 - index);
      const rows = await pricing().prices(26, asked, 'pc');
      expect(urls.map(idsOf)).toEqual([asked.slice(0, 50), asked.slice(50)]);
      expect(mostInFlight).toBe(2);
      expect(urls.every((url) => new URL(url, 'http://x').searchParams.get('priceKey') === 'pc')).toBe(true);
      expect(rows.map((row) => row.eaId)).toEqual(asked.filter((id) => id !== 7));
      expect(rows[0]).toEqual(cardPrice(51, 'pc'));
    });

    it('keeps the order asked across many batches, whichever answers first', async () => {
      hold = 3;
      const asked = Array.from({ length: 120 }, (_, index) => ((index * 37) % 120) + 1);
      const rows = await pricing().prices(26, asked);
      expect(urls.map((url) => idsOf(url).length)).toEqual([50, 50, 20]);
      expect(mostInFlight).toBe(3);
      expect(rows.map((row) => row.eaId)).toEqual(asked.filter((id) => id !== 7));
    });

    it('asks for a card named twice once, and answers it once', async () => {
      const rows = await pricing().prices(26, [3, 4, 3]);
      expect(urls).toEqual(['/api/fut/prices/26/?ids=3,4&priceKey=console']);
      expect(rows.map((row) => row.eaId)).toEqual([3, 4]);
    });

    it('makes no request for no cards', async () => {
      await expect(pricing().prices(26, [])).resolves.toEqual([]);
      expect(urls).toEqual([]);
    });
  });

  it('asks for a history with its key and range', async () => {
    await pricing().priceHistory(26, 1000, { priceKey: 'pc', range: 'month' });
    await pricing().priceHistory(26, 1000);
    expect(urls).toEqual(['/api/fut/prices/26/1000/?priceKey=pc&range=month', '/api/fut/prices/26/1000/']);
  });

  it("asks for the market's movers with the window, minimum price and limit given", async () => {
    await pricing().marketMovers(26, { priceKey: 'console', window: '6h', minPrice: 5000, limit: 10 });
    expect(urls).toEqual(['/api/fut/prices/26/movers/?priceKey=console&window=6h&minPrice=5000&limit=10']);
  });

  it("asks the player list for PC prices with price_key, leaving console, the API's default, out", async () => {
    const catalog = catalogApi(new ApiClient({ baseUrl }));
    await catalog.searchPlayerItems({ game: 26, filters: 'sort=-price', priceKey: 'pc', pageSize: 50 });
    await catalog.searchPlayerItems({ game: 26, filters: 'sort=-price', priceKey: 'console' });
    expect(urls).toEqual([
      '/api/fut/26/player-items/?sort=-price&price_key=pc&page_size=50',
      '/api/fut/26/player-items/?sort=-price',
    ]);
  });
});

describe('chunksOf', () => {
  it.each([
    [0, []],
    [1, [1]],
    [50, [50]],
    [51, [50, 1]],
    [101, [50, 50, 1]],
  ])('cuts %i ids into batches of %j', (count, sizes) => {
    const ids = Array.from({ length: count }, (_, index) => index);
    const chunks = chunksOf(ids, PRICE_LOOKUP_BATCH_SIZE);
    expect(chunks.map((chunk) => chunk.length)).toEqual(sizes);
    expect(chunks.flat()).toEqual(ids);
  });
});
