import { discardValue } from '@futgg/game-rules';
import { fc26TradeableItems } from './fc26-futgg.js';

describe('discardValue against the FC 26 club data set', () => {
  const items = fc26TradeableItems();

  it('gives the discard value of every common and rare card of the data set', () => {
    const checked = items.filter((item) => item.rarity === 'Common' || item.rarity === 'Rare');
    // The README's count of tradeable items; every one is a common or rare card rated 50 to 74.
    expect(checked).toHaveLength(2180);
    const wrong = checked.filter(
      (item) => discardValue(item.overall, item.rarity === 'Common' ? 0 : 1) !== item.discardValue,
    );
    expect(wrong).toEqual([]);
  });

  it('grows with the rating and is higher for rare cards, gold included', () => {
    for (const overall of [60, 70, 80, 90]) {
      expect(discardValue(overall + 1, 1)).toBeGreaterThan(discardValue(overall, 1));
      expect(discardValue(overall, 1)).toBeGreaterThan(discardValue(overall, 0));
    }
    expect(discardValue(75, 0)).toBeGreaterThan(discardValue(74, 0));
  });
});
