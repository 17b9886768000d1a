import fc from 'fast-check';
import { decodeFilterQuery } from './decode-filter-query.js';
import { encodeFilterQuery } from './encode-filter-query.js';
import {
  FLAG_FILTER_FIELDS,
  LIST_FILTER_FIELDS,
  RANGE_FILTER_FIELDS,
  RANGE_SUFFIXES,
  SORT_FIELDS,
} from './filter-fields.js';
import { FilterQueryError } from './filter-query-error.js';
import type { PlayerFilters } from './player-filters.types.js';
import { playerFiltersArbitrary } from './testing/player-filters.arbitrary.js';

// The canonical rank of a parameter, written from the documented order (docs/filters.md): ranges by
// field then suffix, lists, flags, search, sort.
const CANONICAL_NAMES = [
  ...RANGE_FILTER_FIELDS.flatMap((field) => RANGE_SUFFIXES.map((suffix) => `${field}__${suffix}`)),
  ...LIST_FILTER_FIELDS,
  ...FLAG_FILTER_FIELDS,
  'search',
  'sort',
];
const rankOf = (name: string): number => CANONICAL_NAMES.indexOf(name);

/** A reference writer, independent of the encoder: one [name, value] pair per filter, any order. */
const parametersOf = (filters: PlayerFilters): [string, string][] => [
  ...Object.entries(filters.ranges).flatMap(([field, range]) =>
    Object.entries(range).map(([suffix, value]): [string, string] => [`${field}__${suffix}`, String(value)]),
  ),
  ...Object.entries(filters.lists).map(([field, values]): [string, string] => [field, values.join(',')]),
  ...Object.keys(filters.flags).map((flag): [string, string] => [flag, '1']),
  ...(filters.search === undefined ? [] : [['search', filters.search] as [string, string]]),
  ...(filters.sort === undefined
    ? []
    : [
        ['sort', filters.sort.map((key) => (key.direction === 'desc' ? '-' : '') + key.field).join(',')] as [
          string,
          string,
        ],
      ]),
];

const queryOf = (parameters: [string, string][]): string =>
  parameters
    .map(([name, value]) =>
      name === 'search' ? new URLSearchParams({ search: value }).toString() : `${name}=${value}`,
    )
    .join('&');

const canonicalQueryOf = (filters: PlayerFilters): string =>
  queryOf([...parametersOf(filters)].sort(([a], [b]) => rankOf(a) - rankOf(b)));

describe('filter query codec', () => {
  it('decodes what it encodes', () => {
    fc.assert(
      fc.property(playerFiltersArbitrary, (filters) => {
        expect(decodeFilterQuery(encodeFilterQuery(filters))).toStrictEqual(filters);
      }),
      { numRuns: 500 },
    );
  });

  it('encodes a canonical query back to the same string', () => {
    fc.assert(
      fc.property(playerFiltersArbitrary, (filters) => {
        const query = canonicalQueryOf(filters);
        expect(encodeFilterQuery(decodeFilterQuery(query))).toBe(query);
      }),
      { numRuns: 500 },
    );
  });

  it('decodes the parameters in any order to the same filters', () => {
    fc.assert(
      fc.property(
        playerFiltersArbitrary.chain((filters) => {
          const parameters = parametersOf(filters);
          return fc.tuple(
            fc.constant(filters),
            fc.shuffledSubarray(parameters, { minLength: parameters.length }),
          );
        }),
        ([filters, shuffled]) => {
          expect(decodeFilterQuery(queryOf(shuffled))).toStrictEqual(filters);
        },
      ),
    );
  });

  describe('on garbage', () => {
    const knownName = fc.oneof(
      fc.constantFrom(...LIST_FILTER_FIELDS, ...FLAG_FILTER_FIELDS, 'search', 'sort', 'page'),
      fc
        .tuple(
          fc.constantFrom(...RANGE_FILTER_FIELDS, 'leagues', 'foo'),
          fc.constantFrom('gte', 'lte', 'eq', 'gt', ''),
        )
        .map(([field, suffix]) => `${field}__${suffix}`),
      fc.string({ maxLength: 8 }),
    );
    const value = fc.oneof(
      fc.integer({ min: -2_000_000, max: 3_000_000 }).map(String),
      fc
        .array(fc.oneof(fc.nat(60).map(String), fc.constantFrom('', 'a', '-1', '1.5', ' 2')), {
          maxLength: 5,
        })
        .map((items) => items.join(',')),
      fc
        .array(fc.constantFrom(...SORT_FIELDS, '-price', '', 'x'), { maxLength: 3 })
        .map((keys) => keys.join(',')),
      fc.constantFrom('0', '1', 'true', '%', '%E0%A4%A'),
      fc.string({ maxLength: 12 }),
    );
    const garbageQuery = fc.oneof(
      fc
        .array(fc.tuple(knownName, value), { maxLength: 6 })
        .map((pairs) => pairs.map(([name, text]) => `${name}=${text}`).join('&')),
      fc.string({ maxLength: 60 }),
    );

    const decodedOrRefused = (query: string): PlayerFilters | FilterQueryError => {
      try {
        return decodeFilterQuery(query, { allow: ['page'] });
      } catch (error) {
        if (error instanceof FilterQueryError) return error;
        throw error;
      }
    };

    it('either decodes or throws a FilterQueryError naming a parameter of the query', () => {
      fc.assert(
        fc.property(garbageQuery, (query) => {
          const result = decodedOrRefused(query);
          if (result instanceof FilterQueryError) {
            const names = [...new URLSearchParams(query).keys()];
            expect(names.some((name) => name === result.field || name.startsWith(`${result.field}__`))).toBe(
              true,
            );
          }
        }),
        { numRuns: 2000 },
      );
    });

    it('decodes to canonical filters: encoding and decoding again changes nothing', () => {
      fc.assert(
        fc.property(garbageQuery, (query) => {
          const result = decodedOrRefused(query);
          if (!(result instanceof FilterQueryError)) {
            expect(decodeFilterQuery(encodeFilterQuery(result))).toStrictEqual(result);
          }
        }),
        { numRuns: 2000 },
      );
    });
  });
});
