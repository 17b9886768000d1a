import fc from 'fast-check';
import { decodeFilterQuery } from './decode-filter-query.js';
import { FILTER_BOUNDS, RANGE_FILTER_FIELDS, RANGE_SUFFIXES, SEARCH_MAX_LENGTH } from './filter-fields.js';
import { FilterQueryError } from './filter-query-error.js';
import { filterQueryErrorOf } from './testing/filter-query-error-of.js';

const errorOf = (query: string) => filterQueryErrorOf(query, decodeFilterQuery);

describe('decodeFilterQuery', () => {
  describe('ranges', () => {
    it.each([
      ['overall__gte=85', { gte: 85 }],
      ['overall__lte=90', { lte: 90 }],
      ['overall__eq=88', { eq: 88 }],
      ['overall__gte=85&overall__lte=90', { gte: 85, lte: 90 }],
      ['overall__gte=85&overall__lte=85', { gte: 85, lte: 85 }],
    ])('decodes %s', (query, overall) => {
      expect(decodeFilterQuery(query).ranges).toStrictEqual({ overall });
    });

    it('accepts every suffix on every range field', () => {
      for (const field of RANGE_FILTER_FIELDS) {
        const { max } = FILTER_BOUNDS[field];
        for (const suffix of RANGE_SUFFIXES) {
          expect(decodeFilterQuery(`${field}__${suffix}=${max}`).ranges).toStrictEqual({
            [field]: { [suffix]: max },
          });
        }
      }
    });

    it.each([
      // The spec's bounds (first document, section 5 "Filter bounds").
      ['overall', 1, 99],
      ['price', 0, 1_500_000],
      ['playstylesCount', 0, 15],
      ['playstylesPlusCount', 0, 4],
      ['rolesPlusCount', 0, 20],
      ['rolesPlusPlusCount', 0, 20],
      ['height', 100, 300],
      ['weakFoot', 1, 5],
      ['skillMoves', 1, 5],
      // Bounds this library chose where the spec is silent (docs/filters.md).
      ['facePace', 1, 99],
      ['gkFaceDiving', 1, 99],
      ['attributeSprintSpeed', 1, 99],
      ['attributeGkReflexes', 1, 99],
      ['priceTrend1h', -100, 10_000],
      ['priceTrend24h', -100, 10_000],
      ['priceFluctuation', 0, 10_000],
      ['totalStats', 0, 3_500],
      ['totalIgs', 0, 3_500],
    ])('bounds %s to %i..%i', (field, min, max) => {
      expect(decodeFilterQuery(`${field}__eq=${min}`).ranges).toStrictEqual({ [field]: { eq: min } });
      expect(decodeFilterQuery(`${field}__eq=${max}`).ranges).toStrictEqual({ [field]: { eq: max } });
      for (const outside of [min - 1, max + 1]) {
        const error = errorOf(`${field}__lte=${outside}`);
        expect(error.field).toBe(`${field}__lte`);
        expect(error.message).toContain(`${field}__lte`);
        expect(error.message).toContain(`from ${min} to ${max}`);
      }
    });
  });

  describe('zero-valued filters', () => {
    it.each([
      ['price__gte=0', 'price at its lower bound 0'],
      ['playstylesCount__gte=0', 'a count at its lower bound 0'],
      ['overall__gte=1', 'overall at its lower bound 1'],
      ['priceTrend24h__gte=-100', 'a trend at its lower bound −100 %'],
      ['leagues=', 'an empty list'],
      ['overall__lte=', 'an empty range value'],
      ['isSbc=0', 'a flag sent as 0'],
      ['search=', 'an empty search'],
      ['search=+%20+', 'a blank search'],
      ['sort=', 'an empty sort'],
    ])('leaves out %s (%s)', (query) => {
      expect(decodeFilterQuery(query)).toStrictEqual({ ranges: {}, lists: {}, flags: {} });
    });

    it.each([
      ['price__lte=0', { price: { lte: 0 } }],
      ['price__eq=0', { price: { eq: 0 } }],
      ['playstylesPlusCount__eq=0', { playstylesPlusCount: { eq: 0 } }],
      ['priceTrend24h__lte=0', { priceTrend24h: { lte: 0 } }],
      ['priceTrend24h__gte=0', { priceTrend24h: { gte: 0 } }],
      ['price__lte=1500000', { price: { lte: 1_500_000 } }],
    ])('keeps %s, which selects fewer players', (query, ranges) => {
      expect(decodeFilterQuery(query).ranges).toStrictEqual(ranges);
    });

    it('drops a lower bound at the minimum but keeps the upper bound beside it', () => {
      expect(decodeFilterQuery('price__gte=0&price__lte=5000').ranges).toStrictEqual({
        price: { lte: 5000 },
      });
    });
  });

  describe('lists, enumerations, flags, search and sort', () => {
    it('decodes comma-separated lists in the order sent, including excluded lists and id 0', () => {
      // Position 0 is GK and playstyle 0 is Finesse Shot (maps.json), so 0 is a real id.
      expect(
        decodeFilterQuery('leagues=13,16&excludedPositions=0,52&playstyles=0&ids=50331894&raritySquads=7')
          .lists,
      ).toStrictEqual({
        leagues: [13, 16],
        excludedPositions: [0, 52],
        playstyles: [0],
        ids: [50331894],
        raritySquads: [7],
      });
    });

    it('reads commas whether sent plainly or escaped as %2C', () => {
      expect(decodeFilterQuery('clubs=1%2C2').lists).toStrictEqual({ clubs: [1, 2] });
    });

    it.each([
      ['gender=1,2', { gender: [1, 2] }],
      ['foot=2', { foot: [2] }],
      ['attackingWorkrate=2,3', { attackingWorkrate: [2, 3] }],
      ['defensiveWorkrate=1', { defensiveWorkrate: [1] }],
    ])('decodes the enumeration %s', (query, lists) => {
      expect(decodeFilterQuery(query).lists).toStrictEqual(lists);
    });

    it('decodes the search modes and price flags sent as 1', () => {
      expect(
        decodeFilterQuery(
          'positionsSearchModeAnd=1&playstylesSearchModeOr=1&isExtinct=1&isSbc=1&isObjective=1',
        ).flags,
      ).toStrictEqual({
        positionsSearchModeAnd: true,
        playstylesSearchModeOr: true,
        isExtinct: true,
        isSbc: true,
        isObjective: true,
      });
    });

    it.each([
      ['search=Messi', 'Messi'],
      ['search=+Mbapp%C3%A9+', 'Mbappé'],
      ['search=Vin%C3%ADcius%20J%C3%BAnior', 'Vinícius Júnior'],
      ['search=%20%20Son%20Heung-min%0A', 'Son Heung-min'],
    ])('trims and unescapes %s', (query, search) => {
      expect(decodeFilterQuery(query).search).toBe(search);
    });

    it('decodes sort keys in order, a leading minus meaning descending', () => {
      expect(decodeFilterQuery('sort=-price,overall,-createdAt,name,pageviews').sort).toStrictEqual([
        { field: 'price', direction: 'desc' },
        { field: 'overall', direction: 'asc' },
        { field: 'createdAt', direction: 'desc' },
        { field: 'name', direction: 'asc' },
        { field: 'pageviews', direction: 'asc' },
      ]);
    });

    it('accepts a leading question mark and a URLSearchParams', () => {
      const expected = { ranges: { overall: { gte: 85 } }, lists: { leagues: [13] }, flags: {} };
      expect(decodeFilterQuery('?overall__gte=85&leagues=13')).toStrictEqual(expected);
      expect(
        decodeFilterQuery(
          new URLSearchParams([
            ['overall__gte', '85'],
            ['leagues', '13'],
          ]),
        ),
      ).toStrictEqual(expected);
    });

    it('skips the extra keys the caller allows, and refuses them otherwise', () => {
      expect(
        decodeFilterQuery('page=2&page_size=50&overall__gte=85', { allow: ['page', 'page_size'] }),
      ).toStrictEqual({ ranges: { overall: { gte: 85 } }, lists: {}, flags: {} });
      expect(errorOf('page=2&overall__gte=85').field).toBe('page');
    });

    it('still decodes a filter name passed in allow as a filter', () => {
      expect(() => decodeFilterQuery('overall__gte=100', { allow: ['overall__gte'] })).toThrow(
        FilterQueryError,
      );
    });
  });

  describe('errors', () => {
    it.each([
      ['foo=1', 'foo', 'unknown filter parameter'],
      ['foo__gte=1', 'foo__gte', 'unknown filter parameter'],
      ['=5', '', 'unknown filter parameter'],
      ['overall__gt=85', 'overall__gt', 'unknown suffix "__gt"'],
      ['overall__=85', 'overall__', 'unknown suffix'],
      ['overall=85', 'overall', 'needs one of the suffixes __gte, __lte, __eq'],
      ['leagues__gte=1', 'leagues__gte', 'takes no suffix'],
      ['isSbc__eq=1', 'isSbc__eq', 'takes no suffix'],
      ['sort__eq=price', 'sort__eq', 'takes no suffix'],
      ['overall__gte=8.5', 'overall__gte', 'must be an integer from 1 to 99'],
      ['overall__gte=abc', 'overall__gte', 'must be an integer'],
      ['overall__gte=085', 'overall__gte', 'must be an integer'],
      ['overall__gte=+85', 'overall__gte', 'must be an integer'],
      ['overall__gte=1e2', 'overall__gte', 'must be an integer'],
      ['overall__gte=%2085', 'overall__gte', 'must be an integer'],
      ['price__lte=-0', 'price__lte', 'must be an integer'],
      ['overall__gte=100', 'overall__gte', 'from 1 to 99'],
      ['leagues=1,,2', 'leagues', 'empty item'],
      ['leagues=1,', 'leagues', 'empty item'],
      ['leagues=,1', 'leagues', 'empty item'],
      ['leagues=a', 'leagues', 'each item must be an integer'],
      ['leagues=1,a', 'leagues', 'each item must be an integer'],
      ['leagues=-1', 'leagues', 'from 0 to 2147483647'],
      ['ids=2147483648', 'ids', 'from 0 to 2147483647'],
      ['leagues=13,13', 'leagues', '13 is listed twice'],
      ['positions=4', 'positions', '4 is not a position id'],
      ['excludedPositions=53', 'excludedPositions', '53 is not a position id'],
      ['gender=3', 'gender', 'from 1 to 2'],
      ['foot=0', 'foot', 'from 1 to 2'],
      ['attackingWorkrate=4', 'attackingWorkrate', 'from 1 to 3'],
      ['isSbc=yes', 'isSbc', 'a flag is sent as 1'],
      ['isSbc=true', 'isSbc', 'a flag is sent as 1'],
      ['overall__gte=90&overall__lte=80', 'overall', 'overall__gte (90) is greater than overall__lte (80)'],
      ['overall__eq=85&overall__gte=80', 'overall', 'overall__eq cannot be combined with overall__gte'],
      ['overall__lte=85&overall__eq=80', 'overall', 'overall__eq cannot be combined with overall__lte'],
      ['overall__gte=80&overall__gte=81', 'overall__gte', 'sent more than once'],
      ['leagues=1&leagues=2', 'leagues', 'sent more than once'],
      ['leagues=&leagues=2', 'leagues', 'sent more than once'],
      ['search=a&search=b', 'search', 'sent more than once'],
      ['sort=-price,foo', 'sort', '"foo" is not a sort field'],
      ['sort=--price', 'sort', '"--price" is not a sort field'],
      ['sort=-price,', 'sort', '"" is not a sort field'],
      ['sort=isSbc', 'sort', '"isSbc" is not a sort field'],
      ['sort=price,-price', 'sort', 'price is sorted on twice'],
      ['sort=price&sort=overall', 'sort', 'sent more than once'],
      ['leagues=13,16&excludedLeagues=16', 'excludedLeagues', '16 is also in leagues'],
    ])('refuses %s, naming %s', (query, field, message) => {
      const error = errorOf(query);
      expect(error).toBeInstanceOf(FilterQueryError);
      expect(error.name).toBe('FilterQueryError');
      expect(error.field).toBe(field);
      expect(error.message).toContain(message);
      if (field !== '') expect(error.message).toContain(field);
    });

    it('refuses a search longer than 100 characters and a list longer than 500 items', () => {
      expect(errorOf(`search=${'a'.repeat(SEARCH_MAX_LENGTH + 1)}`).message).toBe(
        `search must have at most ${SEARCH_MAX_LENGTH} characters`,
      );
      const ids = Array.from({ length: 501 }, (_, index) => index);
      expect(errorOf(`leagues=${ids.join(',')}`).message).toBe('leagues: at most 500 items, got 501');
    });

    it.each(['a%00b', 'x%00', '%01abc', 'ab%7F'])('refuses the control character in search=%s', (text) => {
      const error = errorOf(`search=${text}`);
      expect(error.field).toBe('search');
      expect(error.message).toBe('search must not contain control characters (such as NUL)');
    });

    it('cuts long client text short in messages', () => {
      const junk = 'x'.repeat(1000);
      expect(errorOf(`overall__gte=${junk}`).message.length).toBeLessThan(120);
      expect(errorOf(`${junk}=1`).message.length).toBeLessThan(120);
      expect(errorOf(`${junk}=1`).field).toBe(junk);
    });

    it('accepts a search of exactly 100 characters, counted in code points', () => {
      // 'é' is two UTF-8 bytes and one code point; '😀' is two UTF-16 units and one code point.
      expect(
        decodeFilterQuery(`search=${encodeURIComponent('é'.repeat(50) + '😀'.repeat(50))}`).search,
      ).toHaveLength(150);
    });

    it('accepts a list of exactly 500 items', () => {
      const ids = Array.from({ length: 500 }, (_, index) => index);
      expect(decodeFilterQuery(`ids=${ids.join(',')}`).lists.ids).toStrictEqual(ids);
    });

    it('refuses any value outside the bounds of any range field', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...RANGE_FILTER_FIELDS),
          fc.constantFrom(...RANGE_SUFFIXES),
          fc.boolean(),
          fc.integer({ min: 1, max: 1_000_000 }),
          (field, suffix, isBelow, distance) => {
            const { min, max } = FILTER_BOUNDS[field];
            const value = isBelow ? min - distance : max + distance;
            expect(errorOf(`${field}__${suffix}=${value}`).field).toBe(`${field}__${suffix}`);
          },
        ),
      );
    });
  });
});
