import { encodeFilterQuery } from './encode-filter-query.js';
import { emptyPlayerFilters, type PlayerFilters } from './player-filters.types.js';

describe('encodeFilterQuery', () => {
  it('writes every group in canonical order whatever order the object was built in', () => {
    // Ranges in RANGE_FILTER_FIELDS order (overall before price), lists in LIST_FILTER_FIELDS order
    // (leagues before excludedLeagues), then flags, search, sort; price__gte=0 is zero-valued.
    const filters: PlayerFilters = {
      sort: [
        { field: 'price', direction: 'desc' },
        { field: 'overall', direction: 'asc' },
      ],
      search: 'Messi',
      flags: { isSbc: true, positionsSearchModeAnd: true },
      lists: { excludedLeagues: [13], leagues: [16, 31] },
      ranges: { price: { lte: 50_000, gte: 0 }, overall: { eq: 88 }, facePace: { lte: 95, gte: 90 } },
    };
    expect(encodeFilterQuery(filters)).toBe(
      'overall__eq=88&facePace__gte=90&facePace__lte=95&price__lte=50000&leagues=16,31&excludedLeagues=13' +
        '&positionsSearchModeAnd=1&isSbc=1&search=Messi&sort=-price,overall',
    );
  });

  it('gives the empty string for no filters', () => {
    expect(encodeFilterQuery(emptyPlayerFilters())).toBe('');
  });

  it.each([
    [
      'a lower bound at the minimum',
      { ...emptyPlayerFilters(), ranges: { overall: { gte: 1 }, price: { gte: 0 } } },
    ],
    ['an empty range', { ...emptyPlayerFilters(), ranges: { overall: {} } }],
    ['an empty list', { ...emptyPlayerFilters(), lists: { leagues: [] } }],
    ['a blank search', { ...emptyPlayerFilters(), search: '   ' }],
    ['an empty sort', { ...emptyPlayerFilters(), sort: [] }],
  ])('leaves out %s', (_label, filters: PlayerFilters) => {
    expect(encodeFilterQuery(filters)).toBe('');
  });

  it('keeps a zero that selects fewer players', () => {
    expect(
      encodeFilterQuery({
        ...emptyPlayerFilters(),
        ranges: { playstylesPlusCount: { eq: 0 }, priceTrend1h: { lte: 0 } },
      }),
    ).toBe('priceTrend1h__lte=0&playstylesPlusCount__eq=0');
  });

  it('escapes the search the way URLSearchParams does, trimming it', () => {
    // Space becomes +, é is UTF-8 C3 A9, & and + are escaped so they cannot split or fake a parameter.
    expect(encodeFilterQuery({ ...emptyPlayerFilters(), search: ' Mbappé & co+ ' })).toBe(
      'search=Mbapp%C3%A9+%26+co%2B',
    );
  });

  it('writes negative bounds with a plain minus', () => {
    expect(
      encodeFilterQuery({ ...emptyPlayerFilters(), ranges: { priceTrend24h: { gte: -20, lte: -5 } } }),
    ).toBe('priceTrend24h__gte=-20&priceTrend24h__lte=-5');
  });
});
