import { MARKET_MAX_PRICE } from '@futgg/game-rules';
import { checkPriceRows } from './price-rows.js';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const good = { eaId: 231747, priceKey: 'console', price: 1500, observedAt: '2026-11-25T09:55:00Z' };

describe(checkPriceRows.name, () => {
  it('keeps good rows, console when no key is named', () => {
    const { valid, refused } = checkPriceRows([good, { ...good, priceKey: undefined, eaId: 1 }], NOW);
    expect(refused).toEqual([]);
    expect(valid).toEqual([
      {
        index: 0,
        eaId: 231747,
        priceKey: 'console',
        price: 1500,
        observedAt: new Date('2026-11-25T09:55:00Z'),
      },
      { index: 1, eaId: 1, priceKey: 'console', price: 1500, observedAt: new Date('2026-11-25T09:55:00Z') },
    ]);
  });

  it.each([
    ['a negative price', { price: -5 }, 'price must be a whole number of coins above 0'],
    ['a zero price', { price: 0 }, 'price must be a whole number of coins above 0'],
    ['a fractional price', { price: 10.5 }, 'price must be a whole number of coins above 0'],
    ['a price as text', { price: '1500' }, 'price must be a whole number of coins above 0'],
    ['a price above the market maximum', { price: MARKET_MAX_PRICE + 1 }, 'maximum'],
    ['no card', { eaId: undefined }, 'eaId must be a positive whole number'],
    ['a card id of 0', { eaId: 0 }, 'eaId must be a positive whole number'],
    ['an unknown key', { priceKey: 'xbox' }, 'priceKey must be one of console, pc'],
    ['a malformed timestamp', { observedAt: '25/11/2026 09:55' }, 'observedAt must be an ISO 8601 instant'],
    [
      'a timestamp without its offset',
      { observedAt: '2026-11-25T09:55:00' },
      'observedAt must be an ISO 8601 instant',
    ],
    ['an impossible date', { observedAt: '2026-13-45T09:55:00Z' }, 'observedAt must be an ISO 8601 instant'],
    ['a timestamp in the future', { observedAt: '2026-11-25T11:00:00Z' }, 'observedAt is in the future'],
  ])('refuses %s with its reason and keeps the rest', (_name, change, reason) => {
    const { valid, refused } = checkPriceRows([good, { ...good, ...change }, { ...good, eaId: 2 }], NOW);
    expect(valid.map((row) => row.eaId)).toEqual([231747, 2]);
    expect(refused).toEqual([{ index: 1, reason: expect.stringContaining(reason) }]);
  });

  it('accepts a clock a few minutes ahead', () => {
    expect(checkPriceRows([{ ...good, observedAt: '2026-11-25T10:04:00Z' }], NOW).refused).toEqual([]);
  });

  it('counts a row repeated within the batch once', () => {
    const { valid, repeated } = checkPriceRows([good, { ...good }, { ...good, priceKey: 'pc' }], NOW);
    expect(valid).toHaveLength(2);
    expect(repeated).toBe(1);
  });
});
