import { decodeFilterQuery } from './decode-filter-query.js';
import { decodeFilterQueryKeepingValid } from './decode-keeping-valid.js';

describe('decodeFilterQueryKeepingValid', () => {
  it('keeps every valid parameter and names each one it leaves out', () => {
    const { filters, refused } = decodeFilterQueryKeepingValid(
      'overall__gte=500&leagues=13&colour=red&sort=-price',
    );
    expect(filters).toEqual(decodeFilterQuery('leagues=13&sort=-price'));
    expect(refused.map((error) => error.field)).toEqual(['overall__gte', 'colour']);
    expect(refused[0]!.message).toContain('overall__gte');
  });

  it('decodes a valid link exactly as the strict decoder does, refusing nothing', () => {
    const query = 'overall__gte=85&positions=25&excludedLeagues=53&search=silva';
    expect(decodeFilterQueryKeepingValid(query)).toEqual({ filters: decodeFilterQuery(query), refused: [] });
  });

  it('leaves out a parameter sent twice and keeps the rest', () => {
    const { filters, refused } = decodeFilterQueryKeepingValid('leagues=13&leagues=53&overall__gte=80');
    expect(filters).toEqual(decodeFilterQuery('overall__gte=80'));
    expect(refused.map((error) => error.field)).toEqual(['leagues']);
  });
});
